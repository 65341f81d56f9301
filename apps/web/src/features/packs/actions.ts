"use server";
// Server Actions of a pack: put in the basket as a pack (buyPack), with its discount. The form posts here, so it
// works before hydration and without JavaScript; once hydrated, the form calls buyPackNow and stays on the page.
import { redirect } from "next/navigation";
import { buyPack, type Basket } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { internalPath } from "../../lib/session/redirect-target.ts";
import { field } from "../account/form-state.ts";
import { keepBasketFlash } from "../basket/basket-flash-cookie.ts";

export type PackPurchaseResult = { ok: true; panier: Basket; message: string } | { ok: false; message: string };

export async function buyPackNow(slug: string, quantite: string): Promise<PackPurchaseResult> {
  const result = await postCall(buyPack, { slug, quantite });
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, panier: result.data.panier, message: result.data.message };
}

/** The no-JavaScript path: call, keep the outcome for the page it comes back to, go back to the pack. */
export async function buyPackFormAction(form: FormData): Promise<void> {
  const slug = field(form, "slug");
  const result = await buyPackNow(slug, field(form, "quantite") || "1");
  await keepBasketFlash(result.ok ? { type: "success", message: result.message } : { type: "error", message: result.message || "Une erreur est survenue." });
  redirect(internalPath(`/packs/${encodeURIComponent(slug)}`) ?? "/packs");
}
