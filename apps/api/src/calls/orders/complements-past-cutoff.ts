// A complement basket whose order no longer takes it (its cut-off passed, though the warehouse has not started it yet)
// can only be refused at payment. A recurring job hands it back as an ordinary basket with its items, as the
// warehouse's move does later (ADR 0083, amended): the customer finds a basket she can order, not a refusal to read.
import { eq } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { enqueueJob, recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import { takesComplements } from "../../domain/complement-hand-back.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { complementPastCutoffMail } from "../../mail/order-mails.ts";
import { leaveOrderChange } from "../basket/basket-actions.ts";
import { changingBasketsPastCutoff, orderChangeRefusal } from "../basket/changed-order.ts";
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
export async function handBackComplementsPastCutoff(db: Database, now: Date, publicUrl: string): Promise<number> {
  const { orders } = schema;
  const candidates = await changingBasketsPastCutoff(db, "complement", now, BATCH);
  let handedBack = 0;
  for (const { userId, orderId } of candidates) {
    if (userId === null || orderId === null) continue;
    const done = await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      const basketId = await lockComplementBasket(tx, userId, orderId);
      if (basketId === null) return false;
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("share");
      // The same rule as the refusal at payment: what the customer could still pay is not taken from her.
      if (order && orderChangeRefusal(order, now, "complement") === null) return false;
      await leaveOrderChange(tx, basketId, now);
      // An order that still goes ahead (placed, or awaiting its phone payment) leaves without the items: said by mail.
      const facts = order && takesComplements(order.status) ? await orderMailFacts(tx, order, publicUrl) : null;
      if (facts) await enqueueJob(tx, MAIL_JOB, complementPastCutoffMail({ ...facts, basketUrl: `${publicUrl}/checkout/mon-panier` }), now);
      return true;
    });
    if (done) handedBack += 1;
  }
  return handedBack;
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
