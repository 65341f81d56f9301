"use client";
// Favourites on every page (spec §3 « Favourites », §7 « Favourites list »): the products in the customer's lists,
// read once with myProducts and an empty query when the page mounts, never again on window focus. Tiles and product
// pages mark them with a heart; the PRODUIT_FAVORI dialog changes them. A guest has none, and nothing is read.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { fetchCall } from "../../lib/api/browser.ts";
import { favouriteIds, readFavourites } from "./favourites.ts";

export type FavouritesApi = {
  /** "unknown" while the read is on its way; "guest" when nobody is signed in (or the read failed). */
  status: "unknown" | "guest" | "signed-in";
  isFavourite: (productId: number) => boolean;
  /** A list change made on this page: the product is now held by some list, or by none. */
  mark: (productId: number, held: boolean) => void;
};

const FavouritesContext = createContext<FavouritesApi | null>(null);

export function useFavourites(): FavouritesApi {
  const api = useContext(FavouritesContext);
  if (!api)
    throw new Error("useFavourites doit être utilisé dans un FavouritesProvider : les données des favoris n'existent qu'à l'intérieur.");
  return api;
}

/**
 * `account`: whether the shopper may have an account. False for a guest (nothing to read); true for a signed-in
 * customer, and for a page shared by shoppers with an account (ADR 0032), whose server did not know who asks.
 */
export function FavouritesProvider({ account, children }: { account: boolean; children: ReactNode }) {
  const [read, setRead] = useState<{ status: FavouritesApi["status"]; ids: number[] }>({ status: account ? "unknown" : "guest", ids: [] });
  const [marks, setMarks] = useState<ReadonlyMap<number, boolean>>(new Map());

  useEffect(() => {
    if (!account) return;
    const controller = new AbortController();
    fetchCall<unknown>("myProducts", {}, controller.signal)
      .then((result) => setRead(result.ok ? { status: "signed-in", ids: readFavourites(result.data) } : { status: "guest", ids: [] }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [account]);

  const mark = useCallback((productId: number, held: boolean) => setMarks((before) => new Map(before).set(productId, held)), []);

  const api = useMemo<FavouritesApi>(() => {
    const ids = favouriteIds(read.ids, marks);
    return { status: read.status, isFavourite: (id) => ids.has(id), mark };
  }, [read, marks, mark]);

  return <FavouritesContext.Provider value={api}>{children}</FavouritesContext.Provider>;
}
