"use server";
// Changing a perimeter's stock from the stock screen (setStockProduit, ADR 0126): set after counting, or a delivery
// added; or taking its offer off sale, or putting it back (setVenteProduit). Works without JavaScript: the screen comes back saying so; a refusal is shown on the form. A setting refused
// because the stock changed meanwhile refreshes the screen, so the figure read and the form's hidden one are the new
// stock, and the staff member decides again from it.
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { annulerBonLivraison, importBonLivraison, setOffreProduit, setPrixProduit, setStockProduit, setVenteProduit } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { errorState, field, type FormState } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { STOCK_PATH, noteCancelDonePath, noteDonePath, offerDonePath, priceDonePath, saleDonePath, stockDonePath } from "./stock.ts";

export async function changeStockAction(_prev: FormState, form: FormData): Promise<FormState> {
  const operation = field(form, "operation");
  const result = await postCall(setStockProduit, {
    id_produit: field(form, "id_produit"),
    id_perimetre: field(form, "id_perimetre"),
    operation,
    quantite: field(form, "quantite"),
    ...(operation === "fixer" ? { stock_vu: field(form, "stock_vu") } : {}),
    motif: field(form, "motif"),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    if (result.status === 409) revalidatePath(STOCK_PATH);
    return errorState(result, form);
  }
  const { id_produit, id_perimetre, avant, apres, liste_attente } = result.data;
  redirect(stockDonePath({ query: field(form, "q").trim() || String(id_produit), productId: id_produit, perimeterId: id_perimetre, before: avant, after: apres, waiting: liste_attente }));
}

/** Takes the offer off sale in the perimeter, or puts it back (setVenteProduit, ADR 0126 amendment). */
export async function changeSaleAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(setVenteProduit, {
    id_produit: field(form, "id_produit"),
    id_perimetre: field(form, "id_perimetre"),
    operation: field(form, "operation"),
    motif: field(form, "motif"),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    // Already so (a colleague did it): the screen shows the offer as it is now, and the other button.
    if (result.status === 409) revalidatePath(STOCK_PATH);
    return errorState(result, form);
  }
  const { id_produit, id_perimetre, en_vente, liste_attente } = result.data;
  redirect(saleDonePath({ query: field(form, "q").trim() || String(id_produit), productId: id_produit, perimeterId: id_perimetre, onSale: en_vente, waiting: liste_attente }));
}

/** Sells the product in a perimeter where it was not sold (setOffreProduit, ADR 0132): price, starting stock, reason. */
export async function openOfferAction(_prev: FormState, form: FormData): Promise<FormState> {
  const startingStock = field(form, "stock_initial").trim();
  const result = await postCall(setOffreProduit, {
    id_produit: field(form, "id_produit"),
    id_perimetre: field(form, "id_perimetre"),
    prix: field(form, "prix"),
    // Left empty: an empty shelf, the units added later as a delivery.
    ...(startingStock === "" ? {} : { stock_initial: startingStock }),
    motif: field(form, "motif"),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    // Sold there already (a colleague opened it): the screen shows the offer as it is now.
    if (result.status === 409) revalidatePath(STOCK_PATH);
    return errorState(result, form);
  }
  const { id_produit, id_perimetre, liste_attente } = result.data;
  redirect(offerDonePath({ query: field(form, "q").trim() || String(id_produit), productId: id_produit, perimeterId: id_perimetre, waiting: liste_attente }));
}

/** Imports a delivery note (importBonLivraison, ADR 0132): every line checked, applied whole or not at all. */
export async function importNoteAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(importBonLivraison, {
    id_perimetre: field(form, "id_perimetre"),
    reference: field(form, "reference"),
    lignes: field(form, "lignes"),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    return errorState(result, form);
  }
  redirect(noteDonePath({ noteId: result.data.id_bon, waiting: result.data.liste_attente }));
}

/**
 * Cancels a note imported by mistake (annulerBonLivraison, ADR 0139), with the reason written: its units taken back, all
 * or none. Refused because a shelf no longer holds them, or cancelled meanwhile by a colleague: the list is refreshed.
 */
export async function cancelNoteAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(annulerBonLivraison, { id_bon: field(form, "id_bon"), motif: field(form, "motif") });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    if (result.status === 409) revalidatePath(STOCK_PATH);
    return errorState(result, form);
  }
  redirect(noteCancelDonePath(result.data.id_bon));
}

/**
 * Changes the offer's price, starts a promotion or stops it (setPrixProduit, ADR 0138), with the prices read: when a
 * colleague changed them meanwhile, the screen is refreshed to show theirs and the staff member decides again.
 */
export async function changePriceAction(_prev: FormState, form: FormData): Promise<FormState> {
  const operation = field(form, "operation");
  const firstDay = field(form, "debut").trim();
  const result = await postCall(setPrixProduit, {
    id_produit: field(form, "id_produit"),
    id_perimetre: field(form, "id_perimetre"),
    operation,
    prix_lu: field(form, "prix_lu"),
    ...(operation === "prix" ? { prix: field(form, "prix") } : {}),
    // Left empty, the first day is today.
    ...(operation === "promotion" ? { prix_promo: field(form, "prix_promo"), fin: field(form, "fin"), ...(firstDay === "" ? {} : { debut: firstDay }) } : {}),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    if (result.status === 409) revalidatePath(STOCK_PATH);
    return errorState(result, form);
  }
  const { id_produit, id_perimetre } = result.data;
  // The contract accepted the operation: it is one of the three.
  redirect(priceDonePath({ query: field(form, "q").trim() || String(id_produit), productId: id_produit, perimeterId: id_perimetre, operation: operation as "prix" | "promotion" | "arret" }));
}
