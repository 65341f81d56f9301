import { describe, expect, it } from "vitest";
import { packNote, proposeQuantity } from "./notepad-quantity.ts";

const milkPack = { name: "Lait demi-écrémé UHT x6", content: { quantity: 6000, unit: "ml" as const } };
const eggs = { name: "Œufs frais de poules élevées en plein air x12", content: { quantity: 12, unit: "piece" as const } };

describe("proposeQuantity", () => {
  it("proposes the packs that cover the bottles asked for, and says so", () => {
    expect(proposeQuantity(3, milkPack)).toEqual({ quantity: 1, note: "1 lot de 6 pour 3 demandés" });
    expect(proposeQuantity(6, milkPack)).toEqual({ quantity: 1, note: "1 lot de 6 pour 6 demandés" });
    expect(proposeQuantity(7, milkPack)).toEqual({ quantity: 2, note: "2 lots de 6 pour 7 demandés" });
  });

  it("counts a box sold by the piece as a pack of its pieces", () => {
    expect(proposeQuantity(18, eggs)).toEqual({ quantity: 2, note: "2 lots de 12 pour 18 demandés" });
  });

  it("keeps the count asked for a product that holds one thing or cannot be counted", () => {
    expect(proposeQuantity(3, { name: "Lait demi-écrémé UHT", content: { quantity: 1000, unit: "ml" } })).toEqual({ quantity: 3, note: null });
    expect(proposeQuantity(2, { name: "Baguette tradition", content: { quantity: 1, unit: "piece" } })).toEqual({ quantity: 2, note: null });
    expect(proposeQuantity(4, { name: "Pommes Gala", content: { quantity: 1000, unit: "g" } })).toEqual({ quantity: 4, note: null });
  });

  it("takes one pack without a note when no count was written", () => {
    expect(proposeQuantity(1, milkPack)).toEqual({ quantity: 1, note: null });
  });

  it("reads the pack size in the name when the content is not known", () => {
    expect(proposeQuantity(3, { name: "Yaourts nature x16", content: null })).toEqual({ quantity: 1, note: "1 lot de 16 pour 3 demandés" });
  });
});

describe("packNote", () => {
  it("agrees in number", () => {
    expect(packNote(1, 6, 1)).toBe("1 lot de 6 pour 1 demandé");
    expect(packNote(3, 4, 10)).toBe("3 lots de 4 pour 10 demandés");
  });
});
