"use server";
// A move of one order from the warehouse screen (setCommandeEntrepot, ADR 0094). Works without JavaScript: a move made
// returns to the list saying so; a refusal of the web-service is shown on the order's form.
import { redirect } from "next/navigation";
import { setCommandeEntrepot } from "@cabas/contracts";
import { eurosToCents } from "../../lib/format/price.ts";
import { postCall } from "../../lib/api/post.ts";
import { errorState, field, type FormState } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { MOVED_STATES, warehouseDonePath, weighingsOf } from "./warehouse.ts";

export async function moveOrderAction(_prev: FormState, form: FormData): Promise<FormState> {
  const action = field(form, "action");
  const result = await postCall(setCommandeEntrepot, {
    id_commande: field(form, "id_commande"),
    action,
    // Weighings go with a preparation only; the confirmation with a cancellation only.
    ...(action === "preparer" ? { pesees: weighingsOf(form.entries()), ...(field(form, "plafond") ? { plafond: "1" } : {}) } : {}),
    ...(action === "annuler" && field(form, "confirmation") ? { confirmation: "1" } : {}),
    ...(action === "confirmer_paiement" ? { montant: field(form, "montant") } : {}),
  });
  if (!result.ok) {
    if (result.status === 401) redirect(SESSION_EXPIRED_PATH);
    return errorState(result, form);
  }
  const statut = MOVED_STATES.find((s) => s === result.data.statut);
  const filters = { etat: field(form, "filtre_etat") || undefined, jour: field(form, "filtre_jour") || undefined };
  redirect(
    statut
      ? warehouseDonePath(
          {
            id: Number(field(form, "id_commande")),
            statut,
            amountCents:
              statut === "validee"
                ? result.data.encaisse === null ? null : eurosToCents(result.data.encaisse)
                : result.data.montant_final === null ? null : eurosToCents(result.data.montant_final),
            refundCents: result.data.a_rembourser === null ? null : eurosToCents(result.data.a_rembourser),
          },
          filters,
        )
      : "/support/commandes",
  );
}
