// A complement basket whose order no longer takes it (its cut-off passed, though the warehouse has not started it yet)
// can only be refused at payment. A recurring job hands it back as an ordinary basket with its items, as the
// warehouse's move does later (ADR 0083, amended): the customer finds a basket she can order, not a refusal to read.
import type { Database } from "@cabas/db";
import { enqueueJob, recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import { takesComplements } from "../../domain/complement-hand-back.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { complementPastCutoffMail } from "../../mail/order-mails.ts";
import { leaveOrderChange } from "../basket/basket-actions.ts";
import { handBackChangesPastCutoff } from "../basket/changed-order.ts";
import { handBackModificationsPastCutoff } from "./modifications-past-cutoff.ts";
import { lockComplementBasket } from "./order-changes.ts";
import { orderMailFacts } from "./order-store.ts";

export const COMPLEMENTS_PAST_CUTOFF_JOB = "orders.complements-past-cutoff";
/** A cut-off falls on the minute: a basket is handed back within a minute of it. */
const EVERY_MS = 60_000;
/** Baskets handed back per run; the next run takes the rest. */
const BATCH = 200;

/**
 * Hands back every complement basket still being filled whose order no longer takes a complement. Each in its own
 * transaction, locking the basket then the order, as a complement's checkout and the warehouse's moves do; read again
 * under the locks, a basket paid, left or handed back meanwhile is left alone. The customer is told by e-mail when the
 * order is still to be delivered (a move that closed or started it said so in its own mail). Returns how many were
 * handed back.
 */
export function handBackComplementsPastCutoff(db: Database, now: Date, publicUrl: string): Promise<number> {
  return handBackChangesPastCutoff(
    db,
    "complement",
    now,
    BATCH,
    (tx, { userId, orderId }) => (userId === null ? Promise.resolve(null) : lockComplementBasket(tx, userId, orderId)),
    async (tx, basketId, order) => {
      await leaveOrderChange(tx, basketId, now);
      // An order that still goes ahead (placed, or awaiting its phone payment) leaves without the items: said by mail.
      const facts = order && takesComplements(order.status) ? await orderMailFacts(tx, order, publicUrl) : null;
      if (facts) await enqueueJob(tx, MAIL_JOB, complementPastCutoffMail({ ...facts, basketUrl: `${publicUrl}/checkout/mon-panier` }), now);
    },
  );
}

export const scheduleComplementsPastCutoff = (db: Database, now: Date): Promise<void> =>
  scheduleRecurring(db, COMPLEMENTS_PAST_CUTOFF_JOB, new Date(now.getTime() + EVERY_MS));

export function complementsPastCutoffHandlers(db: Database, publicUrl: string, clock: () => Date = () => new Date()): JobHandlers {
  return {
    // The same minute also ends the modifications past their cut-off (ADR 0083, second amendment): one job, already
    // scheduled in every database, for every basket changing an order.
    [COMPLEMENTS_PAST_CUTOFF_JOB]: recurringHandler(db, COMPLEMENTS_PAST_CUTOFF_JOB, EVERY_MS, clock, async (now) => {
      await handBackComplementsPastCutoff(db, now, publicUrl);
      await handBackModificationsPastCutoff(db, now, publicUrl);
    }),
  };
}
