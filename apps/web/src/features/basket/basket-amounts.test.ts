import { describe, expect, it } from "vitest";
import { emptyBasket } from "@cabas/contracts/client-values";
import { basketAmountRows, freeDeliveryTeaser } from "./basket-amounts.ts";

const basket = (over: Partial<ReturnType<typeof emptyBasket>> = {}) => {
  const base = emptyBasket();
  return { ...base, ...over, totals: { ...base.totals, ...(over.totals ?? {}) } };
};

describe("basketAmountRows", () => {
  it("always says the goods and the delivery fee that make the total", () => {
    const rows = basketAmountRows(basket({ fl: 7.9, totals: { ...emptyBasket().totals, total_marchandise: 5.89, total_euro: 13.79 } }));
    expect(rows).toEqual([
      { label: "Produits", euros: 5.89 },
      { label: "Livraison", euros: 7.9 },
    ]);
  });
  it("names a complement's delivery as the order's", () => {
    expect(basketAmountRows(basket({ complement_en_cours: true })).map((r) => r.label)).toContain("Livraison (avec votre commande)");
  });
});

describe("freeDeliveryTeaser", () => {
  it("teases only when a fee is charged and a threshold would waive it", () => {
    expect(freeDeliveryTeaser({ teasing_fl: 97.61, complement_en_cours: false })).toBe(97.61);
    expect(freeDeliveryTeaser({ teasing_fl: 97.61, complement_en_cours: true })).toBeNull();
    expect(freeDeliveryTeaser({ teasing_fl: 0, complement_en_cours: false })).toBeNull();
    expect(freeDeliveryTeaser({ teasing_fl: null, complement_en_cours: false })).toBeNull();
  });
});
