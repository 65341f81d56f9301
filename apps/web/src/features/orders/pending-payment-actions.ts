"use server";
// The order page's way out of a card payment left unfinished: give it up now, the basket coming back with its slot.
import { refresh } from "next/cache";
import { redirect } from "next/navigation";
import { abandonPaiement, shouldClearCredentials } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { NETWORK_FAILURE } from "../../lib/api/query.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";

export async function abandonPaymentAction(form: FormData): Promise<void> {
  const value = form.get("id_commande");
  const id = typeof value === "string" ? value : "";
  const result = await postCall(abandonPaiement, { id_commande: id });
  if (!result.ok) {
    if (shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
    // A code, never a text, in the address (PAGE_ERRORS).
    redirect(`/commande/${encodeURIComponent(id)}?erreur=${result.status === NETWORK_FAILURE ? "indisponible" : "commande_abandon"}`);
  }
  // The basket is active again: the layout's basket (header, basket page) is rendered anew.
  refresh();
  redirect("/checkout/mon-panier");
}
