"use client";
// The places the waiting lists hold for the shopper (ADR 0120), for the product tiles of every page (ADR 0131). The
// catalogue's pages are shared by shoppers with scripts (ADR 0032, 0054) and show everyone the shelf: the browser reads
// the shopper's held places itself, once per page (mesPlacesGardees, all products at once), and only when a tile on it
// is sold out on the shelf. A page rendered for one signed-in shopper without scripts was given them by the server.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { usePathname } from "next/navigation";
import { fetchCall } from "../../lib/api/browser.ts";
import { useHeldPlaceClock } from "./held-place-clock.ts";
import { mayBeHeld, readHeldPlaces, tileOffer, type HeldPlace, type TileOffer } from "./held-places.ts";

/** Held places as read, with the time of the read (a window is checked against it, as the product page's box does). */
export type HeldPlacesRead = { places: readonly HeldPlace[]; at: number };

type HeldPlacesApi = {
  /** The place held for the shopper on this product, as last read; undefined when none (or not read). */
  placeOf: (productId: number) => HeldPlace | undefined;
  /** The clock the windows are checked against (ms): the time of the read, moved on as each window ends (ADR 0137). */
  at: number;
  /** A tile of this page may be held: read the places once for the page, if not read for it yet. */
  ask: () => void;
};

const HeldPlacesContext = createContext<HeldPlacesApi | null>(null);

/**
 * `account`: whether the shopper may have an account (a guest holds nothing: nothing is read). `initial`: the places the
 * server read for a page rendered for this shopper alone; the browser then does not read them again on that page.
 */
export function HeldPlacesProvider({ account, initial, children }: { account: boolean; initial?: HeldPlacesRead | undefined; children: ReactNode }) {
  const pathname = usePathname();
  // `key`: the page (address path) the places were read for; a later page reads them again, once, if a tile asks.
  const [read, setRead] = useState<(HeldPlacesRead & { key: string }) | null>(() => (initial ? { ...initial, key: pathname } : null));
  const [asked, setAsked] = useState<string | null>(null);
  const ask = useCallback(() => setAsked(pathname), [pathname]);

  useEffect(() => {
    if (!account || asked === null || asked === read?.key) return;
    const controller = new AbortController();
    fetchCall<unknown>("mesPlacesGardees", {}, controller.signal)
      // A refusal (a session ended, staff) or a failure holds nothing: the page keeps the shelf, as everyone's.
      .then((result) => setRead({ key: asked, places: result.ok ? readHeldPlaces(result.data) : [], at: Date.now() }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [account, asked, read?.key]);

  // A place that lapses while the page stays open goes back to the shelf then, not at the next page (ADR 0137): one
  // timer for the earliest window, whatever the number of tiles.
  const at = useHeldPlaceClock(read?.at ?? 0, (read?.places ?? []).map((place) => place.until));
  const api = useMemo<HeldPlacesApi>(() => {
    const byProduct = new Map((read?.places ?? []).map((place) => [place.productId, place]));
    return { placeOf: (id) => byProduct.get(id), at, ask };
  }, [read, at, ask]);

  return <HeldPlacesContext.Provider value={api}>{children}</HeldPlacesContext.Provider>;
}

/** The place held for the shopper on this product and the time it was read, as last read (the product page's box). */
export function useHeldPlace(productId: number): { place: HeldPlace; at: number } | null {
  const api = useContext(HeldPlacesContext);
  const place = api?.placeOf(productId);
  return api && place ? { place, at: api.at } : null;
}

/**
 * What a tile offers the shopper (tileOffer): a tile sold out on the shelf asks for the page's held places, once for all
 * its tiles. Outside the provider (a tile rendered alone), the shelf.
 */
export function useTileOffer(productId: number, tile: { available: boolean; recalled: boolean; stock: number }): TileOffer {
  const api = useContext(HeldPlacesContext);
  const may = mayBeHeld(tile);
  const ask = api?.ask;
  useEffect(() => {
    if (may) ask?.();
  }, [may, ask]);
  return tileOffer(tile, api?.placeOf(productId), api?.at ?? 0);
}
