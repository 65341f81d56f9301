import { describe, expect, it } from "vitest";
import { reopenedBasketPath, reopenedNotice } from "./reopened-order.ts";

const none = { panier_mis_de_cote: false, complement_repris: false, modification_gardee: false };

describe("reopening an order (ADR 0078)", () => {
  it("leads to the basket page, flagged with what became of the basket in progress", () => {
    expect(reopenedBasketPath(none)).toBe("/checkout/mon-panier");
    expect(reopenedBasketPath({ ...none, panier_mis_de_cote: true })).toBe("/checkout/mon-panier?mis-de-cote=1");
    expect(reopenedBasketPath({ ...none, complement_repris: true })).toBe("/checkout/mon-panier?complement-repris=1");
    expect(reopenedBasketPath({ ...none, modification_gardee: true })).toBe("/checkout/mon-panier?modification-en-cours=1");
  });

  it("says that a complement's items are in the modification, or that the modification under way takes the items", () => {
    expect(reopenedNotice({ "complement-repris": "1" })).toMatch(/^Votre commande est rouverte pour la modifier\. Les articles que vous y ajoutiez sont repris/);
    expect(reopenedNotice({ "modification-en-cours": "1" })).toMatch(/^Vous modifiez déjà cette commande/);
    expect(reopenedNotice({})).toBeNull();
  });
});
