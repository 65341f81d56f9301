// Maps the API's product card to what a tile shows: cents, availability, promotion and Nutri-Score.
import type { ProductCard } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { eurosToCents, formatProductPrice, unitPriceRepeatsPrice, type UnitOfMeasure } from "../../lib/format/price.ts";

export type NutriScoreGrade = "A" | "B" | "C" | "D" | "E";

export type ProductTileModel = {
  id: number;
  slug: string;
  href: string;
  name: string;
  brand: string | null;
  imageUrl: string;
  imageAlt: string;
  priceCents: number;
  /**
   * Lowest price of the 30 days before the promotion (Omnibus, Code de la consommation L112-1-1), when promoted: the
   * one former price shown, the reduction being computed from it. The shelf price before the promotion
   * (`regularPrice`) is not shown: beside it, two former prices would blur which one the reduction is on.
   */
  referencePriceCents: number | null;
  /** The reduction from the reference price in whole percent, rounded down (never overstated); null below 1 %. */
  reductionPercent: number | null;
  unitPriceCents: number;
  unit: UnitOfMeasure;
  netQuantity: string;
  variableWeight: boolean;
  /** Estimated price of one piece of a variable-weight product (what the basket counts for it); null otherwise. */
  estimatedPriceCents: number | null;
  isBio: boolean;
  isNew: boolean;
  isPromo: boolean;
  nutriscore: NutriScoreGrade | null;
  available: boolean;
  /** Named by a recall in progress: not sold, the tile links to the recalls page (ADR 0049). */
  recalled: boolean;
  /** Units the perimeter can sell: the stepper stops there. */
  stock: number;
  /** An alcoholic drink: promoted only with the health message (L3323-4). */
  alcoholic: boolean;
};

const toGrade = (value: string | null): NutriScoreGrade | null => {
  const grade = value?.trim().toUpperCase();
  return grade === "A" || grade === "B" || grade === "C" || grade === "D" || grade === "E" ? grade : null;
};

/** Media paths are served by the web-service through the storefront's /media rewrite. */
const sameOriginMedia = (url: string, icon: string): string =>
  url.startsWith("/media/") ? url : `/media/produits/${encodeURIComponent(icon)}.svg`;

/** -20 % from 1,59 € to 1,27 €: the share of the reference price taken off, rounded down to a whole percent. */
export const reductionPercent = (referenceCents: number, priceCents: number): number =>
  Math.floor(((referenceCents - priceCents) * 100) / referenceCents);

export const toProductTile = (card: ProductCard): ProductTileModel => {
  const priceCents = eurosToCents(card.price);
  const regularPriceCents = card.regularPrice === null ? null : eurosToCents(card.regularPrice);
  const referenceCents = card.referencePrice === null ? null : eurosToCents(card.referencePrice);
  // A price reduction is announced only against the reference price: a promotion whose price is not below the
  // lowest price of the last 30 days (an earlier, deeper one) is no reduction to announce, just today's price. A
  // recalled product is never advertised (ADR 0103): the web-service sends it without promotion, and a card cached
  // from before the recall must not announce one either.
  const isPromo = !card.recalled && regularPriceCents !== null && regularPriceCents > priceCents && referenceCents !== null && referenceCents > priceCents;
  return {
    id: card.id,
    slug: card.slug,
    href: `/${card.slug}`,
    name: card.name,
    brand: card.brand,
    imageUrl: sameOriginMedia(card.image.url, card.image.icon),
    imageAlt: card.image.alt,
    priceCents,
    referencePriceCents: isPromo ? referenceCents : null,
    reductionPercent: isPromo && referenceCents !== null ? reductionPercent(referenceCents, priceCents) || null : null,
    unitPriceCents: eurosToCents(card.unitPrice.value),
    unit: card.unitPrice.unit,
    // The web-service writes « 450 g » with an ordinary space (its answers are not typeset): set here for every tile.
    netQuantity: typesetFrench(card.netQuantityLabel),
    variableWeight: card.variableWeight,
    estimatedPriceCents: card.estimatedPrice === null ? null : eurosToCents(card.estimatedPrice),
    isBio: card.isBio,
    isNew: card.isNew,
    isPromo,
    nutriscore: toGrade(card.nutriscore),
    available: card.in_stock !== 0,
    recalled: card.recalled,
    stock: card.stock,
    alcoholic: card.alcoholic,
  };
};

/**
 * The one former price of a promotion, as its line reads it: « Prix de référence : 1,59 € (−20 %) », « … 12,90 €/kg »
 * for a product priced by the kilo; null when not promoted. The same on tiles, the quick view and the product page.
 */
export const referencePriceLine = (
  tile: Pick<ProductTileModel, "referencePriceCents" | "reductionPercent" | "variableWeight">,
): { key: "product.reference-price" | "product.reference-price-reduction"; values: { price: string; percent?: number } } | null => {
  if (tile.referencePriceCents === null) return null;
  const price = formatProductPrice(tile.referencePriceCents, tile.variableWeight);
  return tile.reductionPercent === null
    ? { key: "product.reference-price", values: { price } }
    : { key: "product.reference-price-reduction", values: { price, percent: tile.reductionPercent } };
};

/**
 * A tile's or quick view's main price (ADR 0074). A piece priced by the kilo leads with what one piece is estimated
 * to cost, the amount the basket adds and « Prix » sorts by, its kilo price beside it: « Prix estimé 3,16 € ·
 * environ 200 g (15,79 €/kg) ». Other products lead with their price, and their unit price unless it repeats it.
 */
export type MainPrice =
  | { kind: "estimate"; priceCents: number; quantity: string; unitPrice: { cents: number; unit: UnitOfMeasure } }
  | { kind: "price"; priceCents: number; perKilo: boolean; unitPrice: { cents: number; unit: UnitOfMeasure } | null };

export const mainPrice = (
  tile: Pick<ProductTileModel, "priceCents" | "estimatedPriceCents" | "netQuantity" | "variableWeight" | "unitPriceCents" | "unit">,
): MainPrice => {
  const unitPrice = { cents: tile.unitPriceCents, unit: tile.unit };
  if (tile.variableWeight && tile.estimatedPriceCents !== null) {
    return { kind: "estimate", priceCents: tile.estimatedPriceCents, quantity: tile.netQuantity, unitPrice };
  }
  return {
    kind: "price",
    priceCents: tile.priceCents,
    perKilo: tile.variableWeight,
    unitPrice: unitPriceRepeatsPrice(tile.variableWeight, tile.unit) ? null : unitPrice,
  };
};
