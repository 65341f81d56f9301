// The places the waiting lists hold for the shopper (ADR 0120), as a product tile reads them (ADR 0131): the catalogue's
// pages show everyone the shelf, so a tile that is sold out on it turns into the told customer's own add-to-basket, up
// to the units held, saying until when, as the product page does (ADR 0123). Answer of mesPlacesGardees.
import { heldPlaces, type WaitlistEntry } from "./waitlist-view.ts";

/** Units held for the shopper on a product until `until` (ISO). */
export type HeldPlace = { productId: number; units: number; until: string };

/** The places an answer carries (unknown entries skipped); none when it is not one (a guest's refusal, another shape). */
export function readHeldPlaces(data: unknown): HeldPlace[] {
  const places = typeof data === "object" && data !== null ? (data as { places?: unknown }).places : undefined;
  if (!Array.isArray(places)) return [];
  return places.flatMap((place: unknown): HeldPlace[] => {
    if (typeof place !== "object" || place === null) return [];
    const { id_produit, places_reservees, jusqu_au } = place as Record<string, unknown>;
    if (typeof id_produit !== "number" || typeof places_reservees !== "number" || places_reservees <= 0 || typeof jusqu_au !== "string") return [];
    return [{ productId: id_produit, units: places_reservees, until: jusqu_au }];
  });
}

/** The product page's waiting-list entry a held place stands for: one rule (`heldPlaces`) for the page and the tiles. */
export const heldPlaceEntry = (place: HeldPlace): WaitlistEntry => ({ etat: "prevenu", position: null, jusqu_au: place.until, places_reservees: place.units });

/**
 * Whether a tile may turn into a held place, so the page reads the shopper's held places (once, for all its tiles): a
 * product sold out on the shelf and not recalled. Tiles of products on sale never ask.
 */
export const mayBeHeld = (tile: { available: boolean; recalled: boolean; stock: number }): boolean =>
  !tile.recalled && (!tile.available || tile.stock <= 0);

/** What a tile offers the shopper: the shelf as everyone reads it, or their held place. */
export type TileOffer = { available: boolean; stock: number; held: null } | { available: true; stock: number; held: { units: number; until: string } };

/**
 * A tile's offer for the shopper (ADR 0131). A product sold out on the shelf (closed, or no units) whose place is held
 * for them while the window is still open at `nowMs` (the time it was read) is available to them, up to the units held
 * on top of what the shelf has; a recalled product stays unsold whatever is held. Every other tile is everyone's.
 */
export function tileOffer(
  tile: { available: boolean; recalled: boolean; stock: number },
  place: HeldPlace | null | undefined,
  nowMs: number,
): TileOffer {
  const shelf: TileOffer = { available: tile.available, stock: tile.stock, held: null };
  if (!place || !mayBeHeld(tile)) return shelf;
  const units = heldPlaces(heldPlaceEntry(place), nowMs);
  if (units <= 0) return shelf;
  return { available: true, stock: (tile.available ? Math.max(0, tile.stock) : 0) + units, held: { units, until: place.until } };
}

/**
 * The next end of a held window after `nowMs` (ms), or null when none is to come: the one moment the page must look
 * again (ADR 0137), when that place goes back to the shelf. Windows already ended, or unreadable, wait for nothing.
 */
export function nextExpiry(untils: readonly (string | null | undefined)[], nowMs: number): number | null {
  let next: number | null = null;
  for (const until of untils) {
    const end = until ? Date.parse(until) : Number.NaN;
    if (end > nowMs && (next === null || end < next)) next = end;
  }
  return next;
}
