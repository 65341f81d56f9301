import { describe, expect, it } from "vitest";
import { lineAmountCents } from "./basket-totals.ts";
import { estimatedPieceCents, netQuantityLabel, unitPriceCents } from "./product-card.ts";

describe("unitPriceCents", () => {
  it("gives the price per kilo of a 250 g pack", () => {
    expect(unitPriceCents(199, { netQuantity: 250, netUnit: "g", variableWeight: false })).toEqual({ cents: 796, unit: "kg" });
  });
  it("gives the price per litre of a 1.5 L bottle", () => {
    expect(unitPriceCents(120, { netQuantity: 1500, netUnit: "ml", variableWeight: false })).toEqual({ cents: 80, unit: "l" });
  });
  it("keeps the kilo price of a variable-weight product", () => {
    expect(unitPriceCents(2290, { netQuantity: 1, netUnit: "piece", variableWeight: true })).toEqual({ cents: 2290, unit: "kg" });
  });
  it("divides by the pieces in a pack", () => {
    expect(unitPriceCents(329, { netQuantity: 12, netUnit: "piece", variableWeight: false })).toEqual({ cents: 27, unit: "pièce" });
  });
});

describe("netQuantityLabel", () => {
  it("labels grams, kilos, litres and estimates", () => {
    expect(netQuantityLabel({ netQuantity: 250, netUnit: "g", variableWeight: false, averageWeightGrams: null })).toBe("250 g");
    expect(netQuantityLabel({ netQuantity: 1500, netUnit: "ml", variableWeight: false, averageWeightGrams: null })).toBe("1,5 L");
    expect(netQuantityLabel({ netQuantity: 750, netUnit: "ml", variableWeight: false, averageWeightGrams: null })).toBe("750 ml");
    expect(netQuantityLabel({ netQuantity: 1, netUnit: "piece", variableWeight: true, averageWeightGrams: 1200 })).toBe("environ 1,2 kg");
  });
});

describe("estimatedPieceCents", () => {
  it("prices a piece of about 200 g at 15,79 €/kg at 3,16 €, what the basket counts for a line of one", () => {
    const chicken = { variableWeight: true, averageWeightGrams: 200 };
    expect(estimatedPieceCents(1579, chicken)).toBe(316);
    expect(estimatedPieceCents(1579, chicken)).toBe(lineAmountCents({ unitPriceCents: 1579, quantity: 1, ...chicken }));
  });
  it("gives no estimate to a product sold by the unit, or with no average weight", () => {
    expect(estimatedPieceCents(249, { variableWeight: false, averageWeightGrams: null })).toBeNull();
    expect(estimatedPieceCents(1579, { variableWeight: true, averageWeightGrams: null })).toBeNull();
  });
});
