// Creates the coming days' delivery slots of every perimeter. Idempotent (the unique index on perimeter, start and
// express skips what exists), so API start, the daily job and tests all call it freely.
import { schema, type Database } from "@cabas/db";
import {
  addDays,
  DEFAULT_SLOT_DAYS,
  EXPRESS_DAYS,
  EXPRESS_WINDOWS,
  parisDate,
  parisLocalTime,
  REGULAR_WINDOWS,
} from "../../domain/slot-rules.ts";

type SlotRow = typeof schema.deliverySlots.$inferInsert;

/** Slots for `days` Paris calendar days from today's; returns how many were created. */
export async function ensureSlots(db: Database, now: Date, days = DEFAULT_SLOT_DAYS): Promise<number> {
  const perimeters = await db
    .select({ id: schema.perimeters.id, expressFeeCents: schema.perimeters.expressFeeCents })
    .from(schema.perimeters);
  const today = parisDate(now);
  const rows: SlotRow[] = [];
  for (const perimeter of perimeters) {
    for (let offset = 0; offset < days; offset++) {
      const date = addDays(today, offset);
      const windows = offset < EXPRESS_DAYS ? [...REGULAR_WINDOWS, ...EXPRESS_WINDOWS] : REGULAR_WINDOWS;
      for (const w of windows) {
        const startsAt = parisLocalTime(date, w.startHour);
        // Past windows of today are not worth a row: nobody can book them.
        if (startsAt.getTime() <= now.getTime()) continue;
        rows.push({
          perimeterId: perimeter.id,
          startsAt,
          endsAt: parisLocalTime(date, w.endHour),
          capacity: w.capacity,
          feeCents: w.feeCents,
          expressFeeCents: w.express ? perimeter.expressFeeCents : 0,
          isExpress: w.express,
        });
      }
    }
  }
  let created = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const inserted = await db
      .insert(schema.deliverySlots)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing()
      .returning({ id: schema.deliverySlots.id });
    created += inserted.length;
  }
  return created;
}
