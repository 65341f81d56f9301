"use server";
// Server Actions of checkout, cards and orders: plain forms that work before hydration. Each calls the
// web-service server-side, then redirects: to the next step, or back with the refusal's code in `erreur`.
import { refresh } from "next/cache";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { abandonPaiement, addCB, reglerImpaye, deleteCB, loadHistorique, payCommande, paySepa, shouldClearCredentials, updateCB, updateCommande, type PageErrorCode } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { NETWORK_FAILURE, type ApiResult } from "../../lib/api/query.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { CARD_RETURN_COOKIE, cardSavedTarget } from "./card-return.ts";
import { payErrorCode } from "./pay-error.ts";
import { reopenedBasketPath } from "./reopened-order.ts";
import { reorderedBasketPath } from "./reorder-outcome.ts";

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};
/** Back to the page with the refusal's code (PAGE_ERRORS): the address never carries a text the page would show. */
const back = (path: string, result: ApiResult<unknown>, code: PageErrorCode): never => {
  if (!result.ok && shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
  redirect(`${path}${path.includes("?") ? "&" : "?"}erreur=${code}`);
};
/** A refusal's code, unless the web-service could not be reached at all: then it is unavailable, whatever was asked. */
const unlessUnreachable = (refusal: { status: number }, code: PageErrorCode): PageErrorCode => (refusal.status === NETWORK_FAILURE ? "indisponible" : code);
/** Only shop paths: the web-service's redirect is relative, never another site. */
const shopPath = (path: string) => (/^\/[A-Za-z0-9/_-]*$/.test(path) ? path : "/");

export async function payAction(form: FormData): Promise<void> {
  const mode = text(form, "mode");
  if (mode === "sepa") {
    const result = await postCall(paySepa, { action: "paiement", checkout: text(form, "checkout"), id_mandat: text(form, "id_mandat") || undefined });
    if (!result.ok) back("/checkout/paiement", result, payErrorCode(result));
    else if (!result.data.paiement) back("/checkout/paiement", result, "verification");
    else redirect(shopPath(result.data.paiement.redirect));
    return;
  }
  const result = await postCall(payCommande, { checkout: text(form, "checkout"), mode, id_empreinte: text(form, "id_empreinte") || undefined });
  if (!result.ok) back("/checkout/paiement", result, payErrorCode(result));
  else redirect(shopPath(result.data.paiement.redirect));
}

/** The fields only a mandate on an account outside the EEA asks (ADR 0085's amendment). */
const DEBTOR_FIELDS = ["bic", "adresse", "code_postal", "ville", "pays"];

/** Which refusal the payment page shows for a mandate: the consent box, the debtor's details, or the rest. */
function mandateErrorCode(errors: Record<string, string[]> | undefined): PageErrorCode {
  if (errors?.accord) return "mandat_accord";
  return DEBTOR_FIELDS.some((field) => errors?.[field]) ? "mandat_bic" : "mandat";
}

export async function mandateAction(form: FormData): Promise<void> {
  const result = await postCall(paySepa, {
    action: "mandat",
    iban: text(form, "iban"),
    titulaire: text(form, "titulaire"),
    lieu: text(form, "lieu"),
    // Asked for an account outside the EEA only; the web-service ignores them for another (ADR 0085's amendment).
    bic: text(form, "bic"),
    adresse: text(form, "adresse"),
    code_postal: text(form, "code_postal"),
    ville: text(form, "ville"),
    pays: text(form, "pays"),
    // Unticked, the box sends nothing: the web-service refuses to sign (the consent is checked there, not only here).
    accord: text(form, "accord") || undefined,
  });
  if (!result.ok) back("/checkout/paiement", result, unlessUnreachable(result, mandateErrorCode(result.errors)));
  // The page names the mandate by its reference (RUM); `reutilise`: this IBAN already had one, which serves again.
  const mandate = result.ok ? result.data.mandat : undefined;
  redirect(`/checkout/paiement?mandat=${mandate?.id_mandat ?? 1}${result.ok && result.data.mandat_reutilise ? "&reutilise=1" : ""}`);
}

export async function addCardAction(form: FormData): Promise<void> {
  const result = await postCall(addCB, { id_empreinte: text(form, "id_empreinte"), libelle_carte: text(form, "libelle_carte") || undefined, par_defaut: form.get("par_defaut") ? "1" : undefined });
  if (!result.ok) back("/cartes-bancaires", result, "carte_enregistrement");
  // Back to the page that opened ADD_CARD (the payment page, say), else the cards list.
  const jar = await cookies();
  const target = cardSavedTarget(jar.get(CARD_RETURN_COOKIE)?.value);
  jar.delete(CARD_RETURN_COOKIE);
  redirect(target);
}

export async function updateCardAction(form: FormData): Promise<void> {
  const result = await postCall(updateCB, { id_empreinte: text(form, "id_empreinte"), par_defaut: "1" });
  if (!result.ok) back("/mes-cartes-bancaires", result, "carte_modification");
  redirect("/mes-cartes-bancaires");
}

/** A card call's outcome handed back to a dialog, which shows it as a toast instead of a page change. */
export type CardActionResult = { ok: true; message: string } | { ok: false; status: number; message: string };

/** deleteCB for the DELETE_CARD dialog; an expired session still ends on its page, like the forms. */
export async function removeCardAction(id_empreinte: unknown): Promise<CardActionResult> {
  // A Server Action's arguments come from the browser: only a string goes on (the contract checks its shape).
  const result = await postCall(deleteCB, { id_empreinte: typeof id_empreinte === "string" ? id_empreinte : "" });
  if (result.ok) return { ok: true, message: result.data.message };
  if (shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
  return { ok: false, status: result.status, message: result.message };
}

/** The same deletion without JavaScript: the list page again, with its notice or the refusal. */
export async function deleteCardAction(form: FormData): Promise<void> {
  const result = await removeCardAction(text(form, "id_empreinte"));
  if (!result.ok) back("/mes-cartes-bancaires", result, "carte_suppression");
  redirect("/mes-cartes-bancaires?suppression=1");
}

/**
 * The confirmation step's « Confirmer la révocation » (/mes-cartes-bancaires?revoquer=id): the mandate pays no new
 * order from now on (ADR 0062); the list page comes back with its notice, or the refusal's code.
 */
export async function revokeMandateAction(form: FormData): Promise<void> {
  const result = await postCall(paySepa, { action: "revocation", id_mandat: text(form, "id_mandat") });
  if (!result.ok) back("/mes-cartes-bancaires", result, unlessUnreachable(result, "mandat_revocation"));
  // A fragment of its own: without one, the browser would keep the confirmation step's (#revoquer-mandat).
  redirect("/mes-cartes-bancaires?revocation=1#mandats-sepa");
}

export async function reorderAction(form: FormData): Promise<void> {
  const id = text(form, "id_commande");
  const result = await postCall(loadHistorique, { id_commande: id });
  if (!result.ok) return back(`/commande/${encodeURIComponent(id)}`, result, unlessUnreachable(result, "commande_rachat"));
  // The basket changed on the web-service: the layout's basket (header, basket page) is rendered again.
  refresh();
  redirect(reorderedBasketPath(Number(id), result.data.ajoutes, result.data.indispos.map((product) => product.id_article)));
}

export async function editOrderAction(form: FormData): Promise<void> {
  const id = text(form, "id_commande");
  const result = await postCall(updateCommande, { id_commande: id, mode: text(form, "mode") || "modification" });
  if (!result.ok) back(`/commande/${encodeURIComponent(id)}`, result, unlessUnreachable(result, "commande_modification"));
  refresh();
  redirect(result.ok ? reopenedBasketPath(result.data) : "/checkout/mon-panier");
}

/** The order page's way out of a card payment left unfinished: given up now, the basket back with its slot. */
/** The refusals of paying a returned debit's amount due by card, by the code the web-service names. */
const RETURNED_DEBIT_REFUSALS: readonly PageErrorCode[] = ["impaye_refus", "impaye_en_cours", "impaye_regle", "impaye_aucun"];

/**
 * Pays online by card the amount a returned SEPA debit left due (ADR 0129, amendment): a saved card (`id_empreinte`)
 * or a new one, then the provider's page when it asks for the card or 3-D Secure; back to the order's page after.
 */
export async function payReturnedDebitAction(form: FormData): Promise<void> {
  const id = text(form, "id_commande");
  const token = text(form, "id_empreinte");
  const page = `/commande/${encodeURIComponent(id)}`;
  const result = await postCall(reglerImpaye, { id_commande: id, mode: token ? "carte" : "nouvelle_carte", id_empreinte: token || undefined });
  if (!result.ok) {
    const named = RETURNED_DEBIT_REFUSALS.find((code) => code === result.details?.code);
    back(page, result, unlessUnreachable(result, named ?? (result.status === 404 ? "introuvable" : "indisponible")));
  } else redirect(shopPath(result.data.paiement.redirect));
}

export async function abandonPaymentAction(form: FormData): Promise<void> {
  const id = text(form, "id_commande");
  const result = await postCall(abandonPaiement, { id_commande: id });
  if (!result.ok) back(`/commande/${encodeURIComponent(id)}`, result, unlessUnreachable(result, "commande_abandon"));
  // The basket is active again: the layout's basket (header, basket page) is rendered anew.
  refresh();
  redirect("/checkout/mon-panier");
}
