// Recurring slot work on the durable job queue: generating the coming days' slots (daily) and giving back the
// places of expired holds and unused reservations (every few minutes; bookings also release them lazily).
import type { Database } from "@cabas/db";
import { recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import { releaseExpiredHolds } from "./slot-booking.ts";
import { ensureSlots } from "./slot-generation.ts";

export const SLOT_GENERATE_JOB = "slots.generate";
export const SLOT_RELEASE_JOB = "slots.release";
const GENERATE_EVERY_MS = 24 * 3_600_000;
const RELEASE_EVERY_MS = 5 * 60_000;

/** Queues both recurring jobs unless they are already waiting (several API instances start them once). */
export async function scheduleSlotJobs(db: Database, now: Date): Promise<void> {
  await scheduleRecurring(db, SLOT_GENERATE_JOB, new Date(now.getTime() + GENERATE_EVERY_MS));
  await scheduleRecurring(db, SLOT_RELEASE_JOB, new Date(now.getTime() + RELEASE_EVERY_MS));
}

export function slotJobHandlers(db: Database, clock: () => Date = () => new Date()): JobHandlers {
  return {
    [SLOT_GENERATE_JOB]: recurringHandler(db, SLOT_GENERATE_JOB, GENERATE_EVERY_MS, clock, (now) => ensureSlots(db, now)),
    [SLOT_RELEASE_JOB]: recurringHandler(db, SLOT_RELEASE_JOB, RELEASE_EVERY_MS, clock, (now) => releaseExpiredHolds(db, now)),
  };
}
