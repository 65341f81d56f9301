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
import { ALREADY_PLAYED_STATUS, keepShownResult, type PrizePlayState } from "./prize-play-state.ts";

export async function joinChallengeAction(_prev: FormState, form: FormData): Promise<FormState> {
  const id = field(form, "id_defi");
  const result = await postCall(activationDefi, { id_defi: id });
  if (!result.ok) return refusedState(result, form);
  redirect(`${CHALLENGES_PATH}?inscrit=${result.data.defi.id_defi}#defi-${result.data.defi.id_defi}`);
}

/**
 * With scripts the form says so (`dialogue`): the result shows in the view the web-service names
 * (CALENDRIER_NOEL_* / CONCOURS_CINE_*). Without, the game's page shows it (?resultat). A second play the same day
 * (a double-click) does not hide the first one's result: with scripts the form keeps it; without, the page shows
 * today's play, which the refusal would replace (the browser shows the last answer only).
 */
function playAnswer(
  previous: PrizePlayState,
  result: ApiResult<{ gagne: boolean; modal: CalendarDialog | CinemaDialog }>,
  form: FormData,
  path: string,
): PrizePlayState {
  const scripted = field(form, "dialogue") === "1";
  if (!result.ok) {
    if (!scripted && result.status === ALREADY_PLAYED_STATUS) redirect(`${path}?resultat=deja#resultat`);
    return keepShownResult(previous, refusedState(result, form));
  }
  if (scripted) return { status: "success", dialog: result.data.modal };
  redirect(`${path}?resultat=${result.data.gagne ? "gagne" : "perdu"}#resultat`);
}

export async function playCalendarAction(previous: PrizePlayState, form: FormData): Promise<PrizePlayState> {
  return playAnswer(previous, await postCall(playCalendrier, { jour: field(form, "jour") }), form, CALENDAR_PATH);
}

export async function playCinemaAction(previous: PrizePlayState, form: FormData): Promise<PrizePlayState> {
  return playAnswer(previous, await postCall(playConcoursCine, {}), form, CINEMA_PATH);
}

export async function chooseGiftAction(_prev: FormState, form: FormData): Promise<FormState> {
  const orderId = field(form, "id_commande");
  const result = await postCall(updateH1pH1pH1p, { id_commande: orderId, id_cadeau: field(form, "id_cadeau") || "0" });
  if (!result.ok) return refusedState(result, form);
  redirect(`/commande/${result.data.commande.id_commande}?cadeau=1#cadeau`);
}
