// What crediting a claim moves, the same whether it is credited at once (claims.ts) or by customer service after
// review (claim-settlement.ts): the credit into the prize pot and the loyalty euros earned on the refunded goods
// taken back (ADR 0050). Called inside the caller's transaction, with the order's and the customer's rows locked.
import { and, eq, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { loyaltyBaseCents } from "../../domain/order-amounts.ts";
import { deliveredOrderReason } from "../loyalty/loyalty-rules.ts";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import { loyaltyClawback } from "./claim-rules.ts";

const { orderClaims, loyaltyLedger } = schema;

type OrderRow = typeof schema.orders.$inferSelect;

/** The ledger's reason for the loyalty euros a credited claim takes back. */
export const claimLoyaltyReason = (orderId: number): string =>
  `Euros fidélité repris : réclamation sur la commande n° ${orderId}`;

/** The ledger's reason for a claim's credit to the prize pot. */
export const claimCreditReason = (orderId: number): string => `Réclamation sur la commande n° ${orderId}`;

export async function ledgerSum(
  tx: Database,
  userId: number,
  kind: "eurofid" | "cagnotte",
  orderFilter?: ReturnType<typeof and>,
): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${loyaltyLedger.amount}), 0)::int` })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.kind, kind), orderFilter));
  return row?.cents ?? 0;
}

/** What the order's credited claims put in the prize pot, and the loyalty euros they took back or forgave. */
export async function creditedOnOrder(tx: Database, orderId: number): Promise<{ cents: number; takenCents: number }> {
  const [row] = await tx
    .select({
      cents: sql<number>`coalesce(sum(${orderClaims.creditCents}), 0)::int`,
      takenCents: sql<number>`coalesce(sum(${orderClaims.loyaltyDeductedCents} + ${orderClaims.loyaltyUnrecoveredCents}), 0)::int`,
    })
    .from(orderClaims)
    .where(and(eq(orderClaims.orderId, orderId), eq(orderClaims.status, "credited")));
  return { cents: row?.cents ?? 0, takenCents: row?.takenCents ?? 0 };
}

/**
 * The loyalty euros a credit of `creditCents` takes back on this order, on top of what its earlier credited claims
 * (`before`) took: in proportion to the base the delivery credited them on, never below a zero balance.
 */
export async function claimClawback(
  tx: Database,
  order: OrderRow,
  userId: number,
  before: { cents: number; takenCents: number },
  creditCents: number,
): Promise<{ deductCents: number; unrecoveredCents: number }> {
  const earnedCents = await ledgerSum(
    tx,
    userId,
    "eurofid",
    and(
      eq(loyaltyLedger.orderId, order.id),
      eq(loyaltyLedger.reason, deliveredOrderReason(order.id)),
      sql`${loyaltyLedger.amount} > 0`,
    ),
  );
  return loyaltyClawback({
    earnedCents,
    // The same base the delivery credited on (order-warehouse.ts).
    baseCents: loyaltyBaseCents({
      paidCents: order.finalCents ?? order.totalCents,
      feeCents: order.feeCents,
      donationCents: order.totals.total_dons ?? 0,
    }),
    refundedCents: before.cents + creditCents,
    alreadyTakenCents: before.takenCents,
    balanceCents: earnedCents > 0 ? await ledgerSum(tx, userId, "eurofid") : 0,
  });
}

/** The ledger rows of a credit: the prize pot credited, the loyalty euros taken back (when any). */
export async function recordClaimCredit(
  tx: Database,
  f: { userId: number; orderId: number; creditCents: number; deductCents: number; at: Date },
): Promise<void> {
  await tx
    .insert(loyaltyLedger)
    .values({
      userId: f.userId,
      kind: "cagnotte",
      amount: f.creditCents,
      reason: claimCreditReason(f.orderId),
      orderId: f.orderId,
      createdAt: f.at,
    });
  if (f.deductCents > 0) {
    await tx
      .insert(loyaltyLedger)
      .values({
        userId: f.userId,
        kind: "eurofid",
        amount: -f.deductCents,
        reason: claimLoyaltyReason(f.orderId),
        orderId: f.orderId,
        createdAt: f.at,
      });
  }
  // A basket's benefits are capped by the balances: its view is computed again.
  await touchActiveBaskets(tx, f.userId);
}
