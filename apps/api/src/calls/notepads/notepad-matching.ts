// Finds products for a notepad's lines with the shop's own French search (corrections and fallbacks included),
// priced where the customer is: the lines of one page (notepad-pages.ts), PRODUCTS_PER_LINE products each.
import type { FastifyRequest } from "fastify";
import { PRODUCTS_PER_LINE, type NotepadLine, type ProductCard } from "@cabas/contracts";
import { inArray } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import type { Principal } from "../../http/auth.ts";
import { searchProducts } from "../catalogue/product-search.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";
import { principalPerimeterId } from "../slots/visitor-perimeter.ts";
import { cardsWithHeldPlaces } from "../reservation-waitlist/waitlist-store.ts";
import type { ParsedLine } from "./notepad-lines.ts";
import { proposeQuantity, rankForCount } from "./notepad-quantity.ts";

/** On PostgreSQL a few searches overlap; PGlite queues them on its one connection anyway. */
const SEARCHES_AT_ONCE = 4;

/**
 * Where the customer shops, as the catalogue pages see it: the perimeter asked for (the storefront sends its
 * ID_PERIMETRE cookie), else that cookie, else the session's (a client with a bearer token only), else the default.
 */
export async function shoppingPerimeterId(
  db: Database,
  request: FastifyRequest,
  requested: number | undefined,
  principal: Principal | null,
): Promise<number> {
  if (requested !== undefined || request.cookies.ID_PERIMETRE) return (await resolvePerimeter(db, request, requested)).id;
  return principalPerimeterId(db, principal);
}

/** The same words searched once: "lait" on two lines costs one search. */
const searchKey = (search: string) => search.toLocaleLowerCase("fr");

export async function matchNotepadLines(
  db: Database,
  lines: readonly ParsedLine[],
  where: { perimeterId: number; now: Date; userId: number },
): Promise<NotepadLine[]> {
  const searches = [...new Set(lines.map((l) => searchKey(l.search)))];
  const found = new Map<string, ProductCard[]>();
  const filters = { perimeterId: where.perimeterId, now: where.now, sort: "pertinence" as const, order: "desc" as const, page: 1, limit: PRODUCTS_PER_LINE };
  let next = 0;
  const worker = async () => {
    while (next < searches.length) {
      const search = searches[next++]!;
      found.set(search, (await searchProducts(db, search, filters)).products);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SEARCHES_AT_ONCE, searches.length) }, worker));
  await countHeldPlaces(db, found, where);
  const contents = await packContents(db, [...found.values()].flatMap((products) => products.map((p) => p.id)));
  const counted = (p: ProductCard) => ({ name: p.name, content: contents.get(p.id) ?? null });
  return lines.map((line) => {
    const produits = rankForCount(line.quantity, found.get(searchKey(line.search)) ?? [], counted);
    // Each product's button adds its own packs for the line's count (« Ajouter 1 » on a pack of 6 for 3 bottles).
    const propositions = produits.map((p) => {
      const proposal = proposeQuantity(line.quantity, counted(p));
      return { id_article: p.id, quantite: proposal.quantity, precision: proposal.note };
    });
    const first = propositions[0];
    return {
      texte: line.text,
      recherche: line.search,
      quantite: line.quantity,
      produits,
      quantite_proposee: first?.quantite ?? line.quantity,
      precision_quantite: first?.precision ?? null,
      propositions,
    };
  });
}

/**
 * The cards as the notepad's owner can buy them (ADR 0123): a sold-out product whose place a waiting list holds for
 * them is theirs to add, up to the units held; the search's cards are everyone's. Changes `found` in place.
 */
async function countHeldPlaces(db: Database, found: Map<string, ProductCard[]>, where: { perimeterId: number; now: Date; userId: number }): Promise<void> {
  const all = [...found.values()].flat();
  const read = new Map((await cardsWithHeldPlaces(db, where.userId, where.perimeterId, all, where.now)).map((card) => [card.id, card]));
  for (const [search, cards] of found) found.set(search, cards.map((card) => read.get(card.id) ?? card));
}

/** What one pack of each product holds (grams, millilitres or pieces), as the catalogue stores it. */
async function packContents(db: Database, productIds: readonly number[]) {
  if (productIds.length === 0) return new Map<number, { quantity: number; unit: "g" | "ml" | "piece" }>();
  const rows = await db
    .select({ id: schema.products.id, quantity: schema.products.netQuantity, unit: schema.products.netUnit })
    .from(schema.products)
    .where(inArray(schema.products.id, [...new Set(productIds)]));
  return new Map(rows.map((r) => [r.id, { quantity: r.quantity, unit: r.unit }]));
}
