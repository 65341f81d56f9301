import { describe, expect, it } from "vitest";
import { packNote, proposeQuantity, rankForCount, surplusFor } from "./notepad-quantity.ts";

const milkPack = { name: "Lait demi-écrémé UHT x6", content: { quantity: 6000, unit: "ml" as const } };
const milk = { name: "Lait demi-écrémé UHT", content: { quantity: 1000, unit: "ml" as const } };
const water = { name: "Eau de source 6 x 1,5 L", content: { quantity: 9000, unit: "ml" as const } };
const eggs6 = { name: "Œufs frais de poules élevées en plein air x6", content: { quantity: 6, unit: "piece" as const } };
const eggs = { name: "Œufs frais de poules élevées en plein air x12", content: { quantity: 12, unit: "piece" as const } };
const quail = { name: "Œufs de caille x18", content: { quantity: 18, unit: "piece" as const } };
const eggs30 = { name: "Œufs de poules élevées au sol x30", content: { quantity: 30, unit: "piece" as const } };

describe("proposeQuantity", () => {
  it("proposes the packs that cover the bottles asked for, and says so", () => {
    // « lait demi-écrémé x3 »: one pack of 6, not 3 packs (18 l).
    expect(proposeQuantity(3, milkPack)).toEqual({ quantity: 1, note: "1 pack de 6 pour 3 demandés" });
    expect(proposeQuantity(6, milkPack)).toEqual({ quantity: 1, note: "1 pack de 6 pour 6 demandés" });
    expect(proposeQuantity(7, milkPack)).toEqual({ quantity: 2, note: "2 packs de 6 pour 7 demandés" });
  });

  it("reads « 6 x 1,5 L » as a pack of 6 bottles", () => {
    // « 3 bouteilles d'eau »: one pack of 6, not 3 packs (18 bottles).
    expect(proposeQuantity(3, water)).toEqual({ quantity: 1, note: "1 pack de 6 pour 3 demandés" });
  });

  it("reads « lot de 4 » and « pack de 6 » in a name", () => {
    expect(proposeQuantity(6, { name: "Piles alcalines AA lot de 4", content: null })).toEqual({ quantity: 2, note: "2 packs de 4 pour 6 demandés" });
    expect(proposeQuantity(3, { name: "Bière blonde pack de 6", content: { quantity: 1500, unit: "ml" } })).toEqual({ quantity: 1, note: "1 pack de 6 pour 3 demandés" });
  });

  it("counts a box sold by the piece as a pack of its pieces", () => {
    expect(proposeQuantity(18, eggs)).toEqual({ quantity: 2, note: "2 packs de 12 pour 18 demandés" });
    expect(proposeQuantity(6, quail)).toEqual({ quantity: 1, note: "1 pack de 18 pour 6 demandés" });
  });

  it("proposes at most 99 of a thing, and says so, for a count above it (« 100 baguettes »)", () => {
    const baguette = { name: "Baguette tradition", content: { quantity: 1, unit: "piece" as const } };
    expect(proposeQuantity(100, baguette)).toEqual({ quantity: 99, note: "99 au plus sur une ligne pour 100 demandés" });
    expect(proposeQuantity(1500, baguette)).toEqual({ quantity: 99, note: "99 au plus sur une ligne pour 1\u202f500 demandés" });
    // Packs of 6 cover 100 eggs: 17 packs, under the limit.
    expect(proposeQuantity(100, eggs6)).toEqual({ quantity: 17, note: "17 packs de 6 pour 100 demandés" });
  });

  it("keeps the count asked for a product that holds one thing or cannot be counted", () => {
    expect(proposeQuantity(3, milk)).toEqual({ quantity: 3, note: null });
    expect(proposeQuantity(2, { name: "Baguette tradition", content: { quantity: 1, unit: "piece" } })).toEqual({ quantity: 2, note: null });
    expect(proposeQuantity(4, { name: "Pommes Gala", content: { quantity: 1000, unit: "g" } })).toEqual({ quantity: 4, note: null });
  });

  it("takes one pack without a note when no count was written", () => {
    expect(proposeQuantity(1, milkPack)).toEqual({ quantity: 1, note: null });
  });

  it("reads the pack size in the name when the content is not known", () => {
    expect(proposeQuantity(3, { name: "Yaourts nature x16", content: null })).toEqual({ quantity: 1, note: "1 pack de 16 pour 3 demandés" });
  });
});

describe("surplusFor", () => {
  it("is what whole packs give beyond the count", () => {
    expect(surplusFor(6, eggs6)).toBe(0);
    expect(surplusFor(6, quail)).toBe(12);
    expect(surplusFor(3, milkPack)).toBe(3);
    expect(surplusFor(3, milk)).toBe(0);
  });
});

describe("rankForCount", () => {
  const describe_ = (p: { name: string; content: { quantity: number; unit: "ml" | "piece" } }) => p;
  it("puts the hen eggs that give 6 before the quail eggs for « 6 oeufs »", () => {
    expect(rankForCount(6, [quail, eggs, eggs6, eggs30], describe_).map((p) => p.name)).toEqual([eggs6.name, eggs.name, quail.name, eggs30.name]);
  });

  it("puts single bottles before the pack for « lait x3 », and keeps the search's order among equals", () => {
    const sansLactose = { name: "Lait demi-écrémé sans lactose", content: { quantity: 1000, unit: "ml" as const } };
    expect(rankForCount(3, [milkPack, milk, sansLactose], describe_)).toEqual([milk, sansLactose, milkPack]);
  });

  it("keeps the search's order when no count was written", () => {
    expect(rankForCount(1, [quail, eggs6], describe_)).toEqual([quail, eggs6]);
  });
});

describe("packNote", () => {
  it("agrees in number", () => {
    expect(packNote(1, 6, 1)).toBe("1 pack de 6 pour 1 demandé");
    expect(packNote(3, 4, 10)).toBe("3 packs de 4 pour 10 demandés");
  });
});
