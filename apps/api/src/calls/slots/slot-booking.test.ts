// Slot booking under its row lock, on a real database (PGlite, or PostgreSQL with DATABASE_URL, where the
// concurrent cases really run in parallel).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { openTestDatabase, schema, type DatabaseHandle } from "@cabas/db";
import { AppError } from "../../http/app-error.ts";
import {
  cancelReservation,
  confirmHoldAsOrder,
  holdSlot,
  liveHoldForBasket,
  releaseBasketHold,
  releaseExpiredHolds,
  releaseOrderBooking,
  reserveSlot,
  SLOT_FULL,
  SLOT_LOST,
  useReservationForOrder,
} from "./slot-booking.ts";
import { ensureSlots } from "./slot-generation.ts";
import { GUEST_SHARE_TAKEN } from "../../domain/slot-guest-share.ts";

let handle: DatabaseHandle;
const db = () => handle.db;
const NOW = new Date("2026-11-22T10:00:00Z"); // 11 h in Paris
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
let paris = 0;
let lyon = 0;
let userSeq = 0;
let slotSeq = 0;

beforeAll(async () => {
  handle = await openTestDatabase();
  const rows = await db()
    .insert(schema.perimeters)
    .values([
      { code: "paris", name: "Paris", warehouse: "Gennevilliers", isDefault: true, expressFeeCents: 590, cutoffHours: 8 },
      { code: "lyon", name: "Lyon", warehouse: "Corbas", expressFeeCents: 490, cutoffHours: 8 },
    ])
    .returning({ id: schema.perimeters.id });
  paris = rows[0]!.id;
  lyon = rows[1]!.id;
});
afterAll(() => handle.close());

async function newUser(): Promise<number> {
  userSeq += 1;
  const [u] = await db()
    .insert(schema.users)
    .values({ email: `client${userSeq}@example.fr`, passwordHash: "x", nom: "Durand", prenom: "Chloé" })
    .returning({ id: schema.users.id });
  return u!.id;
}

async function newBasket(perimeterId = paris): Promise<{ basketId: number; userId: number }> {
  const userId = await newUser();
  const [b] = await db().insert(schema.baskets).values({ userId, perimeterId }).returning({ id: schema.baskets.id });
  return { basketId: b!.id, userId };
}

/** A slot made for one test: tomorrow afternoon by default, far from any cut-off. */
async function newSlot(options: { capacity?: number; startsAt?: Date; perimeterId?: number; isExpress?: boolean } = {}) {
  slotSeq += 1;
  // Minutes off the hour, so test slots never collide with generated ones.
  const startsAt = options.startsAt ?? new Date(Date.UTC(2026, 11, 1, 13, 13) + slotSeq * 3_600_000);
  const [s] = await db()
    .insert(schema.deliverySlots)
    .values({
      perimeterId: options.perimeterId ?? paris,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      capacity: options.capacity ?? 20,
      isExpress: options.isExpress ?? false,
    })
    .returning();
  return s!;
}

async function booked(slotId: number): Promise<number> {
  const [s] = await db().select({ booked: schema.deliverySlots.booked }).from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slotId));
  return s!.booked;
}

/** The invariant: every slot's `booked` equals its unreleased bookings. */
async function mismatchedSlots(): Promise<number> {
  const result = await db().execute(sql`
    select count(*)::int as n from delivery_slots s
    where s.booked <> (select count(*) from slot_bookings b where b.slot_id = s.id and b.released_at is null)`);
  return (result as { rows: { n: number }[] }).rows[0]!.n;
}

let sessionSeq = 0;

/** A guest's basket: a visitor session's, with no account. */
async function newGuestBasket(perimeterId = paris): Promise<number> {
  sessionSeq += 1;
  const [session] = await db()
    .insert(schema.sessions)
    .values({ tokenHash: `guest-share-${sessionSeq}`, kind: "guest", expiresAt: minutes(24 * 60) })
    .returning({ id: schema.sessions.id });
  const [b] = await db().insert(schema.baskets).values({ sessionId: session!.id, perimeterId }).returning({ id: schema.baskets.id });
  return b!.id;
}

const hold = (basketId: number, slotId: number, now = NOW, userId: number | null = null) =>
  db().transaction((tx) => holdSlot(tx, { basketId, userId, slotId, now }));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("slot generation", () => {
  it("creates two weeks of two-hour slots in Paris time, with express ones today and tomorrow, once", async () => {
    const created = await ensureSlots(db(), NOW);
    // Per perimeter: today after 11 h (14, 16, 18, 20 h and express 15, 19 h), 13 more days of 7 windows,
    // tomorrow's 3 express windows.
    expect(created).toBe(2 * (4 + 2 + 13 * 7 + 3));
    expect(await ensureSlots(db(), NOW)).toBe(0);
    const first = await db()
      .select()
      .from(schema.deliverySlots)
      .where(and(eq(schema.deliverySlots.perimeterId, paris), eq(schema.deliverySlots.startsAt, new Date("2026-11-23T06:00:00Z"))));
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ capacity: 20, booked: 0, isExpress: false, endsAt: new Date("2026-11-23T08:00:00Z") });
    const express = await db()
      .select()
      .from(schema.deliverySlots)
      .where(and(eq(schema.deliverySlots.perimeterId, lyon), eq(schema.deliverySlots.isExpress, true)));
    expect(express).toHaveLength(5);
    expect(express.every((s) => s.expressFeeCents === 490)).toBe(true);
  });
});

describe("holding a slot for a basket", () => {
  it("holds a place for 60 minutes and counts it", async () => {
    const slot = await newSlot();
    const { basketId } = await newBasket();
    const held = await hold(basketId, slot.id);
    expect(held).toMatchObject({ kind: "hold", slotId: slot.id, expiresAt: minutes(60) });
    expect(await booked(slot.id)).toBe(1);
    expect((await liveHoldForBasket(db(), basketId, minutes(59)))?.slotId).toBe(slot.id);
    expect(await liveHoldForBasket(db(), basketId, minutes(60))).toBeNull();
  });

  it("frees the old place when the basket changes slot, and keeps the hold's end when it picks the same one (ADR 0060)", async () => {
    const [a, b] = [await newSlot(), await newSlot()];
    const { basketId } = await newBasket();
    await hold(basketId, a.id);
    await hold(basketId, b.id, minutes(5));
    expect([await booked(a.id), await booked(b.id)]).toEqual([0, 1]);
    const again = await hold(basketId, b.id, minutes(30));
    expect(again.expiresAt).toEqual(minutes(65));
    const [row] = await db().select().from(schema.slotBookings).where(eq(schema.slotBookings.id, again.bookingId));
    expect(row?.expiresAt).toEqual(minutes(65));
    expect(await booked(b.id)).toBe(1);
  });

  it("refuses a full slot in French and keeps the basket's previous slot", async () => {
    const full = await newSlot({ capacity: 1 });
    const other = await newSlot();
    await hold((await newBasket()).basketId, full.id);
    const { basketId } = await newBasket();
    await hold(basketId, other.id);
    const error = await refusal(hold(basketId, full.id));
    expect(error).toMatchObject({ kind: "CONFLICT", message: SLOT_FULL });
    expect([await booked(full.id), await booked(other.id)]).toEqual([1, 1]);
    expect((await liveHoldForBasket(db(), basketId, NOW))?.slotId).toBe(other.id);
  });

  it("gives an expired hold's place to the next shopper", async () => {
    const slot = await newSlot({ capacity: 1 });
    const first = await newBasket();
    await hold(first.basketId, slot.id);
    expect((await refusal(hold((await newBasket()).basketId, slot.id, minutes(59)))).kind).toBe("CONFLICT");
    const second = await newBasket();
    await hold(second.basketId, slot.id, minutes(61));
    expect(await booked(slot.id)).toBe(1);
    expect(await liveHoldForBasket(db(), first.basketId, minutes(61))).toBeNull();
    expect((await liveHoldForBasket(db(), second.basketId, minutes(61)))?.slotId).toBe(slot.id);
  });

  it("refuses past slots, slots after their cut-off and slots of another perimeter", async () => {
    const { basketId } = await newBasket();
    const past = await newSlot({ startsAt: minutes(-31) });
    const closing = await newSlot({ startsAt: minutes(7 * 60 + 1) });
    const lyonSlot = await newSlot({ perimeterId: lyon });
    expect(await refusal(hold(basketId, past.id))).toMatchObject({ kind: "UNPROCESSABLE", message: expect.stringMatching(/déjà passé/) });
    expect(await refusal(hold(basketId, closing.id))).toMatchObject({ kind: "UNPROCESSABLE", message: expect.stringMatching(/plus réservable/) });
    expect(await refusal(hold(basketId, lyonSlot.id))).toMatchObject({ kind: "UNPROCESSABLE" });
    expect(await refusal(hold(basketId, 999_999))).toMatchObject({ kind: "NOT_FOUND", message: "Créneau introuvable." });
    expect(await booked(past.id) + (await booked(closing.id)) + (await booked(lyonSlot.id))).toBe(0);
  });

  it("keeps an express slot open until 90 minutes before it starts, and the hold ends at that cut-off", async () => {
    const express = await newSlot({ startsAt: minutes(121), isExpress: true });
    const held = await hold((await newBasket()).basketId, express.id);
    expect(held.expiresAt).toEqual(minutes(31));
  });

  it("releases the basket's hold on request", async () => {
    const slot = await newSlot();
    const { basketId } = await newBasket();
    await hold(basketId, slot.id);
    await db().transaction((tx) => releaseBasketHold(tx, basketId, NOW));
    expect(await booked(slot.id)).toBe(0);
    await db().transaction((tx) => releaseBasketHold(tx, basketId, NOW));
    expect(await booked(slot.id)).toBe(0);
  });
});

describe("confirming a hold as an order", () => {
  it("turns the live hold into the order's booking, once", async () => {
    const slot = await newSlot();
    const { basketId } = await newBasket();
    await hold(basketId, slot.id);
    const first = await db().transaction((tx) => confirmHoldAsOrder(tx, { basketId, orderId: 42, now: minutes(10) }));
    const again = await db().transaction((tx) => confirmHoldAsOrder(tx, { basketId, orderId: 42, now: minutes(11) }));
    expect(again).toEqual(first);
    expect(await booked(slot.id)).toBe(1);
    // An order's place does not expire.
    await releaseExpiredHolds(db(), minutes(24 * 60));
    expect(await booked(slot.id)).toBe(1);
    expect(await db().transaction((tx) => releaseOrderBooking(tx, 42, minutes(20)))).toBe(1);
    expect(await booked(slot.id)).toBe(0);
  });

  it("re-takes a place after the hold expired when one is free", async () => {
    const slot = await newSlot({ capacity: 2 });
    const { basketId } = await newBasket();
    await hold(basketId, slot.id);
    await releaseExpiredHolds(db(), minutes(70));
    expect(await booked(slot.id)).toBe(0);
    await db().transaction((tx) => confirmHoldAsOrder(tx, { basketId, orderId: 43, now: minutes(75) }));
    expect(await booked(slot.id)).toBe(1);
  });

  it("refuses in French when the expired hold's place was taken", async () => {
    const slot = await newSlot({ capacity: 1 });
    const { basketId } = await newBasket();
    await hold(basketId, slot.id);
    await hold((await newBasket()).basketId, slot.id, minutes(61));
    const error = await refusal(db().transaction((tx) => confirmHoldAsOrder(tx, { basketId, orderId: 44, now: minutes(62) })));
    expect(error).toMatchObject({ kind: "CONFLICT", message: SLOT_LOST });
    expect(await booked(slot.id)).toBe(1);
  });
});

describe("reservations made ahead", () => {
  it("reserves, lists the place, and cancels", async () => {
    const slot = await newSlot();
    const userId = await newUser();
    const { bookingId, expiresAt } = await db().transaction((tx) => reserveSlot(tx, { userId, slotId: slot.id, now: NOW }));
    expect(expiresAt).toEqual(new Date(slot.startsAt.getTime() - 8 * 3_600_000));
    expect(await booked(slot.id)).toBe(1);
    expect((await refusal(db().transaction((tx) => reserveSlot(tx, { userId, slotId: slot.id, now: NOW })))).message).toMatch(/déjà réservé/);
    const stranger = await newUser();
    const error = await refusal(db().transaction((tx) => cancelReservation(tx, { userId: stranger, bookingId, now: NOW })));
    expect(error).toMatchObject({ kind: "NOT_FOUND", message: "Réservation introuvable." });
    expect(await booked(slot.id)).toBe(1);
    await db().transaction((tx) => cancelReservation(tx, { userId, bookingId, now: NOW }));
    expect(await booked(slot.id)).toBe(0);
  });

  it("allows three reservations at once per customer", async () => {
    const userId = await newUser();
    for (let i = 0; i < 3; i++) {
      const slot = await newSlot();
      await db().transaction((tx) => reserveSlot(tx, { userId, slotId: slot.id, now: NOW }));
    }
    const fourth = await newSlot();
    expect((await refusal(db().transaction((tx) => reserveSlot(tx, { userId, slotId: fourth.id, now: NOW })))).message).toMatch(/3 réservations/);
    expect(await booked(fourth.id)).toBe(0);
  });

  it("releases an unused reservation at the slot's cut-off", async () => {
    const slot = await newSlot({ startsAt: minutes(10 * 60 + 1) });
    const userId = await newUser();
    await db().transaction((tx) => reserveSlot(tx, { userId, slotId: slot.id, now: NOW }));
    expect(await releaseExpiredHolds(db(), minutes(60))).toBe(0);
    expect(await releaseExpiredHolds(db(), minutes(2 * 60 + 2))).toBeGreaterThanOrEqual(1);
    expect(await booked(slot.id)).toBe(0);
  });

  it("lets the customer's basket use the reservation's place, even when the slot is full", async () => {
    const slot = await newSlot({ capacity: 1 });
    const { basketId, userId } = await newBasket();
    await db().transaction((tx) => reserveSlot(tx, { userId, slotId: slot.id, now: NOW }));
    const held = await hold(basketId, slot.id, NOW, userId);
    expect(held.kind).toBe("reservation");
    expect(await booked(slot.id)).toBe(1);
    // Choosing another slot gives the reservation back to the customer, not to the slot.
    const other = await newSlot();
    await hold(basketId, other.id, NOW, userId);
    expect([await booked(slot.id), await booked(other.id)]).toEqual([1, 1]);
    const orderBooking = await db().transaction((tx) => useReservationForOrder(tx, { userId, slotId: slot.id, orderId: 45, now: NOW }));
    expect(orderBooking).not.toBeNull();
    expect(await booked(slot.id)).toBe(1);
    const [row] = await db().select().from(schema.slotBookings).where(eq(schema.slotBookings.id, orderBooking!));
    expect(row).toMatchObject({ kind: "order", orderId: 45, expiresAt: null, releasedAt: null });
  });
});

describe("guests' share of a slot's places (ADR 0143)", () => {
  // PGlite has one connection, so there the holds queue up; PostgreSQL runs them truly in parallel.
  const guests = process.env.DATABASE_URL ? 120 : 24;
  const messageOf = (r: PromiseSettledResult<unknown>) => (r.status === "rejected" && r.reason instanceof AppError ? r.reason.message : null);

  it(`gives guests trying at once half the places, and signed-in shoppers the rest`, async () => {
    const slot = await newSlot({ capacity: 20 });
    const guestBaskets = await Promise.all(Array.from({ length: guests }, () => newGuestBasket()));
    const results = await Promise.allSettled(guestBaskets.map((b) => hold(b, slot.id)));
    const held = results.filter((r) => r.status === "fulfilled").length;
    const refusedForShare = results.filter((r) => messageOf(r) === GUEST_SHARE_TAKEN).length;
    expect({ held, refusedForShare }).toEqual({ held: 10, refusedForShare: guests - 10 });
    expect(await booked(slot.id)).toBe(10);

    // The other half is still there for shoppers with an account, then the slot is full for everyone.
    const customers = await Promise.all(Array.from({ length: 12 }, () => newBasket()));
    const theirs = await Promise.allSettled(customers.map((c) => hold(c.basketId, slot.id, NOW, c.userId)));
    expect(theirs.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(theirs.filter((r) => messageOf(r) === SLOT_FULL)).toHaveLength(2);
    expect(await booked(slot.id)).toBe(20);
    expect((await refusal(hold(await newGuestBasket(), slot.id))).message).toBe(SLOT_FULL);
  });

  it("never lets guests and signed-in shoppers together pass the capacity, nor guests their share", async () => {
    const slot = await newSlot({ capacity: 20 });
    const guestBaskets = await Promise.all(Array.from({ length: guests }, () => newGuestBasket()));
    const customers = await Promise.all(Array.from({ length: 30 }, () => newBasket()));
    await Promise.allSettled([
      ...guestBaskets.map((b) => hold(b, slot.id)),
      ...customers.map((c) => hold(c.basketId, slot.id, NOW, c.userId)),
    ]);
    const live = await db()
      .select({ guest: sql<boolean>`${schema.baskets.userId} is null`, n: sql<number>`count(*)::int` })
      .from(schema.slotBookings)
      .innerJoin(schema.baskets, eq(schema.baskets.id, schema.slotBookings.basketId))
      .where(and(eq(schema.slotBookings.slotId, slot.id), isNull(schema.slotBookings.releasedAt)))
      .groupBy(sql`${schema.baskets.userId} is null`);
    const guestHolds = live.find((r) => r.guest)?.n ?? 0;
    const customerHolds = live.find((r) => !r.guest)?.n ?? 0;
    expect(guestHolds).toBeLessThanOrEqual(10);
    // Thirty customers wanted places: they got every one the guests did not.
    expect(guestHolds + customerHolds).toBe(20);
    expect(await booked(slot.id)).toBe(20);
  });

  it("refuses a guest in French past the share, changing nothing, and keeps its previous slot", async () => {
    const [slot, other] = [await newSlot({ capacity: 4 }), await newSlot({ capacity: 4 })];
    for (let i = 0; i < 2; i++) await hold(await newGuestBasket(), slot.id);
    const basket = await newGuestBasket();
    await hold(basket, other.id);
    const error = await refusal(hold(basket, slot.id, minutes(1)));
    expect(error.kind).toBe("CONFLICT");
    expect(error.message).toBe(
      "Les places de ce créneau ouvertes sans compte sont toutes réservées : connectez-vous ou créez votre compte pour le choisir, ou choisissez-en un autre.",
    );
    expect((await liveHoldForBasket(db(), basket, minutes(1)))?.slotId).toBe(other.id);
    expect([await booked(slot.id), await booked(other.id)]).toEqual([2, 1]);
  });

  it("lets a guest choose again the slot it holds when the share is taken, without renewing the hold", async () => {
    const slot = await newSlot({ capacity: 2 });
    const mine = await newGuestBasket();
    const first = await hold(mine, slot.id);
    expect((await refusal(hold(await newGuestBasket(), slot.id))).message).toBe(GUEST_SHARE_TAKEN);
    const again = await hold(mine, slot.id, minutes(10));
    expect(again.expiresAt).toEqual(first.expiresAt);
    expect(await booked(slot.id)).toBe(1);
  });

  it("frees a guest's share when a hold runs out, and when its guest signs in", async () => {
    const slot = await newSlot({ capacity: 4 });
    const [early, later] = [await newGuestBasket(), await newGuestBasket()];
    await hold(early, slot.id);
    await hold(later, slot.id, minutes(30));
    expect((await refusal(hold(await newGuestBasket(), slot.id, minutes(40)))).message).toBe(GUEST_SHARE_TAKEN);
    // The first hold ran out (60 minutes): its place is a guest's again.
    const next = await newGuestBasket();
    await hold(next, slot.id, minutes(61));
    expect((await refusal(hold(await newGuestBasket(), slot.id, minutes(62)))).message).toBe(GUEST_SHARE_TAKEN);
    // The basket holding since 11 h 30 reaches an account: its hold stays, a signed-in shopper's now.
    const userId = await newUser();
    await db().update(schema.baskets).set({ userId }).where(eq(schema.baskets.id, later));
    await hold(await newGuestBasket(), slot.id, minutes(63));
    expect(await booked(slot.id)).toBe(3);
    expect((await liveHoldForBasket(db(), later, minutes(63)))?.slotId).toBe(slot.id);
  });

  it("lets a slot of one place be held by a guest", async () => {
    const slot = await newSlot({ capacity: 1 });
    await hold(await newGuestBasket(), slot.id);
    expect(await booked(slot.id)).toBe(1);
  });

  it("keeps every slot's booked count equal to its unreleased bookings", async () => {
    expect(await mismatchedSlots()).toBe(0);
  });
});

describe("concurrent holds", () => {
  // PGlite has one connection, so there the holds queue up; PostgreSQL runs them truly in parallel.
  const postgres = Boolean(process.env.DATABASE_URL);
  const shoppers = postgres ? 200 : 30;
  const capacity = postgres ? 20 : 5;

  it(`gives exactly ${capacity} places to ${shoppers} baskets trying at once`, async () => {
    const slot = await newSlot({ capacity });
    const baskets = await Promise.all(Array.from({ length: shoppers }, () => newBasket()));
    const results = await Promise.allSettled(baskets.map((b) => hold(b.basketId, slot.id)));
    const held = results.filter((r) => r.status === "fulfilled").length;
    const full = results.filter((r) => r.status === "rejected" && r.reason instanceof AppError && r.reason.message === SLOT_FULL).length;
    expect({ held, full }).toEqual({ held: capacity, full: shoppers - capacity });
    expect(await booked(slot.id)).toBe(capacity);
  });

  it("never loses or doubles a place when baskets switch between two slots at once", async () => {
    const [a, b] = [await newSlot({ capacity: 10 }), await newSlot({ capacity: 10 })];
    const baskets = await Promise.all(Array.from({ length: 12 }, () => newBasket()));
    await Promise.allSettled(baskets.map((x, i) => hold(x.basketId, i % 2 ? a.id : b.id)));
    await Promise.allSettled(baskets.map((x, i) => hold(x.basketId, i % 2 ? b.id : a.id, minutes(1))));
    const live = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.slotBookings)
      .where(and(isNull(schema.slotBookings.releasedAt), sql`${schema.slotBookings.slotId} in (${a.id}, ${b.id})`));
    expect((await booked(a.id)) + (await booked(b.id))).toBe(live[0]!.n);
    expect(await booked(a.id)).toBeLessThanOrEqual(10);
    expect(await booked(b.id)).toBeLessThanOrEqual(10);
  });

  it("keeps every slot's booked count equal to its unreleased bookings", async () => {
    expect(await mismatchedSlots()).toBe(0);
  });
});
