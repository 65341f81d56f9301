import { describe, expect, it } from "vitest";
import type { ProductDetail, RecipeDetail } from "@cabas/contracts";
import { breadcrumbJsonLd, productJsonLd, recipeJsonLd, serializeJsonLd } from "./json-ld.ts";

const product = {
  id: 61,
  slug: "camembert-de-normandie-aop-250g",
  name: "Camembert de Normandie AOP",
  brand: "Fromagerie du Bessin",
  description: "Camembert au lait cru.",
  ean13: "3760034000014",
  price: 4.09,
  in_stock: 0,
  promoEndsAt: "2026-12-01T00:00:00.000Z",
  media: [{ icon: "cheese-wedge", alt: "", url: "/media/produits/cheese-wedge.svg" }],
} as unknown as ProductDetail;

describe("JSON-LD", () => {
  it("describes a product with its offer in euros and its availability", () => {
    const ld = productJsonLd("https://cabas.fr", product);
    expect(ld.offers).toMatchObject({
      priceCurrency: "EUR",
      price: "4.09",
      availability: "https://schema.org/OutOfStock",
      url: "https://cabas.fr/camembert-de-normandie-aop-250g",
      priceValidUntil: "2026-12-01",
    });
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Fromagerie du Bessin" });
    expect(ld.image).toEqual(["https://cabas.fr/media/produits/cheese-wedge.svg"]);
  });

  it("gives a piece priced by the kilo its estimated price, and its kilo price as a unit price per kilogram", () => {
    const grapes = {
      ...product,
      slug: "raisin-blanc-italia-881",
      price: 4.69,
      variableWeight: true,
      averageWeightGrams: 500,
      estimatedPrice: 2.35,
      promoEndsAt: null,
    } as unknown as ProductDetail;
    const ld = productJsonLd("https://cabas.fr", grapes);
    expect(ld.offers).toMatchObject({
      price: "2.35",
      priceCurrency: "EUR",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: "4.69",
        priceCurrency: "EUR",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "KGM" },
      },
    });
  });

  it("keeps a product sold by the unit at its own price, with no unit price specification", () => {
    const ld = productJsonLd("https://cabas.fr", { ...product, variableWeight: false, estimatedPrice: null });
    expect(ld.offers.price).toBe("4.09");
    expect(ld.offers).not.toHaveProperty("priceSpecification");
  });

  it("numbers breadcrumb items from 1 with absolute URLs", () => {
    const ld = breadcrumbJsonLd("https://cabas.fr", [
      { name: "Crèmerie", path: "/catalogue/cremerie" },
      { name: "Fromages", path: "/catalogue/fromages" },
    ]);
    expect(ld.itemListElement[1]).toEqual({
      "@type": "ListItem",
      position: 2,
      name: "Fromages",
      item: "https://cabas.fr/catalogue/fromages",
    });
  });

  it("describes a recipe with ISO durations, ingredients and steps", () => {
    const recipe = {
      slug: "crepes",
      name: "Crêpes",
      description: "",
      prepMinutes: 10,
      cookMinutes: 20,
      totalMinutes: 30,
      servings: 4,
      tags: [],
      steps: ["Mélanger.", "Cuire."],
      ingredients: [
        { label: "farine", quantity: 250, unit: "g" },
        { label: "œufs", quantity: 4, unit: "pièce" },
        { label: "sel", quantity: null, unit: null },
        { label: "lait", quantity: 100, unit: "cl" },
      ],
    } as unknown as RecipeDetail;
    const ld = recipeJsonLd("https://cabas.fr", recipe);
    expect(ld).toMatchObject({ prepTime: "PT10M", totalTime: "PT30M", recipeYield: "4 personnes" });
    // In kitchen units, as the page prints them: « 1 L », not « 100 cl ».
    expect(ld.recipeIngredient).toEqual(["250 g farine", "4 pièces œufs", "sel", "1 L lait"]);
    expect(ld.recipeInstructions).toHaveLength(2);
  });

  it("cannot be closed from inside the data", () => {
    expect(serializeJsonLd({ name: "</script><script>alert(1)</script>" })).not.toContain("</script>");
  });
});
