"use client";
// A form that puts products in the basket through a Server Action once hydrated (a recipe, a pack): one call at a
// time, the basket it answers with adopted, a failure said in a toast. The form's own action stays the no-JS path.
import { useState, type FormEvent } from "react";
import type { Basket } from "@cabas/contracts";
import { useT } from "../../i18n/client.tsx";
import { useToast } from "../../ui/toast/toaster.tsx";
import { useBasket } from "./basket-context.tsx";

type Outcome<T> = ({ ok: true; panier: Basket } & T) | { ok: false; message: string };

export function useBasketCall<T>(call: () => Promise<Outcome<T>>, onDone: (result: { ok: true; panier: Basket } & T, toast: ReturnType<typeof useToast>) => void) {
  const { adopt } = useBasket();
  const toast = useToast();
  const t = useT();
  const [pending, setPending] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    call()
      .then((result) => {
        if (!result.ok) return void toast.error(result.message || t("error"));
        adopt(result.panier);
        onDone(result, toast);
      })
      .catch(() => toast.error(t("error")))
      .finally(() => setPending(false));
  };
  return { pending, onSubmit };
}
