// Delivery-slot rules: the day's windows in Paris local time, when a slot stops taking bookings, how long a hold lasts.
// Pure functions: the booking code (calls/slots/slot-booking.ts) applies them under the slot's row lock.
import { frenchTime, frenchWeekday, frenchWeekdayTime } from "@cabas/contracts";

export const SLOT_TIME_ZONE = "Europe/Paris";
export const HOLD_MINUTES = 60;
/** Express slots are same/next-day deliveries: they stay bookable until shortly before they start (ADR 0014). */
export const EXPRESS_LEAD_MINUTES = 90;
export const DEFAULT_SLOT_DAYS = 14;
export const DEFAULT_SLOT_CAPACITY = 20;
export const EXPRESS_SLOT_CAPACITY = 5;
/** Evening windows are the most asked for: a small surcharge spreads deliveries over the day. */
export const PEAK_SURCHARGE_CENTS = 150;

export type SlotWindow = { startHour: number; endHour: number; express: boolean; capacity: number; feeCents: number };

/** Ordinary two-hour windows, 7 h – 22 h with a lunch break for the drivers. */
export const REGULAR_WINDOWS: readonly SlotWindow[] = [
  [7, 9],
  [9, 11],
  [11, 13],
  [14, 16],
  [16, 18],
  [18, 20],
  [20, 22],
].map(([startHour, endHour]) => ({
  startHour: startHour!,
  endHour: endHour!,
  express: false,
  capacity: DEFAULT_SLOT_CAPACITY,
  feeCents: startHour! >= 18 ? PEAK_SURCHARGE_CENTS : 0,
}));

/** A few express windows, offered today and tomorrow only, with the perimeter's express fee on top. */
export const EXPRESS_WINDOWS: readonly SlotWindow[] = [
  [10, 12],
  [15, 17],
  [19, 21],
].map(([startHour, endHour]) => ({ startHour: startHour!, endHour: endHour!, express: true, capacity: EXPRESS_SLOT_CAPACITY, feeCents: 0 }));
export const EXPRESS_DAYS = 2;

export type LocalDate = { year: number; month: number; day: number };

const partsFormatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: SLOT_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function parisParts(instant: Date): LocalDate & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The Paris calendar day of an instant. */
export function parisDate(instant: Date): LocalDate {
  const { year, month, day } = parisParts(instant);
  return { year, month, day };
}

/** The calendar day `offset` days after `date` (month and year roll over). */
export function addDays(date: LocalDate, offset: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + offset));
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

export const isoDate = (date: LocalDate): string =>
  `${date.year}-${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;

/**
 * The instant at which Paris clocks show `hour`:00 on `date`. Computed from the zone's real offset that day, so a
 * 7 h slot is 06:00 UTC in winter and 05:00 UTC in summer.
 */
export function parisLocalTime(date: LocalDate, hour: number): Date {
  const naive = Date.UTC(date.year, date.month - 1, date.day, hour);
  let guess = naive;
  // Two rounds settle the offset even when the first guess falls on the other side of a DST change.
  for (let round = 0; round < 2; round++) {
    const p = parisParts(new Date(guess));
    const shown = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess = naive - (shown - guess);
  }
  return new Date(guess);
}

export type SlotTiming = { startsAt: Date; isExpress: boolean };

/** When the slot stops taking bookings: the perimeter's order cut-off before its start, or the express lead time. */
export function bookingCutoff(slot: SlotTiming, cutoffHours: number): Date {
  const leadMs = slot.isExpress ? EXPRESS_LEAD_MINUTES * 60_000 : cutoffHours * 3_600_000;
  return new Date(slot.startsAt.getTime() - leadMs);
}

export type SlotRefusal = "past" | "closed";

/** Why a slot cannot be booked now, or null when it can (capacity aside, which needs the lock). */
export function slotRefusal(slot: SlotTiming, cutoffHours: number, now: Date): SlotRefusal | null {
  if (slot.startsAt.getTime() <= now.getTime()) return "past";
  if (bookingCutoff(slot, cutoffHours).getTime() <= now.getTime()) return "closed";
  return null;
}

export const SLOT_REFUSAL_MESSAGES: Record<SlotRefusal, string> = {
  past: "Ce créneau est déjà passé : choisissez-en un autre.",
  closed: "Ce créneau n'est plus réservable : les commandes sont closes pour cette livraison. Choisissez-en un autre.",
};

/** A hold lasts 60 minutes, never beyond the slot's cut-off (an order after it could not be prepared in time). */
export function holdExpiry(now: Date, cutoff: Date): Date {
  return new Date(Math.min(now.getTime() + HOLD_MINUTES * 60_000, cutoff.getTime()));
}

/**
 * When a basket's hold of a slot ends once the slot is chosen. A hold is never renewed (ADR 0060): choosing the
 * slot the basket already holds keeps the end of that hold (`runningEnd`); a new 60-minute hold starts only when
 * there is none running. Otherwise one visitor could keep a place from everyone by choosing it every few minutes.
 */
export function holdEnd(now: Date, cutoff: Date, runningEnd: Date | null): Date {
  if (runningEnd && runningEnd.getTime() > now.getTime()) return new Date(Math.min(runningEnd.getTime(), cutoff.getTime()));
  return holdExpiry(now, cutoff);
}

/** "7 h – 9 h" */
export const slotLabel = (startsAt: Date, endsAt: Date): string => `${frenchTime(startsAt)} – ${frenchTime(endsAt)}`;

/** "samedi 28 novembre, 10 h – 12 h": the one way every answer and e-mail names a delivery slot. */
export const slotDayLabel = (startsAt: Date, endsAt: Date): string => `${frenchWeekday(startsAt)}, ${slotLabel(startsAt, endsAt)}`;

/** What the storefront needs to know of a basket's last place in a slot, to tell whether it ran out. */
export type LastBooking = { kind: "hold" | "reservation" | "order"; expiresAt: Date | null; releasedAt: Date | null; slotPerimeterId: number };

/**
 * Whether the basket's last place ran out rather than being given back (ADR 0117): a hold (or a reservation made
 * ahead it used) whose end has come and which was not released before it (switching slot, moving zone release it
 * early, and then there is nothing to tell). A place in another perimeter than the basket's is the old zone's: the
 * basket moved since, its slots are elsewhere.
 */
export function holdRanOut(last: LastBooking | null, basketPerimeterId: number, now: Date): boolean {
  if (!last || last.kind === "order" || last.expiresAt === null) return false;
  if (last.slotPerimeterId !== basketPerimeterId) return false;
  const end = last.expiresAt.getTime();
  if (end > now.getTime()) return false;
  return last.releasedAt === null || last.releasedAt.getTime() >= end;
}

const sameParisDay = (a: Date, b: Date): boolean => isoDate(parisDate(a)) === isoDate(parisDate(b));

/**
 * When a hold that ran out ended: « 14 h 32 » the same day (Paris), « lundi 30 novembre à 14 h 32 » afterwards, so
 * that a shopper back the next morning does not read yesterday's time as today's.
 */
export const ranOutEndLabel = (end: Date, now: Date): string => (sameParisDay(end, now) ? frenchTime(end) : frenchWeekdayTime(end));

/** « Votre créneau du samedi 5 décembre, 10 h – 12 h n'était réservé que jusqu'à 14 h 32 : il a été libéré. … » */
export function ranOutMessage(slotLabel: string, end: Date, now: Date): string {
  const until = sameParisDay(end, now) ? `jusqu'à ${frenchTime(end)}` : `jusqu'au ${frenchWeekdayTime(end)}`;
  return `Votre créneau du ${slotLabel} n'était réservé que ${until} : il a été libéré. Choisissez un créneau à nouveau.`;
}
