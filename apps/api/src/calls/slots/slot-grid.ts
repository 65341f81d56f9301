// Reads the slot grid of a perimeter and maps slot rows to the contract's French shapes. Read-only: places taken
// by expired holds count as free here, exactly as the next booking (which releases them under the lock) sees them.
import { and, asc, eq, gt, sql } from "drizzle-orm";
import { centsToEuros, frenchTime, frenchWeekday, frenchWeekdayTime, type HeldSlotView, type SlotDay, type SlotReservation, type SlotView } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { isoDate, parisDate, slotDayLabel, slotLabel, slotRefusal } from "../../domain/slot-rules.ts";
import type { HeldSlot } from "./slot-booking.ts";

type SlotRow = typeof schema.deliverySlots.$inferSelect;

export type Perimeter = { id: number; name: string; cutoffHours: number };

export async function perimeterById(db: Database, perimeterId: number): Promise<Perimeter> {
  const [row] = await db
    .select({ id: schema.perimeters.id, name: schema.perimeters.name, cutoffHours: schema.perimeters.cutoffHours })
    .from(schema.perimeters)
    .where(eq(schema.perimeters.id, perimeterId))
    .limit(1);
  if (!row) throw new Error(`perimeter ${perimeterId} does not exist`);
  return row;
}

const slotPrice = (slot: SlotRow) => centsToEuros(slot.feeCents + slot.expressFeeCents);
const dayOf = (instant: Date) => isoDate(parisDate(instant));

export async function slotGrid(db: Database, perimeter: Perimeter, now: Date, chosen: ReadonlySet<number>): Promise<SlotDay[]> {
  const rows = await db
    .select({
      slot: schema.deliverySlots,
      // Qualified by hand: drizzle writes columns unqualified here, and a bare "id" would be the booking's own.
      taken: sql<number>`(select count(*) from slot_bookings b where b.slot_id = delivery_slots.id and b.released_at is null
        and (b.expires_at is null or b.expires_at > ${now.toISOString()}::timestamptz))::int`,
    })
    .from(schema.deliverySlots)
    .where(and(eq(schema.deliverySlots.perimeterId, perimeter.id), gt(schema.deliverySlots.startsAt, now)))
    .orderBy(asc(schema.deliverySlots.startsAt), asc(schema.deliverySlots.isExpress));
  const days = new Map<string, SlotDay>();
  for (const { slot, taken } of rows) {
    const date = dayOf(slot.startsAt);
    let day = days.get(date);
    if (!day) {
      day = { date, libelle: frenchWeekday(slot.startsAt), creneaux: [] };
      days.set(date, day);
    }
    const state: SlotView["etat"] = slotRefusal(slot, perimeter.cutoffHours, now)
      ? "ferme"
      : Number(taken) >= slot.capacity
        ? "complet"
        : "disponible";
    day.creneaux.push({
      id_tranche: slot.id,
      date,
      debut: slot.startsAt.toISOString(),
      fin: slot.endsAt.toISOString(),
      libelle: slotLabel(slot.startsAt, slot.endsAt),
      express: slot.isExpress,
      prix: slotPrice(slot),
      frais_express: centsToEuros(slot.expressFeeCents),
      etat: state,
      choisi: chosen.has(slot.id),
    });
  }
  return [...days.values()];
}

export function heldSlotView(held: HeldSlot): HeldSlotView {
  const { slot } = held;
  return {
    id_tranche: slot.id,
    type: held.kind,
    date_livraison: dayOf(slot.startsAt),
    libelle_tranche: slotDayLabel(slot.startsAt, slot.endsAt),
    express: slot.isExpress,
    prix: slotPrice(slot),
    frais_express: centsToEuros(slot.expressFeeCents),
    fin_reservation: held.expiresAt?.toISOString() ?? null,
    fin_reservation_libelle: held.expiresAt ? holdEndLabel(held.kind, held.expiresAt) : null,
  };
}

/**
 * A hold ends within the hour: « 14 h 32 ». A reservation made ahead ends at the slot's cut-off, days away maybe:
 * « mardi 1er décembre à 23 h » (ADR 0060).
 */
export const holdEndLabel = (kind: HeldSlot["kind"], end: Date): string => (kind === "reservation" ? frenchWeekdayTime(end) : frenchTime(end));

/** « Créneau réservé jusqu'à 14 h 32. », « Créneau réservé jusqu'au mardi 1er décembre à 23 h. », « Créneau choisi. » */
export function heldSlotMessage(view: HeldSlotView): string {
  if (!view.fin_reservation_libelle) return "Créneau choisi.";
  return `Créneau réservé ${view.type === "reservation" ? "jusqu'au" : "jusqu'à"} ${view.fin_reservation_libelle}.`;
}

/** The customer's live reservations made ahead, soonest first. */
export async function reservationsOf(db: Database, userId: number, now: Date): Promise<SlotReservation[]> {
  const b = schema.slotBookings;
  const rows = await db
    .select({ booking: b, slot: schema.deliverySlots, perimeter: schema.perimeters.name })
    .from(b)
    .innerJoin(schema.deliverySlots, eq(schema.deliverySlots.id, b.slotId))
    .innerJoin(schema.perimeters, eq(schema.perimeters.id, schema.deliverySlots.perimeterId))
    .where(
      and(
        eq(b.userId, userId),
        eq(b.kind, "reservation"),
        sql`${b.releasedAt} is null`,
        gt(b.expiresAt, now),
      ),
    )
    .orderBy(asc(schema.deliverySlots.startsAt));
  return rows.map(({ booking, slot, perimeter }) => {
    const until = booking.expiresAt ?? slot.startsAt;
    return {
      id_reservation: booking.id,
      id_tranche: slot.id,
      date: dayOf(slot.startsAt),
      libelle_tranche: slotDayLabel(slot.startsAt, slot.endsAt),
      debut: slot.startsAt.toISOString(),
      fin: slot.endsAt.toISOString(),
      express: slot.isExpress,
      prix: slotPrice(slot),
      fin_reservation: until.toISOString(),
      fin_reservation_libelle: frenchWeekdayTime(until),
      perimetre: perimeter,
    };
  });
}
