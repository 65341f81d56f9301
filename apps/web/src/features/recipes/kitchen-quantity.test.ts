import { describe, expect, it } from "vitest";
import {
  formatKitchenNumber,
  kitchenQuantity,
  massInKitchenUnits,
  quantityKind,
  roundCentilitres,
  roundCount,
  roundMeasure,
  roundSpoons,
  roundWhole,
  volumeInKitchenUnits,
  type QuantityKind,
} from "@cabas/contracts";
import { unitFor } from "./scale.ts";

// « 1 ½ »: the narrow no-break space Intl also puts in « 1 500 ».
const half = (whole: number) => `${whole}\u202f½`;

/** The line as the recipe page prints it, without the label: « 1,5 kg », « ½ sachet ». */
const printed = (quantity: number | null, unit: string | null, from: number, to: number, label = "") => {
  const q = kitchenQuantity({ quantity, unit, label }, from, to);
  return q && [q.text, q.unit && unitFor(q.unit, q.value)].filter(Boolean).join(" ");
};

describe("kitchen quantities on the recipe page", () => {
  it.each<[string, number, string, number, number, string]>([
    // [what, quantity, unit, recipe's servings, people, printed]
    ["a kilo and a half of flour, not « 1 500 g »", 250, "g", 4, 24, "1,5 kg"],
    ["a kilo as the recipe writes it", 1000, "g", 6, 6, "1 kg"],
    ["back to grams under a kilo", 1000, "g", 6, 3, "500 g"],
    ["kilos to two decimals at most", 1500, "g", 6, 5, "1,25 kg"],
    ["kilos from grams rounded to 10 g", 1000, "g", 6, 7, "1,17 kg"],
    ["a scaled weight that rounds to a kilo", 997, "g", 1, 1, "1 kg"],
    ["the recipe's kilos", 1.2, "kg", 6, 6, "1,2 kg"],
    ["kilos read in grams below a kilo", 0.5, "kg", 4, 1, "125 g"],
    ["grams to 10 g from 500 g", 1000, "g", 6, 5, "830 g"],
    ["grams to 5 g from 50 g", 200, "g", 6, 5, "165 g"],
    ["a half rounded up to the next 5 g", 250, "g", 4, 1, "65 g"],
    ["whole grams from 10 g", 50, "g", 4, 1, "13 g"],
    ["one decimal below 10 g", 20, "g", 6, 1, "3,3 g"],
    ["never 0 g", 0.1, "g", 24, 1, "0,1 g"],
    ["milligrams read in grams", 500, "mg", 1, 1, "0,5 g"],
  ])("weighs %s", (_, quantity, unit, from, to, expected) => {
    expect(printed(quantity, unit, from, to)).toBe(expected);
  });

  it.each<[string, number, string, number, number, string]>([
    ["three litres, not « 300 cl »", 50, "cl", 4, 24, "3 L"],
    ["litres to 5 cl", 50, "cl", 4, 10, "1,25 L"],
    ["litres to 5 cl, halves up", 50, "cl", 4, 9, "1,15 L"],
    ["a bottle that makes a litre", 75, "cl", 6, 8, "1 L"],
    ["5 cl steps from 50 cl", 75, "cl", 6, 7, "90 cl"],
    ["whole centilitres from 10 cl", 20, "cl", 6, 5, "17 cl"],
    ["half centilitres below 10 cl", 10, "cl", 6, 5, "8,5 cl"],
    ["a small volume still in cl", 10, "cl", 6, 1, "1,5 cl"],
    ["less than a centilitre in ml", 10, "cl", 24, 1, "4,2 ml"],
    ["litres below a litre in cl", 1, "l", 4, 2, "50 cl"],
    ["the recipe's litre", 1, "l", 4, 4, "1 L"],
    ["decilitres in cl", 2, "dl", 1, 1, "20 cl"],
    ["millilitres as the recipe writes them", 250, "ml", 1, 1, "250 ml"],
    ["millilitres to litres from 1 000 ml", 1500, "ml", 1, 1, "1,5 L"],
    ["a few millilitres with one decimal", 5, "ml", 4, 6, "7,5 ml"],
  ])("pours %s", (_, quantity, unit, from, to, expected) => {
    expect(printed(quantity, unit, from, to)).toBe(expected);
  });

  it.each<[string, number, string, number, number, string]>([
    ["half a sachet, not « 0,3 sachet »", 1, "sachet", 6, 2, "½ sachet"],
    ["half a sachet, not « 0,25 sachet »", 1, "sachet", 4, 1, "½ sachet"],
    ["whole sachets from 3, in the plural", 1, "sachet", 4, 24, "6 sachets"],
    ["one piece, not « 0,8 pièce »", 1, "pièce", 6, 5, "1 pièce"],
    ["a piece and a half, singular", 1, "pièce", 6, 8, `${half(1)} pièce`],
    ["two and a half pieces, plural", 2, "pièce", 6, 8, `${half(2)} pièces`],
    ["cloves by halves", 3, "gousse", 6, 5, `${half(2)} gousses`],
    ["whole pieces from 3", 4, "pièce", 6, 5, "3 pièces"],
    ["whole pieces from 3, halves up", 2, "pièce", 4, 7, "4 pièces"],
    ["at least half a pot", 1, "pot", 6, 1, "½ pot"],
    ["at least half a bunch", 1, "bouquet", 4, 1, "½ bouquet"],
    ["slices", 8, "tranche", 4, 1, "2 tranches"],
    ["a stock cube and a half", 1, "cube", 4, 6, `${half(1)} cube`],
  ])("counts %s", (_, quantity, unit, from, to, expected) => {
    expect(printed(quantity, unit, from, to)).toBe(expected);
  });

  it.each<[string, number, string, number, number, string]>([
    ["at least half a spoon", 1, "c. à soupe", 6, 1, "½ c. à soupe"],
    ["spoons by halves", 1, "c. à soupe", 6, 8, `${half(1)} c. à soupe`],
    ["whole spoons", 4, "c. à soupe", 4, 5, "5 c. à soupe"],
    ["halves up", 1, "c. à café", 4, 7, "2 c. à café"],
    ["halves still above 3", 3, "c. à soupe", 6, 7, `${half(3)} c. à soupe`],
    ["whole spoons from 10", 4, "c. à soupe", 4, 11, "11 c. à soupe"],
    ["spoons written out, agreed", 2, "cuillère à soupe", 4, 5, `${half(2)} cuillères à soupe`],
  ])("spoons %s", (_, quantity, unit, from, to, expected) => {
    expect(printed(quantity, unit, from, to)).toBe(expected);
  });

  it.each<[string, number, string | null, string, number, number, string]>([
    ["eggs rounded up, not « 2,5 »", 3, "pièce", "Œufs", 6, 5, "3 pièces"],
    ["eggs rounded up, not « 1,3 »", 2, "pièce", "Jaunes d'œufs", 6, 4, "2 pièces"],
    ["at least one egg", 3, "pièce", "Œufs", 6, 1, "1 pièce"],
    ["eggs already whole", 4, "pièce", "Œufs", 4, 24, "24 pièces"],
    ["eggs counted as eggs", 3, "œuf", "entiers", 6, 5, "3 œufs"],
    ["eggs without a unit", 2, null, "œufs", 4, 5, "3"],
    ["egg whites written « oeufs »", 1, "pièce", "Blancs d'oeufs", 4, 6, "2 pièces"],
    ["beef is not an egg", 2, "pièce", "Bœuf", 6, 5, `${half(1)} pièce`],
    ["a pinch is never halved", 1, "pincée", "Muscade", 6, 1, "1 pincée"],
    ["pinches rounded up", 1, "pincée", "Muscade", 6, 20, "4 pincées"],
  ])("counts whole %s", (_, quantity, unit, label, from, to, expected) => {
    expect(printed(quantity, unit, from, to, label)).toBe(expected);
  });

  it("leaves a line without a quantity alone", () => {
    expect(kitchenQuantity({ quantity: null, unit: null, label: "Sel et poivre" }, 6, 3)).toBeNull();
    expect(kitchenQuantity({ quantity: 0, unit: "g", label: "Sel" }, 6, 3)).toBeNull();
  });

  it("keeps the recipe's quantity when its servings are unknown", () => {
    expect(kitchenQuantity({ quantity: 200, unit: "g" }, 0, 4)).toEqual({ value: 200, text: "200", unit: "g", inLineUnit: 200 });
  });

  it("gives the value unitFor agrees with, the unit before agreement, and the rounded quantity in the line's unit", () => {
    expect(kitchenQuantity({ quantity: 50, unit: "cl" }, 4, 24)).toEqual({ value: 3, text: "3", unit: "L", inLineUnit: 300 });
    expect(kitchenQuantity({ quantity: 2, unit: "pièce" }, 6, 8)).toEqual({ value: 2.5, text: half(2), unit: "pièce", inLineUnit: 2.5 });
    expect(kitchenQuantity({ quantity: 1003, unit: "g" }, 4, 4)).toMatchObject({ text: "1", unit: "kg", inLineUnit: 1000 });
    expect(kitchenQuantity({ quantity: 0.5, unit: "kg" }, 4, 7)).toMatchObject({ text: "880", unit: "g", inLineUnit: 0.88 });
  });
});

describe("the rules underneath", () => {
  it.each<[string | null, string, QuantityKind]>([
    ["g", "", "mass"],
    ["KG", "", "mass"],
    ["mg", "", "mass"],
    ["ml", "", "volume"],
    ["cl", "", "volume"],
    ["dl", "", "volume"],
    ["l", "", "volume"],
    ["c. à soupe", "", "spoon"],
    ["c. à café", "", "spoon"],
    ["cuillère à café", "", "spoon"],
    ["pincée", "Sel", "whole"],
    ["pincées", "Sel", "whole"],
    ["pièce", "Œufs", "whole"],
    ["pièces", "œufs frais", "whole"],
    [null, "Œufs", "whole"],
    ["œufs", "", "whole"],
    ["pièce", "Bœuf", "count"],
    ["pièce", "Poireau", "count"],
    ["sachet", "Sucre vanillé", "count"],
    ["gousse", "Ail", "count"],
    ["cube", "Bouillon", "count"],
    ["bouquet", "Persil", "count"],
    [null, "Citrons", "count"],
  ])("reads %s (%s) as %s", (unit, label, kind) => {
    expect(quantityKind(unit, label)).toBe(kind);
  });

  it.each([
    [0.04, 0.1],
    [3.33, 3.3],
    [9.96, 10],
    [12.5, 13],
    [49.4, 49],
    [62.5, 65],
    [166.7, 165],
    [497.6, 500],
    [833.3, 830],
    [1166.7, 1170],
  ])("rounds %d g or ml to %d", (value, expected) => {
    expect(roundMeasure(value)).toBe(expected);
  });

  it.each([
    [0.3, 0.5],
    [1.67, 1.5],
    [8.33, 8.5],
    [16.67, 17],
    [33.3, 33],
    [87.5, 90],
  ])("rounds %d cl to %d", (value, expected) => {
    expect(roundCentilitres(value)).toBe(expected);
  });

  it.each([
    [0.1, 0.5],
    [0.33, 0.5],
    [0.75, 1],
    [1.33, 1.5],
    [2.67, 2.5],
    [2.8, 3],
    [3.33, 3],
    [3.5, 4],
    [12.4, 12],
  ])("counts %d as %d", (value, expected) => {
    expect(roundCount(value)).toBe(expected);
  });

  it.each([
    [0.17, 0.5],
    [3.4, 3.5],
    [9.7, 9.5],
    [11.4, 11],
  ])("spoons %d as %d", (value, expected) => {
    expect(roundSpoons(value)).toBe(expected);
  });

  it.each([
    [0.17, 1],
    [1.33, 2],
    [2.7, 3],
    [3, 3],
    // Binary noise is not a third egg: 0.3 × 10 is 3.0000000000000004.
    [0.3 * 10, 3],
  ])("counts %d eggs as %d", (value, expected) => {
    expect(roundWhole(value)).toBe(expected);
  });

  it.each([
    [999, { value: 1, unit: "kg" }],
    [994, { value: 990, unit: "g" }],
    [1234, { value: 1.23, unit: "kg" }],
    [2800, { value: 2.8, unit: "kg" }],
  ])("weighs %d g as %o", (grams, expected) => {
    expect(massInKitchenUnits(grams)).toEqual(expected);
  });

  it.each<[number, string, { value: number; unit: string }]>([
    [3000, "cl", { value: 3, unit: "L" }],
    [990, "cl", { value: 1, unit: "L" }],
    [960, "cl", { value: 95, unit: "cl" }],
    [996, "ml", { value: 1, unit: "L" }],
    [994, "ml", { value: 990, unit: "ml" }],
    [500, "l", { value: 50, unit: "cl" }],
    [4.2, "l", { value: 4.2, unit: "ml" }],
  ])("pours %d ml written in %s as %o", (millilitres, writtenIn, expected) => {
    expect(volumeInKitchenUnits(millilitres, writtenIn)).toEqual(expected);
  });

  it.each<[number, QuantityKind, string]>([
    [0.5, "count", "½"],
    [1.5, "count", half(1)],
    [2.5, "spoon", half(2)],
    [2.5, "mass", "2,5"],
    [1.25, "volume", "1,25"],
    [1500, "count", "1\u202f500"],
    [3, "whole", "3"],
  ])("writes %d (%s) as %s", (value, kind, expected) => {
    expect(formatKitchenNumber(value, kind)).toBe(expected);
  });
});
