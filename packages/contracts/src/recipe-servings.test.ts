import { describe, expect, it } from "vitest";
import { kitchenQuantity } from "./kitchen-quantity.ts";
import { packCountInName, packGramsForPieces, packsByLine, packsForLines, packsForServings, piecesPerPack, scalePacks, type PackContent } from "./recipe-servings.ts";

const product = (name: string, quantity: number, unit: PackContent["unit"]) => ({ name, content: { quantity, unit } });

// The seeded crêpes, for 4 people.
const flour = { line: { quantity: 250, unit: "g", packs: 1 }, product: product("Farine de blé T55", 1000, "g") };
const eggs = { line: { quantity: 4, unit: "pièce", packs: 1 }, product: product("Œufs frais de poules élevées en plein air x6", 6, "piece") };
const milk = { line: { quantity: 50, unit: "cl", packs: 1 }, product: product("Lait demi-écrémé UHT", 1000, "ml") };
const butter = { line: { quantity: 50, unit: "g", packs: 1 }, product: product("Beurre demi-sel de Bretagne", 250, "g") };
const vanilla = { line: { quantity: 1, unit: "sachet", packs: 1 }, product: product("Sucre vanillé x10", 75, "g") };
const spread = { line: { quantity: null, unit: null, packs: 1 }, product: product("Pâte à tartiner", 400, "g") };
const crepes = [flour, eggs, milk, butter, vanilla];
const packs = (to: number) => crepes.map(({ line, product }) => packsForServings(line, product, 4, to));

describe("packsForServings", () => {
  it("buys what 24 people need, not 6 times every pack", () => {
    // 1.5 kg of flour, 24 eggs, 3 l of milk, 300 g of butter, 6 sachets.
    expect(packs(24)).toEqual([2, 4, 3, 2, 1]);
  });

  it("keeps one pack of each for the recipe's own 4 people and for 7", () => {
    expect(packs(4)).toEqual([1, 1, 1, 1, 1]);
    // 437.5 g of flour, 7 eggs, 87.5 cl of milk, 87.5 g of butter, 1.75 sachet.
    expect(packs(7)).toEqual([1, 2, 1, 1, 1]);
  });

  it("converts kilos and litres to the pack's grams and millilitres", () => {
    expect(packsForServings({ quantity: 3, unit: "kg", packs: 1 }, product("Farine", 1000, "g"), 4, 4)).toBe(3);
    expect(packsForServings({ quantity: 2, unit: "l", packs: 1 }, product("Lait", 1000, "ml"), 4, 2)).toBe(1);
  });

  it("buys a seasoning to taste, a pinch or spoons of a jar once, whatever the number of people (ADR 0112)", () => {
    // « Pâte à tartiner ou confiture », « Sel et poivre »: no quantity.
    expect(packsForServings(spread.line, spread.product, 4, 24)).toBe(1);
    expect(packsForServings({ quantity: 1, unit: "pincée", packs: 1 }, product("Muscade moulue", 40, "g"), 6, 24)).toBe(1);
    // Spoons of herbs against a 20 g jar cannot be weighed: the recipe's jar.
    expect(packsForServings({ quantity: 1, unit: "c. à soupe", packs: 1 }, product("Herbes de Provence", 20, "g"), 4, 24)).toBe(1);
  });

  it("measures spoons against a bottle: 24 spoons of oil are 36 cl, one bottle of 1 l", () => {
    expect(packsForServings({ quantity: 4, unit: "c. à soupe", packs: 1 }, product("Huile d'olive vierge extra", 1000, "ml"), 4, 24)).toBe(1);
    expect(packsForServings({ quantity: 4, unit: "c. à soupe", packs: 1 }, product("Vinaigre", 250, "ml"), 4, 24)).toBe(2);
    expect(packsForServings({ quantity: 2, unit: "c. à café", packs: 1 }, product("Vinaigre", 250, "ml"), 4, 8)).toBe(1);
  });

  it("falls back on the recipe's packs in proportion when units cannot be compared", () => {
    // Cloves of garlic against a net of 3 heads.
    expect(packsForServings({ quantity: 3, unit: "gousse", packs: 1 }, product("Ail blanc", 3, "piece"), 6, 12)).toBe(2);
    // Pieces of a product sold by weight with no count on its label.
    expect(packsForServings({ quantity: 4, unit: "pièce", packs: 1 }, product("Carottes des sables", 1000, "g"), 6, 12)).toBe(2);
    // A product whose pack content is not known.
    expect(packsForServings(flour.line, { name: "Farine", content: null }, 4, 24)).toBe(scalePacks(1, 4, 24));
  });
});

describe("packsForServings buys what the page shows", () => {
  // The seeded quiche, for 6: « 1 pièce » of a 230 g pastry whose label counts nothing.
  const pastry = { quantity: 1, unit: "pièce", packs: 1, label: "Pâte brisée" };
  const pastryProduct = product("Pâte brisée pur beurre", 230, "g");

  it("buys one pastry at 7 people, as the page shows « 1 pièce », and two at 9 (« 1 ½ pièce »)", () => {
    expect(kitchenQuantity(pastry, 6, 7)?.text).toBe("1");
    expect(packsForServings(pastry, pastryProduct, 6, 7)).toBe(1);
    expect(packsForServings(pastry, pastryProduct, 6, 9)).toBe(2);
    expect(packsForServings(pastry, pastryProduct, 6, 2)).toBe(1);
  });

  it("counts packs from the rounded measure: 1 003 g shown « 1 kg » is one bag of 1 kg", () => {
    expect(packsForServings({ quantity: 1003, unit: "g", packs: 1 }, product("Farine", 1000, "g"), 4, 4)).toBe(1);
    // 87,5 cl shown « 90 cl »: one litre.
    expect(packsForServings(milk.line, milk.product, 4, 7)).toBe(1);
  });
});

describe("packsForLines", () => {
  const butterPack = product("Beurre doux", 250, "g");

  it("sums the lines naming one product before rounding to packs: 50 g and 10 g of butter are one pack", () => {
    const lines = [
      { quantity: 50, unit: "g", packs: 1 },
      { quantity: 10, unit: "g", packs: 1 },
    ];
    expect(packsForLines(lines, butterPack, 4, 4)).toBe(1);
    // 300 g and 60 g for 24: 360 g, two packs.
    expect(packsForLines(lines, butterPack, 4, 24)).toBe(2);
    expect(packsForLines(lines.slice(0, 1), butterPack, 4, 24)).toBe(packsForServings(lines[0]!, butterPack, 4, 24));
  });

  it("takes a seasoning to taste from the packs already bought, and adds lines it cannot measure", () => {
    const toTaste = { quantity: null, unit: null, packs: 1 };
    expect(packsForLines([{ quantity: 50, unit: "g", packs: 1 }, toTaste], butterPack, 4, 4)).toBe(1);
    expect(packsForLines([toTaste, toTaste], butterPack, 4, 4)).toBe(1);
    // A knob (« noix ») cannot be weighed: its own pack, plus the measured one.
    expect(packsForLines([{ quantity: 50, unit: "g", packs: 1 }, { quantity: 1, unit: "noix", packs: 1 }], butterPack, 4, 4)).toBe(2);
  });
});

describe("packsByLine", () => {
  const butterPack = { id: 7, ...product("Beurre doux", 250, "g") };
  const flourPack = { id: 8, ...product("Farine", 1000, "g") };

  it("says the packs of a product once, on the first line naming it, and points the others to it", () => {
    const lines = [
      { need: { quantity: 50, unit: "g", packs: 1 }, product: butterPack },
      { need: { quantity: 250, unit: "g", packs: 1 }, product: flourPack },
      { need: { quantity: null, unit: null, packs: 1 }, product: null },
      { need: { quantity: 10, unit: "g", packs: 1 }, product: butterPack },
    ];
    // 50 g and 10 g of butter: one pack, as buyRecette buys it.
    expect(packsByLine(lines, 4, 4)).toEqual([{ packs: 1 }, { packs: 1 }, null, { countedWith: 0 }]);
    // For 24: 300 g and 60 g, two packs.
    expect(packsByLine(lines, 4, 24)[0]).toEqual({ packs: 2 });
  });
});

describe("piecesPerPack", () => {
  it("counts a pack by the piece, or by the count on its label", () => {
    expect(piecesPerPack({ quantity: 6, unit: "piece" }, "Œufs x6")).toBe(6);
    expect(piecesPerPack({ quantity: 75, unit: "g" }, "Sucre vanillé x10")).toBe(10);
    expect(piecesPerPack({ quantity: 160, unit: "g" }, "Jambon blanc supérieur découenné x4")).toBe(4);
    expect(piecesPerPack({ quantity: 500, unit: "g" }, "Pain de mie complet")).toBeNull();
  });
});

describe("packCountInName", () => {
  it("reads the count however the label writes it", () => {
    expect(packCountInName("Eau de source 6 x 1,5 L")).toBe(6);
    expect(packCountInName("Yaourts nature 4x125 g")).toBe(4);
    expect(packCountInName("Lait demi-écrémé UHT x6")).toBe(6);
    expect(packCountInName("Œufs x 12")).toBe(12);
    expect(packCountInName("Œufs de caille ×18")).toBe(18);
    expect(packCountInName("Piles alcalines lot de 4")).toBe(4);
    expect(packCountInName("Bière blonde pack de 6")).toBe(6);
    expect(packCountInName("Boîte de 12 œufs")).toBe(12);
  });

  it("never takes a size for a count", () => {
    expect(packCountInName("Lait demi-écrémé UHT")).toBeNull();
    expect(packCountInName("Boîte de 500 g de riz")).toBeNull();
    expect(packCountInName("Sachet de 1,5 kg")).toBeNull();
    expect(packCountInName("Jus d'orange x1,5 L")).toBeNull();
    expect(packCountInName("Xérès 75 cl")).toBeNull();
  });
});

describe("packs for pieces weighed (ADR 0076)", () => {
  // The seeded blanquette, for 6 people: 4 carrots of 125 g, 1 leek of 250 g, 1 lemon of 120 g.
  const carrots = { line: { quantity: 4, unit: "pièce", packs: 1, pieceGrams: 125 }, product: product("Carottes des sables", 1000, "g") };
  const leek = { line: { quantity: 1, unit: "pièce", packs: 1, pieceGrams: 250 }, product: product("Poireaux", 1000, "g") };
  const lemon = { line: { quantity: 1, unit: "pièce", packs: 1, pieceGrams: 120 }, product: product("Citrons jaunes", 500, "g") };
  const blanquette = [carrots, leek, lemon];
  const forPeople = (to: number) => blanquette.map(({ line, product }) => packsForServings(line, product, 6, to));

  it("buys the kilos 24 people's pieces weigh, not 4 bags of each", () => {
    // 16 carrots (2 kg), 4 leeks (1 kg), 4 lemons (480 g).
    expect(forPeople(24)).toEqual([2, 1, 1]);
    // 8 carrots (1 kg), 2 leeks (500 g), 2 lemons (240 g).
    expect(forPeople(12)).toEqual([1, 1, 1]);
    expect(forPeople(6)).toEqual([1, 1, 1]);
  });

  it("never buys more than the pieces need plus one pack", () => {
    for (let to = 1; to <= 24; to += 1) {
      const grams = (4 * 125 * to) / 6;
      const packs = packsForServings(carrots.line, carrots.product, 6, to);
      expect(packs * 1000).toBeGreaterThanOrEqual(grams);
      expect(packs).toBeLessThanOrEqual(Math.max(1, Math.ceil(grams / 1000)));
    }
  });

  it("weighs pieces of another size sold by the piece", () => {
    const courgette = { name: "Courgettes", content: { quantity: 1, unit: "piece" as const, pieceGrams: 250 } };
    // 6 small courgettes of 150 g are 900 g: four courgettes of 250 g, not six.
    expect(packsForServings({ quantity: 6, unit: "pièce", packs: 6, pieceGrams: 150 }, courgette, 4, 4)).toBe(4);
  });

  it("counts pieces when the pack counts them, whatever they weigh", () => {
    expect(packGramsForPieces({ quantity: 160, unit: "g" }, "Jambon blanc supérieur découenné x4")).toBeNull();
    expect(packGramsForPieces({ quantity: 6, unit: "piece" }, "Œufs x6")).toBeNull();
    expect(packsForServings({ quantity: 8, unit: "tranche", packs: 1, pieceGrams: 40 }, product("Jambon blanc x4", 160, "g"), 4, 4)).toBe(2);
  });

  it("keeps the recipe's packs in proportion when a line gives no weight", () => {
    expect(packsForServings({ quantity: 4, unit: "pièce", packs: 1 }, product("Carottes des sables", 1000, "g"), 6, 24)).toBe(4);
  });
});
