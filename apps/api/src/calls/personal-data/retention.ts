// How long the shop keeps what has no other time limit, and the daily job that deletes it (ADR 0113). The data
// policy (seed's « donnees-personnelles ») states these durations; a duration changed here is changed there.
// - Sign-in history (sessions): a year after the session ended (expired or signed out), the span the CNIL advises
//   for connection logs, long enough to answer « someone signed in as me last spring ». A staff member's login-as
//   session stays: the staff journal (ADR 0091) reads its end, as the audit of who acted for the customer.
// - Contact messages: three years after they were sent, the CNIL's span for a customer relation's exchanges
//   once the matter is closed; the team's mailbox keeps its own copy under its own rules.
// - Staff's login-as records (impersonations, what each did, their sessions): five years after they ended, the
//   limitation period of a claim about what was done on the account (Code civil, article 2224).
import { and, inArray, isNull, lt, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";

export const SESSION_RETENTION_MONTHS = 12;
export const CONTACT_MESSAGE_RETENTION_YEARS = 3;
export const IMPERSONATION_RETENTION_YEARS = 5;
export const PERSONAL_DATA_PURGE_JOB = "personal-data.purge";
const PURGE_EVERY_MS = 24 * 3_600_000;

/** `months` calendar months before `now` (a year is 12: the policy says « un an », « 3 ans »). */
function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff;
}

/** Sessions that ended before this are deleted. */
export const sessionPurgeCutoff = (now: Date): Date => monthsBefore(now, SESSION_RETENTION_MONTHS);

/** Contact messages sent before this are deleted. */
export const contactMessagePurgeCutoff = (now: Date): Date => monthsBefore(now, CONTACT_MESSAGE_RETENTION_YEARS * 12);

/** Login-as records that ended (or, never closed, started) before this are deleted. */
export const impersonationPurgeCutoff = (now: Date): Date => monthsBefore(now, IMPERSONATION_RETENTION_YEARS * 12);

/**
 * Deletes sessions that ended a year ago: signed out (revoked) or expired, whichever came first. Baskets and
 * address-change requests that pointed at them keep going (`set null`).
 */
export async function purgeEndedSessions(db: Database, now: Date): Promise<number> {
  const sessions = schema.sessions;
  const cutoff = sessionPurgeCutoff(now).toISOString();
  const gone = await db
    .delete(sessions)
    .where(
      and(
        // A login-as session goes with its record (purgeOldImpersonations), not before.
        isNull(sessions.impersonationId),
        // least() skips a null revoked_at: a session never signed out ended at its expiry.
        lt(sql`least(${sessions.expiresAt}, ${sessions.revokedAt})`, sql`${cutoff}::timestamptz`),
      ),
    )
    .returning({ id: sessions.id });
  return gone.length;
}

/**
 * Deletes login-as records five years after they ended, with what each did (cascade) and their sessions. A
 * login-as never closed counts from its start: its session expired long before.
 */
export async function purgeOldImpersonations(db: Database, now: Date): Promise<number> {
  const records = schema.impersonations;
  const cutoff = sql`${impersonationPurgeCutoff(now).toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const ending = await tx
      .select({ id: records.id })
      .from(records)
      .where(lt(sql`coalesce(${records.endedAt}, ${records.startedAt})`, cutoff))
      .for("update");
    if (ending.length === 0) return 0;
    const ids = ending.map((e) => e.id);
    // Sessions first: deleting the record would set their link to null, and they could no longer be told apart.
    await tx.delete(schema.sessions).where(inArray(schema.sessions.impersonationId, ids));
    await tx.delete(records).where(inArray(records.id, ids));
    return ids.length;
  });
}

export async function purgeOldContactMessages(db: Database, now: Date): Promise<number> {
  const messages = schema.contactMessages;
  const gone = await db
    .delete(messages)
    .where(lt(messages.createdAt, contactMessagePurgeCutoff(now)))
    .returning({ id: messages.id });
  return gone.length;
}

export async function schedulePersonalDataPurge(db: Database, now: Date): Promise<void> {
  await scheduleRecurring(db, PERSONAL_DATA_PURGE_JOB, new Date(now.getTime() + PURGE_EVERY_MS));
}

export function personalDataPurgeHandlers(db: Database, clock: () => Date = () => new Date()): JobHandlers {
  return {
    [PERSONAL_DATA_PURGE_JOB]: recurringHandler(db, PERSONAL_DATA_PURGE_JOB, PURGE_EVERY_MS, clock, async (now) => {
      await purgeOldImpersonations(db, now);
      await purgeEndedSessions(db, now);
      await purgeOldContactMessages(db, now);
    }),
  };
}
