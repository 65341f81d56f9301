import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { brandSlug, formatWeight, nutritionBasis, nutritionRows, productTitle, stockNotice } from "./product-view.ts";

describe("productTitle", () => {
  it("names the brand, except the shop's own that the title's suffix says", () => {
    expect(productTitle("Comté AOP 18 mois", "Fromagerie Marcel Petite")).toBe("Comté AOP 18 mois – Fromagerie Marcel Petite");
    expect(productTitle("Camembert au lait pasteurisé", "Cabas")).toBe("Camembert au lait pasteurisé");
    expect(productTitle("Beurre doux bio", "Cabas Bio")).toBe("Beurre doux bio – Cabas Bio");
    expect(productTitle("Carottes", null)).toBe("Carottes");
  });
});

describe("product page view", () => {
  it("writes average weights the French way", () => {
    expect(formatWeight(1200)).toBe("1,2\u00A0kg");
    expect(formatWeight(450)).toBe("450\u00A0g");
  });

  it("turns brand names into brand page slugs", () => {
    expect(brandSlug("Fromagerie du Bessin")).toBe("fromagerie-du-bessin");
    expect(brandSlug("Président")).toBe("president");
    expect(brandSlug("L'Œuf & Co")).toBe("l-uf-co");
  });

  it("lists nutrients per 100 g with decimal commas and skips an unknown fibre value", () => {
    const rows = nutritionRows({
      energyKj: 1138, energyKcal: 272, fat: 22, saturatedFat: 15, carbohydrates: 0.5, sugars: 0.5, fibre: null, protein: 18, salt: 1.4,
    });
    expect(rows.map((r) => r.key)).not.toContain("fibre");
    expect(rows.find((r) => r.key === "salt")?.value).toBe("1,4\u00A0g");
    expect(rows[0]?.value).toMatch(/^1\s138\u00A0kJ \/ 272\u00A0kcal$/);
    // Each number keeps its unit on its line in a narrow cell.
    expect(rows.filter((r) => PLAIN_SPACE_BEFORE_MARK.test(r.value))).toEqual([]);
  });

  it("keeps the table's basis together: « Pour 100 g »", () => {
    expect(nutritionBasis("100 g")).toBe("100\u00A0g");
    expect(nutritionBasis("100 ml")).toBe("100\u00A0ml");
  });
});

describe("stockNotice", () => {
  it("says a reservation product out of stock has no reservation left, not only that it is sold on reservation", () => {
    expect(stockNotice(false, false, true)).toBe("product.reservations-full");
    expect(stockNotice(true, false, true)).toBe("product.reservable");
  });
  it("says an ordinary product out of stock is out of stock, and nothing when it is in stock or recalled", () => {
    expect(stockNotice(false, false, false)).toBe("product.out-of-stock");
    expect(stockNotice(true, false, false)).toBeNull();
    expect(stockNotice(false, true, true)).toBeNull();
  });
});
