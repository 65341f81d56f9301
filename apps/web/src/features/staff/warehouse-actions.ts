"use server";
// A move of one order from the warehouse screen (setCommandeEntrepot, ADR 0094). Works without JavaScript: a move made
// returns to the list saying so; a refusal of the web-service is shown on the order's form.
import { redirect } from "next/navigation";
import { noterAppelImpaye, setCommandeEntrepot } from "@cabas/contracts";
import { eurosToCents } from "../../lib/format/price.ts";
import { postCall } from "../../lib/api/post.ts";
import { errorState, field, type FormState } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { unreadableWeighing, warehouseDonePath, weighingsOf } from "./warehouse.ts";

export async function moveOrderAction(_prev: FormState, form: FormData): Promise<FormState> {
  const action = field(form, "action");
  const unreadable = action === "preparer" ? unreadableWeighing(form.entries()) : null;
  if (unreadable) return errorState({ message: unreadable, errors: { pesees: [unreadable] } }, form);
  const result = await postCall(setCommandeEntrepot, {
    id_commande: field(form, "id_commande"),
    action,
    // Weighings go with a preparation only; the confirmation with a cancellation only.
    ...(action === "preparer" ? { pesees: weighingsOf(form.entries()), ...(field(form, "plafond") ? { plafond: "1" } : {}) } : {}),
    ...(action === "annuler" && field(form, "confirmation") ? { confirmation: "1" } : {}),
    ...(action === "confirmer_paiement" ? { montant: field(form, "montant") } : {}),
    ...(action === "rembourser" || action === "encaisser_impaye" || action === "verifier_retour" ? { reference: field(form, "reference") } : {}),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    return errorState(result, form);
  }
  const { statut, encaisse, montant_final, a_rembourser, rembourse } = result.data;
  // The amount the message says: taken by phone once confirmed (or a returned debit paid), the final one once weighed, the one refunded.
  const amount = statut === "validee" || statut === "impaye_regle" ? encaisse : statut === "remboursee" ? rembourse : montant_final;
  const cents = (euros: number | null) => (euros === null ? null : eurosToCents(euros));
  redirect(
    warehouseDonePath(
      { id: Number(field(form, "id_commande")), statut, amountCents: cents(amount), refundOwed: a_rembourser !== null },
      { etat: field(form, "filtre_etat") || undefined, jour: field(form, "filtre_jour") || undefined },
    ),
  );
}

/** An adviser's call about a returned debit (noterAppelImpaye, ADR 0136): noted, the list says so; refused, the form does. */
export async function recordReturnCallAction(_prev: FormState, form: FormData): Promise<FormState> {
  const promised = field(form, "paiement_promis_le").trim();
  const result = await postCall(noterAppelImpaye, {
    id_commande: field(form, "id_commande"),
    issue: field(form, "issue"),
    // An empty date field is no promised day.
    ...(promised ? { paiement_promis_le: promised } : {}),
    note: field(form, "note"),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    return errorState(result, form);
  }
  redirect(
    warehouseDonePath(
      { id: Number(field(form, "id_commande")), statut: "appel_note", amountCents: null, refundOwed: false },
      { etat: field(form, "filtre_etat") || undefined, jour: field(form, "filtre_jour") || undefined },
    ),
  );
}
