// penseBete ("rien oublié ?") and getBanqueAlimentaire (the food-bank campaign and the basket's donation).
import { and, desc, eq, gt, isNull, lte, ne, notInArray, or, sql } from "drizzle-orm";
import { centsToEuros, getBanqueAlimentaire, penseBete } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";
import { cardsByProductId, publicCard } from "../catalogue/offer-cards.ts";
import { findActiveBasket } from "./basket-store.ts";

const { basketItems, baskets, orders, orderLines, offers, staffPicks } = schema;

/** In stock where the basket is delivered: a reminder never suggests what cannot be added. */
const inStockHere = (perimeterId: number) =>
  sql`exists (select 1 from ${offers} o where o.product_id = candidates.product_id and o.perimeter_id = ${perimeterId} and o.in_stock and o.stock > 0)`;

/**
 * What this customer usually buys: products of their past orders and of their other baskets, the most frequent
 * first (then the most recent), leaving out what the current basket already holds.
 */
async function usualProducts(db: Database, userId: number, perimeterId: number, excluded: number[], limit: number): Promise<number[]> {
  const fromOrders = db
    .select({ productId: orderLines.productId, at: orders.placedAt })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.userId, userId), ne(orders.status, "cancelled")));
  const fromBaskets = db
    .select({ productId: basketItems.productId, at: basketItems.addedAt })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .where(and(eq(baskets.userId, userId), ne(baskets.status, "active")));
  const candidates = fromOrders.unionAll(fromBaskets).as("candidates");
  const rows = await db
    .select({ productId: candidates.productId })
    .from(candidates)
    .where(and(excluded.length ? notInArray(candidates.productId, excluded) : undefined, inStockHere(perimeterId)))
    .groupBy(candidates.productId)
    .orderBy(desc(sql`count(*)`), desc(sql`max(${candidates.at})`), candidates.productId)
    .limit(limit);
  return rows.map((r) => r.productId);
}

/** For a guest (or a customer without history): what the perimeter orders most, then the team's picks. */
async function popularProducts(db: Database, perimeterId: number, excluded: number[], limit: number): Promise<number[]> {
  const ordered = db
    .select({ productId: orderLines.productId, weight: sql<number>`1`.as("weight") })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orders.perimeterId, perimeterId), ne(orders.status, "cancelled")));
  const picked = db
    .select({ productId: staffPicks.productId, weight: sql<number>`0`.as("weight") })
    .from(staffPicks)
    .where(or(isNull(staffPicks.perimeterId), eq(staffPicks.perimeterId, perimeterId)));
  const candidates = ordered.unionAll(picked).as("candidates");
  const rows = await db
    .select({ productId: candidates.productId })
    .from(candidates)
    .where(and(excluded.length ? notInArray(candidates.productId, excluded) : undefined, inStockHere(perimeterId)))
    .groupBy(candidates.productId)
    .orderBy(desc(sql`sum(${candidates.weight})`), candidates.productId)
    .limit(limit);
  return rows.map((r) => r.productId);
}

export const penseBeteCall = implement(penseBete, async ({ db, principal, request, input, now }) => {
  const at = now();
  const basket = await findActiveBasket(db, principal);
  const perimeterId = basket?.perimeterId ?? principal?.perimeterId ?? (await resolvePerimeter(db, request, undefined)).id;
  const inBasket = basket
    ? (await db.select({ id: basketItems.productId }).from(basketItems).where(eq(basketItems.basketId, basket.id))).map((r) => r.id)
    : [];
  let ids: number[] = [];
  if (principal?.kind === "customer" && principal.userId !== null) {
    ids = await usualProducts(db, principal.userId, perimeterId, inBasket, input.limit);
  }
  if (ids.length < input.limit) {
    const more = await popularProducts(db, perimeterId, [...inBasket, ...ids], input.limit - ids.length);
    ids = [...ids, ...more];
  }
  const cards = await cardsByProductId(db, perimeterId, ids, at);
  return { products: ids.flatMap((id) => (cards.has(id) ? [publicCard(cards.get(id)!)] : [])) };
});

export const getBanqueAlimentaireCall = implement(getBanqueAlimentaire, async ({ db, principal, now }) => {
  const at = now();
  const [campaign] = await db
    .select()
    .from(schema.foodBankCampaigns)
    .where(and(lte(schema.foodBankCampaigns.startsAt, at), gt(schema.foodBankCampaigns.endsAt, at)))
    .orderBy(desc(schema.foodBankCampaigns.startsAt))
    .limit(1);
  const basket = await findActiveBasket(db, principal);
  return {
    campagne: campaign
      ? {
          id: campaign.id,
          title: campaign.title,
          description: campaign.description,
          partner: campaign.partner,
          suggested: campaign.suggestedCents.map(centsToEuros),
          startsAt: campaign.startsAt.toISOString(),
          endsAt: campaign.endsAt.toISOString(),
        }
      : null,
    don: centsToEuros(basket?.donationCents ?? 0),
  };
});
