import { describe, expect, it } from "vitest";
import { mixMatchSavings, type MixMatchRule } from "./mix-match-discount.ts";

const now = new Date("2026-11-30T10:00:00Z");
const line = (productId: number, unitPriceCents: number, quantity: number, weight?: number) => ({
  productId,
  unitPriceCents,
  quantity,
  variableWeight: weight !== undefined,
  averageWeightGrams: weight ?? null,
});
const yogurts: MixMatchRule = { id: 1, name: "Yaourts : 3 achetés, le 3e offert", quantityRequired: 3, discountPercent: 100, endsAt: null, productIds: new Set([1, 2, 3]) };
const cheeses: MixMatchRule = { id: 2, name: "Fromages AOP : -30 % sur le 2e", quantityRequired: 2, discountPercent: 30, endsAt: null, productIds: new Set([10, 11, 12]) };

describe("mix-and-match offers (ADR 0100)", () => {
  it("gives the cheapest unit of each complete run the offer's rate, units ranked from the dearest", () => {
    // 3,20 ×2, 1,50, 0,99 ×3: runs (3,20 3,20 1,50) and (0,99 0,99 0,99): the 1,50 and a 0,99 are free.
    expect(mixMatchSavings([yogurts], [line(1, 320, 2), line(2, 150, 1), line(3, 99, 3)], now)).toEqual([{ id: 1, name: yogurts.name, cents: 249 }]);
    // Two units only: no run complete, nothing saved, the offer not named.
    expect(mixMatchSavings([yogurts], [line(1, 320, 2)], now)).toEqual([]);
    // 30 % of the cheaper of each pair, rounded down: 4,15 → 1,24 (1,245); 6,90 and 4,15 paired first.
    expect(mixMatchSavings([cheeses], [line(10, 690, 1), line(11, 415, 1)], now)).toEqual([{ id: 2, name: cheeses.name, cents: 124 }]);
    expect(mixMatchSavings([cheeses], [line(10, 690, 2), line(11, 415, 3)], now)).toEqual([{ id: 2, name: cheeses.name, cents: 207 + 124 }]);
  });

  it("counts a product sold by weight at its estimated piece, and products outside every offer not at all", () => {
    // 24,90 €/kg at 250 g a piece: 6,23 € (rounded as the basket's line); paired with 4,15, 30 % of 4,15.
    expect(mixMatchSavings([cheeses], [line(10, 2490, 1, 250), line(11, 415, 1), line(99, 100, 5)], now)).toEqual([{ id: 2, name: cheeses.name, cents: 124 }]);
    expect(mixMatchSavings([cheeses], [line(12, 2490, 2, 250)], now)).toEqual([{ id: 2, name: cheeses.name, cents: Math.floor((623 * 30) / 100) }]);
  });

  it("leaves out units a pack holds, offers that ended, and counts a unit for one offer only", () => {
    expect(mixMatchSavings([yogurts], [line(1, 320, 3)], now, new Map([[1, 1]]))).toEqual([]);
    expect(mixMatchSavings([{ ...yogurts, endsAt: now }], [line(1, 320, 3)], now)).toEqual([]);
    expect(mixMatchSavings([{ ...yogurts, endsAt: new Date(now.getTime() + 1) }], [line(1, 320, 3)], now)).toEqual([{ id: 1, name: yogurts.name, cents: 320 }]);
    const both = { ...cheeses, productIds: new Set([1]) };
    expect(mixMatchSavings([yogurts, both], [line(1, 320, 3)], now)).toEqual([{ id: 1, name: yogurts.name, cents: 320 }]);
  });
});
