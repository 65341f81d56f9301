import { describe, expect, it } from "vitest";
import {
  CLAIM_PERIOD_CAP_CENTS,
  claimableUnits,
  claimCreditCents,
  goodsReductionCents,
  paidLineCents,
  shelfLineCents,
  claimRefusal,
  creditedAtOnce,
  loyaltyClawback,
  orderCreditCeilingCents,
} from "./claim-rules.ts";

const delivered = new Date("2026-11-20T10:00:00Z");

describe("claimRefusal", () => {
  it("accepts a delivered order within 72 hours", () => {
    expect(claimRefusal({ status: "delivered", deliveredAt: delivered }, new Date("2026-11-23T09:59:00Z"))).toBeNull();
  });
  it("refuses an order not delivered, or after 72 hours", () => {
    expect(claimRefusal({ status: "out_for_delivery", deliveredAt: null }, delivered)).toMatch(/une fois la commande livrée/);
    expect(claimRefusal({ status: "delivered", deliveredAt: delivered }, new Date("2026-11-23T10:01:00Z"))).toMatch(/délai de 72 h/);
  });
});

describe("claimCreditCents", () => {
  it("credits what the units were paid, shared evenly between the line's units and rounded once", () => {
    expect(claimCreditCents({ quantity: 3, paidCents: 597 }, 2)).toBe(398);
    // 2 pieces weighed at 13.87 € in all: one piece is 6.94 € (rounded once).
    expect(claimCreditCents({ quantity: 2, paidCents: shelfLineCents({ lineCents: 1300, finalLineCents: 1387 }) }, 1)).toBe(694);
  });
});

describe("paidLineCents", () => {
  it("shares the order's reductions over the lines in proportion, in whole cents that add up exactly", () => {
    // The QA case: 59,16 € of goods and a 10 € voucher; the line claimed was 19,36 € at the shelf.
    const paid = paidLineCents([1936, 3980], 1000);
    expect(paid).toEqual([1609, 3307]);
    expect(paid.reduce((a, b) => a + b, 0)).toBe(5916 - 1000);
    expect(claimCreditCents({ quantity: 1, paidCents: paid[0]! }, 1)).toBe(1609);
  });

  it("gives the cents lost to rounding to the shares that lost the most (largest remainder), the earlier on a tie", () => {
    // 33,33… each: the first share takes the cent left.
    expect(paidLineCents([100, 100, 100], 100)).toEqual([66, 67, 67]);
    // Exact shares 0,999 / 1,998 / 996,003: the two cents left go to the first two, not to the largest line.
    expect(paidLineCents([1, 2, 997], 999)).toEqual([0, 0, 1]);
  });

  it("leaves the lines whole without reductions, and never below zero with reductions above the goods", () => {
    expect(paidLineCents([597, 1387], 0)).toEqual([597, 1387]);
    expect(paidLineCents([597, 1387], 5000)).toEqual([0, 0]);
  });
});

describe("goodsReductionCents", () => {
  it("counts discounts, the weighing's gift and vouchers, not the prize pot nor the delivery", () => {
    expect(goodsReductionCents({ goodsCents: 5916, feeCents: 590, totals: { total_ba_panier: 1000 } })).toBe(1000);
    expect(goodsReductionCents({ goodsCents: 5916, feeCents: 590, totals: { total_remises: 300, remise_pesee: 50, total_ba_panier: 1000, total_cagnotte: 400 } })).toBe(1350);
    // Weighed: the recomputed discounts, not the basket's estimate (ADR 0073).
    expect(goodsReductionCents({ goodsCents: 5916, feeCents: 0, totals: { total_remises: 300, remises_pesees: 280 } })).toBe(280);
    // Never more than the goods.
    expect(goodsReductionCents({ goodsCents: 800, feeCents: 590, totals: { total_ba_panier: 1000 } })).toBe(800);
  });
});

describe("claimableUnits", () => {
  it("never goes below zero", () => {
    expect(claimableUnits(3, 1)).toBe(2);
    expect(claimableUnits(3, 5)).toBe(0);
  });
});

describe("orderCreditCeilingCents", () => {
  it("is a quarter of the goods, at most 25 €", () => {
    expect(orderCreditCeilingCents(2000)).toBe(500);
    expect(orderCreditCeilingCents(5249)).toBe(1312);
    expect(orderCreditCeilingCents(30_000)).toBe(2500);
    expect(orderCreditCeilingCents(-5)).toBe(0);
  });
});

describe("creditedAtOnce", () => {
  const facts = { goodsCents: 5249, creditedOnOrderCents: 0, creditedInPeriodCents: 0, claimCents: 0 };
  it("credits a claim within the order's ceiling", () => {
    expect(creditedAtOnce({ ...facts, claimCents: 1312 })).toBe(true);
  });
  it("sends to review a whole order claimed at once, or what goes past the ceiling with earlier claims", () => {
    expect(creditedAtOnce({ ...facts, claimCents: 5249 })).toBe(false);
    expect(creditedAtOnce({ ...facts, creditedOnOrderCents: 1000, claimCents: 313 })).toBe(false);
    expect(creditedAtOnce({ ...facts, creditedOnOrderCents: 1000, claimCents: 312 })).toBe(true);
  });
  it("sends to review what goes past the customer's ceiling over the period, however small", () => {
    expect(creditedAtOnce({ ...facts, creditedInPeriodCents: CLAIM_PERIOD_CAP_CENTS - 100, claimCents: 101 })).toBe(false);
    expect(creditedAtOnce({ ...facts, creditedInPeriodCents: CLAIM_PERIOD_CAP_CENTS - 100, claimCents: 100 })).toBe(true);
  });
});

describe("loyaltyClawback", () => {
  const base = { earnedCents: 100, baseCents: 5000, refundedCents: 1000, alreadyTakenCents: 0, balanceCents: 500 };
  it("takes back the loyalty euros earned on the refunded share", () => {
    expect(loyaltyClawback(base)).toEqual({ deductCents: 20, unrecoveredCents: 0 });
  });
  it("counts on the running total, never more than was earned", () => {
    expect(loyaltyClawback({ ...base, refundedCents: 1500, alreadyTakenCents: 20 })).toEqual({ deductCents: 10, unrecoveredCents: 0 });
    expect(loyaltyClawback({ ...base, refundedCents: 9000, alreadyTakenCents: 30 })).toEqual({ deductCents: 70, unrecoveredCents: 0 });
  });
  it("never makes the balance negative: what was spent is recorded as unrecovered", () => {
    expect(loyaltyClawback({ ...base, balanceCents: 8 })).toEqual({ deductCents: 8, unrecoveredCents: 12 });
    expect(loyaltyClawback({ ...base, balanceCents: -3 })).toEqual({ deductCents: 0, unrecoveredCents: 20 });
  });
  it("takes nothing from an order that earned nothing", () => {
    expect(loyaltyClawback({ ...base, earnedCents: 0 })).toEqual({ deductCents: 0, unrecoveredCents: 0 });
    expect(loyaltyClawback({ ...base, baseCents: 0 })).toEqual({ deductCents: 0, unrecoveredCents: 0 });
  });
});
