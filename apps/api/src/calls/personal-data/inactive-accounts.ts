// The daily run that applies the data policy's « 3 ans après votre dernière activité »: an account nobody used for
// 35 months is told by e-mail it will be erased a month later; still unused then, it is erased exactly as the
// customer's own « Supprimer mon compte » erases it (eraseAccount, ADR 0039). Decisions: docs/adr/0135-*.md; the
// notices spread over the days and counted only once the mail server took them: docs/adr/0142-*.md.
import { eq, sql, type SQL } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { enqueueJob, recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import { loggableErrorMessage } from "../../http/error-log.ts";
import type { Mailer } from "../../mail/mailer.ts";
import { inactiveAccountNoticeMail } from "../../mail/account-mails.ts";
import { UNFINISHED_ORDER_STATUSES } from "../session/account-deletion-rules.ts";
import { eraseAccount } from "../session/account-deletion.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { INACTIVITY_WARNING_MONTHS, inactivityStep, noticeRoom, type InactivityExclusion, type InactivityFacts } from "./inactive-accounts-rules.ts";

export const INACTIVE_ACCOUNTS_JOB = "accounts.inactive";
/** One account's notice, sent by its own job so that a refusal by the mail server is seen and starts no clock. */
export const INACTIVITY_NOTICE_JOB = "accounts.inactive-notice";
const RUN_EVERY_MS = 24 * 3_600_000;
/** Accounts with a notice running read per query: a run goes through them all, a batch at a time, one transaction each. */
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

/** The facts of the accounts `where` picks; erased accounts (ADR 0039's placeholder address) are done with. */
const factsSelect = (where: SQL) => sql`
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
  where u.email not like 'supprime-%@cabas.invalid' and ${where}`;

const factsRows = (result: unknown) => (result as { rows: FactsRow[] }).rows.map((row) => ({ id: row.id, facts: toFacts(row) }));

/** The accounts whose notice was sent, by increasing id after `afterId`: each is waiting, erased or its notice cancelled. */
async function readRunningNotices(db: Database, afterId: number, limit: number): Promise<{ id: number; facts: InactivityFacts }[]> {
  const result = await db.execute(sql`
    select * from (${factsSelect(sql`u.id > ${afterId} and u.inactivity_warned_at is not null`)}) a order by a.id limit ${limit}`);
  return factsRows(result);
}

async function readAccountFacts(db: Database, userId: number): Promise<InactivityFacts | null> {
  return factsRows(await db.execute(factsSelect(sql`u.id = ${userId}`)))[0]?.facts ?? null;
}

/** Notices queued in the 24 hours before `now`, sent or not: what the day's quota has already spent. */
async function noticesQueuedInLastDay(db: Database, now: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from background_jobs
    where kind = ${INACTIVITY_NOTICE_JOB}
      and created_at > ${new Date(now.getTime() - 86_400_000).toISOString()}::timestamptz and created_at <= ${now.toISOString()}::timestamptz`);
  return (result as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}

/**
 * The accounts to warn next, at most `limit`: quiet for 35 months, not warned, nothing keeping them, no notice of
 * theirs waiting in the queue. Those whose last notice the mail server kept refusing come after the others, so a
 * pile of dead addresses retried every day cannot take the whole quota; then the oldest activity first.
 */
async function readNoticeCandidates(db: Database, now: Date, limit: number): Promise<number[]> {
  const result = await db.execute(sql`
    with notices as (
      select (payload ->> 'userId')::int as user_id,
        bool_or(done_at is null and attempts < max_attempts) as pending,
        bool_or(done_at is null and attempts >= max_attempts) as refused
      from background_jobs where kind = ${INACTIVITY_NOTICE_JOB}
      group by 1)
    select a.id from (${factsSelect(sql`u.inactivity_warned_at is null`)}) a
      left join notices n on n.user_id = a.id
    where a."lastActivityAt" + make_interval(months => ${INACTIVITY_WARNING_MONTHS}) <= ${now.toISOString()}::timestamptz
      and not (a.staff or a."unfinishedOrder" or a."amountDue" or a."claimUnderReview")
      and n.pending is not true
    order by coalesce(n.refused, false), a."lastActivityAt", a.id
    limit ${limit}`);
  return (result as { rows: { id: number }[] }).rows.map((row) => row.id);
}

export type InactivityRun = { noticesQueued: number; erased: number; cancelled: number };

/**
 * An account with a notice running, in its own transaction under its row's lock: its facts are read again there, so
 * a sign-in, an order or a second run meanwhile is seen.
 */
async function processRunningNotice(db: Database, userId: number, now: Date, publicUrl: string): Promise<"erased" | "cancelled" | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).for("update");
    if (!user) return null;
    const facts = await readAccountFacts(tx, userId);
    if (!facts?.warnedAt) return null;
    const step = inactivityStep(facts, now);
    if (step.action === "cancel") {
      await tx.update(schema.users).set({ inactivityWarnedAt: null }).where(eq(schema.users.id, userId));
      return "cancelled";
    }
    if (step.action === "erase") {
      await eraseAccount(tx, user, now, publicUrl, facts.warnedAt);
      return "erased";
    }
    return null;
  });
}

/**
 * Sends one account's notice, from its queued job. Under the account's row lock, its facts are read again (the
 * customer may have come back since the job was queued, or a duplicate job sent it already); the notice is written
 * at sending time, announcing the day counted from now, and `inactivity_warned_at` starts the clock only once the
 * mail server accepted it. A refusal throws: nothing is recorded and the queue tries again, then the daily run.
 */
export async function sendInactivityNotice(db: Database, mailer: Mailer, userId: number, now: Date, publicUrl: string): Promise<boolean> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const [user] = await tx.select().from(schema.users).where(eq(schema.users.id, userId)).for("update");
    if (!user) return false;
    const facts = await readAccountFacts(tx, userId);
    if (!facts) return false;
    const step = inactivityStep(facts, now);
    if (step.action !== "warn") return false;
    // Sent with the row locked, so two copies of the job cannot both send; the lock only delays this quiet
    // account's own sign-in for one exchange with the mail server.
    await mailer.send(
      inactiveAccountNoticeMail({ to: user.email, prenom: user.prenom, erasureOn: step.erasureOn, lastActivityAt: facts.lastActivityAt, signInUrl: `${publicUrl}/authentification` }),
    );
    await tx.update(schema.users).set({ inactivityWarnedAt: now }).where(eq(schema.users.id, userId));
    return true;
  });
}

export type InactivityRunOptions = { batch?: number; noticesPerDay?: number };

/**
 * Erases or cancels the notice of every account whose notice is running, a batch at a time, then queues the day's
 * new notices within the quota. One account's failure does not stop the others; the run then throws, so the queue
 * retries it (what was done is not done twice, and the quota counts what the failed run queued).
 */
export async function runInactiveAccounts(db: Database, now: Date, publicUrl: string, options: InactivityRunOptions = {}): Promise<InactivityRun> {
  const batch = options.batch ?? INACTIVE_ACCOUNTS_BATCH;
  const run: InactivityRun = { noticesQueued: 0, erased: 0, cancelled: 0 };
  const failures: string[] = [];
  for (let afterId = 0; ; ) {
    const accounts = await readRunningNotices(db, afterId, batch);
    for (const { id, facts } of accounts) {
      if (inactivityStep(facts, now).action === "none") continue;
      try {
        const done = await processRunningNotice(db, id, now, publicUrl);
        if (done) run[done] += 1;
      } catch (error) {
        failures.push(`account ${id}: ${loggableErrorMessage(error)}`);
      }
    }
    if (accounts.length < batch) break;
    afterId = accounts[accounts.length - 1]!.id;
  }
  // The sending job checks each account again under its lock, so a candidate queued twice is still warned once.
  const room = noticeRoom(await noticesQueuedInLastDay(db, now), options.noticesPerDay);
  if (room > 0) {
    for (const userId of await readNoticeCandidates(db, now, room)) {
      await enqueueJob(db, INACTIVITY_NOTICE_JOB, { userId }, now);
      run.noticesQueued += 1;
    }
  }
  // A place a waiting list held for an erased account may be back on the shelf (ADR 0120).
  if (run.erased > 0) invalidateCatalogueCache(db);
  if (failures.length > 0) throw new Error(`inactive accounts: ${failures.length} failed (${failures.slice(0, 5).join("; ")})`);
  return run;
}

export async function scheduleInactiveAccounts(db: Database, now: Date): Promise<void> {
  await scheduleRecurring(db, INACTIVE_ACCOUNTS_JOB, new Date(now.getTime() + RUN_EVERY_MS));
}

export function inactiveAccountsHandlers(db: Database, publicUrl: string, mailer: Mailer, clock: () => Date = () => new Date()): JobHandlers {
  return {
    [INACTIVE_ACCOUNTS_JOB]: recurringHandler(db, INACTIVE_ACCOUNTS_JOB, RUN_EVERY_MS, clock, (now) => runInactiveAccounts(db, now, publicUrl)),
    [INACTIVITY_NOTICE_JOB]: async (payload) => {
      if (typeof payload.userId !== "number") throw new Error("malformed inactivity notice job");
      await sendInactivityNotice(db, mailer, payload.userId, clock(), publicUrl);
    },
  };
}
