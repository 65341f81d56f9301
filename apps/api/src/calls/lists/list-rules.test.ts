import { describe, expect, it } from "vitest";
import { MAX_LINE_QUANTITY } from "@cabas/contracts";
import { addGoesPastLimit, limitedLinesNote, lineAvailability, listTotalCents, mergedQuantities, mergedWithLimits, sameListName } from "./list-rules.ts";

describe("mergedQuantities", () => {
  it("sums a product's quantities across lists, in the order products first appear", () => {
    expect(
      mergedQuantities([
        [
          { productId: 3, quantity: 2 },
          { productId: 1, quantity: 1 },
        ],
        [
          { productId: 7, quantity: 4 },
          { productId: 3, quantity: 5 },
        ],
      ]),
    ).toEqual([
      { productId: 3, quantity: 7 },
      { productId: 1, quantity: 1 },
      { productId: 7, quantity: 4 },
    ]);
  });

  it("keeps a merged line within the limit of a line", () => {
    expect(mergedQuantities([[{ productId: 1, quantity: 900 }], [{ productId: 1, quantity: 200 }]])).toEqual([{ productId: 1, quantity: MAX_LINE_QUANTITY }]);
  });

  it("gives nothing for empty lists", () => {
    expect(mergedQuantities([[], []])).toEqual([]);
  });
});

describe("mergedWithLimits", () => {
  it("names the products whose quantities added up past a line's limit", () => {
    expect(mergedWithLimits([[{ productId: 1, quantity: 5 }, { productId: 2, quantity: 3 }], [{ productId: 1, quantity: 999 }, { productId: 2, quantity: 4 }]])).toEqual({
      lines: [
        { productId: 1, quantity: 999 },
        { productId: 2, quantity: 7 },
      ],
      limited: [1],
    });
    expect(mergedWithLimits([[{ productId: 1, quantity: 500 }], [{ productId: 1, quantity: 499 }]]).limited).toEqual([]);
  });
});

describe("addGoesPastLimit", () => {
  it("is true only past 999", () => {
    expect(addGoesPastLimit(990, 9)).toBe(false);
    expect(addGoesPastLimit(990, 10)).toBe(true);
    expect(addGoesPastLimit(0, 999)).toBe(false);
  });
});

describe("limitedLinesNote", () => {
  it("says which lines were limited, or nothing", () => {
    expect(limitedLinesNote([])).toBe("");
    expect(limitedLinesNote(["Lait demi-écrémé UHT", "Beurre doux"])).toBe(" Quantité limitée à 999 pour « Lait demi-écrémé UHT », « Beurre doux ».");
  });
});

describe("lineAvailability", () => {
  it("says why a product cannot be bought where the customer is", () => {
    expect(lineAvailability(null, "Comté")).toEqual({ disponible: false, raison: "« Comté » n'est pas vendu dans votre zone de livraison." });
    expect(lineAvailability({ stock: 0, inStock: true }, "Comté")).toEqual({ disponible: false, raison: "« Comté » est en rupture de stock." });
    expect(lineAvailability({ stock: 12, inStock: false }, "Comté").disponible).toBe(false);
    expect(lineAvailability({ stock: 1, inStock: true }, "Comté")).toEqual({ disponible: true, raison: null });
  });
});

describe("listTotalCents", () => {
  it("adds the available lines as the basket estimates them, sold-by-weight ones by their average weight", () => {
    expect(
      listTotalCents([
        { quantity: 3, disponible: true, unitPriceCents: 250, variableWeight: false, averageWeightGrams: null },
        // 2 pieces of ~350 g at 18.90 €/kg: 13.23 €
        { quantity: 2, disponible: true, unitPriceCents: 1890, variableWeight: true, averageWeightGrams: 350 },
        { quantity: 5, disponible: false, unitPriceCents: 999, variableWeight: false, averageWeightGrams: null },
      ]),
    ).toBe(750 + 1323);
  });
});

describe("sameListName", () => {
  it("ignores case, accents and spacing", () => {
    expect(sameListName("Apéro  du Samedi ", "apero du samedi")).toBe(true);
    expect(sameListName("Apéro", "Apéros")).toBe(false);
  });
});
