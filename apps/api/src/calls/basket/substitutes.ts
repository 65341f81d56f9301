// The basket's lines that cannot be delivered in a perimeter (not sold there, or out of stock), each with
// substitutes: products of the same category, in stock there, the closest in price first. setAdresses answers
// them as `indispos` and the INDISPO view shows them (docs/adr/0009-basket-calls.md).
import { and, asc, eq, gt, inArray, ne, notInArray, sql } from "drizzle-orm";
import type { UnavailableProduct } from "@cabas/contracts";
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
  const inBasket = lines.map((l) => l.id);

  // Reference price of each missing product: its price anywhere (the cheapest offer), to rank substitutes.
  const refs = await db
    .select({ productId: offers.productId, cents: sql<number>`min(coalesce(${offers.promoPriceCents}, ${offers.priceCents}))::int` })
    .from(offers)
    .where(inArray(offers.productId, missing.map((m) => m.id)))
    .groupBy(offers.productId);
  const refCents = new Map(refs.map((r) => [r.productId, r.cents]));

  const result: UnavailableProduct[] = [];
  for (const line of missing) {
    const ref = refCents.get(line.id) ?? 0;
    const candidates = await db
      .select({ id: products.id })
      .from(products)
      .innerJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
      .where(
        and(
          eq(products.categoryId, line.categoryId),
          ne(products.id, line.id),
          notInArray(products.id, inBasket),
          eq(offers.inStock, true),
          gt(offers.stock, 0),
        ),
      )
      .orderBy(sql`abs(coalesce(${offers.promoPriceCents}, ${offers.priceCents}) - ${ref})`, asc(products.id))
      .limit(substitutesPerProduct);
    const ids = candidates.map((c) => c.id);
    const cards = await cardsByProductId(db, perimeterId, ids, now);
    result.push({ id: line.id, name: line.name, substitutes: ids.flatMap((id) => (cards.has(id) ? [publicCard(cards.get(id)!)] : [])) });
  }
  return result;
}
