// Gives back everything an order took when it is cancelled or its payment fails: stock, the slot place, vouchers,
// loyalty euros, prize pot and joker. Runs inside the caller's transaction, after the order row is locked.
import { and, eq, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { releaseOrderBooking } from "../slots/slot-booking.ts";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import { heldBalances, LEDGER_KINDS } from "../basket/held-benefits.ts";
import type { OrderRow } from "./order-store.ts";
import { releaseOrderGift } from "../games/gift-store.ts";
import { giveBackVouchers, type VoucherRest } from "./voucher-remainders.ts";
import { queueOffersAfterRestock } from "../reservation-waitlist/waitlist-store.ts";

/** Units of each product an order's lines hold. */
export async function quantitiesOf(tx: Database, orderId: number): Promise<Map<number, number>> {
  const lines = await tx.select({ productId: schema.orderLines.productId, quantity: schema.orderLines.quantity }).from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));
  const quantities = new Map<number, number>();
  for (const line of lines) quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  return quantities;
}

/**
 * Puts units back on the shelf of the order's perimeter. Units of a product on reservation that someone waits for
 * free a place: the waiting list's job is queued in the same transaction (ADR 0114).
 */
export async function restock(tx: Database, perimeterId: number, units: Map<number, number>, now: Date): Promise<void> {
  // Product order, as when stock is taken, so concurrent orders lock offer rows in the same order.
  for (const [productId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    if (quantity <= 0) continue;
    await tx
      .update(schema.offers)
      .set({ stock: sql`${schema.offers.stock} + ${quantity}` })
      .where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)));
  }
  await queueOffersAfterRestock(tx, perimeterId, [...units].filter(([, quantity]) => quantity > 0).map(([id]) => id), now);
}

/** What `units` holds beyond `kept`, product by product (never negative). */
export function unitsBeyond(units: Map<number, number>, kept: Map<number, number>): Map<number, number> {
  return new Map([...units].map(([id, q]) => [id, Math.max(0, q - (kept.get(id) ?? 0))]));
}

/**
 * Stock an order holds. A modification that took its original's place (the slot booking passed to it) holds all
 * its units; one that never did only took the units beyond the original's — whatever became of the original
 * since (cancelled by the warehouse meanwhile, it gave back its own units itself).
 */
async function stockTakenBy(tx: Database, order: OrderRow): Promise<Map<number, number>> {
  const units = await quantitiesOf(tx, order.id);
  if (order.replacesOrderId === null) return units;
  const [tookPlace] = await tx.select({ id: schema.slotBookings.id }).from(schema.slotBookings).where(eq(schema.slotBookings.orderId, order.id)).limit(1);
  if (tookPlace) return units;
  return unitsBeyond(units, await quantitiesOf(tx, order.replacesOrderId));
}

/**
 * Vouchers come back unused (one its weighing gave part of back returns its rest, ADR 0084); balances come back as
 * opposite ledger rows, never by deleting history. Returns the vouchers' rests issued.
 */
export async function giveBackBenefits(tx: Database, order: OrderRow, now: Date, reason: string): Promise<VoucherRest[]> {
  const rests = await giveBackVouchers(tx, order, now);
  const spent = await heldBalances(tx, order.id, order.userId);
  for (const kind of LEDGER_KINDS) {
    if (spent[kind] > 0) await tx.insert(schema.loyaltyLedger).values({ userId: order.userId, kind, amount: spent[kind], reason, orderId: order.id, createdAt: now });
  }
  // Balances and vouchers shown by the customer's current basket changed.
  await touchActiveBaskets(tx, order.userId);
  return rests;
}

/** Returns the rests of vouchers a weighing had given part of back (giveBackBenefits), for the cancellation's note. */
export async function releaseOrderResources(tx: Database, order: OrderRow, now: Date, reason: string): Promise<VoucherRest[]> {
  await restock(tx, order.perimeterId, await stockTakenBy(tx, order), now);
  // The slot's place: the booking row stays for the audit trail, the counter goes down under the slot's row lock.
  // A complement, or a modification not yet confirmed, has no booking of its own: nothing is released.
  await releaseOrderBooking(tx, order.id, now);
  const rests = await giveBackBenefits(tx, order, now, reason);
  // A thank-you gift chosen for the delivery goes back to its stock (ADR 0029).
  await releaseOrderGift(tx, order);
  return rests;
}
