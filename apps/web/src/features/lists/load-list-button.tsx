"use client";
// « Ajouter au panier » for a whole list inside the lists' dialogs: loadList, the basket it answers with shown at once,
// its message as a toast (how many went in, how many could not).
import { useState } from "react";
import { useT } from "../../i18n/client.tsx";
import { NETWORK_FAILURE } from "../../lib/api/query.ts";
import { Button } from "../../ui/button/button.tsx";
import { useToast } from "../../ui/toast/toaster.tsx";
import { useBasket } from "../basket/basket-context.tsx";
import type { BasketActionResult } from "../basket/actions.ts";
import { loadListInPlaceAction } from "./actions.ts";
import { isActionRedirect } from "../../lib/action-redirect.ts";

const UNREACHED: BasketActionResult = { ok: false, status: NETWORK_FAILURE, message: "" };

export function LoadListButton({ listId, title, size = "small", onDone }: { listId: number; title: string; size?: "small" | "medium"; onDone?: () => void }) {
  const t = useT();
  const toast = useToast();
  const { adopt } = useBasket();
  const [busy, setBusy] = useState(false);
  const load = async () => {
    setBusy(true);
    const result = await loadListInPlaceAction(listId).catch((error: unknown) => (isActionRedirect(error) ? null : UNREACHED));
    setBusy(false);
    // Redirected (the session ended): the next page takes over, nothing to say here.
    if (result === null) return;
    if (!result?.ok) {
      toast.error(!result || result.status === NETWORK_FAILURE || !result.message ? t("error") : result.message);
      return;
    }
    adopt(result.panier);
    toast.success(result.message);
    onDone?.();
  };
  return (
    <Button type="button" size={size} loading={busy} onClick={() => void load()} aria-label={`Ajouter au panier la liste « ${title} »`}>
      Ajouter au panier
    </Button>
  );
}
