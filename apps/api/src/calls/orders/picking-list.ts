// The warehouse's picking list (ADR 0094, amendment 4): for a Paris day, each slot's orders to prepare, their products
// added up aisle by aisle in the shop's order, each with how many go to which order. One statement reads the lines;
// pickingBySlot groups them.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { schema, type Database } from "@cabas/db";
import { giftsOfOrders } from "../games/gift-store.ts";

const { orders, orderLines, deliverySlots, products, categories, perimeters } = schema;

/** A slot starting on `day` (« 2026-11-26 ») in Paris: the warehouse's list and its picking list filter by it. */
export const slotStartsOnParisDay = (day: string) => sql`(${deliverySlots.startsAt} at time zone 'Europe/Paris')::date = ${day}::date`;

/** One order line to pick, with its slot and its product's aisle (the top-level category). */
export type PickingLine = {
  slotId: number;
  /** The slot's perimeter: two perimeters (or an express and an ordinary slot) may start at the same time. */
  perimeter: string;
  startsAt: Date;
  endsAt: Date;
  isExpress: boolean;
  orderId: number;
  /** The order a modification replaced: its gift may have been chosen there (ADR 0029). */
  replacesOrderId: number | null;
  productId: number;
  name: string;
  quantity: number;
  variableWeight: boolean;
  estimatedGrams: number | null;
  aisle: string;
  aislePosition: number;
};

export type PickingItem = {
  productId: number;
  name: string;
  quantity: number;
  variableWeight: boolean;
  estimatedGrams: number | null;
  orders: { orderId: number; quantity: number }[];
};

export type PickingSlot = {
  slotId: number;
  perimeter: string;
  startsAt: Date;
  endsAt: Date;
  isExpress: boolean;
  orderIds: number[];
  aisles: { aisle: string; items: PickingItem[] }[];
};

/** A product whose aisle is unknown (its category was removed) is picked last, under this name. */
export const UNKNOWN_AISLE = "Autres produits";

/**
 * Lines grouped by slot (soonest first), then by aisle (the shop's order), then by product (by name): each product's
 * quantities and estimated grams added up, with what each order holds of it (by order number).
 */
export function pickingBySlot(lines: readonly PickingLine[]): PickingSlot[] {
  const sorted = [...lines].sort(
    (a, b) =>
      a.startsAt.getTime() - b.startsAt.getTime() ||
      a.slotId - b.slotId ||
      a.aislePosition - b.aislePosition ||
      a.aisle.localeCompare(b.aisle, "fr") ||
      a.name.localeCompare(b.name, "fr") ||
      a.productId - b.productId ||
      a.orderId - b.orderId,
  );
  const slots: PickingSlot[] = [];
  let slotId: number | null = null;
  for (const line of sorted) {
    if (line.slotId !== slotId) {
      slotId = line.slotId;
      slots.push({ slotId: line.slotId, perimeter: line.perimeter, startsAt: line.startsAt, endsAt: line.endsAt, isExpress: line.isExpress, orderIds: [], aisles: [] });
    }
    const slot = slots[slots.length - 1]!;
    if (!slot.orderIds.includes(line.orderId)) slot.orderIds.push(line.orderId);
    let aisle = slot.aisles[slot.aisles.length - 1];
    if (aisle?.aisle !== line.aisle) {
      aisle = { aisle: line.aisle, items: [] };
      slot.aisles.push(aisle);
    }
    let item = aisle.items[aisle.items.length - 1];
    if (item?.productId !== line.productId) {
      item = { productId: line.productId, name: line.name, quantity: 0, variableWeight: line.variableWeight, estimatedGrams: line.variableWeight ? 0 : null, orders: [] };
      aisle.items.push(item);
    }
    item.quantity += line.quantity;
    if (item.estimatedGrams !== null) item.estimatedGrams += line.estimatedGrams ?? 0;
    item.orders.push({ orderId: line.orderId, quantity: line.quantity });
  }
  for (const slot of slots) slot.orderIds.sort((a, b) => a - b);
  return slots;
}

const aisles = alias(categories, "aisles");

/**
 * The lines of the orders to prepare (placed, complements included: they ride with their order) whose slot starts on
 * `day` in Paris, with their product's aisle.
 */
export async function pickingLines(db: Database, day: string): Promise<PickingLine[]> {
  // A product's aisle is its category's parent, or the category itself when it is an aisle.
  const aisleId = sql`coalesce(${categories.parentId}, ${categories.id})`;
  const rows = await db
    .select({
      slotId: deliverySlots.id,
      perimeter: perimeters.name,
      startsAt: deliverySlots.startsAt,
      endsAt: deliverySlots.endsAt,
      isExpress: deliverySlots.isExpress,
      orderId: orders.id,
      replacesOrderId: orders.replacesOrderId,
      productId: orderLines.productId,
      name: orderLines.name,
      quantity: orderLines.quantity,
      variableWeight: orderLines.variableWeight,
      estimatedGrams: orderLines.estimatedWeightGrams,
      aisle: aisles.name,
      aislePosition: aisles.position,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(deliverySlots, eq(deliverySlots.id, orders.slotId))
    .innerJoin(perimeters, eq(perimeters.id, deliverySlots.perimeterId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(aisles, eq(aisles.id, aisleId))
    // In no order: pickingBySlot sorts them.
    .where(and(eq(orders.status, "placed"), slotStartsOnParisDay(day)));
  return rows.map((row) => ({
    ...row,
    aisle: row.aisle ?? UNKNOWN_AISLE,
    // Unknown aisles last.
    aislePosition: row.aislePosition ?? Number.MAX_SAFE_INTEGER,
  }));
}

/**
 * The thank-you gifts to pack in each slot (by slot id): each gift's name with the orders it goes with, by name.
 * `lines` are those the slots were made from: they name each order's predecessor, so nothing is read again for it.
 */
export async function pickingGifts(db: Database, lines: readonly PickingLine[], slots: readonly PickingSlot[]): Promise<Map<number, { gift: string; orderIds: number[] }[]>> {
  const bySlot = new Map<number, { gift: string; orderIds: number[] }[]>();
  if (lines.length === 0) return bySlot;
  const chains = new Map(lines.map((line) => [line.orderId, { id: line.orderId, replacesOrderId: line.replacesOrderId }]));
  const gifts = await giftsOfOrders(db, [...chains.values()]);
  for (const slot of slots) {
    const byGift = new Map<string, number[]>();
    for (const id of slot.orderIds) {
      const gift = gifts.get(id)?.gift.title;
      if (gift) byGift.set(gift, [...(byGift.get(gift) ?? []), id]);
    }
    bySlot.set(
      slot.slotId,
      [...byGift].map(([gift, ids]) => ({ gift, orderIds: ids })).sort((a, b) => a.gift.localeCompare(b.gift, "fr")),
    );
  }
  return bySlot;
}
