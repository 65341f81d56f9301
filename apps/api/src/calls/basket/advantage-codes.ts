// Checks an advantage code against the customer's history (first order, uses) and, for a welcome discount, their
// household's (ADR 0063), for the basket's totals.
import { and, eq, ne, notInArray, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { advantageCodeRefusalReason, householdWelcomeRefusal, isWelcomeDiscount } from "../../domain/basket-benefits.ts";
import type { NamedAddress } from "../../domain/household.ts";

type CodeRow = typeof schema.advantageCodes.$inferSelect;

/** Orders that count as placed: everything but a cancelled order or one still waiting for its payment. */
const NOT_PLACED = ["cancelled", "pending_payment"];

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
        notInArray(orders.status, NOT_PLACED as never[]),
        ne(orders.basketId, basket.id),
        changedOrderId === null ? undefined : ne(orders.id, changedOrderId),
      ),
    );
  const refusal = advantageCodeRefusalReason(row, { placedOrders: counts?.placed ?? 0, uses: counts?.uses ?? 0 }, now);
  if (refusal !== null || !isWelcomeDiscount(row) || basket.deliveryAddressId === null) return refusal;
  const [deliveryTo] = await db
    .select({ nom: schema.addresses.nom, line1: schema.addresses.line1, postalCode: schema.addresses.postalCode })
    .from(schema.addresses)
    .where(and(eq(schema.addresses.id, basket.deliveryAddressId), eq(schema.addresses.userId, userId)))
    .limit(1);
  if (!deliveryTo) return null;
  return householdWelcomeRefusal(row.code, deliveryTo, await welcomeDeliveriesAt(db, deliveryTo.postalCode, userId));
}

/**
 * Where other accounts' placed orders that carried a welcome discount were delivered, in one postal code: an erased
 * account's orders count too, as they keep the name and address their invoice prints (ADR 0039). Read through the
 * postal-code index of orders (migration 0030), then compared by name and street in the domain rule.
 */
async function welcomeDeliveriesAt(db: Database, postalCode: string, userId: number): Promise<NamedAddress[]> {
  const { orders, baskets, advantageCodes } = schema;
  const rows = await db
    .select({ deliveryAddress: orders.deliveryAddress })
    .from(orders)
    .innerJoin(baskets, eq(baskets.id, orders.basketId))
    .innerJoin(advantageCodes, eq(advantageCodes.code, baskets.advantageCode))
    .where(
      and(
        sql`(${orders.deliveryAddress} ->> 'postalCode') = ${postalCode}`,
        ne(orders.userId, userId),
        notInArray(orders.status, NOT_PLACED as never[]),
        eq(advantageCodes.firstOrderOnly, true),
        ne(advantageCodes.kind, "free_delivery"),
      ),
    );
  return rows.map((r) => r.deliveryAddress);
}
