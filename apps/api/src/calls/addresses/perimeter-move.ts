// Moving a basket to another perimeter when the delivery postal code changes: the held slot of the old perimeter is
// given back, prices follow the new perimeter's offers (the basket is priced when read), and the products not sold
// or out of stock there are reported with substitutes from the same category.
import { and, asc, eq, gt, notInArray, sql } from "drizzle-orm";
import type { UnavailableProduct } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { cardsByProductId, publicCard } from "../catalogue/offer-cards.ts";
import { releaseBasketHold, type Tx } from "../slots/slot-booking.ts";

const SUBSTITUTES = 3;

export async function moveBasketToPerimeter(tx: Tx, basketId: number, perimeterId: number, now: Date): Promise<void> {
  await releaseBasketHold(tx, basketId, now);
  await tx.update(schema.baskets).set({ perimeterId, updatedAt: now }).where(eq(schema.baskets.id, basketId));
}

/** Basket lines the perimeter cannot deliver: no offer there, or none in stock. */
export async function unavailableProducts(db: Database, basketId: number, perimeterId: number, now: Date): Promise<UnavailableProduct[]> {
  const { basketItems, products, offers } = schema;
  const lines = await db
    .select({ id: products.id, name: products.name, categoryId: products.categoryId, stock: offers.stock, inStock: offers.inStock })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .leftJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.addedAt));
  const missing = lines.filter((l) => l.stock === null || !l.inStock || l.stock <= 0);
  if (missing.length === 0) return [];
  const inBasket = lines.map((l) => l.id);
  const result: UnavailableProduct[] = [];
  for (const line of missing) {
    const candidates = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
      .where(and(eq(products.categoryId, line.categoryId), eq(offers.inStock, true), gt(offers.stock, 0), notInArray(products.id, inBasket)))
      .orderBy(sql`${offers.stock} desc`, asc(products.id))
      .limit(SUBSTITUTES);
    const cards = await cardsByProductId(db, perimeterId, candidates.map((c) => c.id), now);
    result.push({
      id: line.id,
      name: line.name,
      substitutes: candidates.flatMap((c) => {
        const card = cards.get(c.id);
        return card ? [publicCard(card)] : [];
      }),
    });
  }
  return result;
}
