// Taking and giving back places in delivery slots. Every function here runs inside the caller's transaction and
// changes a slot's bookings only while holding that slot's row lock (SELECT … FOR UPDATE), so `booked` always equals
// the number of unreleased bookings and can never pass `capacity` (the table's check refuses it anyway).
// Lock order, to keep concurrent transactions from deadlocking: the basket row first, then slots by ascending id.
import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { touchBasket } from "../basket/basket-store.ts";
import { bookingCutoff, holdEnd, holdExpiry, SLOT_REFUSAL_MESSAGES, slotRefusal } from "../../domain/slot-rules.ts";
import { GUEST_HOLD_SHARE_PERCENT, GUEST_SHARE_TAKEN, guestMayHold } from "../../domain/slot-guest-share.ts";
import { countSlotPlace, type SlotPlaceQuota } from "./slot-place-limit.ts";

/** A transaction (or the database itself for single statements); drizzle's transaction is a database. */
export type Tx = Database;

type SlotRow = typeof schema.deliverySlots.$inferSelect;
type BookingRow = typeof schema.slotBookings.$inferSelect;

/** A slot under this transaction's lock; `released` counts the expired bookings the lock just gave back. */
export type LockedSlot = SlotRow & { cutoffHours: number; released: number };

export const SLOT_NOT_FOUND = "Créneau introuvable.";
export const SLOT_FULL = "Ce créneau est complet : choisissez-en un autre.";
export const SLOT_OTHER_PERIMETER = "Ce créneau n'est pas proposé à votre adresse de livraison : choisissez-en un parmi ceux affichés.";
export const SLOT_LOST = "Votre créneau n'est plus disponible : choisissez-en un autre.";

/** Locks the slots (ascending id), releases their expired holds and reservations, and returns them by id. */
export async function lockSlots(tx: Tx, slotIds: readonly number[], now: Date): Promise<Map<number, LockedSlot>> {
  const ids = [...new Set(slotIds)].sort((a, b) => a - b);
  const locked = new Map<number, LockedSlot>();
  if (ids.length === 0) return locked;
  const rows = await tx
    .select()
    .from(schema.deliverySlots)
    .where(inArray(schema.deliverySlots.id, ids))
    .orderBy(asc(schema.deliverySlots.id))
    .for("update");
  if (rows.length === 0) return locked;
  const perimeterIds = [...new Set(rows.map((r) => r.perimeterId))];
  const cutoffs = await tx
    .select({ id: schema.perimeters.id, cutoffHours: schema.perimeters.cutoffHours })
    .from(schema.perimeters)
    .where(inArray(schema.perimeters.id, perimeterIds));
  for (const row of rows) {
    const released = await releaseExpiredBookings(tx, row.id, now);
    const cutoffHours = cutoffs.find((c) => c.id === row.perimeterId)?.cutoffHours ?? 8;
    locked.set(row.id, { ...row, booked: row.booked - released, cutoffHours, released });
  }
  return locked;
}

/** Under the slot's lock: expired holds and reservations past their cut-off give their place back. */
async function releaseExpiredBookings(tx: Tx, slotId: number, now: Date): Promise<number> {
  const released = await tx
    .update(schema.slotBookings)
    .set({ releasedAt: now })
    .where(
      and(
        eq(schema.slotBookings.slotId, slotId),
        isNull(schema.slotBookings.releasedAt),
        lte(schema.slotBookings.expiresAt, now),
      ),
    )
    .returning({ id: schema.slotBookings.id });
  if (released.length > 0) await adjustBooked(tx, slotId, -released.length);
  return released.length;
}

async function adjustBooked(tx: Tx, slotId: number, delta: number): Promise<void> {
  await tx
    .update(schema.deliverySlots)
    .set({ booked: sql`${schema.deliverySlots.booked} + ${delta}` })
    .where(eq(schema.deliverySlots.id, slotId));
}

async function liveBookingOfBasket(tx: Tx, basketId: number): Promise<BookingRow | null> {
  const [row] = await tx
    .select()
    .from(schema.slotBookings)
    .where(and(eq(schema.slotBookings.basketId, basketId), isNull(schema.slotBookings.releasedAt)))
    .limit(1);
  return row ?? null;
}

/** The basket's latest booking, live or ended: the place it had last (to take it again, or to tell why it went). */
export async function latestBookingOfBasket(tx: Tx, basketId: number): Promise<BookingRow | null> {
  const [row] = await tx.select().from(schema.slotBookings).where(eq(schema.slotBookings.basketId, basketId)).orderBy(desc(schema.slotBookings.id)).limit(1);
  return row ?? null;
}

/** Gives a basket's booking back: a hold frees its place; a reservation the basket was using stays the customer's. */
async function dropBasketBooking(tx: Tx, booking: BookingRow, now: Date): Promise<void> {
  if (booking.kind === "reservation") {
    await tx.update(schema.slotBookings).set({ basketId: null }).where(eq(schema.slotBookings.id, booking.id));
    return;
  }
  await tx.update(schema.slotBookings).set({ releasedAt: now }).where(eq(schema.slotBookings.id, booking.id));
  await adjustBooked(tx, booking.slotId, -1);
}

function assertBookable(slot: LockedSlot, now: Date): void {
  const refusal = slotRefusal(slot, slot.cutoffHours, now);
  if (refusal) throw unprocessable(SLOT_REFUSAL_MESSAGES[refusal], { id_tranche: slot.id });
}

export type HeldSlot = {
  bookingId: number;
  slotId: number;
  kind: "hold" | "reservation" | "order";
  /** End of the hold; for a reservation, the slot's cut-off; null for an order. */
  expiresAt: Date | null;
  slot: SlotRow;
};

/**
 * Holds `slotId` for the basket for 60 minutes (never past the slot's cut-off). A basket has one live booking:
 * choosing another slot gives the previous place back; choosing the same one again keeps the hold's end: a hold
 * is never renewed (ADR 0060). A customer who reserved this slot ahead uses the reservation's place instead of
 * taking a second one.
 * Refuses (French AppError) an unknown slot (404), a slot of another perimeter, past or after its cut-off (422),
 * a full slot (409), a slot whose guests' share is taken when the basket has no account (409, ADR 0143), a new place
 * past the client address's `quota` (429, slot-place-limit.ts); on refusal the previous booking is kept.
 * `guestSharePercent`: the share of each slot's places guests' holds may fill (GUEST_HOLD_SHARE_PERCENT unless given).
 */
export async function holdSlot(
  tx: Tx,
  args: { basketId: number; userId: number | null; slotId: number; now: Date; quota?: SlotPlaceQuota; guestSharePercent?: number },
): Promise<HeldSlot> {
  const { basketId, userId, slotId, now, quota } = args;
  const guestSharePercent = args.guestSharePercent ?? GUEST_HOLD_SHARE_PERCENT;
  const [basket] = await tx
    .select({ id: schema.baskets.id, perimeterId: schema.baskets.perimeterId, status: schema.baskets.status, userId: schema.baskets.userId })
    .from(schema.baskets)
    .where(eq(schema.baskets.id, basketId))
    .for("update");
  if (!basket) throw notFound("Panier introuvable.");
  if (basket.status !== "active") throw conflict("Ce panier est déjà commandé : son créneau ne peut plus changer ici.");
  // The basket's slot changes: its row's version too, so no kept basket view shows the old one.
  await touchBasket(tx, basketId);

  // A guest is a basket with no account, read under the basket's lock: signing in (which locks it too) cannot
  // happen halfway through.
  const guest = basket.userId === null;
  const current = await liveBookingOfBasket(tx, basketId);
  if (current?.slotId !== slotId) {
    const plain = await plainRefusal(tx, slotId, userId, guest ? guestSharePercent : null, now);
    if (plain) throw conflict(plain, { id_tranche: slotId });
  }
  const slots = await lockSlots(tx, current ? [slotId, current.slotId] : [slotId], now);
  const slot = slots.get(slotId);
  if (!slot) throw notFound(SLOT_NOT_FOUND);
  if (slot.perimeterId !== basket.perimeterId) throw unprocessable(SLOT_OTHER_PERIMETER, { id_tranche: slotId });
  assertBookable(slot, now);

  // The lock released expired bookings: the basket's own may have been one of them.
  const live = current ? await liveBookingOfBasket(tx, basketId) : null;
  if (live?.kind === "order") throw conflict("Ce panier est déjà commandé : son créneau ne peut plus changer ici.");
  // The slot it already holds: nothing changes, a hold keeps its end (never renewed, ADR 0060).
  if (live && live.slotId === slotId) {
    const expiresAt = live.kind === "hold" ? holdEnd(now, bookingCutoff(slot, slot.cutoffHours), live.expiresAt) : live.expiresAt;
    return { bookingId: live.id, slotId, kind: live.kind, expiresAt, slot };
  }

  const reservation = userId === null ? null : await unattachedReservation(tx, userId, slotId);
  if (!reservation && slot.booked >= slot.capacity) throw conflict(SLOT_FULL, { id_tranche: slotId });
  // Under the same lock as the capacity: every hold of this slot is taken or given back under it, so the count is
  // exact and guests together never pass their share (ADR 0143).
  if (!reservation && guest && !guestMayHold(await liveGuestHolds(tx, slotId, now), slot.capacity, guestSharePercent))
    throw conflict(GUEST_SHARE_TAKEN, { id_tranche: slotId });
  // Only a new place counts: re-choosing the held slot or using one's reservation ahead takes none (ADR 0061).
  if (!reservation && quota !== undefined) await countSlotPlace(tx, quota, now);

  if (live) await dropBasketBooking(tx, live, now);
  if (reservation) {
    await tx.update(schema.slotBookings).set({ basketId }).where(eq(schema.slotBookings.id, reservation.id));
    return { bookingId: reservation.id, slotId, kind: "reservation", expiresAt: reservation.expiresAt, slot };
  }
  const expiresAt = holdEnd(now, bookingCutoff(slot, slot.cutoffHours), null);
  const [created] = await tx
    .insert(schema.slotBookings)
    .values({ slotId, kind: "hold", basketId, userId, expiresAt, createdAt: now })
    .returning({ id: schema.slotBookings.id });
  if (!created) throw new Error("slot booking insert returned nothing");
  await adjustBooked(tx, slotId, 1);
  return { bookingId: created.id, slotId, kind: "hold", expiresAt, slot: { ...slot, booked: slot.booked + 1 } };
}

/**
 * A full slot with nothing expired to release is refused without queueing for its lock: when a thousand shoppers
 * want the last places, the refusals stay cheap. So is a guest when guests' live holds fill their share
 * (`guestSharePercent`, null for a signed-in shopper): expired holds do not count, as the lock would release them.
 * Only a refusal is decided here (a place freed a moment later is the same as arriving a moment earlier); a grant
 * always goes through the lock. Returns the refusal's message, or null.
 */
async function plainRefusal(tx: Tx, slotId: number, userId: number | null, guestSharePercent: number | null, now: Date): Promise<string | null> {
  const b = schema.slotBookings;
  const [row] = await tx
    .select({
      capacity: schema.deliverySlots.capacity,
      full: sql<boolean>`${schema.deliverySlots.booked} >= ${schema.deliverySlots.capacity}`,
      expired: sql<boolean>`exists (select 1 from ${b} where ${b.slotId} = ${slotId} and ${b.releasedAt} is null
        and ${b.expiresAt} <= ${now.toISOString()}::timestamptz)`,
      reserved: sql<boolean>`exists (select 1 from ${b} where ${b.slotId} = ${slotId} and ${b.releasedAt} is null
        and ${b.kind} = 'reservation' and ${b.userId} = ${userId ?? -1} and ${b.basketId} is null)`,
    })
    .from(schema.deliverySlots)
    .where(eq(schema.deliverySlots.id, slotId));
  if (!row) return null;
  if (row.full && !row.expired && !row.reserved) return SLOT_FULL;
  if (guestSharePercent !== null && !guestMayHold(await liveGuestHolds(tx, slotId, now), row.capacity, guestSharePercent)) return GUEST_SHARE_TAKEN;
  return null;
}

/**
 * The slot's live, unexpired holds by baskets with no account (ADR 0143). Read from the basket, not from the
 * booking: a guest who signs in keeps the hold, which then counts as a signed-in shopper's. A guest basket closed
 * by a sign-in into an account's basket keeps its hold until it ends, still counted here (nobody can use it).
 */
async function liveGuestHolds(tx: Tx, slotId: number, now: Date): Promise<number> {
  const b = schema.slotBookings;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(b)
    .innerJoin(schema.baskets, eq(schema.baskets.id, b.basketId))
    .where(
      and(
        eq(b.slotId, slotId),
        eq(b.kind, "hold"),
        isNull(b.releasedAt),
        sql`${b.expiresAt} > ${now.toISOString()}::timestamptz`,
        isNull(schema.baskets.userId),
      ),
    );
  return Number(row?.n ?? 0);
}

async function unattachedReservation(tx: Tx, userId: number, slotId: number): Promise<BookingRow | null> {
  const [row] = await tx
    .select()
    .from(schema.slotBookings)
    .where(
      and(
        eq(schema.slotBookings.userId, userId),
        eq(schema.slotBookings.slotId, slotId),
        eq(schema.slotBookings.kind, "reservation"),
        isNull(schema.slotBookings.basketId),
        isNull(schema.slotBookings.releasedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Turns the basket's live hold (or the reservation it uses) into the order's booking. Idempotent for the same
 * order. When the hold has expired and its place was given back, takes a place again if one is free and the
 * slot's cut-off has not passed; otherwise refuses with SLOT_LOST (409) and nothing changes.
 */
export async function confirmHoldAsOrder(
  tx: Tx,
  args: { basketId: number; orderId: number; now: Date },
): Promise<{ bookingId: number; slotId: number }> {
  const { basketId, orderId, now } = args;
  const [basket] = await tx
    .select({ id: schema.baskets.id, userId: schema.baskets.userId })
    .from(schema.baskets)
    .where(eq(schema.baskets.id, basketId))
    .for("update");
  if (!basket) throw notFound("Panier introuvable.");

  // The live hold, else the last place this basket had, to try taking it again.
  const booking = (await liveBookingOfBasket(tx, basketId)) ?? (await latestBookingOfBasket(tx, basketId));
  if (!booking) throw unprocessable("Choisissez un créneau de livraison avant de commander.");
  if (booking.kind === "order" && booking.releasedAt === null) {
    if (booking.orderId === orderId) return { bookingId: booking.id, slotId: booking.slotId };
    throw conflict("Ce panier est déjà commandé.");
  }
  const slots = await lockSlots(tx, [booking.slotId], now);
  const slot = slots.get(booking.slotId);
  if (!slot) throw conflict(SLOT_LOST);

  const stillLive = await liveBookingOfBasket(tx, basketId);
  if (stillLive) {
    await tx
      .update(schema.slotBookings)
      .set({ kind: "order", orderId, expiresAt: null })
      .where(eq(schema.slotBookings.id, stillLive.id));
    return { bookingId: stillLive.id, slotId: stillLive.slotId };
  }
  if (slotRefusal(slot, slot.cutoffHours, now) || slot.booked >= slot.capacity) throw conflict(SLOT_LOST, { id_tranche: slot.id });
  const [created] = await tx
    .insert(schema.slotBookings)
    .values({ slotId: slot.id, kind: "order", basketId, orderId, userId: basket.userId, createdAt: now })
    .returning({ id: schema.slotBookings.id });
  if (!created) throw new Error("slot booking insert returned nothing");
  await adjustBooked(tx, slot.id, 1);
  return { bookingId: created.id, slotId: slot.id };
}

/** Gives back the basket's hold (a reservation it used goes back to the customer). No-op without one. */
export async function releaseBasketHold(tx: Tx, basketId: number, now = new Date()): Promise<void> {
  const current = await liveBookingOfBasket(tx, basketId);
  if (!current || current.kind === "order") return;
  await lockSlots(tx, [current.slotId], now);
  const live = await liveBookingOfBasket(tx, basketId);
  if (live && live.kind !== "order") {
    await dropBasketBooking(tx, live, now);
    await touchBasket(tx, basketId);
  }
}

/** The places an order holds and has not given back (read again once their slots are locked). */
const liveOrderBookings = (tx: Tx, orderId: number) =>
  tx
    .select()
    .from(schema.slotBookings)
    .where(and(eq(schema.slotBookings.orderId, orderId), eq(schema.slotBookings.kind, "order"), isNull(schema.slotBookings.releasedAt)));

/** Gives back the places of an order (cancelled, or payment declined or abandoned). Idempotent. */
export async function releaseOrderBooking(tx: Tx, orderId: number, now = new Date()): Promise<number> {
  const before = await liveOrderBookings(tx, orderId);
  if (before.length === 0) return 0;
  await lockSlots(tx, before.map((b) => b.slotId), now);
  const live = await liveOrderBookings(tx, orderId);
  for (const booking of live) {
    await tx.update(schema.slotBookings).set({ releasedAt: now }).where(eq(schema.slotBookings.id, booking.id));
    await adjustBooked(tx, booking.slotId, -1);
  }
  return live.length;
}

/**
 * A payment that did not go through (declined, abandoned): the order's place becomes its basket's hold again, as a
 * hold taken at `heldSince` would run (never past the slot's cut-off), under the slot's lock. The place never leaves the basket, so no
 * other shopper loses one and the slot cannot be overbooked. Returns false, changing nothing, when the order has
 * no place of its own, the slot no longer takes orders or the hold would already be over: the caller releases it.
 */
export async function returnOrderBookingToBasket(tx: Tx, args: { orderId: number; basketId: number; heldSince: Date; now: Date }): Promise<boolean> {
  const { orderId, basketId, heldSince, now } = args;
  const [before] = await liveOrderBookings(tx, orderId);
  if (!before) return false;
  const slot = (await lockSlots(tx, [before.slotId], now)).get(before.slotId);
  const [booking] = await liveOrderBookings(tx, orderId);
  if (!slot || !booking || slotRefusal(slot, slot.cutoffHours, now)) return false;
  // The hold as it would have run from `heldSince` (the exact end is not kept once the hold becomes the order's).
  const expiresAt = holdExpiry(heldSince, bookingCutoff(slot, slot.cutoffHours));
  if (expiresAt.getTime() <= now.getTime()) return false;
  // A basket has one live booking: one it took meanwhile (it cannot while ordered) wins over the order's.
  const other = await liveBookingOfBasket(tx, basketId);
  if (other && other.id !== booking.id) return false;
  await tx.update(schema.slotBookings).set({ kind: "hold", orderId: null, basketId, expiresAt }).where(eq(schema.slotBookings.id, booking.id));
  await touchBasket(tx, basketId);
  return true;
}

/** The basket's current hold (or reservation in use), if it has not expired; read-only. */
export async function liveHoldForBasket(db: Database, basketId: number, now: Date): Promise<HeldSlot | null> {
  const [row] = await db
    .select({ booking: schema.slotBookings, slot: schema.deliverySlots })
    .from(schema.slotBookings)
    .innerJoin(schema.deliverySlots, eq(schema.deliverySlots.id, schema.slotBookings.slotId))
    .where(and(eq(schema.slotBookings.basketId, basketId), isNull(schema.slotBookings.releasedAt)))
    .limit(1);
  if (!row) return null;
  const { booking, slot } = row;
  if (booking.expiresAt && booking.expiresAt.getTime() <= now.getTime()) return null;
  return { bookingId: booking.id, slotId: slot.id, kind: booking.kind, expiresAt: booking.expiresAt, slot };
}

export const MAX_LIVE_RESERVATIONS = 3;

/**
 * Books a place ahead for a customer without a basket. It lasts until the slot's cut-off, when it is released
 * unless an order used it (useReservationForOrder). One per slot, three at once per customer, and each counts
 * against the client address's `quota` of new places like a hold (ADR 0061).
 */
export async function reserveSlot(
  tx: Tx,
  args: { userId: number; slotId: number; now: Date; quota?: SlotPlaceQuota },
): Promise<{ bookingId: number; expiresAt: Date; slot: LockedSlot }> {
  const { userId, slotId, now, quota } = args;
  // The customer's row serialises their reservations, so the limit of three holds under concurrent requests.
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
  const slots = await lockSlots(tx, [slotId], now);
  const slot = slots.get(slotId);
  if (!slot) throw notFound(SLOT_NOT_FOUND);
  assertBookable(slot, now);
  if (slot.isExpress) throw unprocessable("Les créneaux express ne se réservent pas à l'avance : choisissez-les avec votre panier.");
  const mine = await tx
    .select({ id: schema.slotBookings.id, slotId: schema.slotBookings.slotId, expiresAt: schema.slotBookings.expiresAt })
    .from(schema.slotBookings)
    .where(and(eq(schema.slotBookings.userId, userId), eq(schema.slotBookings.kind, "reservation"), isNull(schema.slotBookings.releasedAt)));
  const live = mine.filter((r) => r.expiresAt === null || r.expiresAt.getTime() > now.getTime());
  if (live.some((r) => r.slotId === slotId)) throw conflict("Vous avez déjà réservé ce créneau.");
  if (live.length >= MAX_LIVE_RESERVATIONS)
    throw conflict(`Vous avez déjà ${MAX_LIVE_RESERVATIONS} réservations de créneau en cours : annulez-en une pour en réserver une autre.`);
  if (slot.booked >= slot.capacity) throw conflict(SLOT_FULL, { id_tranche: slotId });
  if (quota !== undefined) await countSlotPlace(tx, quota, now);
  const expiresAt = bookingCutoff(slot, slot.cutoffHours);
  const [created] = await tx
    .insert(schema.slotBookings)
    .values({ slotId, kind: "reservation", userId, expiresAt, createdAt: now })
    .returning({ id: schema.slotBookings.id });
  if (!created) throw new Error("slot booking insert returned nothing");
  await adjustBooked(tx, slotId, 1);
  return { bookingId: created.id, expiresAt, slot: { ...slot, booked: slot.booked + 1 } };
}

/** Cancels one of the customer's live reservations; another customer's id answers 404 like an unknown one. */
export async function cancelReservation(tx: Tx, args: { userId: number; bookingId: number; now: Date }): Promise<void> {
  const { userId, bookingId, now } = args;
  const mine = () =>
    tx
      .select()
      .from(schema.slotBookings)
      .where(
        and(
          eq(schema.slotBookings.id, bookingId),
          eq(schema.slotBookings.userId, userId),
          eq(schema.slotBookings.kind, "reservation"),
          isNull(schema.slotBookings.releasedAt),
        ),
      );
  const [found] = await mine();
  if (!found) throw notFound("Réservation introuvable.");
  await lockSlots(tx, [found.slotId], now);
  const [still] = await mine();
  // Expired under the lock: it is already released, which is what cancelling asked for.
  if (!still) return;
  await tx.update(schema.slotBookings).set({ releasedAt: now }).where(eq(schema.slotBookings.id, still.id));
  await adjustBooked(tx, still.slotId, -1);
  // A basket was using it as its slot: it has none now.
  if (still.basketId !== null) await touchBasket(tx, still.basketId);
}

/**
 * For the order engineer: the customer's live reservation of `slotId` becomes the order's booking (no new place
 * is taken). Returns the booking id, or null when the customer has no live reservation of that slot.
 */
export async function useReservationForOrder(
  tx: Tx,
  args: { userId: number; slotId: number; orderId: number; now?: Date },
): Promise<number | null> {
  const now = args.now ?? new Date();
  await lockSlots(tx, [args.slotId], now);
  const [reservation] = await tx
    .select()
    .from(schema.slotBookings)
    .where(
      and(
        eq(schema.slotBookings.userId, args.userId),
        eq(schema.slotBookings.slotId, args.slotId),
        eq(schema.slotBookings.kind, "reservation"),
        isNull(schema.slotBookings.releasedAt),
      ),
    )
    .limit(1);
  if (!reservation) return null;
  await tx
    .update(schema.slotBookings)
    .set({ kind: "order", orderId: args.orderId, expiresAt: null })
    .where(eq(schema.slotBookings.id, reservation.id));
  return reservation.id;
}

/**
 * The periodic sweep: releases every expired hold and unused reservation past its cut-off, one slot (and one short
 * transaction) at a time. Returns how many places came back.
 */
export async function releaseExpiredHolds(db: Database, now: Date): Promise<number> {
  const due = await db
    .selectDistinct({ slotId: schema.slotBookings.slotId })
    .from(schema.slotBookings)
    .where(and(isNull(schema.slotBookings.releasedAt), lte(schema.slotBookings.expiresAt, now)));
  let released = 0;
  for (const { slotId } of due) {
    released += await db.transaction(async (tx) => (await lockSlots(tx, [slotId], now)).get(slotId)?.released ?? 0);
  }
  return released;
}
