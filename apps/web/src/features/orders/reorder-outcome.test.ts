import { describe, expect, it } from "vitest";
import { reorderOutcome } from "./reorder-outcome.ts";

describe("reorderOutcome", () => {
  it("says how many products came back and how many could not", () => {
    expect(reorderOutcome("1", "0")).toEqual(["1 produit de votre commande ajouté à votre panier."]);
    expect(reorderOutcome("5", "2")).toEqual([
      "5 produits de votre commande ajoutés à votre panier.",
      "2 produits n'ont pas pu être ajoutés : ils ne sont plus vendus ou plus en stock à votre adresse.",
    ]);
  });
  it("says nothing for an address that is not the action's", () => {
    expect(reorderOutcome(undefined, "1")).toBeNull();
    expect(reorderOutcome("<b>gratuit</b>", "0")).toBeNull();
    expect(reorderOutcome("3", "beaucoup")).toEqual(["3 produits de votre commande ajoutés à votre panier."]);
  });
});
