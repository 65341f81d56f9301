// Maps a product detail to what its page shows: cents, promotion, variable-weight estimate, nutrition rows.
import type { ProductDetail } from "@cabas/contracts";
import { NO_BREAK_SPACE, typesetFrench } from "@cabas/contracts/french-typography";
import { toProductTile } from "./product-tile-model.ts";

const weightFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });

/** "1,2 kg" or "450 g": how a shopper reads an average weight, the number and its unit on one line. */
export const formatWeight = (grams: number): string =>
  grams >= 1000 ? `${weightFormat.format(grams / 1000)}${NO_BREAK_SPACE}kg` : `${Math.round(grams)}${NO_BREAK_SPACE}g`;

/** Brand pages are addressed by the brand's slug: lower case, no accents, dashes. */
export const brandSlug = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * A product page's title before the layout's « | Cabas »: the name and its brand, except the shop's own brand,
 * which the suffix already says (« Camembert au lait pasteurisé – Cabas | Cabas »).
 */
export const productTitle = (name: string, brand: string | null, shopName = "Cabas"): string =>
  brand && brandSlug(brand) !== brandSlug(shopName) ? `${name} – ${brand}` : name;

export const toProductView = (product: ProductDetail) => {
  const tile = toProductTile(product);
  const estimate =
    product.variableWeight && product.estimatedPrice !== null && product.averageWeightGrams !== null
      ? { priceCents: Math.round(product.estimatedPrice * 100), weight: formatWeight(product.averageWeightGrams) }
      : null;
  return { ...tile, brandSlug: product.brand ? brandSlug(product.brand) : null, estimate };
};

export type StockNotice = "product.out-of-stock" | "product.reservable" | "product.reservations-full";

/**
 * What the product page says of its stock beside the stepper. A recall says it above, so nothing here. A product sold
 * on reservation whose stock is out has no place left to reserve: « se vend sur réservation » alone, beside a
 * disabled button, read as an invitation the page does not offer (QA of 2026-11-30).
 */
export function stockNotice(available: boolean, recalled: boolean, reservable: boolean): StockNotice | null {
  if (recalled) return null;
  if (reservable) return available ? "product.reservable" : "product.reservations-full";
  return available ? null : "product.out-of-stock";
}

const nutrientFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
// A number keeps its unit on its line (ADR 0070): a narrow table cell would otherwise wrap « 244 / kcal ».
const grams = (value: number) => `${nutrientFormat.format(value)}${NO_BREAK_SPACE}g`;

/** The nutrition table's basis, « Pour 100 g »: the web-service's « 100 g » with its number and unit kept together. */
export const nutritionBasis = (basis: ProductDetail["nutritionBasis"]): string => typesetFrench(basis);

export type NutritionRow = { key: string; value: string; sub: boolean };

export const nutritionRows = (n: NonNullable<ProductDetail["nutrition"]>): NutritionRow[] => [
  { key: "energy", value: `${nutrientFormat.format(n.energyKj)}${NO_BREAK_SPACE}kJ / ${nutrientFormat.format(n.energyKcal)}${NO_BREAK_SPACE}kcal`, sub: false },
  { key: "fat", value: grams(n.fat), sub: false },
  { key: "saturated-fat", value: grams(n.saturatedFat), sub: true },
  { key: "carbohydrates", value: grams(n.carbohydrates), sub: false },
  { key: "sugars", value: grams(n.sugars), sub: true },
  ...(n.fibre === null ? [] : [{ key: "fibre", value: grams(n.fibre), sub: false }]),
  { key: "protein", value: grams(n.protein), sub: false },
  { key: "salt", value: grams(n.salt), sub: false },
];
