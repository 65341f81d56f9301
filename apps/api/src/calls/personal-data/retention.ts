// How long the shop keeps what has no other time limit, and the daily job that deletes it (ADR 0113). The data
// policy (seed's « donnees-personnelles ») states these durations; a duration changed here is changed there.
// - Sign-in history (sessions): a year after the session ended (expired or signed out), the span the CNIL advises
//   for connection logs, long enough to answer « someone signed in as me last spring ». A staff member's login-as
//   session stays: the staff journal (ADR 0091) reads its end, as the audit of who acted for the customer.
// - Contact messages: three years after they were sent, the CNIL's span for a customer relation's exchanges
//   once the matter is closed; the team's mailbox keeps its own copy under its own rules.
import { and, isNull, lt, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";

export const SESSION_RETENTION_MONTHS = 12;
export const CONTACT_MESSAGE_RETENTION_YEARS = 3;
export const PERSONAL_DATA_PURGE_JOB = "personal-data.purge";
const PURGE_EVERY_MS = 24 * 3_600_000;

/** Sessions that ended before this are deleted. Calendar months, as the policy says « un an ». */
export function sessionPurgeCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - SESSION_RETENTION_MONTHS);
  return cutoff;
}

/** Contact messages sent before this are deleted. */
export function contactMessagePurgeCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - CONTACT_MESSAGE_RETENTION_YEARS);
  return cutoff;
}

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
        isNull(sessions.impersonatorId),
        lt(sql`least(${sessions.expiresAt}, coalesce(${sessions.revokedAt}, ${sessions.expiresAt}))`, sql`${cutoff}::timestamptz`),
      ),
    )
    .returning({ id: sessions.id });
  return gone.length;
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
      await purgeEndedSessions(db, now);
      await purgeOldContactMessages(db, now);
    }),
  };
}
