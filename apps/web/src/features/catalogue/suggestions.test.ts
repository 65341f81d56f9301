import { describe, expect, it } from "vitest";
import { moveActive, toSuggestions } from "./suggestions.ts";

describe("header search suggestions", () => {
  const answer = {
    products: [{ id: 61, slug: "camembert-de-normandie-aop-250g", name: "Camembert de Normandie AOP", brand: "Fromagerie du Bessin" }],
    categories: [{ slug: "fromages", name: "Fromages", count: 2 }],
    facets: { brands: [{ slug: "fromagerie-du-bessin", name: "Fromagerie du Bessin", count: 1 }] },
  };

  it("lists products, then aisles, then brands, each with its link", () => {
    const list = toSuggestions("camenbert", answer);
    expect(list.map((s) => s.kind)).toEqual(["product", "category", "brand"]);
    expect(list[0]?.href).toBe("/camembert-de-normandie-aop-250g");
    expect(list[1]?.href).toBe("/catalogue/fromages");
    expect(list[2]?.href).toBe("/recherche?text=camenbert&facette_marque=fromagerie-du-bessin");
  });

  it("moves through options with the arrow keys and back to the input", () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(2, 3, 1)).toBe(-1);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(-1);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
