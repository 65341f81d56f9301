import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK, typesetFrench } from "@cabas/contracts/french-typography";
import { leftOutOf, reorderedBasketPath, reorderOutcome } from "./reorder-outcome.ts";

describe("reorderOutcome", () => {
  it("says how many products came back and how many could not", () => {
    expect(reorderOutcome("1", "0")).toEqual(["1 produit de votre commande ajouté à votre panier."]);
    expect(reorderOutcome("5", "2")).toEqual([
      "5 produits de votre commande ajoutés à votre panier.",
      typesetFrench("2 produits n'ont pas pu être ajoutés : ils ne sont plus vendus ou plus en stock à votre adresse."),
    ]);
    for (const line of reorderOutcome("5", "2", ["Comté AOP 12 mois"]) ?? []) expect(line).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
  });
  it("says that the basket already held the whole order when a reorder added nothing (the same reorder twice, ADR 0115)", () => {
    expect(reorderOutcome("0", "0")).toEqual(["Les produits de cette commande sont déjà dans votre panier, aux quantités commandées."]);
    expect(reorderOutcome("0", "1")?.[0]).toBe("Aucun produit de votre commande ajouté à votre panier.");
  });

  it("says nothing for an address that is not the action's", () => {
    expect(reorderOutcome(undefined, "1")).toBeNull();
    expect(reorderOutcome("<b>gratuit</b>", "0")).toBeNull();
    expect(reorderOutcome("3", "beaucoup")).toEqual(["3 produits de votre commande ajoutés à votre panier."]);
  });
});

describe("the products a reorder left out", () => {
  it("are named in the address by id only, with the order to read their names from", () => {
    expect(reorderedBasketPath(10000001, 3, [])).toBe("/checkout/mon-panier?rachat=3&indispos=0");
    const path = reorderedBasketPath(10000001, 3, [12, 345]);
    expect(path).toBe("/checkout/mon-panier?rachat=3&indispos=2&commande=10000001&sans=12-345");
    const params = new URL(path, "http://cabas.test").searchParams;
    expect(leftOutOf(params.get("commande") ?? undefined, params.get("sans") ?? undefined)).toEqual({ orderId: 10000001, productIds: [12, 345] });
    for (const [commande, sans] of [["10000001", "12,345"], ["abc", "12"], ["10000001", "Comté"], [undefined, "12"]] as const)
      expect(leftOutOf(commande, sans), `${commande} ${sans}`).toBeNull();
  });

  it("are named after the count when the order's lines give their names", () => {
    expect(reorderOutcome("3", "1", ["Comté AOP 12 mois"])).toEqual([
      "3 produits de votre commande ajoutés à votre panier.",
      "1 produit n'a pas pu être ajouté\u00A0: il n'est plus vendu ou plus en stock à votre adresse. Indisponible\u00A0: Comté AOP 12 mois.",
    ]);
  });
});
