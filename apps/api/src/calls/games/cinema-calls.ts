// The cinema contest's calls, Cabas's extensions beyond the specification (it names the page and the dialogs only):
// thin handlers over cinema-store.ts. ADR 0035.
import { CINEMA_WIN_VIEW, getConcoursCine, playConcoursCine } from "@cabas/contracts";
import { customerOf } from "../../http/auth.ts";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { cinemaContestView, playContest } from "./cinema-store.ts";
import { cryptoRandom } from "./game-draw.ts";
import { PRIZE_GAMES, requireEligiblePlayer } from "./player-eligibility.ts";

export const getConcoursCineCall = implement(getConcoursCine, async ({ db, principal, now }) => {
  const userId = principal?.kind === "customer" ? principal.userId : null;
  return { concours: await cinemaContestView(db, userId, now()), connecte: userId !== null };
});

export const playConcoursCineCall = implement(playConcoursCine, async ({ db, principal, now, config }) => {
  const { userId } = customerOf(principal);
  const at = now();
  await requireEligiblePlayer(db, userId, PRIZE_GAMES.cinema, { now: at, publicUrl: config.publicUrl });
  const modal = await playContest(db, userId, at, cryptoRandom, config.publicUrl);
  const gagne = modal.view === CINEMA_WIN_VIEW;
  return {
    gagne,
    modal,
    concours: await cinemaContestView(db, userId, at),
    message: gagne ? `Bravo ! Vous avez gagné ${modal.payload.lot?.libelle ?? "un lot"}.` : modal.payload.titre,
  };
}, { customerOwnAct: "jouer" });

export const cinemaCallImplementations: readonly CallImplementation[] = [getConcoursCineCall, playConcoursCineCall];
