// Thank-you gifts (H1pH1pH1p) in the database: the gifts offered now, the customer's orders a gift can go with,
// and choosing one — under the order's lock and the gifts' row locks, so a gift's stock is never exceeded. A gift
// chosen for an order stays with it when a modification replaces it, and goes back to stock if the delivery is
// cancelled (ADR 0029).
import { and, asc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { centsToEuros, type GiftOrder, type ThankYouGift } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { ORDER_NOT_FOUND, type OrderRow } from "../orders/order-store.ts";
import { slotDayLabel } from "../../domain/slot-rules.ts";
import { GIFT_CUTOFF_PASSED, giftMinimumRefusal, isGiftLeft, isGiftOffered, isGiftOrderOpen } from "./gift-rules.ts";

const { thankYouGifts, orderGifts, orders, deliverySlots } = schema;

type GiftRow = typeof thankYouGifts.$inferSelect;

export const GIFT_NOT_FOUND = "Ce cadeau n'existe pas ou n'est plus proposé.";
/** How far back a modification chain is followed (an order modified this many times is not realistic). */
const MAX_CHAIN = 10;

export function toGiftView(gift: GiftRow): ThankYouGift {
  return {
    id_cadeau: gift.id,
    titre: gift.title,
    description: gift.description,
    image: { icon: gift.icon, alt: gift.title, url: `/media/produits/${gift.icon}.svg` },
    montant_minimum: centsToEuros(gift.minOrderCents),
    disponible: isGiftLeft(gift),
  };
}

export async function offeredGifts(db: Database, now: Date): Promise<GiftRow[]> {
  return db
    .select()
    .from(thankYouGifts)
    .where(and(lte(thankYouGifts.startsAt, now), gt(thankYouGifts.endsAt, now)))
    .orderBy(asc(thankYouGifts.position), asc(thankYouGifts.id));
}

export type ChosenGift = { choice: typeof orderGifts.$inferSelect; gift: GiftRow };

/** The gift chosen for this delivery: on the order itself or on an order it replaced. */
export async function chosenGift(db: Database, order: Pick<OrderRow, "id" | "replacesOrderId">): Promise<ChosenGift | null> {
  return (await giftsOfOrders(db, [order])).get(order.id) ?? null;
}

/**
 * The gift chosen for each of these deliveries, by order id (only those with one): on the order or an order it
 * replaced (a chain holds one at most: choosing another deletes it), read a generation of replacements at a time for
 * all of them (the warehouse's list, ADR 0094).
 */
export async function giftsOfOrders(db: Database, list: readonly Pick<OrderRow, "id" | "replacesOrderId">[]): Promise<Map<number, ChosenGift>> {
  const found = new Map<number, ChosenGift>();
  // Each listed order, and the order of its chain looked at now.
  let looking = list.map((order) => ({ listed: order.id, at: order.id, previous: order.replacesOrderId }));
  for (let generation = 0; looking.length > 0 && generation < MAX_CHAIN; generation += 1) {
    const rows = await db
      .select({ choice: orderGifts, gift: thankYouGifts })
      .from(orderGifts)
      .innerJoin(thankYouGifts, eq(thankYouGifts.id, orderGifts.giftId))
      .where(inArray(orderGifts.orderId, [...new Set(looking.map((l) => l.at))]));
    const byOrder = new Map(rows.map((row) => [row.choice.orderId, row]));
    for (const l of looking) {
      const row = byOrder.get(l.at);
      if (row) found.set(l.listed, row);
    }
    const next = looking.filter((l) => !found.has(l.listed) && l.previous !== null && l.previous !== l.listed);
    if (next.length === 0) break;
    const previous = await db
      .select({ id: orders.id, replacesOrderId: orders.replacesOrderId })
      .from(orders)
      .where(inArray(orders.id, [...new Set(next.map((l) => l.previous!))]));
    const before = new Map(previous.map((row) => [row.id, row.replacesOrderId]));
    looking = next.map((l) => ({ listed: l.listed, at: l.previous!, previous: before.get(l.previous!) ?? null }));
  }
  return found;
}

async function toGiftOrder(db: Database, order: OrderRow, now: Date): Promise<GiftOrder> {
  const [[slot], chosen] = await Promise.all([
    db.select({ startsAt: deliverySlots.startsAt, endsAt: deliverySlots.endsAt }).from(deliverySlots).where(eq(deliverySlots.id, order.slotId)).limit(1),
    chosenGift(db, order),
  ]);
  return {
    id_commande: order.id,
    libelle_tranche: slot ? slotDayLabel(slot.startsAt, slot.endsAt) : "",
    date_limite: order.cutoffAt.toISOString(),
    total_marchandise: centsToEuros(order.goodsCents),
    cadeau: chosen ? toGiftView(chosen.gift) : null,
    modifiable: isGiftOrderOpen(order, now),
  };
}

/** The customer's paid main orders still before their cut-off, the soonest delivered first. */
export async function giftOrders(db: Database, userId: number, now: Date): Promise<GiftOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, "placed"), isNull(orders.parentOrderId), gt(orders.cutoffAt, now)))
    .orderBy(asc(orders.cutoffAt), asc(orders.id));
  return Promise.all(rows.map((order) => toGiftOrder(db, order, now)));
}

/** One of the customer's orders, whatever its state (404 for anyone else's). */
export async function giftOrder(db: Database, userId: number, orderId: number, now: Date): Promise<GiftOrder> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return toGiftOrder(db, order, now);
}

/** Takes one of a gift (`delta` 1) or gives it back (-1); the table's check refuses going over its stock. */
const moveStock = (tx: Database, giftId: number, delta: 1 | -1) =>
  tx.update(thankYouGifts).set({ given: sql`${thankYouGifts.given} + ${delta}` }).where(eq(thankYouGifts.id, giftId));

/**
 * Chooses the gift of an order (giftId), changes it, or gives it up (0). Locks the order, then the gifts involved
 * in id order (two customers swapping gifts never wait for each other in a circle).
 */
export async function chooseGift(db: Database, args: { userId: number; orderId: number; giftId: number; now: Date }): Promise<string> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, args.orderId), eq(orders.userId, args.userId)))
      .for("update")
      .limit(1);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (!isGiftOrderOpen(order, args.now)) throw conflict(GIFT_CUTOFF_PASSED);
    const current = await chosenGift(tx, order);
    if (args.giftId === 0) {
      if (!current) return "Aucun cadeau n'était ajouté à cette commande.";
      await tx.delete(orderGifts).where(eq(orderGifts.orderId, current.choice.orderId));
      await moveStock(tx, current.gift.id, -1);
      return "Vous avez renoncé au cadeau : il n'est plus ajouté à votre commande.";
    }
    if (current?.gift.id === args.giftId) return `« ${current.gift.title} » est déjà ajouté à votre commande.`;
    const ids = [args.giftId, ...(current ? [current.gift.id] : [])].sort((a, b) => a - b);
    const locked = await tx.select().from(thankYouGifts).where(inArray(thankYouGifts.id, ids)).orderBy(asc(thankYouGifts.id)).for("update");
    const gift = locked.find((g) => g.id === args.giftId);
    if (!gift || !isGiftOffered(gift, args.now)) throw notFound(GIFT_NOT_FOUND);
    const tooSmall = giftMinimumRefusal(order, gift);
    if (tooSmall) throw unprocessable(tooSmall);
    if (!isGiftLeft(gift)) throw conflict("Ce cadeau n'est plus disponible : choisissez-en un autre.");
    if (current) {
      await tx.delete(orderGifts).where(eq(orderGifts.orderId, current.choice.orderId));
      await moveStock(tx, current.gift.id, -1);
    }
    await tx.insert(orderGifts).values({ orderId: order.id, giftId: gift.id, userId: args.userId, chosenAt: args.now });
    await moveStock(tx, gift.id, 1);
    return current ? `Cadeau changé : « ${gift.title} » sera livré avec votre commande.` : `Merci ! « ${gift.title} » sera livré avec votre commande.`;
  });
}

/**
 * A cancelled delivery gives its gift back to stock. A modification whose payment failed gives nothing back: the
 * gift belongs to the order it was to replace, which stays.
 */
export async function releaseOrderGift(tx: Database, order: Pick<OrderRow, "id" | "replacesOrderId" | "status">): Promise<void> {
  if (order.status === "pending_payment") return;
  const chosen = await chosenGift(tx, order);
  if (!chosen) return;
  await tx.delete(orderGifts).where(eq(orderGifts.orderId, chosen.choice.orderId));
  await moveStock(tx, chosen.gift.id, -1);
}
