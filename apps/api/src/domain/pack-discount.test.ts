import { describe, expect, it } from "vitest";
import { brokenPackNote, completeSets, packDiscountCents, packPriceCents, type BasketPack } from "./pack-discount.ts";

const line = (productId: number, quantity: number, unitPriceCents: number, variable?: { grams: number }) => ({
  productId,
  quantity,
  unitPriceCents,
  variableWeight: Boolean(variable),
  averageWeightGrams: variable?.grams ?? null,
});

// A brunch pack: 2 croissants (1) and 1 orange juice (2), 10 % off.
const brunch: BasketPack = { quantity: 1, discountBp: 1000, items: [{ productId: 1, quantity: 2 }, { productId: 2, quantity: 1 }] };

describe("completeSets", () => {
  it("counts the sets the basket holds, up to the packs asked for", () => {
    expect(completeSets(brunch, new Map([[1, 5], [2, 3]]))).toBe(1);
    expect(completeSets({ ...brunch, quantity: 3 }, new Map([[1, 5], [2, 3]]))).toBe(2);
    expect(completeSets(brunch, new Map([[1, 1], [2, 3]]))).toBe(0);
    expect(completeSets(brunch, new Map([[2, 3]]))).toBe(0);
  });
});

describe("packDiscountCents", () => {
  it("takes the pack's rate off its items' amounts for each complete set", () => {
    // One set: 2 × 1.20 € + 3.50 € = 5.90 €; 10 % = 0.59 €.
    expect(packDiscountCents([brunch], [line(1, 2, 120), line(2, 1, 350)])).toBe(59);
    // Two packs asked for, extra items: two sets.
    expect(packDiscountCents([{ ...brunch, quantity: 2 }], [line(1, 5, 120), line(2, 2, 350)])).toBe(118);
  });

  it("gives nothing once a set is broken", () => {
    expect(packDiscountCents([brunch], [line(1, 1, 120), line(2, 1, 350)])).toBe(0);
    expect(packDiscountCents([brunch], [line(1, 2, 120)])).toBe(0);
  });

  it("counts a unit towards one pack only, and estimates sold-by-weight items as the basket does", () => {
    const cheese: BasketPack = { quantity: 1, discountBp: 2000, items: [{ productId: 1, quantity: 2 }, { productId: 3, quantity: 1 }] };
    // Croissants: 2 in the basket, claimed by the brunch pack first; the cheese pack is not complete.
    expect(packDiscountCents([brunch, cheese], [line(1, 2, 120), line(2, 1, 350), line(3, 1, 2000, { grams: 250 })])).toBe(59);
    // With 4 croissants both are: cheese set = 2.40 € + 250 g at 20 €/kg (5 €) = 7.40 €; 20 % = 1.48 €.
    expect(packDiscountCents([brunch, cheese], [line(1, 4, 120), line(2, 1, 350), line(3, 1, 2000, { grams: 250 })])).toBe(59 + 148);
  });
});

describe("brokenPackNote", () => {
  const apero = { name: "Apéro entre amis", packs: 1, perPack: 2 };
  it("says the pack discount no longer applies when the line falls short of the packs asked for", () => {
    expect(brokenPackNote([apero], 1)).toBe(" La remise du pack « Apéro entre amis » ne s'applique plus.");
    expect(brokenPackNote([apero, { name: "Brunch", packs: 2, perPack: 1 }], 0)).toBe(
      " La remise du pack « Apéro entre amis » ne s'applique plus. La remise du pack « Brunch » ne s'applique plus.",
    );
    expect(brokenPackNote([{ ...apero, packs: 3 }], 4)).toBe(" La remise du pack « Apéro entre amis » ne s'applique plus qu'à 2 packs sur 3.");
  });
  it("says nothing while the line still holds every pack's share", () => {
    expect(brokenPackNote([apero], 2)).toBe("");
    expect(brokenPackNote([], 0)).toBe("");
  });
});

describe("packPriceCents", () => {
  // A réveillon pack: a chapon of about 3 kg at 36,49 €/kg and two bottles at 30,00 €, 7 % off.
  const items = [
    { productId: 5, quantity: 1, unitPriceCents: 3649, variableWeight: true, averageWeightGrams: 3000 },
    { productId: 6, quantity: 2, unitPriceCents: 3000, variableWeight: false, averageWeightGrams: null },
  ];

  it("counts a sold-by-weight item at its average weight, not at one kilo", () => {
    expect(packPriceCents(items, 700).regularCents).toBe(10947 + 6000);
  });

  it("announces what the basket charges for one pack: its goods less the pack discount, to the cent", () => {
    const { regularCents, priceCents } = packPriceCents(items, 700);
    const basketPack: BasketPack = { quantity: 1, discountBp: 700, items: items.map((i) => ({ productId: i.productId, quantity: i.quantity })) };
    expect(regularCents - priceCents).toBe(packDiscountCents([basketPack], items));
    // 7 % of 169,47 € is 11,8629 €: rounded down, as the basket does, not to the nearest cent.
    expect(priceCents).toBe(16947 - 1186);
  });
});
