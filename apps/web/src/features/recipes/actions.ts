"use server";
// Server Actions of a recipe: its products put in the basket in one go (buyRecette). The form posts here, so it
// works before hydration and without JavaScript; once hydrated, the form calls buyRecipe and stays on the page.
import { redirect } from "next/navigation";
import { buyRecette, type Basket } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { internalPath } from "../../lib/session/redirect-target.ts";
import { field } from "../account/form-state.ts";
import { keepBasketFlash } from "../basket/basket-flash-cookie.ts";
import { recipePurchaseFlash } from "./recipe-purchase.ts";

export type RecipePurchaseResult =
  | { ok: true; panier: Basket; message: string; added: number; unavailable: string[] }
  | { ok: false; message: string };

export async function buyRecipe(slug: string, personnes: string): Promise<RecipePurchaseResult> {
  const result = await postCall(buyRecette, { slug, personnes });
  if (!result.ok) return { ok: false, message: result.message };
  const { panier, message, ajoutes, indispos } = result.data;
  return { ok: true, panier, message, added: ajoutes, unavailable: indispos.map((i) => i.nom) };
}

/** The no-JavaScript path: call, keep the outcome for the page it comes back to, go back to the recipe. */
export async function buyRecipeFormAction(form: FormData): Promise<void> {
  const slug = field(form, "slug");
  const personnes = field(form, "personnes");
  const result = await buyRecipe(slug, personnes);
  await keepBasketFlash(
    result.ok
      ? { type: result.added > 0 ? "success" : "error", message: recipePurchaseFlash(result.message, result.unavailable) }
      : { type: "error", message: result.message || "Une erreur est survenue." },
  );
  redirect(internalPath(`/recettes/${encodeURIComponent(slug)}?personnes=${encodeURIComponent(personnes)}`) ?? "/recettes");
}
