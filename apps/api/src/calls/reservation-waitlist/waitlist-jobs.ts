// The waiting list's background work, on the durable queue (ADR 0006, 0114):
// - reservation-waitlist.offer, queued when an order gives back units of a product someone waits for, or staff raise
//   its stock on the stock screen (ADR 0126), and again at the end of each told person's window: a lapsed place goes
//   back to the shelf, and the next people waiting are told, as many as places are free, each place held for them;
// - reservation-waitlist.sweep, hourly: places freed without an order or the screen (stock raised in the database) are
//   offered, and entries no longer needed are deleted (reservations closed, 90 days of waiting, a window ended: its
//   held place goes to the next in line, ADR 0120).
import { recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import type { Database } from "@cabas/db";
import { linesWithFreePlaces, offerFreedPlaces, purgeWaitlist, WAITLIST_OFFER_JOB } from "./waitlist-store.ts";

export { WAITLIST_OFFER_JOB };
export const WAITLIST_SWEEP_JOB = "reservation-waitlist.sweep";
const SWEEP_EVERY_MS = 3_600_000;

const positiveId = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value > 0;

export async function sweepWaitlist(db: Database, now: Date, shopUrl: string): Promise<void> {
  await purgeWaitlist(db, now);
  for (const { productId, perimeterId } of await linesWithFreePlaces(db, now)) await offerFreedPlaces(db, productId, perimeterId, now, shopUrl);
}

export async function scheduleWaitlistJobs(db: Database, now: Date): Promise<void> {
  await scheduleRecurring(db, WAITLIST_SWEEP_JOB, new Date(now.getTime() + SWEEP_EVERY_MS));
}

export function waitlistJobHandlers(db: Database, shopUrl: string, clock: () => Date = () => new Date()): JobHandlers {
  return {
    [WAITLIST_OFFER_JOB]: async (payload) => {
      const { productId, perimeterId } = payload;
      if (!positiveId(productId) || !positiveId(perimeterId)) throw new Error("malformed waiting-list offer job");
      await offerFreedPlaces(db, productId, perimeterId, clock(), shopUrl);
    },
    [WAITLIST_SWEEP_JOB]: recurringHandler(db, WAITLIST_SWEEP_JOB, SWEEP_EVERY_MS, clock, (now) => sweepWaitlist(db, now, shopUrl)),
  };
}
