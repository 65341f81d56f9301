// Loyalty euros are valid 12 months after their last credit (the programme page and the FAQ say so): as long as a
// customer has an order delivered once a year, none are lost; jokers are valid 60 days (delivery-jokers.ts). An
// hourly job on the durable queue writes the expiry of the balances whose last credit is older, so every reader of
// the ledger (basket, history) sees it.
import { sql } from "drizzle-orm";
import type { Database } from "@cabas/db";
import { recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import { customersWithLapsedJokers, expireCustomerJokers } from "./delivery-jokers.ts";

export const LOYALTY_VALIDITY_MONTHS = 12;
export const LOYALTY_EXPIRY_JOB = "loyalty.expire";
const EXPIRE_EVERY_MS = 3_600_000;
export const EXPIRY_REASON = "Euros fidélité expirés : aucun crédit depuis 12 mois";

/**
 * When euros credited last on `lastCredit` expire: the same day 12 months later, or the month's last day when it
 * has none (29 February), as PostgreSQL adds `interval '12 months'`.
 */
export function loyaltyExpiryDate(lastCredit: Date): Date {
  const year = lastCredit.getUTCFullYear() + Math.floor((lastCredit.getUTCMonth() + LOYALTY_VALIDITY_MONTHS) / 12);
  const month = (lastCredit.getUTCMonth() + LOYALTY_VALIDITY_MONTHS) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const expiry = new Date(lastCredit);
  expiry.setUTCFullYear(year, month, Math.min(lastCredit.getUTCDate(), lastDay));
  return expiry;
}

/** Writes the expiry of every balance due at `now`; returns how many customers lost theirs. */
export async function expireLoyaltyEuros(db: Database, now: Date): Promise<number> {
  const due = await db.execute(sql`
    select user_id as "userId" from loyalty_ledger where kind = 'eurofid'
    group by user_id
    having sum(amount) > 0 and max(created_at) filter (where amount > 0) + interval '12 months' <= ${now.toISOString()}::timestamptz`);
  let expired = 0;
  for (const { userId } of (due as { rows: { userId: number }[] }).rows) {
    const wrote = await db.transaction(async (tx) => {
      // The customer's open baskets first: a checkout spending these euros holds its basket's lock, so the expiry
      // waits for it and counts what it spent. Touching them also makes their kept views read the new balance.
      await touchActiveBaskets(tx, userId);
      // Checked again under the lock: a delivery credited meanwhile keeps the euros valid another 12 months.
      const result = await tx.execute(sql`
        insert into loyalty_ledger (user_id, kind, amount, reason, created_at)
        select ${userId}, 'eurofid', -sum(amount), ${EXPIRY_REASON}, ${now.toISOString()}::timestamptz
        from loyalty_ledger where user_id = ${userId} and kind = 'eurofid'
        having sum(amount) > 0 and max(created_at) filter (where amount > 0) + interval '12 months' <= ${now.toISOString()}::timestamptz
        returning id`);
      return (result as { rows: unknown[] }).rows.length;
    });
    expired += wrote;
  }
  return expired;
}

/** Writes off the jokers kept beyond their 60 days (delivery-jokers.ts); returns how many customers lost some. */
export async function expireJokers(db: Database, now: Date): Promise<number> {
  let expired = 0;
  for (const userId of await customersWithLapsedJokers(db, now)) {
    const wrote = await db.transaction(async (tx) => {
      // As for euros: a checkout spending a joker holds its basket's lock; the write-off waits and counts it.
      await touchActiveBaskets(tx, userId);
      return expireCustomerJokers(tx, userId, now);
    });
    if (wrote > 0) expired += 1;
  }
  return expired;
}

export async function scheduleLoyaltyJobs(db: Database, now: Date): Promise<void> {
  await scheduleRecurring(db, LOYALTY_EXPIRY_JOB, new Date(now.getTime() + EXPIRE_EVERY_MS));
}

export function loyaltyJobHandlers(db: Database, clock: () => Date = () => new Date()): JobHandlers {
  return {
    [LOYALTY_EXPIRY_JOB]: recurringHandler(db, LOYALTY_EXPIRY_JOB, EXPIRE_EVERY_MS, clock, async (now) => {
      await expireLoyaltyEuros(db, now);
      await expireJokers(db, now);
    }),
  };
}
