// The recurring slot jobs on the durable queue: scheduled once, each run does its work and queues the next.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { openTestDatabase, schema, type DatabaseHandle } from "@cabas/db";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { holdSlot } from "./slot-booking.ts";
import { SLOT_GENERATE_JOB, SLOT_RELEASE_JOB, scheduleSlotJobs, slotJobHandlers } from "./slot-jobs.ts";

let handle: DatabaseHandle;
let clock = new Date("2026-11-22T10:00:00Z");

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(schema.perimeters).values({ code: "paris", name: "Paris", warehouse: "Gennevilliers", isDefault: true });
});
afterAll(() => handle.close());

const pending = async (kind: string) => {
  const [row] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.backgroundJobs)
    .where(and(eq(schema.backgroundJobs.kind, kind), isNull(schema.backgroundJobs.doneAt)));
  return row!.n;
};

describe("slot jobs", () => {
  it("are queued once however many instances start", async () => {
    await scheduleSlotJobs(handle.db, clock);
    await scheduleSlotJobs(handle.db, clock);
    expect([await pending(SLOT_GENERATE_JOB), await pending(SLOT_RELEASE_JOB)]).toEqual([1, 1]);
  });

  it("generate the coming days' slots and release expired holds, then queue their next run", async () => {
    const handlers = slotJobHandlers(handle.db, () => clock);
    clock = new Date("2026-11-23T10:00:00Z"); // the next day: both jobs are due
    await runDueJobs(handle.db, handlers, clock);
    const slots = await handle.db.select().from(schema.deliverySlots);
    expect(slots.length).toBeGreaterThan(90);
    expect([await pending(SLOT_GENERATE_JOB), await pending(SLOT_RELEASE_JOB)]).toEqual([1, 1]);

    const [user] = await handle.db.insert(schema.users).values({ email: "a@example.fr", passwordHash: "x", nom: "A", prenom: "B" }).returning();
    const [basket] = await handle.db.insert(schema.baskets).values({ userId: user!.id, perimeterId: slots[0]!.perimeterId }).returning();
    const slot = slots.find((s) => s.startsAt.getTime() > clock.getTime() + 24 * 3_600_000)!;
    await handle.db.transaction((tx) => holdSlot(tx, { basketId: basket!.id, userId: user!.id, slotId: slot.id, now: clock }));

    clock = new Date(clock.getTime() + 61 * 60_000);
    await runDueJobs(handle.db, handlers, clock);
    const [after] = await handle.db.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slot.id));
    expect(after!.booked).toBe(0);
    expect(await pending(SLOT_RELEASE_JOB)).toBe(1);
  });
});
