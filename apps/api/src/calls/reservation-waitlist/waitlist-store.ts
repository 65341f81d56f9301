// The waiting list's reads and writes (ADR 0114). Every write on one product's line in one perimeter first locks that
// product's offer row there: two customers joining at once get distinct positions, and a freed place is offered by
// one transaction only. Checkout locks the same row when it takes stock, so both see one another's work.
// A place offered is held (ADR 0120): its unit leaves the shelf (`offers.stock`) for the told customer's window and is
// counted on their entry (`held_units`), so every reader of the stock sees it taken; it goes back to the shelf (and to
// the next in line, in the same transaction) when the window ends or the customer leaves, and is the customer's
// order's when they order. Entry and shelf change together, under the offer row's lock, always taken first.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { placeFreedMail } from "./waitlist-mails.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { cardWithHeldUnits, offerEndsAt, placesToOffer, UNITS_HELD_PER_PLACE, waitingPurgeCutoff } from "./waitlist-rules.ts";

const line = schema.reservationWaitlist;

export const WAITLIST_OFFER_JOB = "reservation-waitlist.offer";

/** `held`: units held for a told customer until `until` (0 otherwise, and for one told before places were held). */
export type WaitlistEntry = { state: "absent" | "en_attente" | "prevenu"; position: number | null; until: Date | null; held: number };

export type LockedOffer = { name: string; slug: string; isReservable: boolean; stock: number; inStock: boolean };

/** Locks the product's offer in the perimeter (the line's lock); null when the product is not sold there. */
export async function lockOffer(tx: Database, productId: number, perimeterId: number): Promise<LockedOffer | null> {
  const result = await tx.execute(sql`
    select p.name, p.slug, p.is_reservable as "isReservable", o.stock, o.in_stock as "inStock"
    from offers o join products p on p.id = o.product_id
    where o.product_id = ${productId} and o.perimeter_id = ${perimeterId}
    for update of o`);
  return (result as { rows: LockedOffer[] }).rows[0] ?? null;
}

/** The customer's entry: waiting (and their position among those still waiting), told (until when), or none. */
export async function readEntry(db: Database, userId: number, productId: number, perimeterId: number): Promise<WaitlistEntry> {
  const [row] = await db
    .select({ id: line.id, notifiedAt: line.notifiedAt, offerEndsAt: line.offerEndsAt, heldUnits: line.heldUnits })
    .from(line)
    .where(and(eq(line.userId, userId), eq(line.productId, productId), eq(line.perimeterId, perimeterId)));
  if (!row) return { state: "absent", position: null, until: null, held: 0 };
  if (row.notifiedAt !== null) return { state: "prevenu", position: null, until: row.offerEndsAt, held: row.heldUnits };
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(line)
    .where(and(eq(line.productId, productId), eq(line.perimeterId, perimeterId), isNull(line.notifiedAt), lte(line.id, row.id)));
  return { state: "en_attente", position: ahead?.n ?? 1, until: null, held: 0 };
}

/** Adds the customer at the end of the line; false when they are on it already. Call under lockOffer. */
export async function addEntry(tx: Database, userId: number, productId: number, perimeterId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .insert(line)
    .values({ userId, productId, perimeterId, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: line.id });
  return rows.length > 0;
}

/** Units back on the shelf: held places released. Call under lockOffer. */
async function shelve(tx: Database, productId: number, perimeterId: number, units: number): Promise<void> {
  if (units <= 0) return;
  await tx
    .update(schema.offers)
    .set({ stock: sql`${schema.offers.stock} + ${units}` })
    .where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)));
}

const sumHeld = (rows: readonly { heldUnits: number }[]): number => rows.reduce((sum, row) => sum + row.heldUnits, 0);

/**
 * The customer leaves the line (quitterListeAttente, the account erased). A told customer declines their place: its
 * held units go back to the shelf and to the next in line, in this transaction. Call under lockOffer (`offer`, as
 * read under it). Returns the units released, or null when they were not on the line.
 */
export async function leaveLine(
  tx: Database,
  entry: { userId: number; productId: number; perimeterId: number },
  offer: LockedOffer,
  now: Date,
  shopUrl: string,
): Promise<number | null> {
  const rows = await tx
    .delete(line)
    .where(and(eq(line.userId, entry.userId), eq(line.productId, entry.productId), eq(line.perimeterId, entry.perimeterId)))
    .returning({ heldUnits: line.heldUnits });
  const released = sumHeld(rows);
  if (released > 0) {
    await shelve(tx, entry.productId, entry.perimeterId, released);
    await offerPlacesLocked(tx, { ...offer, stock: offer.stock + released }, entry.productId, entry.perimeterId, now, shopUrl);
  }
  return rows.length > 0 ? released : null;
}

/**
 * Tells the next people waiting that places are free, under the offer's lock (`offer` as read under it, its stock
 * what is on the shelf now): as many as the places on the shelf, less those offered without a hold (told before ADR
 * 0120). Each is marked, their place taken off the shelf and held for them, their e-mail queued in the same
 * transaction, and a job for the window's end, when their place goes to the next if they did not order. Returns how
 * many were told.
 */
async function offerPlacesLocked(tx: Database, offer: LockedOffer, productId: number, perimeterId: number, now: Date, shopUrl: string): Promise<number> {
  // Reservations closed: nobody is told of a place they cannot take; the hourly run deletes the line.
  if (!offer.isReservable || !offer.inStock) return 0;
  const here = and(eq(line.productId, productId), eq(line.perimeterId, perimeterId));
  const [unheld] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(line)
    .where(and(here, isNotNull(line.notifiedAt), eq(line.heldUnits, 0)));
  const count = placesToOffer(offer.stock, unheld?.n ?? 0);
  if (count === 0) return 0;
  const next = await tx
    .select({ id: line.id, email: schema.users.email, prenom: schema.users.prenom })
    .from(line)
    .innerJoin(schema.users, eq(schema.users.id, line.userId))
    .where(and(here, isNull(line.notifiedAt)))
    .orderBy(asc(line.id))
    .limit(count);
  if (next.length === 0) return 0;
  const until = offerEndsAt(now);
  const held = next.length * UNITS_HELD_PER_PLACE;
  await tx
    .update(line)
    .set({ notifiedAt: now, offerEndsAt: until, heldUnits: UNITS_HELD_PER_PLACE })
    .where(inArray(line.id, next.map((n) => n.id)));
  // Guarded as checkout's updates are, though under the lock the count never exceeds the shelf.
  const taken = await tx
    .update(schema.offers)
    .set({ stock: sql`${schema.offers.stock} - ${held}` })
    .where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId), sql`${schema.offers.stock} >= ${held}`))
    .returning({ stock: schema.offers.stock });
  if (taken.length === 0) throw new Error("waiting list: fewer units on the shelf than places offered under the offer's lock");
  for (const person of next)
    await enqueueJob(tx, MAIL_JOB, placeFreedMail({ to: person.email, prenom: person.prenom, name: offer.name, slug: offer.slug, until, shopUrl }), now);
  // Not a timer: the durable queue runs this again when the window ends, for the next in line if nobody ordered.
  await enqueueJob(tx, WAITLIST_OFFER_JOB, { productId, perimeterId }, until);
  return next.length;
}

/**
 * The line's turn, in one transaction under the offer's lock: told people whose window ended without ordering leave
 * the line and their held places go back to the shelf, then the places on the shelf are offered to the next people
 * waiting (offerPlacesLocked). A retried or repeated run tells nobody twice. Returns how many were told.
 */
export async function offerFreedPlaces(db: Database, productId: number, perimeterId: number, now: Date, shopUrl: string): Promise<number> {
  const outcome = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const offer = await lockOffer(tx, productId, perimeterId);
    if (!offer) return { told: 0, released: 0 };
    const lapsed = await tx
      .delete(line)
      .where(and(eq(line.productId, productId), eq(line.perimeterId, perimeterId), isNotNull(line.offerEndsAt), lte(line.offerEndsAt, now)))
      .returning({ heldUnits: line.heldUnits });
    const released = sumHeld(lapsed);
    await shelve(tx, productId, perimeterId, released);
    const told = await offerPlacesLocked(tx, { ...offer, stock: offer.stock + released }, productId, perimeterId, now, shopUrl);
    return { told, released };
  });
  // The shelf changed: shared catalogue answers and basket views must not show the old stock.
  if (outcome.told > 0 || outcome.released > 0) invalidateCatalogueCache(db);
  return outcome.told;
}

/** Queues the offer job of each restocked product that someone waits for (an order cancelled or reduced). */
export async function queueOffersAfterRestock(tx: Database, perimeterId: number, productIds: readonly number[], now: Date): Promise<void> {
  if (productIds.length === 0) return;
  const waited = await tx
    .selectDistinct({ productId: line.productId })
    .from(line)
    .where(and(eq(line.perimeterId, perimeterId), inArray(line.productId, [...productIds]), isNull(line.notifiedAt)));
  for (const { productId } of waited) await enqueueJob(tx, WAITLIST_OFFER_JOB, { productId, perimeterId }, now);
}

/**
 * An order of the customer takes this product on reservation (checkout, in product order): the offer row is locked
 * first (as the guarded update that follows would be), then their entry goes: they have their reservation. Returns the
 * units that were held for them, which the order takes first (shelfUnitsToTake); 0 when nothing was held.
 */
export async function takeHeldPlaces(tx: Database, userId: number, productId: number, perimeterId: number): Promise<number> {
  if (!(await lockOffer(tx, productId, perimeterId))) return 0;
  const rows = await tx
    .delete(line)
    .where(and(eq(line.userId, userId), eq(line.productId, productId), eq(line.perimeterId, perimeterId)))
    .returning({ heldUnits: line.heldUnits });
  return sumHeld(rows);
}

/**
 * An order took these products: the customer has their reservation, and leaves those lines. Held places were taken
 * with their order's line already (takeHeldPlaces): only entries holding nothing are left here, never a held unit lost.
 */
export async function leaveLinesOnOrder(tx: Database, userId: number, perimeterId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(line)
    .where(and(eq(line.userId, userId), eq(line.perimeterId, perimeterId), inArray(line.productId, [...productIds]), eq(line.heldUnits, 0)));
}

/**
 * Units held for this customer by the waiting lists, of these products in this perimeter, while their window is open
 * (ADR 0120): theirs on top of the shelf in their basket and its checks.
 */
export async function unitsHeldForCustomer(
  db: Database,
  userId: number,
  perimeterId: number,
  productIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({ productId: line.productId, heldUnits: line.heldUnits })
    .from(line)
    .where(
      and(eq(line.userId, userId), eq(line.perimeterId, perimeterId), inArray(line.productId, [...productIds]), gt(line.heldUnits, 0), gt(line.offerEndsAt, now)),
    );
  return new Map(rows.map((row) => [row.productId, row.heldUnits]));
}

/**
 * Every place held for this customer in this perimeter while its window is open (ADR 0131): what their tiles show
 * available to them on the catalogue's shared pages. The entries are few (one per product they were told of).
 */
export async function heldPlacesOfCustomer(
  db: Database,
  userId: number,
  perimeterId: number,
  now: Date,
): Promise<{ productId: number; heldUnits: number; until: Date }[]> {
  const rows = await db
    .select({ productId: line.productId, heldUnits: line.heldUnits, until: line.offerEndsAt })
    .from(line)
    .where(and(eq(line.userId, userId), eq(line.perimeterId, perimeterId), gt(line.heldUnits, 0), gt(line.offerEndsAt, now)))
    .orderBy(asc(line.productId));
  return rows.flatMap((row) => (row.until ? [{ productId: row.productId, heldUnits: row.heldUnits, until: row.until }] : []));
}

/**
 * Cards as the customer reads them (a shopping list, a notepad; ADR 0123): a sold-out product whose places a waiting
 * list holds for them counts those units (cardWithHeldUnits). Only sold-out cards are looked up: the others already
 * say what the basket will take, as `cabas_set_basket_line` reads the held units only when the shelf would refuse.
 */
export async function cardsWithHeldPlaces<C extends { id: number; stock: number; in_stock: number; recalled: boolean }>(
  db: Database,
  userId: number,
  perimeterId: number,
  cards: readonly C[],
  now: Date,
): Promise<C[]> {
  const soldOut = cards.filter((card) => !card.recalled && (card.in_stock === 0 || card.stock <= 0)).map((card) => card.id);
  if (soldOut.length === 0) return [...cards];
  const held = await unitsHeldForCustomer(db, userId, perimeterId, [...new Set(soldOut)], now);
  if (held.size === 0) return [...cards];
  return cards.map((card) => cardWithHeldUnits(card, held.get(card.id) ?? 0));
}

/**
 * Lines the hourly sweep offers again: someone waiting and stock on the shelf (places freed without an order, staff
 * raising the stock), or a told person whose window ended (its job missed: their held place goes to the next).
 */
export async function linesWithFreePlaces(db: Database, now: Date): Promise<{ productId: number; perimeterId: number }[]> {
  const result = await db.execute(sql`
    select w.product_id as "productId", w.perimeter_id as "perimeterId"
    from reservation_waitlist w join offers o on o.product_id = w.product_id and o.perimeter_id = w.perimeter_id
    where w.notified_at is null and o.stock > 0 and o.in_stock
    union
    select w.product_id, w.perimeter_id from reservation_waitlist w where w.offer_ends_at <= ${now.toISOString()}
    order by 1, 2`);
  return (result as { rows: { productId: number; perimeterId: number }[] }).rows;
}

/**
 * Deletes what is no longer needed: the lines of products no longer sold on reservation (reservations closed; a place
 * held there goes back to the shelf, under its offer's lock) and entries waiting longer than the retention. Told
 * entries whose window ended go through offerFreedPlaces (the sweep), which gives their place to the next. Returns
 * how many went.
 */
export async function purgeWaitlist(db: Database, now: Date): Promise<number> {
  const closedProducts = db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.isReservable, false));
  const heldOnClosed = await db
    .selectDistinct({ productId: line.productId, perimeterId: line.perimeterId })
    .from(line)
    .where(and(inArray(line.productId, closedProducts), gt(line.heldUnits, 0)));
  let gone = 0;
  for (const { productId, perimeterId } of heldOnClosed) {
    gone += await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      await lockOffer(tx, productId, perimeterId);
      const rows = await tx
        .delete(line)
        .where(and(eq(line.productId, productId), eq(line.perimeterId, perimeterId)))
        .returning({ heldUnits: line.heldUnits });
      await shelve(tx, productId, perimeterId, sumHeld(rows));
      return rows.length;
    });
  }
  if (heldOnClosed.length > 0) invalidateCatalogueCache(db);
  // What is left of closed lines holds nothing: a place is held only when told, and nobody is told for a closed product.
  const closed = await db
    .delete(line)
    .where(and(inArray(line.productId, closedProducts), eq(line.heldUnits, 0)))
    .returning({ id: line.id });
  const old = await db
    .delete(line)
    .where(and(isNull(line.notifiedAt), lt(line.createdAt, waitingPurgeCutoff(now))))
    .returning({ id: line.id });
  return gone + closed.length + old.length;
}
