// Product cards for a set of product ids, priced in one perimeter (packs, recipes, producers, picks).
import { and, eq, inArray } from "drizzle-orm";
import type { ProductCard } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { toProductCard } from "../../domain/product-card.ts";
import { currentPriceCents } from "../../domain/offer-price.ts";
import { cardColumns } from "./product-list.ts";
import { activeRecallIds } from "./recall-store.ts";

const { products, offers, brands } = schema;

/** A card with what pricing needs beyond it: the current price in cents and a piece's average weight. */
export type OfferCard = ProductCard & { currentCents: number; averageWeightGrams: number | null };

export async function cardsByProductId(
  db: Database,
  perimeterId: number,
  productIds: readonly number[],
  now: Date,
): Promise<Map<number, OfferCard>> {
  if (productIds.length === 0) return new Map();
  const recalled = await activeRecallIds(db, now);
  const rows = await db
    .select({ product: cardColumns, offer: offers, brand: brands.name })
    .from(products)
    .innerJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(inArray(products.id, [...new Set(productIds)]));
  return new Map(
    rows.map((r) => [
      r.product.id,
      // Extended in place, not spread: a spread followed by a new key takes V8's slow path (basket-store.ts).
      Object.assign(toProductCard(r.product, r.offer, r.brand, now, recalled.has(r.product.id)), {
        currentCents: currentPriceCents(r.offer, now),
        averageWeightGrams: r.product.averageWeightGrams,
      }),
    ]),
  );
}

/** Strips the internal pricing fields before a card goes on the wire. */
export const publicCard = ({ currentCents: _c, averageWeightGrams: _w, ...card }: OfferCard): ProductCard => card;
