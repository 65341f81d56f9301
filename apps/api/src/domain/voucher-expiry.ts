// When a voucher stops being valid. Customers read « valable jusqu'au 31 décembre 2026 », so the voucher is valid the
// whole of that Paris day, not until the hour of the day it was won or given.
import { addDays, parisDate, parisLocalTime } from "./slot-rules.ts";

/** The last millisecond of the Paris day `validDays` days after `now`'s: the day « valable jusqu'au » names. */
export function voucherExpiry(now: Date, validDays: number): Date {
  const lastDay = addDays(parisDate(now), validDays);
  return new Date(parisLocalTime(addDays(lastDay, 1), 0).getTime() - 1);
}
