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
  it("names each mix-and-match offer on its line, the other discounts together (ADR 0100)", () => {
    const totals = { ...emptyBasket().totals, total_marchandise: 30, total_remises: 4.7 };
    const rows = basketAmountRows(basket({ totals, bloc_recap_panier: { offres_panachees: [{ libelle: "Fromages AOP : -30 % sur le 2e", montant: 1.2 }] } }));
    expect(rows.slice(0, 3)).toEqual([
      { label: "Produits", euros: 30 },
      { label: "Offre «\u00A0Fromages AOP : -30 % sur le 2e\u00A0»", euros: -1.2 },
      { label: "Autres remises", euros: -3.5 },
    ]);
    // Offers alone: no « Autres remises » at 0; a recap without offers (an older basket): « Remises » as before.
    expect(basketAmountRows(basket({ totals: { ...totals, total_remises: 1.2 }, bloc_recap_panier: { offres_panachees: [{ libelle: "Yaourts", montant: 1.2 }] } })).map((r) => r.label)).toEqual(["Produits", "Offre «\u00A0Yaourts\u00A0»", "Livraison"]);
    expect(basketAmountRows(basket({ totals, bloc_recap_panier: { remises: 4.7 } })).map((r) => r.label)).toEqual(["Produits", "Remises", "Livraison"]);
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
