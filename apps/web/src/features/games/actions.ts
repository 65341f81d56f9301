"use server";
// Server Actions of the games' forms (they work without JavaScript): join a challenge, open today's door, play the
// cinema contest, choose an order's thank-you gift. Each goes to the page showing the new state; a refusal comes back
// as its French message.
import { redirect } from "next/navigation";
import { activationDefi, playCalendrier, playConcoursCine, updateH1pH1pH1p, type CalendarDialog, type CinemaDialog } from "@cabas/contracts";
import type { ApiResult } from "../../lib/api/query.ts";
import { postCall } from "../../lib/api/post.ts";
import { field, type FormState } from "../account/form-state.ts";
import { refusedState } from "../account/refused-state.ts";
import { CALENDAR_PATH, CHALLENGES_PATH, CINEMA_PATH } from "./paths.ts";

export async function joinChallengeAction(_prev: FormState, form: FormData): Promise<FormState> {
  const id = field(form, "id_defi");
  const result = await postCall(activationDefi, { id_defi: id });
  if (!result.ok) return refusedState(result, form);
  redirect(`${CHALLENGES_PATH}?inscrit=${result.data.defi.id_defi}#defi-${result.data.defi.id_defi}`);
}

/** A game's play, and the dialog that tells its result when the page runs scripts. */
export type PrizePlayState = FormState & { dialog?: CalendarDialog | CinemaDialog };

/**
 * With scripts the form says so (`dialogue`): the result shows in the view the web-service names
 * (CALENDRIER_NOEL_* / CONCOURS_CINE_*). Without, the game's page shows it (?resultat).
 */
function playAnswer(result: ApiResult<{ gagne: boolean; modal: CalendarDialog | CinemaDialog }>, form: FormData, path: string): PrizePlayState {
  if (!result.ok) return refusedState(result, form);
  if (field(form, "dialogue") === "1") return { status: "success", dialog: result.data.modal };
  redirect(`${path}?resultat=${result.data.gagne ? "gagne" : "perdu"}#resultat`);
}

export async function playCalendarAction(_prev: PrizePlayState, form: FormData): Promise<PrizePlayState> {
  return playAnswer(await postCall(playCalendrier, { jour: field(form, "jour") }), form, CALENDAR_PATH);
}

export async function playCinemaAction(_prev: PrizePlayState, form: FormData): Promise<PrizePlayState> {
  return playAnswer(await postCall(playConcoursCine, {}), form, CINEMA_PATH);
}

export async function chooseGiftAction(_prev: FormState, form: FormData): Promise<FormState> {
  const orderId = field(form, "id_commande");
  const result = await postCall(updateH1pH1pH1p, { id_commande: orderId, id_cadeau: field(form, "id_cadeau") || "0" });
  if (!result.ok) return refusedState(result, form);
  redirect(`/commande/${result.data.commande.id_commande}?cadeau=1#cadeau`);
}
