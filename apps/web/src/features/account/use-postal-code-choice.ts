"use client";
// After a postal code is chosen on a page running scripts (the postal-code page, or the slots page's offer once the
// zone opened): the header's basket becomes the new zone's, then the shopper goes where the form said. A Server
// Action's redirect would keep the old zone's basket in the header, the page it leads to bringing none when shared.
import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useBasket } from "../basket/basket-context.tsx";
import type { PostalCodeState } from "./actions.ts";

export function useFollowPostalCodeChoice(state: PostalCodeState, onDone?: () => void): void {
  const router = useRouter();
  const { refetch } = useBasket();
  useEffect(() => {
    // Products not delivered at the new postal code: they are named first (INDISPO, ADR 0064), nothing moves on.
    if (state.status !== "success" || state.indispos?.length) return;
    onDone?.();
    if (!state.next) return;
    // The moved basket came with the answer (PostalCodeMoveNotice, beside the form, adopts it); otherwise it is read
    // again for the new zone.
    if (!state.panier) refetch();
    router.push(state.next);
  }, [state, onDone, refetch, router]);
}
