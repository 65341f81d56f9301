// The basket's lines that cannot be delivered in a perimeter (not sold there, or out of stock), each with
// substitutes: products of the same category, in stock there, the closest in price first. setAdresses answers
// them as `indispos` and the INDISPO view shows them (docs/adr/0009-basket-calls.md).
import { and, asc, eq, gt, inArray, notInArray, sql } from "drizzle-orm";
import type { ProductCard, UnavailableProduct } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { cardsByProductId, publicCard } from "../catalogue/offer-cards.ts";

const { basketItems, products, offers } = schema;

export async function unavailableProducts(
  db: Database,
  basketId: number,
  perimeterId: number,
  now: Date,
  substitutesPerProduct = 3,
): Promise<UnavailableProduct[]> {
  const lines = await db
    .select({
      id: products.id,
      name: products.name,
      categoryId: products.categoryId,
      offerStock: offers.stock,
      offerInStock: offers.inStock,
      quantity: basketItems.quantity,
    })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .leftJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.addedAt), asc(basketItems.productId));
  const missing = lines.filter((l) => l.offerStock === null || !l.offerInStock || l.offerStock <= 0);
  if (missing.length === 0) return [];
  const substitutes = await substitutesFor(db, perimeterId, missing, lines.map((l) => l.id), now, substitutesPerProduct);
  return missing.map((line) => ({ id: line.id, name: line.name, substitutes: substitutes.get(line.id) ?? [] }));
}

/**
 * Close products for each missing one, sold and in stock in the perimeter: same category, the closest in price to
 * the missing product's price anywhere (its cheapest offer) first. `excluded` are never offered (already chosen).
 */
export async function substitutesFor(
  db: Database,
  perimeterId: number,
  missing: readonly { id: number; categoryId: number }[],
  excluded: readonly number[],
  now: Date,
  perProduct = 3,
): Promise<Map<number, ProductCard[]>> {
  const result = new Map<number, ProductCard[]>();
  if (missing.length === 0) return result;
  const refs = await db
    .select({ productId: offers.productId, cents: sql<number>`min(coalesce(${offers.promoPriceCents}, ${offers.priceCents}))::int` })
    .from(offers)
    .where(inArray(offers.productId, missing.map((m) => m.id)))
    .groupBy(offers.productId);
  const refCents = new Map(refs.map((r) => [r.productId, r.cents]));
  const notOffered = [...new Set([...excluded, ...missing.map((m) => m.id)])];

  for (const line of missing) {
    const ref = refCents.get(line.id) ?? 0;
    const candidates = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
      .where(and(eq(products.categoryId, line.categoryId), notInArray(products.id, notOffered), eq(offers.inStock, true), gt(offers.stock, 0)))
      .orderBy(sql`abs(coalesce(${offers.promoPriceCents}, ${offers.priceCents}) - ${ref})`, asc(products.id))
      .limit(perProduct);
    const ids = candidates.map((c) => c.id);
    const cards = await cardsByProductId(db, perimeterId, ids, now);
    result.set(line.id, ids.flatMap((id) => (cards.has(id) ? [publicCard(cards.get(id)!)] : [])));
  }
  return result;
}
