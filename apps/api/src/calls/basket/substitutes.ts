// The basket's lines that cannot be delivered in a perimeter (not sold there, or out of stock), each with
// substitutes: products of the same category, in stock there, the closest in price first. setAdresses answers
// them as `indispos` (the INDISPO view), getSubstituts for the basket page (docs/adr/0009-basket-calls.md, 0044).
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { SUBSTITUTES_PER_LINE, type ProductCard, type UnavailableProduct } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { cardsByProductId, publicCard } from "../catalogue/offer-cards.ts";
import { cardsWithHeldPlaces } from "../reservation-waitlist/waitlist-store.ts";

const { basketItems, products, offers, reservationWaitlist } = schema;

/** Whether an offer (null: not sold there) lets a line be delivered: in stock, some left. */
export const offerDeliverable = (offer: { stock: number | null; inStock: boolean | null } | null): boolean =>
  offer !== null && offer.stock !== null && offer.inStock === true && offer.stock > 0;

export async function unavailableProducts(
  db: Database,
  basketId: number,
  perimeterId: number,
  now: Date,
  substitutesPerProduct = SUBSTITUTES_PER_LINE,
): Promise<UnavailableProduct[]> {
  const lines = await db
    .select({
      id: products.id,
      name: products.name,
      categoryId: products.categoryId,
      stock: offers.stock,
      inStock: offers.inStock,
    })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .leftJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.addedAt), asc(basketItems.productId));
  const missing = lines.filter((l) => !offerDeliverable(l));
  if (missing.length === 0) return [];
  const substitutes = await substitutesFor(db, perimeterId, missing, lines.map((l) => l.id), now, substitutesPerProduct);
  return missing.map((line) => ({ id: line.id, name: line.name, substitutes: substitutes.get(line.id) ?? [] }));
}

/** A list of ids as one PostgreSQL integer array parameter (`array[]::int[]` when empty). */
const intArray = (ids: readonly number[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  )}]::int[]`;

/**
 * Close products for each missing one, sold and in stock in the perimeter: same category, the closest in price to
 * the missing product's price anywhere (its cheapest offer) first. `excluded` are never offered (already chosen).
 * Two statements whatever the number of missing products (the candidates of all of them in one, by a lateral join,
 * then their cards), so a basket page with many unavailable lines costs no more round trips than one with a few.
 * `heldFor`: the customer whose places held by a waiting list count as in stock, as their basket takes them (a list's
 * owner, ADR 0131); their cards then read the held units. Nobody else's proposals change.
 */
export async function substitutesFor(
  db: Database,
  perimeterId: number,
  missing: readonly { id: number; categoryId: number }[],
  excluded: readonly number[],
  now: Date,
  perProduct = SUBSTITUTES_PER_LINE,
  heldFor?: number,
): Promise<Map<number, ProductCard[]>> {
  const result = new Map<number, ProductCard[]>();
  if (missing.length === 0) return result;
  const notOffered = [...new Set([...excluded, ...missing.map((m) => m.id)])];
  const price = sql`coalesce(${offers.promoPriceCents}, ${offers.priceCents})`;
  const answer = await db.execute(sql`
    select m.missing_id as "missingId", c.id as "id"
    from unnest(${intArray(missing.map((m) => m.id))}, ${intArray(missing.map((m) => m.categoryId))}) with ordinality as m(missing_id, category_id, position)
    cross join lateral (
      select coalesce(min(${price}), 0) as cents from ${offers} where ${offers.productId} = m.missing_id
    ) ref
    cross join lateral (
      select ${products.id} as id, abs(${price} - ref.cents) as distance
      from ${products}
      inner join ${offers} on ${offers.productId} = ${products.id} and ${offers.perimeterId} = ${perimeterId}
      where ${products.categoryId} = m.category_id
        and ${products.id} <> all(${intArray(notOffered)})
        and ((${offers.inStock} = true and ${offers.stock} > 0)${heldFor === undefined ? sql`` : sql` or exists (
          select 1 from ${reservationWaitlist}
          where ${reservationWaitlist.userId} = ${heldFor} and ${reservationWaitlist.productId} = ${products.id}
            and ${reservationWaitlist.perimeterId} = ${perimeterId} and ${reservationWaitlist.heldUnits} > 0
            and ${reservationWaitlist.offerEndsAt} > ${now})`})
      order by distance, ${products.id}
      limit ${perProduct}
    ) c
    order by m.position, c.distance, c.id`);
  const rows = (answer as { rows: { missingId: number; id: number }[] }).rows;
  const shelfCards = await cardsByProductId(db, perimeterId, rows.map((r) => Number(r.id)), now);
  const cards =
    heldFor === undefined
      ? shelfCards
      : new Map((await cardsWithHeldPlaces(db, heldFor, perimeterId, [...shelfCards.values()], now)).map((card) => [card.id, card]));
  for (const line of missing) result.set(line.id, []);
  for (const row of rows) {
    const card = cards.get(Number(row.id));
    if (card) result.get(Number(row.missingId))?.push(publicCard(card));
  }
  return result;
}
