"use client";
// "Ajouter les ingrédients au panier": a real form to buyRecipeFormAction (works before hydration and without
// JavaScript); once hydrated, it calls buyRecipe, shows the basket it answers with and says what could not be added.
import { buttonClassName } from "../../ui/button/button.tsx";
import { useBasketCall } from "../basket/use-basket-call.ts";
import { buyRecipe, buyRecipeFormAction } from "./actions.ts";
import { unavailableSentence } from "./recipe-purchase.ts";

export function RecipeBasketForm({ slug, personnes, label }: { slug: string; personnes: number; label: string }) {
  const { pending, onSubmit } = useBasketCall(
    () => buyRecipe(slug, String(personnes)),
    (result, toast) => {
      if (result.added > 0) toast.success(result.message);
      const unavailable = unavailableSentence(result.unavailable);
      if (unavailable) toast.warning(result.added > 0 ? unavailable : `${result.message} ${unavailable}`);
    },
  );
  return (
    <form action={buyRecipeFormAction} onSubmit={onSubmit}>
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="personnes" value={personnes} />
      <button type="submit" className={buttonClassName({ wrap: true })} aria-disabled={pending || undefined}>
        {label}
      </button>
    </form>
  );
}
