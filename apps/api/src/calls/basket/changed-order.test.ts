import { describe, expect, it } from "vitest";
import {
  COMPLEMENT_CLOSED,
  COMPLEMENT_CUTOFF_PASSED,
  CUTOFF_PASSED,
  offerWithHeldUnits,
  ORDER_CHANGE_CLOSED,
  ORDER_CHANGE_CUTOFF_PASSED,
  orderChangedBy,
  orderChangeRefusal,
} from "./changed-order.ts";

const now = new Date("2026-11-22T10:00:00Z");
const later = new Date("2026-11-22T18:00:00Z");

describe("orderChangeRefusal", () => {
  it("lets a basket change a placed order, or one awaiting a phone payment, before its cut-off", () => {
    expect(orderChangeRefusal({ status: "placed", paymentMethod: "card", cutoffAt: later }, now)).toBeNull();
    expect(orderChangeRefusal({ status: "pending_payment", paymentMethod: "phone", cutoffAt: later }, now)).toBeNull();
  });

  it("refuses once the cut-off has passed or the warehouse took the order, and a closed order", () => {
    expect(orderChangeRefusal({ status: "placed", paymentMethod: "card", cutoffAt: now }, now)).toBe(ORDER_CHANGE_CUTOFF_PASSED);
    expect(orderChangeRefusal({ status: "preparing", paymentMethod: "card", cutoffAt: later }, now)).toBe(ORDER_CHANGE_CUTOFF_PASSED);
    expect(orderChangeRefusal({ status: "cancelled", paymentMethod: "card", cutoffAt: later }, now)).toBe(ORDER_CHANGE_CLOSED);
    expect(orderChangeRefusal(null, now)).toBe(ORDER_CHANGE_CLOSED);
  });

  it("tells a complement's shopper that its items stay in the basket once it is left (ADR 0078)", () => {
    expect(orderChangeRefusal({ status: "preparing", paymentMethod: "card", cutoffAt: later }, now, "complement")).toBe(COMPLEMENT_CUTOFF_PASSED);
    expect(orderChangeRefusal({ status: "cancelled", paymentMethod: "card", cutoffAt: later }, now, "complement")).toBe(COMPLEMENT_CLOSED);
    expect(COMPLEMENT_CUTOFF_PASSED).toBe(
      "La date limite de cette commande est passée : elle est figée pour sa préparation, les articles ajoutés ne peuvent plus être livrés avec elle. Abandonnez le complément : les articles ajoutés restent dans votre panier, pour une nouvelle commande.",
    );
  });

  it("says what is true past the cut-off: the order is locked for its preparation, still « validée » until the warehouse starts it", () => {
    expect(CUTOFF_PASSED).toBe("La date limite de modification de cette commande est passée : elle est figée pour sa préparation et ne peut plus être modifiée.");
    expect(ORDER_CHANGE_CUTOFF_PASSED).toBe(`${CUTOFF_PASSED} Abandonnez la modification pour retrouver un panier ordinaire.`);
    for (const text of [CUTOFF_PASSED, ORDER_CHANGE_CUTOFF_PASSED, COMPLEMENT_CUTOFF_PASSED]) expect(text).not.toContain("en préparation");
  });

  it("concerns only a basket changing an order", () => {
    expect(orderChangedBy({ mode: "order", orderId: null })).toBeNull();
    expect(orderChangedBy({ mode: "modification", orderId: 8 })).toBe(8);
    expect(orderChangedBy({ mode: "complement", orderId: 9 })).toBe(9);
  });
});

describe("offerWithHeldUnits", () => {
  it("adds the units the order holds to the shelf's, even an empty or withdrawn shelf", () => {
    expect(offerWithHeldUnits({ stock: 0, inStock: true, id: 1 }, 11)).toEqual({ stock: 11, inStock: true, id: 1 });
    expect(offerWithHeldUnits({ stock: 3, inStock: true }, 6)).toEqual({ stock: 9, inStock: true });
    expect(offerWithHeldUnits({ stock: 5, inStock: false }, 2)).toEqual({ stock: 2, inStock: true });
  });

  it("leaves the offer itself when the order holds none (its card text stays kept)", () => {
    const offer = { stock: 4, inStock: true };
    expect(offerWithHeldUnits(offer, 0)).toBe(offer);
  });
});
