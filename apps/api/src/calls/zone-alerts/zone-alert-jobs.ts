// The background work of zone alerts (ADR 0038), on the durable queue (ADR 0006):
// - zone-alerts.notify, queued by the opening of a postal code: one e-mail per waiting person. Each request is
//   marked by a conditional update in the same transaction as its e-mail's job, so a retried or repeated run
//   never mails anyone twice;
// - zone-alerts.purge, daily: requests of codes opened since (a request that arrived while the code opened) are
//   notified, then requests notified 30 days ago and those waiting for 3 years are deleted.
import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { enqueueJob, recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { zoneOpenedMail } from "./zone-alert-mails.ts";
import { notifiedPurgeCutoff, waitingPurgeCutoff } from "./zone-alert-rules.ts";

export const ZONE_OPENED_JOB = "zone-alerts.notify";
export const ZONE_ALERT_PURGE_JOB = "zone-alerts.purge";
const PURGE_EVERY_MS = 24 * 3_600_000;

/** Queues each waiting person's e-mail for a postal code Cabas now delivers; returns how many were queued. */
export async function notifyWaitingAlerts(
  db: Database,
  postalCode: string,
  now: Date,
  shopUrl: string,
): Promise<number> {
  const alerts = schema.zoneOpeningAlerts;
  const places = await db
    .selectDistinct({ commune: schema.postalCodes.commune })
    .from(schema.postalCodes)
    .where(eq(schema.postalCodes.code, postalCode))
    .orderBy(asc(schema.postalCodes.commune));
  // Closed again before the job ran: nobody is told a zone is open that is not; the requests keep waiting.
  if (places.length === 0) return 0;
  const communes = places.map((p) => p.commune);
  const waiting = await db
    .select({ id: alerts.id })
    .from(alerts)
    .where(and(eq(alerts.postalCode, postalCode), isNull(alerts.notifiedAt)))
    .orderBy(asc(alerts.id));
  let queued = 0;
  for (const { id } of waiting) {
    queued += await db.transaction(async (tx) => {
      const [marked] = await tx
        .update(alerts)
        .set({ notifiedAt: now })
        .where(and(eq(alerts.id, id), isNull(alerts.notifiedAt)))
        .returning({ email: alerts.email });
      if (!marked) return 0;
      await enqueueJob(tx, MAIL_JOB, zoneOpenedMail(marked.email, postalCode, communes, shopUrl), now);
      return 1;
    });
  }
  return queued;
}

/** Postal codes with waiting requests that a perimeter delivers now. */
async function openedWithWaiting(db: Database): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct a.postal_code as "postalCode" from zone_opening_alerts a
    where a.notified_at is null and exists (select 1 from postal_codes p where p.code = a.postal_code)
    order by 1`);
  return (result as { rows: { postalCode: string }[] }).rows.map((r) => r.postalCode);
}

/** Deletes what is no longer needed; returns how many requests went. */
export async function purgeZoneAlerts(db: Database, now: Date): Promise<number> {
  const alerts = schema.zoneOpeningAlerts;
  const gone = await db
    .delete(alerts)
    .where(
      or(
        and(isNull(alerts.notifiedAt), lt(alerts.createdAt, waitingPurgeCutoff(now))),
        lt(alerts.notifiedAt, notifiedPurgeCutoff(now)),
      ),
    )
    .returning({ id: alerts.id });
  return gone.length;
}

export async function scheduleZoneAlertJobs(db: Database, now: Date): Promise<void> {
  await scheduleRecurring(db, ZONE_ALERT_PURGE_JOB, new Date(now.getTime() + PURGE_EVERY_MS));
}

export function zoneAlertJobHandlers(db: Database, shopUrl: string, clock: () => Date = () => new Date()): JobHandlers {
  return {
    [ZONE_OPENED_JOB]: async (payload) => {
      const postalCode = payload.postalCode;
      if (typeof postalCode !== "string" || !/^[0-9]{5}$/.test(postalCode))
        throw new Error("malformed zone opening job");
      await notifyWaitingAlerts(db, postalCode, clock(), shopUrl);
    },
    [ZONE_ALERT_PURGE_JOB]: recurringHandler(db, ZONE_ALERT_PURGE_JOB, PURGE_EVERY_MS, clock, async (now) => {
      for (const postalCode of await openedWithWaiting(db)) await notifyWaitingAlerts(db, postalCode, now, shopUrl);
      await purgeZoneAlerts(db, now);
    }),
  };
}
