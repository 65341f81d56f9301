// Jokers de livraison (the programme page and the FAQ): from the fifth order delivered within three months, a
// delivery offered whatever the basket's amount, valid 60 days; a new one every five orders. Earned on delivery
// (order-warehouse.ts) and expired by the loyalty job (loyalty-expiry.ts), both on the ledger.
import { and, count, eq, gt, isNotNull, max, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";

export const JOKER_EVERY_ORDERS = 5;
export const JOKER_WINDOW_DAYS = 91;
export const JOKER_VALIDITY_DAYS = 60;
export const JOKER_EXPIRY_REASON = "Joker expiré : 60 jours sans l'utiliser";
const DAY_MS = 86_400_000;

export const jokerEarnedReason = (orders: number): string => `Joker livraison offerte : ${orders} commandes livrées en trois mois`;

/**
 * Whether a delivery earns a joker: the orders delivered since the later of three months ago and the last joker
 * earned by orders, this one included, reach five. Counting from the last joker gives « a new one every five ».
 */
export const earnsJoker = (deliveredCountingThisOne: number): boolean => deliveredCountingThisOne >= JOKER_EVERY_ORDERS;

/** Where the count starts: three months back, or the last joker earned by orders if more recent. */
export function jokerCountStart(now: Date, lastEarnedAt: Date | null): Date {
  const window = new Date(now.getTime() - JOKER_WINDOW_DAYS * DAY_MS);
  return lastEarnedAt && lastEarnedAt > window ? lastEarnedAt : window;
}

/**
 * How many jokers of a balance have expired: the oldest go first (spent or lapsed), so what the balance holds
 * beyond the jokers received in the last 60 days is past its validity.
 */
export const expiredJokers = (balance: number, receivedWithinValidity: number): number => Math.max(0, balance - receivedWithinValidity);

/**
 * Credits a joker when this delivery is the fifth within three months since the last one earned; in the
 * delivery's transaction, under the customer's row lock so two deliveries at once count each other. Returns
 * whether one was credited.
 */
export async function creditJokerOnDelivery(tx: Database, order: { id: number; userId: number }, now: Date): Promise<boolean> {
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, order.userId)).for("update");
  const ledger = schema.loyaltyLedger;
  const [last] = await tx
    .select({ at: max(ledger.createdAt) })
    .from(ledger)
    .where(and(eq(ledger.userId, order.userId), eq(ledger.kind, "joker"), gt(ledger.amount, 0), isNotNull(ledger.orderId)));
  const since = jokerCountStart(now, last?.at ?? null);
  const [delivered] = await tx
    .select({ n: count() })
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, order.userId), eq(schema.orders.status, "delivered"), gt(schema.orders.deliveredAt, since)));
  const orders = (delivered?.n ?? 0) + 1;
  if (!earnsJoker(orders)) return false;
  await tx.insert(ledger).values({ userId: order.userId, kind: "joker", amount: 1, reason: jokerEarnedReason(orders), orderId: order.id, createdAt: now });
  return true;
}

/** The customers whose joker balance holds jokers older than 60 days. */
export async function customersWithLapsedJokers(db: Database, now: Date): Promise<number[]> {
  const from = new Date(now.getTime() - JOKER_VALIDITY_DAYS * DAY_MS).toISOString();
  const result = await db.execute(sql`
    select user_id as "userId" from loyalty_ledger where kind = 'joker'
    group by user_id
    having sum(amount) > coalesce(sum(amount) filter (where amount > 0 and created_at > ${from}::timestamptz), 0)`);
  return (result as { rows: { userId: number }[] }).rows.map((r) => r.userId);
}

/** Writes one customer's lapsed jokers off, read again in the caller's transaction; returns how many. */
export async function expireCustomerJokers(tx: Database, userId: number, now: Date): Promise<number> {
  const from = new Date(now.getTime() - JOKER_VALIDITY_DAYS * DAY_MS);
  const ledger = schema.loyaltyLedger;
  const [row] = await tx
    .select({
      balance: sql<number>`coalesce(sum(${ledger.amount}), 0)::int`,
      recent: sql<number>`coalesce(sum(${ledger.amount}) filter (where ${ledger.amount} > 0 and ${ledger.createdAt} > ${from.toISOString()}::timestamptz), 0)::int`,
    })
    .from(ledger)
    .where(and(eq(ledger.userId, userId), eq(ledger.kind, "joker")));
  const lapsed = expiredJokers(row?.balance ?? 0, row?.recent ?? 0);
  if (lapsed > 0) await tx.insert(ledger).values({ userId, kind: "joker", amount: -lapsed, reason: JOKER_EXPIRY_REASON, createdAt: now });
  return lapsed;
}
