"use server";
// Server Actions of the games' forms (they work without JavaScript): join a challenge, open today's door, choose
// an order's thank-you gift. Each goes to the page showing the new state; a refusal comes back as its French message.
import { redirect } from "next/navigation";
import { activationDefi, playCalendrier, shouldClearCredentials, updateH1pH1pH1p } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import type { ApiResult } from "../../lib/api/query.ts";
import { errorState, field, type FormState } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { CALENDAR_PATH, CHALLENGES_PATH } from "./paths.ts";

const UNREACHABLE = "Le service ne répond pas pour le moment. Réessayez dans quelques instants.";

function refused(result: ApiResult<unknown> & { ok: false }, form: FormData): FormState {
  if (shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
  return errorState(result, form, UNREACHABLE);
}

export async function joinChallengeAction(_prev: FormState, form: FormData): Promise<FormState> {
  const id = field(form, "id_defi");
  const result = await postCall(activationDefi, { id_defi: id });
  if (!result.ok) return refused(result, form);
  redirect(`${CHALLENGES_PATH}?inscrit=${result.data.defi.id_defi}#defi-${result.data.defi.id_defi}`);
}

export async function playCalendarAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(playCalendrier, { jour: field(form, "jour") });
  if (!result.ok) return refused(result, form);
  redirect(`${CALENDAR_PATH}?resultat=${result.data.gagne ? "gagne" : "perdu"}#resultat`);
}

export async function chooseGiftAction(_prev: FormState, form: FormData): Promise<FormState> {
  const orderId = field(form, "id_commande");
  const result = await postCall(updateH1pH1pH1p, { id_commande: orderId, id_cadeau: field(form, "id_cadeau") || "0" });
  if (!result.ok) return refused(result, form);
  redirect(`/commande/${result.data.commande.id_commande}?cadeau=1#cadeau`);
}
