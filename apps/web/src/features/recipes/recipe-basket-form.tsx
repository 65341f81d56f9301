"use client";
// "Ajouter les ingrédients au panier": a real form to buyRecipeFormAction (works before hydration and without
// JavaScript); once hydrated, it calls buyRecipe, shows the basket it answers with and says what could not be added.
import { useState, type FormEvent } from "react";
import { useT } from "../../i18n/client.tsx";
import { useToast } from "../../ui/toast/toaster.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";
import { useBasket } from "../basket/basket-context.tsx";
import { buyRecipe, buyRecipeFormAction } from "./actions.ts";
import { unavailableSentence } from "./recipe-purchase.ts";

export function RecipeBasketForm({ slug, personnes, label }: { slug: string; personnes: number; label: string }) {
  const { adopt } = useBasket();
  const toast = useToast();
  const t = useT();
  const [pending, setPending] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    buyRecipe(slug, String(personnes))
      .then((result) => {
        if (!result.ok) return void toast.error(result.message || t("error"));
        adopt(result.panier);
        if (result.added > 0) toast.success(result.message);
        const unavailable = unavailableSentence(result.unavailable);
        if (unavailable) toast.warning(result.added > 0 ? unavailable : `${result.message} ${unavailable}`);
      })
      .catch(() => toast.error(t("error")))
      .finally(() => setPending(false));
  };
  return (
    <form action={buyRecipeFormAction} onSubmit={onSubmit}>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="personnes" value={personnes} />
      <button type="submit" className={buttonClassName({})} aria-disabled={pending || undefined}>
        {label}
      </button>
    </form>
  );
}
