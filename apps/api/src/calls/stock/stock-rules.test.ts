import { describe, expect, it } from "vitest";
import { STOCK_MAX } from "@cabas/contracts";
import { decideOfferOpening, decideSaleChange, decideStockChange, offerOpenedMessage, readStockQuery, saleChangedMessage, stockChangedMessage } from "./stock-rules.ts";

describe("readStockQuery", () => {
  it("reads digits as an EAN and, when short enough, a product's number", () => {
    expect(readStockQuery(" 42 ")).toEqual({ kind: "digits", ean: "42", id: 42 });
    expect(readStockQuery("3017620422003")).toEqual({ kind: "digits", ean: "3017620422003", id: null });
    expect(readStockQuery("0")).toEqual({ kind: "digits", ean: "0", id: null });
  });

  it("reads anything else as part of a name, its wildcards typed as letters", () => {
    expect(readStockQuery("chapon")).toEqual({ kind: "name", pattern: "%chapon%" });
    expect(readStockQuery("100%_bio\\")).toEqual({ kind: "name", pattern: "%100\\%\\_bio\\\\%" });
  });
});

describe("decideStockChange", () => {
  it("sets the stock typed when the shelf is still the one read", () => {
    expect(decideStockChange({ operation: "fixer", quantity: 12, seen: 3 }, 3)).toEqual({ ok: true, after: 12 });
    expect(decideStockChange({ operation: "fixer", quantity: 0, seen: 3 }, 3)).toEqual({ ok: true, after: 0 });
  });

  it("refuses to set a stock that changed since it was read, saying both numbers", () => {
    const decision = decideStockChange({ operation: "fixer", quantity: 12, seen: 3 }, 1);
    expect(decision).toMatchObject({ ok: false, kind: "changed" });
    expect(!decision.ok && decision.message).toBe(
      "Le stock a changé depuis que vous l'avez lu : 1 unité maintenant, contre 3 unités lues. Rien n'a été changé : vérifiez le rayon et recommencez.",
    );
  });

  it("adds a delivery to whatever is on the shelf, up to the maximum", () => {
    expect(decideStockChange({ operation: "livraison", quantity: 5 }, 7)).toEqual({ ok: true, after: 12 });
    expect(decideStockChange({ operation: "livraison", quantity: 5 }, STOCK_MAX - 5)).toEqual({ ok: true, after: STOCK_MAX });
    expect(decideStockChange({ operation: "livraison", quantity: 6 }, STOCK_MAX - 5)).toMatchObject({ ok: false, kind: "too_many" });
  });
});

describe("stockChangedMessage", () => {
  it("says the product, the perimeter, before and after, why, and the waiting list told", () => {
    expect(stockChangedMessage({ product: "Chapon", perimeter: "Paris", before: 0, after: 3, reason: "reception", waiting: 2 })).toBe(
      "Stock de « Chapon » (Paris) : 0 → 3 unités (réception d'une livraison). 2 personnes attendent une place : les places libérées leur sont proposées maintenant, dans leur ordre.",
    );
    expect(stockChangedMessage({ product: "Lait", perimeter: "Lyon", before: 5, after: 1, reason: "casse", waiting: 0 })).toBe("Stock de « Lait » (Lyon) : 5 → 1 unité (casse).");
  });
});

describe("decideSaleChange", () => {
  const offer = { product: "Chapon", perimeter: "Paris" };
  it("takes off sale or puts back only an offer that is not so already", () => {
    expect(decideSaleChange(false, true, offer)).toEqual({ ok: true });
    expect(decideSaleChange(true, false, offer)).toEqual({ ok: true });
    expect(decideSaleChange(false, false, offer)).toEqual({ ok: false, message: "« Chapon » (Paris) est déjà retiré de la vente. Rien n'a été changé." });
    expect(decideSaleChange(true, true, offer)).toEqual({ ok: false, message: "« Chapon » (Paris) est déjà en vente. Rien n'a été changé." });
  });
});

describe("saleChangedMessage", () => {
  it("says the offer withdrawn, or back with its shelf and the waiting list told", () => {
    expect(saleChangedMessage({ product: "Chapon", perimeter: "Paris", onSale: false, reason: "rappel", stock: 4, waiting: 0 })).toBe(
      "« Chapon » (Paris) est retiré de la vente (rappel du produit) : les clients ne peuvent plus le commander.",
    );
    expect(saleChangedMessage({ product: "Chapon", perimeter: "Paris", onSale: true, reason: "controle", stock: 2, waiting: 1 })).toBe(
      "« Chapon » (Paris) est remis en vente (contrôle fait, vendable), avec 2 unités en rayon. 1 personne attend une place : les places sont proposées maintenant, dans leur ordre.",
    );
  });
});

describe("an offer opened in a new perimeter (ADR 0132)", () => {
  const names = { product: "Miel de lavande", perimeter: "Lyon" };
  it("opens where there is no offer, and points to the offer's own form otherwise", () => {
    expect(decideOfferOpening(null, names)).toEqual({ ok: true });
    expect(decideOfferOpening({ inStock: true }, names)).toEqual({
      ok: false,
      message: "« Miel de lavande » est déjà proposé dans le périmètre « Lyon » : changez son stock sur sa fiche. Rien n'a été changé.",
    });
    expect(decideOfferOpening({ inStock: false }, names)).toEqual({
      ok: false,
      message: "« Miel de lavande » est déjà proposé dans le périmètre « Lyon », retiré de la vente : remettez-le en vente plutôt. Rien n'a été changé.",
    });
  });

  it("says the price with the catalogue's price per kilo, or per kilo only for a product sold by weight", () => {
    expect(
      offerOpenedMessage({ ...names, priceCents: 640, unitPrice: { cents: 1280, unit: "kg" }, byWeight: false, stock: 12, reason: "referencement", waiting: 0 }),
    ).toBe("« Miel de lavande » est en vente dans le périmètre « Lyon » à 6,40 € (12,80 € le kg), 12 unités en rayon (nouveau référencement).");
    expect(
      offerOpenedMessage({ ...names, priceCents: 2490, unitPrice: { cents: 2490, unit: "kg" }, byWeight: true, stock: 0, reason: "saison", waiting: 0 }),
    ).toBe("« Miel de lavande » est en vente dans le périmètre « Lyon » à 24,90 € le kg, 0 unité en rayon (produit de saison).");
    expect(
      offerOpenedMessage({ ...names, priceCents: 300, unitPrice: { cents: 50, unit: "pièce" }, byWeight: false, stock: 2, reason: "demande", waiting: 1 }),
    ).toBe(
      "« Miel de lavande » est en vente dans le périmètre « Lyon » à 3,00 € (0,50 € la pièce), 2 unités en rayon (demande des clients). 1 personne attend une place : les places sont proposées maintenant, dans leur ordre.",
    );
  });
});
