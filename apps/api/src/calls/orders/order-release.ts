// Gives back everything an order took when it is cancelled or its payment fails: stock, the slot place, vouchers,
// loyalty euros, prize pot and joker. Runs inside the caller's transaction, after the order row is locked.
import { and, eq, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { releaseOrderBooking } from "../slots/slot-booking.ts";
import type { OrderRow } from "./order-store.ts";

export async function releaseOrderResources(tx: Database, order: OrderRow, now: Date, reason: string): Promise<void> {
  const lines = await tx.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
  for (const line of lines) {
    await tx
      .update(schema.offers)
      .set({ stock: sql`${schema.offers.stock} + ${line.quantity}` })
      .where(and(eq(schema.offers.productId, line.productId), eq(schema.offers.perimeterId, order.perimeterId)));
  }
  // The slot's place: the booking row stays for the audit trail, the counter goes down under the slot's row lock.
  await releaseOrderBooking(tx, order.id, now);
  await tx
    .update(schema.vouchers)
    .set({ usedAt: null, usedOrderId: null })
    .where(eq(schema.vouchers.usedOrderId, order.id));
  // Balances are a ledger: what the order spent comes back as opposite rows, never by deleting history.
  const spent = await tx
    .select({ kind: schema.loyaltyLedger.kind, total: sql<number>`sum(${schema.loyaltyLedger.amount})::int` })
    .from(schema.loyaltyLedger)
    .where(and(eq(schema.loyaltyLedger.orderId, order.id), eq(schema.loyaltyLedger.userId, order.userId)))
    .groupBy(schema.loyaltyLedger.kind);
  for (const { kind, total } of spent) {
    if (total < 0) await tx.insert(schema.loyaltyLedger).values({ userId: order.userId, kind, amount: -total, reason, orderId: order.id, createdAt: now });
  }
}
