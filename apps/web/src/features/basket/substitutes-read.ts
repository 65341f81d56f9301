// What the basket page knows of its unavailable lines' substitutes (getSubstituts, ADR 0044), and when it must ask
// again: the server's answer comes with the page; a line that becomes unavailable later (the basket read again, a
// change of address) is not in it.
import type { ProductCard, UnavailableProduct } from "@cabas/contracts";

/** The set of lines an answer was read for, whatever their order. */
export const linesKey = (ids: readonly number[]): string => [...new Set(ids)].sort((a, b) => a - b).join(",");

/** Substitutes known per line; a line absent from the answer is not known (never shown as having none). */
export const substitutesByLine = (indispos: readonly UnavailableProduct[]): ReadonlyMap<number, ProductCard[]> =>
  new Map(indispos.map((line) => [line.id, line.substitutes]));

/**
 * Whether to read getSubstituts again: the basket has unavailable lines and they are not those the known answer was
 * read for (one appeared, or one was replaced or removed: a product just added is no longer a substitute to offer).
 */
export const mustRead = (readFor: string | null, unavailableIds: readonly number[]): boolean =>
  unavailableIds.length > 0 && linesKey(unavailableIds) !== readFor;
