// A modification replaces its order, so what the order spent of the customer's benefits (vouchers, loyalty euros,
// prize pot, joker) stays usable by the modification: its basket starts with them, its balances count them as
// available, and when the modification replaces the order the vouchers pass to it (ADR 0020). Until then the
// original keeps them, so a declined modification leaves it whole.
import { and, eq, inArray, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";

type BasketBenefitOwner = { mode: string; orderId: number | null };
export const LEDGER_KINDS = ["eurofid", "cagnotte", "joker"] as const;
export type HeldBalances = Record<(typeof LEDGER_KINDS)[number], number>;

/** The order whose benefits this basket may use again: the one it modifies (none for any other basket). */
export const changedOrderOf = (basket: BasketBenefitOwner): number | null => (basket.mode === "modification" ? basket.orderId : null);

/** What an order spent of each balance, net of anything it gave back (amounts ≥ 0). */
export async function heldBalances(db: Database, orderId: number, userId: number): Promise<HeldBalances> {
  const rows = await db
    .select({ kind: schema.loyaltyLedger.kind, total: sql<number>`coalesce(sum(${schema.loyaltyLedger.amount}), 0)::int` })
    .from(schema.loyaltyLedger)
    .where(and(eq(schema.loyaltyLedger.orderId, orderId), eq(schema.loyaltyLedger.userId, userId)))
    .groupBy(schema.loyaltyLedger.kind);
  const held: HeldBalances = { eurofid: 0, cagnotte: 0, joker: 0 };
  for (const row of rows) held[row.kind] = Math.max(0, -row.total);
  return held;
}

const usedBy = (orderId: number, userId: number) => and(eq(schema.vouchers.usedOrderId, orderId), eq(schema.vouchers.userId, userId));

/** The vouchers an order used (they stay its own until a modification replaces it). */
export function heldVouchers(db: Database, orderId: number, userId: number) {
  return db.select().from(schema.vouchers).where(usedBy(orderId, userId));
}

/** A modification's basket starts with the vouchers its order used, applied (still used by the order). */
export async function bringHeldVouchers(tx: Database, orderId: number, userId: number, basketId: number): Promise<void> {
  await tx.update(schema.vouchers).set({ basketId }).where(usedBy(orderId, userId));
}

/**
 * Vouchers of the order that its modification, being placed, does not use: they leave the modification's basket, so
 * that replacing the order gives them back rather than handing them over (a declined payment brings them again).
 */
export async function leaveHeldVouchers(tx: Database, orderId: number, userId: number, codes: readonly string[]): Promise<void> {
  await tx.update(schema.vouchers).set({ basketId: null }).where(and(usedBy(orderId, userId), inArray(schema.vouchers.code, [...codes])));
}

/**
 * The modification replaced its order: the vouchers it kept on its basket pass to it (still used, now by the
 * replacement); the order's other vouchers and its balances are then given back by the caller.
 */
export async function handOverVouchers(tx: Database, original: { id: number }, replacement: { id: number; basketId: number }, now: Date): Promise<void> {
  await tx
    .update(schema.vouchers)
    .set({ usedOrderId: replacement.id, usedAt: now })
    .where(and(eq(schema.vouchers.usedOrderId, original.id), eq(schema.vouchers.basketId, replacement.basketId)));
}
