// Reading and writing a customer's shopping lists. Every id a caller sends is checked against the caller's
// account here, so another customer's list or line is "not found", never shown or changed.
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { centsToEuros, MAX_LINE_QUANTITY, MAX_LIST_LINES, MAX_LISTS, type ListDetail, type ListLine, type ListSummary } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { currentPriceCents } from "../../domain/offer-price.ts";
import { cardsByProductId, publicCard } from "../catalogue/offer-cards.ts";
import { substitutesFor } from "../basket/substitutes.ts";
import { findActiveBasket } from "../basket/basket-store.ts";
import { offerWithHeldUnits } from "../basket/changed-order.ts";
import { heldPlacesOfCustomer, unitsHeldForCustomer } from "../reservation-waitlist/waitlist-store.ts";
import { cardWithHeldUnits } from "../reservation-waitlist/waitlist-rules.ts";
import type { Principal } from "../../http/auth.ts";
import { addGoesPastLimit, lineAvailability, listTotalCents, sameListName } from "./list-rules.ts";

const { shoppingLists, shoppingListItems, products, offers } = schema;

export type ListRow = typeof shoppingLists.$inferSelect;

export const listNotFound = () => notFound("Cette liste n'existe pas.");

/** The caller's list, or "not found" (whether it does not exist or belongs to someone else). */
export async function ownedList(db: Database, userId: number, listId: number, lock = false): Promise<ListRow> {
  const query = db
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw listNotFound();
  return row;
}

/** Serialises the writers of one customer's lists (count limit, names). */
export async function lockCustomerLists(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${schema.users} WHERE ${schema.users.id} = ${userId} FOR UPDATE`);
}

/** Refuses a new list when the customer has as many as allowed, or one with the same name. */
export async function checkNewListAllowed(tx: Database, userId: number, name: string, replacing: readonly number[] = []): Promise<void> {
  const lists = await tx.select({ id: shoppingLists.id, name: shoppingLists.name }).from(shoppingLists).where(eq(shoppingLists.userId, userId));
  const staying = lists.filter((l) => !replacing.includes(l.id));
  if (staying.length >= MAX_LISTS) throw conflict(`Vous avez déjà ${MAX_LISTS} listes : supprimez-en une pour en créer une autre.`);
  checkNameFree(staying, name);
}

export function checkNameFree(lists: readonly { id: number; name: string }[], name: string, except?: number): void {
  // Named as the customer wrote it when they made it (« Semaine »), not as typed now (« SEMAINE »).
  const same = lists.find((l) => l.id !== except && sameListName(l.name, name));
  if (same) throw conflict(`Vous avez déjà une liste « ${same.name} » : choisissez un autre nom.`);
}

export async function productName(db: Database, productId: number): Promise<string> {
  const [row] = await db.select({ name: products.name }).from(products).where(eq(products.id, productId));
  if (!row) throw notFound("Ce produit est introuvable.");
  return row.name;
}

/**
 * Puts `quantity` of a product in a list, on top of what it holds (within a line's limit); true when the limit cut
 * the quantity, so that the answer says so.
 */
export async function addToList(tx: Database, listId: number, productId: number, quantity: number, at: Date): Promise<boolean> {
  await productName(tx, productId);
  const [present] = await tx
    .select({ id: shoppingListItems.id, quantity: shoppingListItems.quantity })
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.productId, productId)));
  if (!present) await checkRoomForLines(tx, listId, 1);
  await tx
    .insert(shoppingListItems)
    .values({ listId, productId, quantity: Math.min(MAX_LINE_QUANTITY, quantity), addedAt: at })
    .onConflictDoUpdate({
      target: [shoppingListItems.listId, shoppingListItems.productId],
      set: { quantity: sql`least(${MAX_LINE_QUANTITY}, ${shoppingListItems.quantity} + excluded.quantity)` },
    });
  await touchList(tx, listId, at);
  return addGoesPastLimit(present?.quantity ?? 0, quantity);
}

/** The lines of the principal's active basket, in the order they were added, to become a list's. */
export async function basketLinesForList(tx: Database, principal: Principal): Promise<{ productId: number; quantity: number }[]> {
  const basket = await findActiveBasket(tx, principal);
  if (!basket) return [];
  return tx
    .select({ productId: schema.basketItems.productId, quantity: schema.basketItems.quantity })
    .from(schema.basketItems)
    .where(eq(schema.basketItems.basketId, basket.id))
    .orderBy(asc(schema.basketItems.addedAt), asc(schema.basketItems.productId));
}

/** Puts lines into a list in one statement (quantities added to those already there), within its size limit. */
export async function addLinesToList(tx: Database, listId: number, lines: readonly { productId: number; quantity: number }[], at: Date): Promise<void> {
  await checkRoomForLines(tx, listId, lines.length);
  await tx
    .insert(shoppingListItems)
    .values(lines.map((l) => ({ listId, productId: l.productId, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity), addedAt: at })))
    .onConflictDoUpdate({
      target: [shoppingListItems.listId, shoppingListItems.productId],
      set: { quantity: sql`least(${MAX_LINE_QUANTITY}, ${shoppingListItems.quantity} + excluded.quantity)` },
    });
  await touchList(tx, listId, at);
}

export async function checkRoomForLines(tx: Database, listId: number, adding: number): Promise<void> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(shoppingListItems).where(eq(shoppingListItems.listId, listId));
  if ((row?.n ?? 0) + adding > MAX_LIST_LINES) throw conflict(`Une liste compte au plus ${MAX_LIST_LINES} produits.`);
}

export async function touchList(tx: Database, listId: number, at: Date): Promise<void> {
  await tx.update(shoppingLists).set({ updatedAt: at }).where(eq(shoppingLists.id, listId));
}

/** A line of the caller's list by its id, or "not found". */
export async function ownedLine(db: Database, listId: number, lineId: number) {
  const [line] = await db
    .select()
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.id, lineId), eq(shoppingListItems.listId, listId)));
  if (!line) throw notFound("Cette ligne n'est pas dans la liste.");
  return line;
}

/** Whether a product can replace another in a list: it exists and can be bought where the customer is. */
export async function checkReplacement(db: Database, perimeterId: number, oldId: number, newId: number): Promise<void> {
  if (oldId === newId) throw unprocessable("Choisissez un autre produit que celui à remplacer.");
  const name = await productName(db, newId);
  const [offer] = await db
    .select({ stock: offers.stock, inStock: offers.inStock })
    .from(offers)
    .where(and(eq(offers.productId, newId), eq(offers.perimeterId, perimeterId)));
  const { raison } = lineAvailability(offer ?? null, name);
  if (raison) throw unprocessable(raison);
}

/** Replaces a product by another in one list, keeping its quantity (added to the new one's if already there). */
export async function replaceInList(tx: Database, listId: number, oldId: number, newId: number, at: Date): Promise<boolean> {
  const [old] = await tx
    .delete(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.productId, oldId)))
    .returning({ quantity: shoppingListItems.quantity });
  if (!old) return false;
  await addToList(tx, listId, newId, old.quantity, at);
  return true;
}

type LineRow = Awaited<ReturnType<typeof readLines>>[number];

/** The lines of some lists with their product and, where the customer is, its offer. */
async function readLines(db: Database, listIds: readonly number[], perimeterId: number) {
  if (listIds.length === 0) return [];
  return db
    .select({
      listId: shoppingListItems.listId,
      lineId: shoppingListItems.id,
      productId: products.id,
      quantity: shoppingListItems.quantity,
      name: products.name,
      categoryId: products.categoryId,
      variableWeight: products.variableWeight,
      averageWeightGrams: products.averageWeightGrams,
      offer: offers,
    })
    .from(shoppingListItems)
    .innerJoin(products, eq(products.id, shoppingListItems.productId))
    .leftJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
    .where(inArray(shoppingListItems.listId, [...listIds]))
    .orderBy(asc(shoppingListItems.addedAt), asc(shoppingListItems.id));
}

/**
 * The lines as their customer can buy them (ADR 0123): a sold-out product whose places a waiting list holds for them
 * has those units on top of the shelf, as their basket counts them (ADR 0120); everyone else reads it sold out. Only
 * sold-out lines are looked up.
 */
async function heldPlacesOf(db: Database, userId: number, perimeterId: number, lines: readonly LineRow[], now: Date): Promise<Map<number, number>> {
  const soldOut = lines.filter((l) => l.offer !== null && (!l.offer.inStock || l.offer.stock <= 0)).map((l) => l.productId);
  return soldOut.length === 0 ? new Map() : unitsHeldForCustomer(db, userId, perimeterId, [...new Set(soldOut)], now);
}

const withHeldUnits = (lines: readonly LineRow[], held: ReadonlyMap<number, number>): LineRow[] =>
  lines.map((l) => (l.offer && held.has(l.productId) ? { ...l, offer: offerWithHeldUnits(l.offer, held.get(l.productId)!) } : l));

const priced = (line: LineRow, now: Date) => ({
  ...line,
  ...lineAvailability(line.offer, line.name),
  unitPriceCents: line.offer ? currentPriceCents(line.offer, now) : 0,
});

function summaryOf(list: ListRow, lines: readonly ReturnType<typeof priced>[]): ListSummary {
  return {
    list_id: list.id,
    title: list.name,
    nb_articles: lines.length,
    total: centsToEuros(listTotalCents(lines)),
    nb_indisponibles: lines.filter((l) => !l.disponible).length,
    modifiee: list.updatedAt.toISOString(),
  };
}

/** The customer's lists, the most recently changed first, each summed up where the customer is. */
export async function listSummaries(db: Database, userId: number, perimeterId: number, now: Date): Promise<ListSummary[]> {
  const lists = await db.select().from(shoppingLists).where(eq(shoppingLists.userId, userId)).orderBy(desc(shoppingLists.updatedAt), desc(shoppingLists.id));
  const read = await readLines(db, lists.map((l) => l.id), perimeterId);
  const lines = withHeldUnits(read, await heldPlacesOf(db, userId, perimeterId, read, now)).map((l) => priced(l, now));
  return lists.map((list) => summaryOf(list, lines.filter((l) => l.listId === list.id)));
}

/** One list with its lines: product cards where sold, reasons and close replacements where not available. */
export async function listDetail(db: Database, list: ListRow, perimeterId: number, now: Date): Promise<ListDetail> {
  const read = await readLines(db, [list.id], perimeterId);
  // Read once for the lines and their cards: the same products, sold out on the same offers.
  const held = await heldPlacesOf(db, list.userId, perimeterId, read, now);
  const lines = withHeldUnits(read, held).map((l) => priced(l, now));
  const shelfCards = await cardsByProductId(db, perimeterId, lines.filter((l) => l.offer).map((l) => l.productId), now);
  const cards = new Map([...shelfCards.values()].map((card) => [card.id, cardWithHeldUnits(card, held.get(card.id) ?? 0)]));
  const missing = lines.filter((l) => !l.disponible);
  // A place a waiting list holds for the list's owner is a replacement they can take (ADR 0131), as their basket would.
  const replacements = await substitutesFor(
    db,
    perimeterId,
    missing.map((l) => ({ id: l.productId, categoryId: l.categoryId })),
    lines.map((l) => l.productId),
    now,
    undefined,
    list.userId,
  );
  const lignes: ListLine[] = lines.map((l) => {
    const card = cards.get(l.productId);
    return {
      ligne_id: l.lineId,
      article_id: l.productId,
      quantity: l.quantity,
      nom: l.name,
      produit: card ? publicCard(card) : null,
      disponible: l.disponible,
      raison: l.raison,
      remplacements: replacements.get(l.productId) ?? [],
    };
  });
  return { ...summaryOf(list, lines), lignes, places_gardees: await heldAmongReplacements(db, list.userId, perimeterId, lignes, now) };
}

/**
 * The places held for the list's owner among its proposed replacements (ADR 0137), so the page says until when, as the
 * tiles do. Read only when something is proposed: the customer's held places are few (one per product they were told
 * of), so all of them are read and those proposed kept.
 */
async function heldAmongReplacements(db: Database, userId: number, perimeterId: number, lignes: readonly ListLine[], now: Date) {
  const proposed = new Set(lignes.flatMap((l) => l.remplacements.map((card) => card.id)));
  if (proposed.size === 0) return [];
  const held = await heldPlacesOfCustomer(db, userId, perimeterId, now);
  return held
    .filter((place) => proposed.has(place.productId))
    .map((place) => ({ id_produit: place.productId, places_reservees: place.heldUnits, jusqu_au: place.until.toISOString() }));
}

/** The lines of a list as they go in a basket (product, name, quantity), all or only the given line ids. */
export async function linesForBasket(db: Database, listId: number, lineIds?: readonly number[]) {
  const rows = await db
    .select({ lineId: shoppingListItems.id, productId: products.id, name: products.name, quantity: shoppingListItems.quantity })
    .from(shoppingListItems)
    .innerJoin(products, eq(products.id, shoppingListItems.productId))
    .where(eq(shoppingListItems.listId, listId))
    .orderBy(asc(shoppingListItems.addedAt), asc(shoppingListItems.id));
  if (!lineIds) return rows;
  const known = new Set(rows.map((r) => r.lineId));
  if (lineIds.some((id) => !known.has(id))) throw notFound("Cette ligne n'est pas dans la liste.");
  return rows.filter((r) => lineIds.includes(r.lineId));
}
