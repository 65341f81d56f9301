"use server";
// The invoices screen's actions (ADR 0133): a product's VAT rate changed (setTauxTva), a rectifying invoice issued
// (emettreFactureRectificative). Works without JavaScript: the screen comes back saying what was done; a refusal is
// shown on the form. A change refused because the rate changed meanwhile refreshes the screen, so the rate read and
// the form's hidden one are the new rate, and the staff member decides again from it.
import { redirect } from "next/navigation";
import { revalidatePath } from "next/cache";
import { annulerTauxTvaProgramme, emettreFactureRectificative, programmerTauxTva, setTauxTva } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import { errorState, field, type FormState } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { INVOICES_PATH, issueDonePath, scheduleDonePath, vatDonePath } from "./invoices.ts";

export async function changeVatRateAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(setTauxTva, {
    id_produit: field(form, "id_produit"),
    taux_bp: field(form, "taux_bp"),
    taux_vu_bp: field(form, "taux_vu_bp"),
    nature: field(form, "nature"),
    motif: field(form, "motif"),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    if (result.status === 409) revalidatePath(INVOICES_PATH);
    return errorState(result, form);
  }
  const { id_produit, avant_bp, apres_bp, nature, a_rectifier } = result.data;
  redirect(vatDonePath({ query: field(form, "q").trim() || String(id_produit), productId: id_produit, before: avant_bp, after: apres_bp, nature, toRectify: a_rectifier }));
}

/** A change of the law scheduled for a day ahead (ADR 0140). */
export async function scheduleVatRateAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(programmerTauxTva, {
    id_produit: field(form, "id_produit"),
    taux_bp: field(form, "taux_bp"),
    taux_vu_bp: field(form, "taux_vu_bp"),
    date_effet: field(form, "date_effet"),
    motif: field(form, "motif"),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    if (result.status === 409) revalidatePath(INVOICES_PATH);
    return errorState(result, form);
  }
  const { id_produit, avant_bp, apres_bp, date_effet } = result.data;
  redirect(scheduleDonePath({ query: field(form, "q").trim() || String(id_produit), productId: id_produit, before: avant_bp, after: apres_bp, day: date_effet, cancelled: false }));
}

/** A scheduled change cancelled before its date. */
export async function cancelScheduledVatRateAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(annulerTauxTvaProgramme, { id_changement: field(form, "id_changement") });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    revalidatePath(INVOICES_PATH);
    return errorState(result, form);
  }
  const { id_produit, apres_bp, date_effet } = result.data;
  redirect(scheduleDonePath({ query: field(form, "q").trim() || String(id_produit), productId: id_produit, before: null, after: apres_bp, day: date_effet, cancelled: true }));
}

export async function issueRectifyingInvoiceAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(emettreFactureRectificative, { id_commande: field(form, "id_commande") });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    revalidatePath(INVOICES_PATH);
    return errorState(result, form);
  }
  redirect(issueDonePath({ orderId: result.data.id_commande, number: result.data.numero, already: result.data.deja_emise }));
}
