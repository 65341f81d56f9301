import { describe, expect, it } from "vitest";
import {
  cancelledOrderReason,
  deliveredOrderReason,
  ledgerAmountOut,
  movementLabel,
  orderSpendingReason,
  pageCount,
  replacedOrderReason,
  unpaidOrderReason,
  usableBalance,
  voucherOrder,
  voucherStatus,
} from "./loyalty-rules.ts";

const now = new Date("2026-11-25T10:00:00Z");
const inDays = (n: number) => new Date(now.getTime() + n * 86_400_000);

describe("movementLabel", () => {
  it("says what an order spent from the customer's side", () => {
    expect(movementLabel({ kind: "eurofid", amount: -200, reason: orderSpendingReason(10000001), orderId: 10000001 })).toBe("Euros fidélité utilisés pour la commande n° 10000001");
    expect(movementLabel({ kind: "cagnotte", amount: -500, reason: "Commande n° 10000001", orderId: 10000001 })).toBe("Cagnotte utilisée pour la commande n° 10000001");
    expect(movementLabel({ kind: "joker", amount: -1, reason: "Commande n° 10000001", orderId: 10000001 })).toBe("Joker utilisé pour la commande n° 10000001");
  });

  it("keeps every other reason as written", () => {
    expect(movementLabel({ kind: "eurofid", amount: 120, reason: "Commande n° 10000001 livrée", orderId: 10000001 })).toBe("Commande n° 10000001 livrée");
    expect(movementLabel({ kind: "cagnotte", amount: 500, reason: "Gain du calendrier de l'Avent", orderId: null })).toBe("Gain du calendrier de l'Avent");
    // Another order's number is not this row's spending.
    expect(movementLabel({ kind: "eurofid", amount: -200, reason: "Commande n° 10000002", orderId: 10000001 })).toBe("Commande n° 10000002");
  });
});

describe("the ledger's reasons for an order", () => {
  it("name it « commande n° … », as every other text of the shop does (ADR 0119)", () => {
    expect(orderSpendingReason(10000009)).toBe("Commande n° 10000009");
    expect(deliveredOrderReason(10000009)).toBe("Commande n° 10000009 livrée");
    expect(cancelledOrderReason(10000009)).toBe("Commande n° 10000009 annulée");
    expect(replacedOrderReason(10000009, 10000012)).toBe("Commande n° 10000009 remplacée par la commande n° 10000012");
    expect(unpaidOrderReason(10000009)).toBe("Paiement de la commande n° 10000009 non abouti");
  });
});

describe("amounts and balances", () => {
  it("carries money in euros and jokers in units, and never shows a balance below zero", () => {
    expect(ledgerAmountOut("eurofid", -1240)).toBe(-12.4);
    expect(ledgerAmountOut("joker", 2)).toBe(2);
    expect(usableBalance(-300)).toBe(0);
    expect(usableBalance(300)).toBe(300);
  });

  it("counts pages, one at least", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe("voucherStatus", () => {
  const voucher = { usedAt: null, expiresAt: inDays(10), basketId: null };

  it("tells usable, on the basket, used and expired apart", () => {
    expect(voucherStatus(voucher, now)).toBe("utilisable");
    expect(voucherStatus({ ...voucher, basketId: 4 }, now)).toBe("sur_panier");
    expect(voucherStatus({ ...voucher, basketId: 4, basketStatus: "active" }, now)).toBe("sur_panier");
    // Left on a basket the customer set aside: the basket she fills shows it unused.
    expect(voucherStatus({ ...voucher, basketId: 4, basketStatus: "saved" }, now)).toBe("utilisable");
    expect(voucherStatus({ ...voucher, basketId: 4, basketStatus: "abandoned" }, now)).toBe("utilisable");
    expect(voucherStatus({ ...voucher, usedAt: now, basketId: 4 }, now)).toBe("utilise");
    expect(voucherStatus({ ...voucher, expiresAt: now }, now)).toBe("expire");
  });

  it("lists usable vouchers soonest to expire first, then used and expired ones most recent first", () => {
    const v = (id: number, status: "utilisable" | "sur_panier" | "utilise" | "expire", expiresIn: number, usedDaysAgo: number | null = null) => ({
      id,
      status,
      expiresAt: inDays(expiresIn),
      usedAt: usedDaysAgo === null ? null : inDays(-usedDaysAgo),
    });
    const sorted = [v(1, "expire", -30), v(2, "utilisable", 60), v(3, "utilise", 30, 2), v(4, "utilisable", 5), v(5, "expire", -2), v(6, "sur_panier", 90)].sort(voucherOrder);
    expect(sorted.map((x) => x.id)).toEqual([6, 4, 2, 3, 5, 1]);
  });
});
