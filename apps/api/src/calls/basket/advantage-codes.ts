// Checks an advantage code against the customer's history (first order, uses) for the basket's totals.
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { advantageCodeRefusalReason } from "../../domain/basket-benefits.ts";

type CodeRow = typeof schema.advantageCodes.$inferSelect;

/** Orders that count as placed: everything but a cancelled order or one still waiting for its payment. */
const NOT_PLACED = ["cancelled", "pending_payment"];

export async function advantageCodeRefusal(
  db: Database,
  row: CodeRow,
  userId: number,
  basketId: number,
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
        notInArray(orders.status, NOT_PLACED as never[]),
        ne(orders.basketId, basketId),
        changedOrderId === null ? undefined : ne(orders.id, changedOrderId),
      ),
    );
  return advantageCodeRefusalReason(row, { placedOrders: counts?.placed ?? 0, uses: counts?.uses ?? 0 }, now);
}
