// The customer's abandoned or set-aside baskets (getCommande type=paniers, deletePanierAbandonne): baskets that
// are neither the one in progress nor ordered, and still hold products. Loading one back is updatePanier's `load`.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { centsToEuros, type AbandonedBasket } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { notFound } from "../../http/app-error.ts";
import { currentPriceCents } from "../../domain/offer-price.ts";
import { cardsByProductId, publicCard } from "../catalogue/offer-cards.ts";
import { releaseBasketHold } from "../slots/slot-booking.ts";
import { lineAvailability, listTotalCents } from "../lists/list-rules.ts";

const { baskets, basketItems, products, offers } = schema;
const SET_ASIDE = ["saved", "abandoned"] as const;
const PREVIEW = 4;

async function pricedLines(db: Database, basketIds: readonly number[], perimeterId: number, now: Date) {
  if (basketIds.length === 0) return [];
  const rows = await db
    .select({
      basketId: basketItems.basketId,
      productId: products.id,
      name: products.name,
      quantity: basketItems.quantity,
      variableWeight: products.variableWeight,
      averageWeightGrams: products.averageWeightGrams,
      offer: offers,
    })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .leftJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
    .where(inArray(basketItems.basketId, [...basketIds]))
    .orderBy(basketItems.addedAt, products.id);
  return rows.map((r) => ({ ...r, ...lineAvailability(r.offer, r.name), unitPriceCents: r.offer ? currentPriceCents(r.offer, now) : 0 }));
}

function summaryOf(basket: { id: number; updatedAt: Date }, lines: Awaited<ReturnType<typeof pricedLines>>): AbandonedBasket {
  return {
    id_panier: basket.id,
    modifie: basket.updatedAt.toISOString(),
    nb_articles: lines.length,
    total: centsToEuros(listTotalCents(lines)),
    apercu: lines.slice(0, PREVIEW).map((l) => l.name),
  };
}

/** The set-aside baskets holding products, the most recently changed first. */
export async function abandonedBaskets(db: Database, userId: number, perimeterId: number, now: Date, limit: number): Promise<AbandonedBasket[]> {
  const rows = await db
    .select({ id: baskets.id, updatedAt: baskets.updatedAt })
    .from(baskets)
    .where(
      and(
        eq(baskets.userId, userId),
        inArray(baskets.status, [...SET_ASIDE]),
        sql`exists (select 1 from ${basketItems} where ${basketItems.basketId} = ${baskets.id})`,
      ),
    )
    .orderBy(desc(baskets.updatedAt), desc(baskets.id))
    .limit(limit);
  const lines = await pricedLines(db, rows.map((r) => r.id), perimeterId, now);
  return rows.map((row) => summaryOf(row, lines.filter((l) => l.basketId === row.id)));
}

async function ownedSetAside(db: Database, userId: number, basketId: number, lock = false) {
  const query = db
    .select()
    .from(baskets)
    .where(
      and(
        eq(baskets.id, basketId),
        eq(baskets.userId, userId),
        inArray(baskets.status, [...SET_ASIDE]),
        // A basket an order was made from stays: the order's history points to it.
        sql`not exists (select 1 from ${schema.orders} where ${schema.orders.basketId} = ${baskets.id})`,
      ),
    );
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Ce panier n'existe pas ou n'est plus un panier abandonné.");
  return row;
}

/** One set-aside basket with its products as they are sold today where the customer is. */
export async function abandonedBasketDetail(db: Database, userId: number, basketId: number, perimeterId: number, now: Date) {
  const basket = await ownedSetAside(db, userId, basketId);
  const lines = await pricedLines(db, [basket.id], perimeterId, now);
  const cards = await cardsByProductId(db, perimeterId, lines.filter((l) => l.offer).map((l) => l.productId), now);
  return {
    ...summaryOf(basket, lines),
    lignes: lines.map((l) => {
      const card = cards.get(l.productId);
      return { article_id: l.productId, nom: l.name, quantity: l.quantity, produit: card ? publicCard(card) : null, disponible: l.disponible };
    }),
  };
}

/** Deletes a set-aside basket; a slot it still held is given back first. Never the basket in progress. */
export async function deleteAbandonedBasket(db: Database, userId: number, basketId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const basket = await ownedSetAside(tx, userId, basketId, true);
    await releaseBasketHold(tx, basket.id, now);
    await tx.delete(baskets).where(eq(baskets.id, basket.id));
  });
}
