"use server";
// Server Actions of the address forms (they work without JavaScript): save an address (updateAdresse), delete it,
// and choose the basket's delivery and billing addresses (setAdresses).
import { redirect } from "next/navigation";
import { basketShape, deleteAdresse, setAdresses, shouldClearCredentials, updateAdresse, type Basket, type UnavailableProduct } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import type { ApiResult } from "../../lib/api/query.ts";
import { internalPathWithFlag } from "../../lib/session/redirect-target.ts";
import { errorState, field, typedValues, type FormState } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { ADDRESS_FIELDS } from "./address-fields.ts";


const endIfExpired = (result: ApiResult<unknown>) => {
  if (!result.ok && shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
};

/**
 * Back to the page the form came from, if it said which, flagged with what happened; `outOfZone`, the postal code of
 * a saved address Cabas does not deliver, for the page to say so.
 */
function back(form: FormData, flag: string, outOfZone?: string, more: Record<string, string> = {}): void {
  // Each answer its own value, so that the page's forms start afresh even when the same answer comes twice.
  const target = internalPathWithFlag(field(form, "redirect"), flag, Date.now().toString(36));
  let flagged = outOfZone ? internalPathWithFlag(target, "hors_zone", outOfZone) : target;
  for (const [name, value] of Object.entries(more)) flagged = internalPathWithFlag(flagged, name, value);
  if (flagged) redirect(flagged);
}

export async function saveAddressAction(_prev: FormState, form: FormData): Promise<FormState> {
  const input: Record<string, string> = Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, field(form, name)]));
  input.ascenseur = field(form, "ascenseur") === "1" ? "1" : "0";
  const id = field(form, "id_adresse");
  if (id) input.id_adresse = id;
  const result = await postCall(updateAdresse, input);
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  const saved = result.data.adresse;
  back(form, id ? "modifiee" : "ajoutee", saved.livrable ? undefined : saved.code_postal);
  return { status: "success", message: result.data.message, values: typedValues(form) };
}

export async function deleteAddressAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(deleteAdresse, { id_adresse: field(form, "id_adresse") });
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  // What became of the basket and the defaults, for the page to say it (deletionNotice) with or without JavaScript
  // (ADR 0117, ADR 0122).
  const { adresse_livraison: next, autre_zone: otherZone, indispos, adresse_facturation: billing, livraison_defaut, facturation_defaut } = result.data;
  const flags: Record<string, string> = {
    ...(result.data.etait_livraison_panier
      ? { livraison: next ? String(next.id_adresse) : "aucune", ...(otherZone ? { autre_zone: "1" } : {}), ...(indispos.length ? { indispos: String(indispos.length) } : {}) }
      : {}),
    ...(result.data.etait_facturation_panier ? { facturation: billing ? String(billing.id_adresse) : "aucune" } : {}),
    ...(livraison_defaut ? { defaut_livraison: String(livraison_defaut.id_adresse) } : {}),
    ...(facturation_defaut ? { defaut_facturation: String(facturation_defaut.id_adresse) } : {}),
  };
  back(form, "supprimee", undefined, flags);
  return { status: "success", message: result.data.message };
}

/** `panier`: the basket moved to the new address's perimeter, for the page's basket to show it at once. */
export type ChooseState = FormState & { indispos?: UnavailableProduct[]; panier?: Basket };

export async function chooseAddressesAction(_prev: ChooseState, form: FormData): Promise<ChooseState> {
  const result = await postCall(setAdresses, {
    ...(field(form, "id_adresse_liv") ? { id_adresse_liv: field(form, "id_adresse_liv") } : {}),
    ...(field(form, "id_adresse_fac") ? { id_adresse_fac: field(form, "id_adresse_fac") } : {}),
  });
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  if (result.data.indispos.length === 0) back(form, "choisie");
  const panier = basketShape.safeParse(result.data.panier);
  return { status: "success", message: result.data.message, indispos: result.data.indispos, ...(panier.success ? { panier: panier.data } : {}) };
}
