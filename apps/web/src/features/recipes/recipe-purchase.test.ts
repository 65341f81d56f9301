import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { recipePurchaseFlash, unavailableSentence } from "./recipe-purchase.ts";

describe("recipe purchase messages", () => {
  it("name the products that could not be added", () => {
    expect(unavailableSentence([])).toBeNull();
    expect(unavailableSentence(["Beurre doux"])).toBe("Indisponible\u00A0: Beurre doux.");
    expect(unavailableSentence(["Beurre doux", "Crème"])).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    // The web-service's count arrives typeset (lib/api/query.ts); the names' sentence is typeset here.
    expect(recipePurchaseFlash("2 produits ajoutés à votre panier\u202F; 2 produits indisponibles.", ["Beurre doux", "Crème fraîche"])).toBe(
      "2 produits ajoutés à votre panier\u202F; 2 produits indisponibles. Indisponibles\u00A0: Beurre doux, Crème fraîche.",
    );
  });

  it("fit in the basket's flash", () => {
    const flash = recipePurchaseFlash("0 produit ajouté à votre panier ; 40 produits indisponibles.", Array.from({ length: 40 }, (_, i) => `Produit numéro ${i}`));
    expect(flash.length).toBe(300);
    expect(flash.endsWith("…")).toBe(true);
  });
});

