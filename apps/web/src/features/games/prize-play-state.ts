// What a game's play form answers after a refusal. The play form's answers are chained (React's useActionState):
// a double-click's second play reaches the web-service after the first, is refused as « already played today »
// (409, the one-play-a-day index), and its answer would be the only one rendered — today's result, even a win,
// never shown. A play is told once it happened, whatever comes after it.
import type { CalendarDialog, CinemaDialog } from "@cabas/contracts";
import type { FormState } from "../account/form-state.ts";

/** A game's play, and the dialog that tells its result when the page runs scripts. */
export type PrizePlayState = FormState & { dialog?: CalendarDialog | CinemaDialog };

/** The web-service's answer to a second play the same day (calendar and cinema contest alike). */
export const ALREADY_PLAYED_STATUS = 409;

/** A refusal that follows a shown result keeps that result: today's play stays told. */
export const keepShownResult = (previous: PrizePlayState, refused: PrizePlayState): PrizePlayState => (previous.dialog ? previous : refused);
