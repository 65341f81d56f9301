// Turns a product row and its offer into the card shown on tiles: current price, promotion, unit price.
import type { ProductCard } from "@cabas/contracts";
import { centsToEuros, LITRE } from "@cabas/contracts";
import type { schema } from "@cabas/db";
import { isAlcoholicDrink } from "./alcoholic-drink.ts";
import { lineAmountCents } from "./basket-totals.ts";
import { activePromoCents } from "./offer-price.ts";
import { isOfferSellable } from "./product-recall.ts";

type ProductRow = typeof schema.products.$inferSelect;
type OfferRow = typeof schema.offers.$inferSelect;

export type UnitPrice = ProductCard["unitPrice"];

/** Price per kilo, per litre or per piece of one selling unit (cents, rounded to the cent). */
export function unitPriceCents(
  priceCents: number,
  product: Pick<ProductRow, "netQuantity" | "netUnit" | "variableWeight">,
): { cents: number; unit: UnitPrice["unit"] } {
  if (product.variableWeight) return { cents: priceCents, unit: "kg" };
  if (product.netUnit === "piece") return { cents: Math.round(priceCents / product.netQuantity), unit: "pièce" };
  return { cents: Math.round((priceCents * 1000) / product.netQuantity), unit: product.netUnit === "g" ? "kg" : "l" };
}

/** « 250 g », « 1,5 kg », « 750 ml », « 1,5 L » (the litre's capital, ADR 0070 amended), « 6 pièces », « environ 200 g ». */
export function netQuantityLabel(product: Pick<ProductRow, "netQuantity" | "netUnit" | "variableWeight" | "averageWeightGrams">): string {
  if (product.variableWeight && product.averageWeightGrams) return `environ ${formatGrams(product.averageWeightGrams)}`;
  if (product.netUnit === "piece") return product.netQuantity > 1 ? `${product.netQuantity} pièces` : "1 pièce";
  if (product.netUnit === "g") return formatGrams(product.netQuantity);
  return product.netQuantity >= 1000 ? `${formatDecimal(product.netQuantity / 1000)} ${LITRE}` : `${product.netQuantity} ml`;
}

// One formatter for the process: toLocaleString would build a new one for every card (a tenth of a basket view's CPU).
const decimalFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
const formatDecimal = (value: number) => decimalFormat.format(value);
const formatGrams = (grams: number) => (grams >= 1000 ? `${formatDecimal(grams / 1000)} kg` : `${grams} g`);

/** The product columns a card needs (listings select only these, not the product page's long texts). */
export type CardProduct = Pick<
  ProductRow,
  | "id"
  | "slug"
  | "name"
  | "media"
  | "netQuantity"
  | "netUnit"
  | "variableWeight"
  | "averageWeightGrams"
  | "isBio"
  | "isNew"
  | "nutriscore"
  | "alcoholPerMille"
>;

/**
 * What one piece of a variable-weight product is estimated to cost (its kilo price × its average weight), as the
 * basket estimates a line of one; null for a product with no estimate (priced per unit, or no average weight).
 */
export function estimatedPieceCents(
  kiloPriceCents: number,
  product: Pick<ProductRow, "variableWeight" | "averageWeightGrams">,
): number | null {
  if (!product.variableWeight || !product.averageWeightGrams) return null;
  return lineAmountCents({ unitPriceCents: kiloPriceCents, quantity: 1, variableWeight: true, averageWeightGrams: product.averageWeightGrams });
}

/**
 * `recalled`: a recall in progress names the product (recall-store.ts), so it is not sold (ADR 0049), nor advertised:
 * no promotion, reference price or badge beside « rappel en cours ».
 */
export function toProductCard(product: CardProduct, offer: OfferRow, brandName: string | null, now: Date, recalled: boolean): ProductCard {
  const promo = recalled ? null : activePromoCents(offer, now);
  const current = promo ?? offer.priceCents;
  const unit = unitPriceCents(current, product);
  const estimate = estimatedPieceCents(current, product);
  const media = product.media[0];
  const icon = media?.icon ?? "shopping-cart";
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    brand: brandName,
    image: { icon, alt: media?.alt ?? product.name, url: `/media/produits/${icon}.svg` },
    price: centsToEuros(current),
    regularPrice: promo === null ? null : centsToEuros(offer.priceCents),
    referencePrice: promo === null ? null : centsToEuros(offer.lowest30dCents ?? offer.priceCents),
    unitPrice: { value: centsToEuros(unit.cents), unit: unit.unit },
    netQuantityLabel: netQuantityLabel(product),
    variableWeight: product.variableWeight,
    estimatedPrice: estimate === null ? null : centsToEuros(estimate),
    isBio: product.isBio,
    isNew: product.isNew,
    nutriscore: product.nutriscore,
    alcoholic: isAlcoholicDrink(product.alcoholPerMille),
    stock: offer.stock,
    in_stock: isOfferSellable(offer, recalled) ? 1 : 0,
    recalled,
  };
}
