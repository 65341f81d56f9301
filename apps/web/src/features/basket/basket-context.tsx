"use client";
// The basket on every page: seeded by the server's read (and by a later server render bringing another basket),
// refetched once on mount (never on window focus), adopted only when the server's basket is a real one
// (id_panier ≠ 0), replaced wholesale by every change.
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useRouter } from "next/navigation";
import type { Basket } from "@cabas/contracts";
import { emptyBasket, shouldAdoptServerBasket } from "@cabas/contracts/client-values";
import { useT } from "../../i18n/client.tsx";
import { fetchCall } from "../../lib/api/browser.ts";
import { NETWORK_FAILURE } from "../../lib/api/query.ts";
import { useToast } from "../../ui/toast/toaster.tsx";
import { updateBasket, type BasketActionResult } from "./actions.ts";
import { BASKET_FLASH_COOKIE, parseBasketFlash } from "./basket-flash.ts";
import { basketRefusalMessage } from "./basket-refusal.ts";
import { perimeterMoved } from "./perimeter-moved.ts";

export type BasketApi = {
  basket: Basket;
  /** Quantity of a product in the basket (0 when absent). */
  quantityOf: (productId: number) => number;
  /**
   * Any updatePanier action; failures become toasts (spec §8) unless `errorToast` is false (the caller says them
   * itself: a modal dialog hides the toasts), the basket is replaced on success.
   */
  update: (
    payload: Record<string, string>,
    options?: { successToast?: boolean; errorToast?: boolean },
  ) => Promise<BasketActionResult | null>;
  setQuantity: (productId: number, quantity: number) => Promise<BasketActionResult | null>;
  reset: () => Promise<void>;
  /** A basket another call answered with (a recipe added in one go): shown as the newest. */
  adopt: (panier: Basket) => void;
  /** Reads the basket again (a Server Action changed it without answering with it: a reorder). */
  refetch: () => () => void;
  pending: boolean;
};

const BasketContext = createContext<BasketApi | null>(null);

export function useBasket(): BasketApi {
  const api = useContext(BasketContext);
  if (!api) throw new Error("useBasket doit être utilisé dans un BasketProvider : les données du panier n'existent qu'à l'intérieur.");
  return api;
}

function readFlashCookie(): string | undefined {
  const entry = document.cookie.split("; ").find((c) => c.startsWith(`${BASKET_FLASH_COOKIE}=`));
  if (!entry) return undefined;
  document.cookie = `${BASKET_FLASH_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
  try {
    return decodeURIComponent(entry.slice(BASKET_FLASH_COOKIE.length + 1));
  } catch {
    return undefined;
  }
}

/** The delivery perimeter this browser holds (cookie ID_PERIMETRE, readable by scripts: not a secret). */
function perimeterCookie(): string | undefined {
  return document.cookie.split("; ").find((c) => c.startsWith("ID_PERIMETRE="))?.slice("ID_PERIMETRE=".length);
}

export function BasketProvider({
  initial,
  flash: serverFlash,
  renderedPerimeter,
  children,
}: {
  initial: Basket | null;
  flash?: string | undefined;
  /** The ID_PERIMETRE cookie the page was rendered with: the mount read compares the browser's cookie to it. */
  renderedPerimeter?: string | undefined;
  children: ReactNode;
}) {
  const t = useT();
  const toast = useToast();
  const router = useRouter();
  const [basket, setBasket] = useState<Basket>(() => initial ?? emptyBasket());
  // A server render after a Server Action that changed which basket is active (reordering into a new basket,
  // reopening an order) or where it is delivered (another perimeter: other prices and stock) brings it: adopt it,
  // or the page keeps showing the old one. Only then: a render that
  // follows a quantity change may be older than the change's own answer, which already replaced the basket.
  const [seed, setSeed] = useState(initial);
  // The last change applied on this page, and the one applied when the page asked for a server render (after a
  // reset): a render answering that request may have read the basket before a change applied since, and must not
  // bring back what that change undid (leaving an order's modification right after emptying the basket).
  const [lastApplied, setLastApplied] = useState(0);
  const [renderAskedAt, setRenderAskedAt] = useState<number | null>(null);
  if (initial !== seed) {
    setSeed(initial);
    setRenderAskedAt(null);
    const predatesChange = renderAskedAt !== null && lastApplied > renderAskedAt;
    if (
      !predatesChange &&
      initial &&
      shouldAdoptServerBasket(initial) &&
      (initial.id_panier !== basket.id_panier ||
        initial.perimetre !== basket.perimetre ||
        initial.modif_en_cours !== basket.modif_en_cours ||
        initial.complement_en_cours !== basket.complement_en_cours)
    )
      setBasket(initial);
  }
  const [pending, setPending] = useState(0);
  const mounted = useRef(false);
  // Counts changes sent from this page: the mount refetch is dropped when a change started meanwhile, because
  // its answer may predate that change (a fast click during hydration otherwise loses a quantity).
  const changes = useRef(0);
  // Answers can arrive out of order when two changes overlap: only a newer one than the basket shown replaces it.
  const applied = useRef(0);

  // Reads the server's basket; dropped when a change started meanwhile, whose answer may be newer. Returns the abort.
  // `perimeterBefore`: the zone the page shows. At mount, the one it was rendered for, since another read made at
  // load (the header's `me`) may have renewed the cookie before this one starts.
  const readServerBasket = useCallback((perimeterBefore: string | undefined) => {
    const controller = new AbortController();
    const changesBefore = changes.current;
    fetchCall<Basket & { success: true }>("getPanier", {}, controller.signal)
      .then((result) => {
        // The account's postal code was changed on another device: the web-service has just given this browser the
        // account's location cookies (ADR 0071), so the page, priced for the old zone, is rendered again for the new.
        if (perimeterMoved(perimeterBefore, perimeterCookie())) router.refresh();
        if (changes.current !== changesBefore) return;
        if (!result.ok || !shouldAdoptServerBasket(result.data)) return;
        const { success: _s, message: _m, ...server } = result.data as Basket & { success: true; message: string };
        setBasket(server);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [router]);
  const refetch = useCallback(() => readServerBasket(perimeterCookie()), [readServerBasket]);

  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    // A form sent before hydration left its outcome for this page: the server read it (the proxy expired the cookie
    // as this page loaded); the cookie is read too, for an outcome kept after this page's HTML was made.
    const flash = parseBasketFlash(readFlashCookie() ?? serverFlash);
    if (flash) toast[flash.type](flash.message);
    return readServerBasket(renderedPerimeter ?? perimeterCookie());
    // Mount only: a later render's flash and perimeter props are this same page's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [toast, readServerBasket]);

  const update = useCallback<BasketApi["update"]>(
    async (payload, options = {}) => {
      const change = (changes.current += 1);
      setPending((n) => n + 1);
      try {
        const result = await updateBasket(payload).catch((): BasketActionResult => ({ ok: false, status: NETWORK_FAILURE, message: "" }));
        if (result.ok) {
          if (change > applied.current) {
            applied.current = change;
            setBasket(result.panier);
            setLastApplied(change);
          }
          if (options.successToast && result.message) toast.success(result.message);
        } else if (options.errorToast !== false) {
          toast.error(basketRefusalMessage(result, t("error")));
        }
        return result;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [t, toast],
  );

  const setQuantity = useCallback<BasketApi["setQuantity"]>(
    (productId, quantity) => update({ action: "set_quantity", id: String(productId), quantity: String(quantity) }),
    [update],
  );

  const reset = useCallback(async () => {
    const result = await update({ action: "reset" });
    if (result?.ok) {
      toast.success(result.message || "Votre panier a été vidé.");
      setBasket(result.panier);
      // Spec §8: basket and user data refreshed (server-rendered parts of the page included).
      setRenderAskedAt(changes.current);
      router.refresh();
    }
  }, [router, toast, update]);

  const adopt = useCallback<BasketApi["adopt"]>((panier) => {
    // Newer than any answer still on its way from an earlier change, and than the mount's refetch.
    applied.current = changes.current += 1;
    setBasket(panier);
  }, []);

  const api = useMemo<BasketApi>(() => {
    const quantities = new Map([...basket.items, ...basket.reservations].map((item) => [item.id, item.quantity]));
    return {
      basket,
      quantityOf: (id) => quantities.get(id) ?? 0,
      update,
      setQuantity,
      reset,
      adopt,
      refetch,
      pending: pending > 0,
    };
  }, [basket, update, setQuantity, reset, adopt, refetch, pending]);

  return <BasketContext.Provider value={api}>{children}</BasketContext.Provider>;
}
