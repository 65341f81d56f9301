// The daily run that applies the data policy's « 3 ans après votre dernière activité »: an account nobody used for
// 35 months is told by e-mail it will be erased a month later; still unused then, it is erased exactly as the
// customer's own « Supprimer mon compte » erases it (eraseAccount, ADR 0039). Decisions: docs/adr/0135-*.md.
import { eq, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { enqueueJob, recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import { loggableErrorMessage } from "../../http/error-log.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { inactiveAccountNoticeMail } from "../../mail/account-mails.ts";
import { UNFINISHED_ORDER_STATUSES } from "../session/account-deletion-rules.ts";
import { eraseAccount } from "../session/account-deletion.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { INACTIVITY_WARNING_MONTHS, inactivityStep, type InactivityExclusion, type InactivityFacts } from "./inactive-accounts-rules.ts";

export const INACTIVE_ACCOUNTS_JOB = "accounts.inactive";
const RUN_EVERY_MS = 24 * 3_600_000;
/** Accounts read per query: a run goes through all that are due, a batch at a time, one transaction per account. */
export const INACTIVE_ACCOUNTS_BATCH = 100;

type FactsRow = {
  id: number;
  lastActivityAt: Date | string;
  warnedAt: Date | string | null;
  staff: boolean;
  unfinishedOrder: boolean;
  amountDue: boolean;
  claimUnderReview: boolean;
};

const asDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

function toFacts(row: FactsRow): InactivityFacts {
  const exclusions: InactivityExclusion[] = [];
  if (row.staff) exclusions.push("staff");
  if (row.unfinishedOrder) exclusions.push("unfinished-order");
  if (row.amountDue) exclusions.push("amount-due");
  if (row.claimUnderReview) exclusions.push("claim-under-review");
  return { lastActivityAt: asDate(row.lastActivityAt), warnedAt: row.warnedAt === null ? null : asDate(row.warnedAt), exclusions };
}

const unfinishedStatuses = sql.join(
  UNFINISHED_ORDER_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The facts of the accounts the run may have to act on, by increasing id after `afterId`: those with a notice
 * running, and those quiet for 35 months. Erased accounts (ADR 0039's placeholder address) are done with.
 */
async function readFacts(db: Database, f: { now: Date; afterId: number; limit: number; onlyId?: number }): Promise<{ id: number; facts: InactivityFacts }[]> {
  const result = await db.execute(sql`
    select * from (
      select u.id,
        u.inactivity_warned_at as "warnedAt",
        -- greatest() skips nulls: an account never signed in since migration 0064 counts from its creation or orders.
        greatest(u.created_at, u.last_active_at,
          (select max(greatest(o.placed_at, o.delivered_at)) from orders o where o.user_id = u.id)) as "lastActivityAt",
        cardinality(u.permissions) > 0 as staff,
        exists (select 1 from orders o where o.user_id = u.id and o.status in (${unfinishedStatuses})) as "unfinishedOrder",
        -- A returned SEPA debit not paid since (ADR 0129): the account is how the customer is asked for it.
        exists (select 1 from payments p join orders o on o.id = p.order_id
                where o.user_id = u.id and p.status = 'captured' and p.returned_at is not null and p.return_paid_at is null) as "amountDue",
        exists (select 1 from order_claims c where c.user_id = u.id and c.status = 'under_review') as "claimUnderReview"
      from users u
      where u.id > ${f.afterId} and u.email not like 'supprime-%@cabas.invalid'
        ${f.onlyId === undefined ? sql`` : sql`and u.id = ${f.onlyId}`}
    ) a
    where a."warnedAt" is not null
       or a."lastActivityAt" + make_interval(months => ${INACTIVITY_WARNING_MONTHS}) <= ${f.now.toISOString()}::timestamptz
    order by a.id
    limit ${f.limit}`);
  return (result as { rows: FactsRow[] }).rows.map((row) => ({ id: row.id, facts: toFacts(row) }));
}

export type InactivityRun = { warned: number; erased: number; cancelled: number };

/**
 * One account, in its own transaction under its row's lock: its facts are read again there, so a sign-in, an order
 * or a second run meanwhile is seen (a run that finds the notice already queued does not queue another).
 */
async function processAccount(db: Database, userId: number, now: Date, publicUrl: string): Promise<keyof InactivityRun | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).for("update");
    if (!user) return null;
    const [current] = await readFacts(tx, { now, afterId: 0, limit: 1, onlyId: userId });
    if (!current) return null;
    const step = inactivityStep(current.facts, now);
    switch (step.action) {
      case "none":
        return null;
      case "cancel":
        await tx.update(schema.users).set({ inactivityWarnedAt: null }).where(eq(schema.users.id, userId));
        return "cancelled";
      case "warn":
        await tx.update(schema.users).set({ inactivityWarnedAt: now }).where(eq(schema.users.id, userId));
        await enqueueJob(
          tx,
          MAIL_JOB,
          inactiveAccountNoticeMail({ to: user.email, prenom: user.prenom, erasureOn: step.erasureOn, lastActivityAt: current.facts.lastActivityAt, signInUrl: `${publicUrl}/authentification` }),
          now,
        );
        return "warned";
      case "erase":
        await eraseAccount(tx, user, now, publicUrl, current.facts.warnedAt ?? now);
        return "erased";
    }
  });
}

/**
 * Warns, erases or cancels the notice of every account due at `now`, a batch at a time. One account's failure does
 * not stop the others; the run then throws, so the queue retries it (what was done is not done twice).
 */
export async function runInactiveAccounts(db: Database, now: Date, publicUrl: string, batch = INACTIVE_ACCOUNTS_BATCH): Promise<InactivityRun> {
  const run: InactivityRun = { warned: 0, erased: 0, cancelled: 0 };
  const failures: string[] = [];
  for (let afterId = 0; ; ) {
    const accounts = await readFacts(db, { now, afterId, limit: batch });
    for (const { id, facts } of accounts) {
      if (inactivityStep(facts, now).action === "none") continue;
      try {
        const done = await processAccount(db, id, now, publicUrl);
        if (done) run[done] += 1;
      } catch (error) {
        failures.push(`account ${id}: ${loggableErrorMessage(error)}`);
      }
    }
    if (accounts.length < batch) break;
    afterId = accounts[accounts.length - 1]!.id;
  }
  // A place a waiting list held for an erased account may be back on the shelf (ADR 0120).
  if (run.erased > 0) invalidateCatalogueCache(db);
  if (failures.length > 0) throw new Error(`inactive accounts: ${failures.length} failed (${failures.slice(0, 5).join("; ")})`);
  return run;
}

export async function scheduleInactiveAccounts(db: Database, now: Date): Promise<void> {
  await scheduleRecurring(db, INACTIVE_ACCOUNTS_JOB, new Date(now.getTime() + RUN_EVERY_MS));
}

export function inactiveAccountsHandlers(db: Database, publicUrl: string, clock: () => Date = () => new Date()): JobHandlers {
  return {
    [INACTIVE_ACCOUNTS_JOB]: recurringHandler(db, INACTIVE_ACCOUNTS_JOB, RUN_EVERY_MS, clock, (now) => runInactiveAccounts(db, now, publicUrl)),
  };
}
