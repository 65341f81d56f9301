// Which products are the customer's favourites: those in at least one of their lists (myProducts' `en_liste`),
// with the changes this page made since it read them.

/** A change made from this page: the product is now held by some list (true) or by none (false). */
export type FavouriteMarks = ReadonlyMap<number, boolean>;

/**
 * The favourites shown: the read ones, corrected by this page's own changes. A change made while the read was on
 * its way wins over the read, which may predate it.
 */
export function favouriteIds(read: readonly number[], marks: FavouriteMarks): Set<number> {
  const ids = new Set(read);
  for (const [id, held] of marks) {
    if (held) ids.add(id);
    else ids.delete(id);
  }
  return ids;
}

/** The ids of a myProducts answer, or none when it holds no usable list (an older web-service, a bad answer). */
export function readFavourites(answer: unknown): number[] {
  const ids = (answer as { en_liste?: unknown } | null)?.en_liste;
  return Array.isArray(ids) ? ids.filter((id): id is number => Number.isInteger(id)) : [];
}

/** Whether a product is still held once removed from one list, given the lists that held it. */
export const heldAfterRemoval = (holding: readonly { list_id: number }[], removedFrom: number): boolean =>
  holding.some((l) => l.list_id !== removedFrom);
