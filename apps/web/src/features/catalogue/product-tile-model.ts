// Maps the API's product card to what a tile shows: cents, availability, promotion and Nutri-Score.
import type { ProductCard } from "@cabas/contracts";
import { eurosToCents, type UnitOfMeasure } from "../../lib/format/price.ts";

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
  /** Price before the promotion, when promoted. */
  regularPriceCents: number | null;
  /** Lowest price of the 30 days before the promotion (Omnibus), when promoted. */
  referencePriceCents: number | null;
  unitPriceCents: number;
  unit: UnitOfMeasure;
  netQuantity: string;
  variableWeight: boolean;
  isBio: boolean;
  isNew: boolean;
  isPromo: boolean;
  nutriscore: NutriScoreGrade | null;
  available: boolean;
  /** Units the perimeter can sell: the stepper stops there. */
  stock: number;
};

const toGrade = (value: string | null): NutriScoreGrade | null => {
  const grade = value?.trim().toUpperCase();
  return grade === "A" || grade === "B" || grade === "C" || grade === "D" || grade === "E" ? grade : null;
};

/** Media paths are served by the web-service through the storefront's /media rewrite. */
const sameOriginMedia = (url: string, icon: string): string =>
  url.startsWith("/media/") ? url : `/media/produits/${encodeURIComponent(icon)}.svg`;

export const toProductTile = (card: ProductCard): ProductTileModel => {
  const priceCents = eurosToCents(card.price);
  const regularPriceCents = card.regularPrice === null ? null : eurosToCents(card.regularPrice);
  const isPromo = regularPriceCents !== null && regularPriceCents > priceCents;
  return {
    id: card.id,
    slug: card.slug,
    href: `/${card.slug}`,
    name: card.name,
    brand: card.brand,
    imageUrl: sameOriginMedia(card.image.url, card.image.icon),
    imageAlt: card.image.alt,
    priceCents,
    regularPriceCents: isPromo ? regularPriceCents : null,
    referencePriceCents: isPromo && card.referencePrice !== null ? eurosToCents(card.referencePrice) : null,
    unitPriceCents: eurosToCents(card.unitPrice.value),
    unit: card.unitPrice.unit,
    netQuantity: card.netQuantityLabel,
    variableWeight: card.variableWeight,
    isBio: card.isBio,
    isNew: card.isNew,
    isPromo,
    nutriscore: toGrade(card.nutriscore),
    available: card.in_stock !== 0,
    stock: card.stock,
  };
};
