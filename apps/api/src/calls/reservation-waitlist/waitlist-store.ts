// The waiting list's reads and writes (ADR 0114). Every write on one product's line in one perimeter first locks that
// product's offer row there: two customers joining at once get distinct positions, and a freed place is offered by
// one transaction only. Checkout locks the same row when it takes stock, so both see one another's work.
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { placeFreedMail } from "./waitlist-mails.ts";
import { offerEndsAt, placesToOffer, waitingPurgeCutoff } from "./waitlist-rules.ts";

const line = schema.reservationWaitlist;

export const WAITLIST_OFFER_JOB = "reservation-waitlist.offer";

export type WaitlistEntry = { state: "absent" | "en_attente" | "prevenu"; position: number | null; until: Date | null };

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
    .select({ id: line.id, notifiedAt: line.notifiedAt, offerEndsAt: line.offerEndsAt })
    .from(line)
    .where(and(eq(line.userId, userId), eq(line.productId, productId), eq(line.perimeterId, perimeterId)));
  if (!row) return { state: "absent", position: null, until: null };
  if (row.notifiedAt !== null) return { state: "prevenu", position: null, until: row.offerEndsAt };
  const [ahead] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(line)
    .where(and(eq(line.productId, productId), eq(line.perimeterId, perimeterId), isNull(line.notifiedAt), lte(line.id, row.id)));
  return { state: "en_attente", position: ahead?.n ?? 1, until: null };
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

export async function removeEntry(tx: Database, userId: number, productId: number, perimeterId: number): Promise<boolean> {
  const rows = await tx
    .delete(line)
    .where(and(eq(line.userId, userId), eq(line.productId, productId), eq(line.perimeterId, perimeterId)))
    .returning({ id: line.id });
  return rows.length > 0;
}

/**
 * Tells the next people waiting that places are free: as many as the places on the shelf not already offered to
 * someone still within their window. A told person whose window ended without ordering leaves the line first (their
 * place goes to the next). Each told person's e-mail is queued in the same transaction as the mark, and a job for
 * the window's end, when the next may be told. Returns how many were told.
 */
export async function offerFreedPlaces(db: Database, productId: number, perimeterId: number, now: Date, shopUrl: string): Promise<number> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Database;
    const offer = await lockOffer(tx, productId, perimeterId);
    if (!offer) return 0;
    const here = and(eq(line.productId, productId), eq(line.perimeterId, perimeterId));
    await tx.delete(line).where(and(here, isNotNull(line.offerEndsAt), lte(line.offerEndsAt, now)));
    // Reservations closed: nobody is told of a place they cannot take; the daily run deletes the line.
    if (!offer.isReservable || !offer.inStock) return 0;
    const [pending] = await tx.select({ n: sql<number>`count(*)::int` }).from(line).where(and(here, isNotNull(line.notifiedAt)));
    const count = placesToOffer(offer.stock, pending?.n ?? 0);
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
    await tx.update(line).set({ notifiedAt: now, offerEndsAt: until }).where(inArray(line.id, next.map((n) => n.id)));
    for (const person of next)
      await enqueueJob(tx, MAIL_JOB, placeFreedMail({ to: person.email, prenom: person.prenom, name: offer.name, slug: offer.slug, until, shopUrl }), now);
    // Not a timer: the durable queue runs this again when the window ends, for the next in line if nobody ordered.
    await enqueueJob(tx, WAITLIST_OFFER_JOB, { productId, perimeterId }, until);
    return next.length;
  });
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

/** An order took these products: the customer has their reservation, and leaves those lines. */
export async function leaveLinesOnOrder(tx: Database, userId: number, perimeterId: number, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.delete(line).where(and(eq(line.userId, userId), eq(line.perimeterId, perimeterId), inArray(line.productId, [...productIds])));
}

/** Lines with someone waiting and stock on the shelf: places freed without an order (staff raising the stock). */
export async function linesWithFreePlaces(db: Database): Promise<{ productId: number; perimeterId: number }[]> {
  const result = await db.execute(sql`
    select distinct w.product_id as "productId", w.perimeter_id as "perimeterId"
    from reservation_waitlist w join offers o on o.product_id = w.product_id and o.perimeter_id = w.perimeter_id
    where w.notified_at is null and o.stock > 0 and o.in_stock
    order by 1, 2`);
  return (result as { rows: { productId: number; perimeterId: number }[] }).rows;
}

/**
 * Deletes what is no longer needed: the lines of products no longer sold on reservation (reservations closed), the
 * entries waiting longer than the retention, and told ones whose window ended. Returns how many went.
 */
export async function purgeWaitlist(db: Database, now: Date): Promise<number> {
  const closed = await db
    .delete(line)
    .where(inArray(line.productId, db.select({ id: schema.products.id }).from(schema.products).where(eq(schema.products.isReservable, false))))
    .returning({ id: line.id });
  const old = await db
    .delete(line)
    .where(and(isNull(line.notifiedAt), lt(line.createdAt, waitingPurgeCutoff(now))))
    .returning({ id: line.id });
  const lapsed = await db.delete(line).where(lte(line.offerEndsAt, now)).returning({ id: line.id });
  return closed.length + old.length + lapsed.length;
}
