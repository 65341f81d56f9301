// Payments nobody finished: a shopper who closed the 3-D Secure page, or a process that stopped between the
// order's commit and the provider's answer. Their orders hold stock, a slot place and benefits; after a while they
// are treated as declined, which gives everything back (the same path as a refused card).
import { and, inArray, like, lt, ne, or } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import { AppError } from "../../http/app-error.ts";
import { SANDBOX_SESSION_MINUTES } from "../../payment/sandbox-provider.ts";
import { applyPaymentOutcome } from "./payment-outcome.ts";

export const PAYMENT_SWEEP_JOB = "payments.sweep";
const SWEEP_EVERY_MS = 5 * 60_000;
/** Twice the provider's own session lifetime: by then no challenge can still succeed. */
export const ABANDONED_AFTER_MS = 2 * SANDBOX_SESSION_MINUTES * 60_000;
export const ABANDONED_REASON = "Paiement non finalisé : la commande est annulée et les produits remis en rayon.";

/**
 * Declines card payments still waiting after ABANDONED_AFTER_MS, and any payment the provider never received
 * (`attente-…`). Phone payments wait for staff and SEPA debits for the bank: they are left alone. Returns how
 * many orders were released.
 */
export async function sweepAbandonedPayments(db: Database, now: Date, publicUrl: string): Promise<number> {
  const { payments } = schema;
  const stale = await db
    .select({ provider: payments.provider, providerRef: payments.providerRef })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ["pending", "requires_action"]),
        ne(payments.method, "phone"),
        or(inArray(payments.method, ["card"]), like(payments.providerRef, "attente-%")),
        lt(payments.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
      ),
    )
    .orderBy(payments.id)
    .limit(200);
  let released = 0;
  for (const payment of stale) {
    try {
      await applyPaymentOutcome(db, { ...payment, outcome: { kind: "declined", reason: ABANDONED_REASON }, now, publicUrl });
      released += 1;
    } catch (error) {
      // Settled meanwhile by its callback: nothing to release.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return released;
}

export const schedulePaymentSweep = (db: Database, now: Date): Promise<void> =>
  scheduleRecurring(db, PAYMENT_SWEEP_JOB, new Date(now.getTime() + SWEEP_EVERY_MS));

export function paymentSweepHandlers(db: Database, publicUrl: string, clock: () => Date = () => new Date()): JobHandlers {
  return {
    [PAYMENT_SWEEP_JOB]: recurringHandler(db, PAYMENT_SWEEP_JOB, SWEEP_EVERY_MS, clock, (now) => sweepAbandonedPayments(db, now, publicUrl)),
  };
}
