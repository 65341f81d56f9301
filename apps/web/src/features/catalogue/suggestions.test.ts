import { describe, expect, it } from "vitest";
import { productCard } from "./product-card.fixture.ts";
import { moveActive, toSuggestions } from "./suggestions.ts";

describe("header search suggestions", () => {
  const camembert = productCard({
    id: 61,
    slug: "camembert-de-normandie-aop-250g",
    name: "Camembert de Normandie AOP",
    brand: "Fromagerie du Bessin",
    price: 3.49,
    unitPrice: { value: 13.96, unit: "kg" },
  });
  const answer = {
    products: [camembert],
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

  it("shows a product's name typeset as its tile does: « 1,5 L » kept on one line", () => {
    const water = productCard({ id: 7, slug: "eau-minerale-naturelle-plate-1-5-l", name: "Eau minérale naturelle plate 1,5 L", brand: "Source" });
    const [product] = toSuggestions("eau", { ...answer, products: [water] });
    expect(product?.label).toBe("Eau minérale naturelle plate 1,5\u00A0L");
  });

  it("gives a product its tile's price, unit price and availability, and aisles and brands none", () => {
    const [product, category, brand] = toSuggestions("camembert", answer);
    expect(product?.product).toMatchObject({ priceCents: 349, unitPriceCents: 1396, unit: "kg", isPromo: false, available: true, recalled: false });
    expect(category?.product).toBeNull();
    expect(brand?.product).toBeNull();
  });

  it("shows a promoted product with its reference price, a recalled one without promotion", () => {
    const promoted = productCard({ id: 1, price: 2.79, regularPrice: 3.49, referencePrice: 3.29 });
    const recalled = productCard({ id: 2, price: 2.09, regularPrice: 2.99, referencePrice: 2.99, recalled: true, in_stock: 0 });
    const [first, second] = toSuggestions("x", { ...answer, products: [promoted, recalled] });
    expect(first?.product).toMatchObject({ isPromo: true, priceCents: 279, referencePriceCents: 329, reductionPercent: 15 });
    expect(second?.product).toMatchObject({ isPromo: false, referencePriceCents: null, recalled: true, available: false });
  });

  it("moves through options with the arrow keys and back to the input", () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(2, 3, 1)).toBe(-1);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(0, 3, -1)).toBe(-1);
    expect(moveActive(-1, 0, 1)).toBe(-1);
  });
});
