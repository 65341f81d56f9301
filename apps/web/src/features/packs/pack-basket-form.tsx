"use client";
// « Ajouter le pack au panier »: a real form to buyPackFormAction (works before hydration and without JavaScript);
// once hydrated, it calls buyPackNow, shows the basket it answers with and says what happened in a toast.
import { buttonClassName } from "../../ui/button/button.tsx";
import { useBasketCall } from "../basket/use-basket-call.ts";
import { buyPackFormAction, buyPackNow } from "./actions.ts";

export function PackBasketForm({ slug, label }: { slug: string; label: string }) {
  const { pending, onSubmit } = useBasketCall(
    () => buyPackNow(slug, "1"),
    (result, toast) => toast.success(result.message),
  );
  return (
    <form action={buyPackFormAction} onSubmit={onSubmit}>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="quantite" value="1" />
      <button type="submit" className={buttonClassName({ wrap: true })} aria-disabled={pending || undefined}>
        {label}
      </button>
    </form>
  );
}
