// Checks an advantage code against the customer's history (first order, uses) and, for a welcome discount, their
// household's (ADR 0063), for the basket's totals.
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { NOT_PLACED_STATUSES } from "../../domain/order-status.ts";
import { advantageCodeRefusalReason, householdWelcomeRefusal, isWelcomeDiscount } from "../../domain/basket-benefits.ts";
import { basketHousehold, householdOrderedElsewhere } from "../orders/household-orders.ts";

type CodeRow = typeof schema.advantageCodes.$inferSelect;

export async function advantageCodeRefusal(
  db: Database,
  row: CodeRow,
  userId: number,
  basket: { id: number; deliveryAddressId: number | null },
  now: Date,
  /** The order the basket modifies: its use of the code is the modification's own, not a previous one. */
  changedOrderId: number | null = null,
): Promise<string | null> {
  const { orders, baskets } = schema;
  const [counts] = await db
    .select({
      placed: sql<number>`count(*)::int`,
      uses: sql<number>`count(*) filter (where ${baskets.advantageCode} = ${row.code})::int`,
    })
    .from(orders)
    .innerJoin(baskets, eq(baskets.id, orders.basketId))
    .where(
      and(
        eq(orders.userId, userId),
        notInArray(orders.status, [...NOT_PLACED_STATUSES]),
        ne(orders.basketId, basket.id),
        changedOrderId === null ? undefined : ne(orders.id, changedOrderId),
      ),
    );
  const refusal = advantageCodeRefusalReason(row, { placedOrders: counts?.placed ?? 0, uses: counts?.uses ?? 0 }, now);
  if (refusal !== null || !isWelcomeDiscount(row)) return refusal;
  const home = await basketHousehold(db, basket.deliveryAddressId, userId);
  return home && (await householdOrderedElsewhere(db, home, userId)) ? householdWelcomeRefusal(row.code) : null;
}
