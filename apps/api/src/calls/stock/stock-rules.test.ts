import { describe, expect, it } from "vitest";
import { STOCK_MAX } from "@cabas/contracts";
import { decideSaleChange, decideStockChange, readStockQuery, saleChangedMessage, stockChangedMessage } from "./stock-rules.ts";

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
