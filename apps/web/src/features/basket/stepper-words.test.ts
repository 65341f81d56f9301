import { describe, expect, it } from "vitest";
import { stepperAnnouncement, stepperLabels } from "./stepper-words.ts";

describe("stepper words", () => {
  it("names the buttons without an article that would have to agree with the product", () => {
    expect(stepperLabels("Crème dessert chocolat x4", 3)).toEqual({
      less: "Retirer une unité : Crème dessert chocolat x4",
      more: "Ajouter une unité : Crème dessert chocolat x4",
    });
  });

  it("says that « − » at one takes the product out of the basket", () => {
    expect(stepperLabels("Champagne brut", 1).less).toBe("Retirer du panier : Champagne brut");
  });

  it("announces the new quantity, or the removal at zero", () => {
    expect(stepperAnnouncement("Crème dessert chocolat x4", 1)).toBe("Crème dessert chocolat x4 : 1 dans le panier");
    expect(stepperAnnouncement("Crème dessert chocolat x4", 0)).toBe(
      "Crème dessert chocolat x4 : produit retiré du panier",
    );
  });
});
