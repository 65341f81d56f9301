"use server";
// Server Actions of the customer-service forms (they work without JavaScript): write to customer service, claim
// on a delivered order, take back or delete a set-aside basket.
import { redirect } from "next/navigation";
import { deletePanierAbandonne, sendContactForm, sendMRForm, updatePanier } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { field, type FormState } from "../account/form-state.ts";
import { refusedState } from "../account/refused-state.ts";
import { claimLinesFrom } from "./claim-lines.ts";

export async function sendContactAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(sendContactForm, {
    nom: field(form, "nom"),
    email: field(form, "email"),
    sujet: field(form, "sujet"),
    id_commande: field(form, "id_commande"),
    message: field(form, "message"),
  });
  if (!result.ok) return refusedState(result, form);
  redirect(`/contacter-cabas?envoye=${encodeURIComponent(result.data.reference)}`);
}

export async function claimAction(_prev: FormState, form: FormData): Promise<FormState> {
  const lines = claimLinesFrom(form);
  if (lines.length === 0) return { status: "error", message: "Indiquez la quantité concernée pour au moins un produit." };
  const orderId = field(form, "id_commande");
  const result = await postCall(sendMRForm, { id_commande: orderId, lignes: JSON.stringify(lines), commentaire: field(form, "commentaire") });
  if (!result.ok) return refusedState(result, form);
  // A claim above the instant-credit ceilings is examined by customer service: the page says so instead of a credit.
  const outcome = result.data.statut === "en_examen" ? "examen" : String(Math.round(result.data.credit * 100));
  redirect(`/commande/${encodeURIComponent(orderId)}?reclamation=${outcome}`);
}

export async function takeBackBasketAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updatePanier, { action: "load", id_panier: field(form, "id_panier") });
  if (!result.ok) return refusedState(result, form);
  redirect("/checkout/mon-panier?repris=1");
}

export async function deleteBasketAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(deletePanierAbandonne, { id_panier: field(form, "id_panier") });
  if (!result.ok) return refusedState(result, form);
  redirect("/mes-paniers-abandonnes?supprime=1");
}
