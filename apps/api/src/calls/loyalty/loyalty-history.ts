// Reads a customer's loyalty ledger (balances as the basket counts them, movements with the running balance of
// their kind) and vouchers. The ledger is append-only: a balance is the sum of its rows (packages/db purchase.ts).
import { and, count, desc, eq, sql } from "drizzle-orm";
import { centsToEuros, type LoyaltyHistoryType, type LoyaltyMovement, type VoucherEntry } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { ledgerAmountOut, movementLabel, usableBalance, voucherOrder, voucherStatus } from "./loyalty-rules.ts";

const { baskets, loyaltyLedger, vouchers } = schema;

/** When the last loyalty euros were credited (their validity runs from it), or null when never. */
export async function lastEurofidCredit(db: Database, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${loyaltyLedger.createdAt})` })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.kind, "eurofid"), sql`${loyaltyLedger.amount} > 0`));
  return row?.at ? new Date(row.at) : null;
}

/** One page of movements, newest first; each with its kind's balance just after it (all rows count, not just the page's). */
export async function ledgerPage(
  db: Database,
  userId: number,
  type: LoyaltyHistoryType,
  page: number,
  perPage: number,
): Promise<{ movements: LoyaltyMovement[]; total: number }> {
  const ofKind = type === "tout" ? undefined : eq(loyaltyLedger.kind, type);
  const running = db
    .select({
      id: loyaltyLedger.id,
      kind: loyaltyLedger.kind,
      amount: loyaltyLedger.amount,
      reason: loyaltyLedger.reason,
      orderId: loyaltyLedger.orderId,
      createdAt: loyaltyLedger.createdAt,
      balance: sql<number>`(sum(${loyaltyLedger.amount}) over (partition by ${loyaltyLedger.kind} order by ${loyaltyLedger.createdAt}, ${loyaltyLedger.id}))::int`.as("balance"),
    })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), ofKind))
    .as("running");
  const rows = await db
    .select()
    .from(running)
    .orderBy(desc(running.createdAt), desc(running.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db.select({ n: count() }).from(loyaltyLedger).where(and(eq(loyaltyLedger.userId, userId), ofKind));
  return {
    movements: rows.map((r) => ({
      id: r.id,
      date: r.createdAt.toISOString(),
      type: r.kind,
      libelle: movementLabel(r),
      id_commande: r.orderId,
      montant: ledgerAmountOut(r.kind, r.amount),
      solde: ledgerAmountOut(r.kind, usableBalance(r.balance)),
    })),
    total: counted?.n ?? 0,
  };
}

/** The customer's vouchers, usable first, then used and expired; the most recent 200. */
export async function voucherEntries(db: Database, userId: number, now: Date): Promise<VoucherEntry[]> {
  const rows = await db
    .select({ voucher: vouchers, basketStatus: baskets.status })
    .from(vouchers)
    .leftJoin(baskets, eq(baskets.id, vouchers.basketId))
    .where(eq(vouchers.userId, userId))
    .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
    .limit(200);
  return rows
    .map(({ voucher: v, basketStatus }) => ({ ...v, status: voucherStatus({ ...v, basketStatus }, now) }))
    .sort(voucherOrder)
    .map((v) => ({
      code: v.code,
      type: v.kind,
      libelle: v.kind === "parrain" ? "Bon de parrainage" : "Bon d'achat",
      montant: centsToEuros(v.amountCents),
      minimum: centsToEuros(v.minBasketCents),
      expire_le: v.expiresAt.toISOString(),
      statut: v.status,
      utilise_le: v.usedAt ? v.usedAt.toISOString() : null,
      id_commande: v.usedOrderId,
    }));
}
