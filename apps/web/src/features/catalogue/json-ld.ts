// Structured data (schema.org JSON-LD) for product, breadcrumb and recipe pages.
import { kitchenQuantity, type ProductDetail, type RecipeDetail } from "@cabas/contracts";
import { unitFor } from "../recipes/scale.ts";

export type Crumb = { name: string; path: string };

/** A product's trail: its shelves, then the product itself (its page, and the pages under it). */
export const productCrumbs = (product: { name: string; slug: string; breadcrumb: readonly { name: string; href: string }[] }): Crumb[] => [
  ...product.breadcrumb.map((c) => ({ name: c.name, path: c.href })),
  { name: product.name, path: `/${product.slug}` },
];

const absolute = (origin: string, path: string) => new URL(path, origin).toString();

export const breadcrumbJsonLd = (origin: string, crumbs: Crumb[]) => ({
  "@context": "https://schema.org",
  "@type": "BreadcrumbList",
  itemListElement: crumbs.map((crumb, i) => ({
    "@type": "ListItem",
    position: i + 1,
    name: crumb.name,
    item: absolute(origin, crumb.path),
  })),
});

/**
 * What the Offer says a piece costs (ADR 0074): a product sold by the piece and priced by the kilo gives the estimated
 * price of one piece, as its page and the basket do, and its kilo price as a UnitPriceSpecification per kilogram
 * (UN/CEFACT code KGM); `product.price` is then a price per kilo, not the item's.
 */
const offerPrice = (product: ProductDetail) =>
  product.variableWeight && product.estimatedPrice !== null
    ? {
        price: product.estimatedPrice.toFixed(2),
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: product.price.toFixed(2),
          priceCurrency: "EUR",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "KGM" },
        },
      }
    : { price: product.price.toFixed(2) };

export const productJsonLd = (origin: string, product: ProductDetail) => ({
  "@context": "https://schema.org",
  "@type": "Product",
  name: product.name,
  description: product.description,
  sku: String(product.id),
  gtin13: product.ean13,
  image: product.media.map((m) => absolute(origin, m.url)),
  ...(product.brand ? { brand: { "@type": "Brand", name: product.brand } } : {}),
  offers: {
    "@type": "Offer",
    url: absolute(origin, `/${product.slug}`),
    priceCurrency: "EUR",
    ...offerPrice(product),
    availability: product.in_stock !== 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    ...(product.promoEndsAt ? { priceValidUntil: product.promoEndsAt.slice(0, 10) } : {}),
  },
});

const isoDuration = (minutes: number) => `PT${Math.max(0, Math.round(minutes))}M`;

export const recipeJsonLd = (origin: string, recipe: RecipeDetail) => ({
  "@context": "https://schema.org",
  "@type": "Recipe",
  name: recipe.name,
  description: recipe.description,
  url: absolute(origin, `/recettes/${recipe.slug}`),
  prepTime: isoDuration(recipe.prepMinutes),
  cookTime: isoDuration(recipe.cookMinutes),
  totalTime: isoDuration(recipe.totalMinutes),
  recipeYield: `${recipe.servings} personnes`,
  // The same text as the page shows for the recipe's own servings (« 1,5 kg », not « 1500 g »).
  recipeIngredient: recipe.ingredients.map((i) => {
    const quantity = kitchenQuantity(i, recipe.servings, recipe.servings);
    const unit = quantity ? quantity.unit : i.unit;
    return [quantity?.text, unit && unitFor(unit, quantity?.value ?? null), i.label].filter((part) => part != null && part !== "").join(" ");
  }),
  recipeInstructions: recipe.steps.map((text) => ({ "@type": "HowToStep", text })),
  ...(recipe.tags.length ? { keywords: recipe.tags.join(", ") } : {}),
});

/** JSON for a <script> element: "<" escaped so no string in the data can close the script. */
export const serializeJsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, "\\u003c");
