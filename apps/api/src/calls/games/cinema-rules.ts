// The cinema contest's rules: whether it is open (its window, its prizes left), its days in Paris, why a play is
// refused, the e-ticket's code (random source given) and the dialog's texts. Pure functions (ADR 0035); the draw is
// the games' own (game-draw.ts).
import { CINEMA_LOSE_VIEW, CINEMA_WIN_VIEW, frenchLongDay, type CinemaDialog } from "@cabas/contracts";
import { isoDate, parisDate } from "../../domain/slot-rules.ts";
import { readableChars } from "../../domain/readable-code.ts";
import { formatEuros } from "./calendar-rules.ts";
import { randomIndexOf } from "./game-draw.ts";

export type ContestFacts = { startsAt: Date; endsAt: Date; stock: number; won: number };
export type CinemaPhase = "avant" | "ouvert" | "termine";

/** Before its start, during its window while prizes remain, or over (window passed, or every prize won). */
export function contestPhase(contest: ContestFacts, now: Date): CinemaPhase {
  if (now < contest.startsAt) return "avant";
  return now >= contest.endsAt || contest.won >= contest.stock ? "termine" : "ouvert";
}

/** The Paris day of a play (YYYY-MM-DD): one play per customer and day. */
export const playDay = (at: Date): string => isoDate(parisDate(at));

/** The contest's first and last Paris days (its end is excluded: the last day is the one before it). */
export const contestDays = (contest: Pick<ContestFacts, "startsAt" | "endsAt">) => ({
  first: playDay(contest.startsAt),
  last: playDay(new Date(contest.endsAt.getTime() - 1)),
});

export const isLastDay = (contest: Pick<ContestFacts, "startsAt" | "endsAt">, now: Date): boolean => playDay(now) === contestDays(contest).last;


/** Why a contest is over: its window has passed, or every prize is won. */
function endedBecause(contest: ContestFacts, now: Date): string {
  if (now >= contest.endsAt) return `il s'est terminé le ${frenchLongDay(contestDays(contest).last)}`;
  return contest.stock === 1 ? "son lot a été gagné" : `les ${contest.stock} lots ont tous été gagnés`;
}

/** Why nobody can play now, or null while the contest is open. */
export function closedReason(contest: ContestFacts | null, now: Date): string | null {
  if (!contest) return "Le jeu est fermé : aucun jeu concours cinéma n'est en cours.";
  const phase = contestPhase(contest, now);
  if (phase === "avant") return `Le jeu est fermé : il commence le ${frenchLongDay(contestDays(contest).first)}.`;
  return phase === "ouvert" ? null : `Le jeu est fermé : ${endedBecause(contest, now)}. Merci d'avoir joué !`;
}

/** An e-ticket's code, CINE-XXXX-XXXX, in the unambiguous alphabet of voucher codes. */
export const ticketCode = (random: () => number): string => {
  const index = randomIndexOf(random);
  return `CINE-${readableChars(4, index)}-${readableChars(4, index)}`;
};

export type PrizeFacts = { label: string; valueCents: number };
export type Colours = { text: string; background: string };

export const LOSING_TITLE = "Ce n'est pas pour cette fois…";
export const WINNING_TITLE = "Bravo, vous avez gagné !";

/**
 * The dialog named by the answer: CONCOURS_CINE_GAGNANT with the e-ticket, or CONCOURS_CINE_PERDANT. `noTomorrow`
 * on the last day, or once every prize is won: the losing texts must not promise another chance then.
 */
export function cinemaDialog(ticket: string | null, prize: PrizeFacts, play: { lastDay: string; noTomorrow: boolean }, colours: Colours): CinemaDialog {
  const shown = { couleur_texte: colours.text, couleur_fond: colours.background };
  if (!ticket) {
    const textes = play.noTomorrow
      ? ["C'était votre dernière chance au jeu concours cinéma.", "Merci d'avoir joué avec nous !"]
      : [`mais le jeu concours continue jusqu'au ${frenchLongDay(play.lastDay)} !`, "Vous pouvez retenter votre chance demain"];
    return { view: CINEMA_LOSE_VIEW, payload: { titre: LOSING_TITLE, textes, ...shown, lot: null } };
  }
  const textes = [
    `Vous gagnez ${prize.label} (valeur ${formatEuros(prize.valueCents / 100)}).`,
    "Votre e-billet est ci-dessous : nous vous l'envoyons aussi par e-mail.",
  ];
  return {
    view: CINEMA_WIN_VIEW,
    payload: { titre: WINNING_TITLE, textes, ...shown, lot: { libelle: prize.label, valeur: prize.valueCents / 100, code_billet: ticket } },
  };
}

/** What the contest's page says now. */
export function contestMessage(contest: ContestFacts, now: Date, caller: { signedIn: boolean; playedToday: boolean }): string {
  const phase = contestPhase(contest, now);
  const { first, last } = contestDays(contest);
  if (phase === "avant") return `Le jeu concours cinéma commence le ${frenchLongDay(first)} : une participation par jour jusqu'au ${frenchLongDay(last)}, sans obligation d'achat.`;
  if (phase === "termine") {
    const over = now >= contest.endsAt ? `Le jeu concours cinéma s'est terminé le ${frenchLongDay(last)}.` : contest.stock === 1 ? "Le lot du jeu concours cinéma a été gagné." : `Les ${contest.stock} lots du jeu concours cinéma ont tous été gagnés.`;
    return `${over} Merci d'avoir joué !`;
  }
  if (caller.playedToday) return isLastDay(contest, now) ? "Vous avez joué aujourd'hui, le dernier jour du jeu : merci d'avoir participé !" : "Vous avez joué aujourd'hui : revenez demain pour retenter votre chance !";
  const remaining = contest.stock - contest.won;
  const left = `encore ${remaining} ${remaining > 1 ? "lots" : "lot"} à gagner, jusqu'au ${frenchLongDay(last)}.`;
  return caller.signedIn ? `Tentez votre chance aujourd'hui : ${left}` : `Connectez-vous pour tenter votre chance : ${left}`;
}
