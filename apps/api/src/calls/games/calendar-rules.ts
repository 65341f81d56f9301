// The advent calendar's rules: whether the game is open on a Paris day (the slots' parisDate), each door's state and
// the dialog's texts. Pure functions (ADR 0029); the draw is the games' own (game-draw.ts).
import { CALENDAR_LAST_DAY, CALENDAR_LOSE_VIEW, CALENDAR_LOSING_TEXTS, CALENDAR_WIN_VIEW, decemberDay, frenchLongDate, type CalendarDialog, type CalendarPrize } from "@cabas/contracts";
import type { LocalDate } from "../../domain/slot-rules.ts";

export type CalendarPhase = "avant" | "ouvert" | "termine";

/** Before 1 December of the edition's year, from 1 to 24 December, or after. */
export function calendarPhase(today: LocalDate, editionYear: number): CalendarPhase {
  if (today.year !== editionYear) return today.year < editionYear ? "avant" : "termine";
  if (today.month < 12) return "avant";
  return today.day <= CALENDAR_LAST_DAY ? "ouvert" : "termine";
}

export type DoorState = "a_venir" | "ouverte" | "gagnee" | "perdue" | "passee";

/** A door's state for the caller: `play` is their play of that day, if any (never for a visitor). */
export function doorState(door: number, phase: CalendarPhase, today: LocalDate, play: { won: boolean } | null): DoorState {
  if (play) return play.won ? "gagnee" : "perdue";
  if (phase === "avant") return "a_venir";
  if (phase === "termine") return "passee";
  if (door > today.day) return "a_venir";
  return door === today.day ? "ouverte" : "passee";
}

/** A door tells its prize from the day it opens. */
export const doorPrizeShown = (state: DoorState): boolean => state !== "a_venir";

/** Why the door cannot be opened now, or null: the game must be open and the door clicked must be today's. */
export function playRefusal(phase: CalendarPhase | "absent", today: LocalDate, door: number | undefined): string | null {
  if (phase === "absent") return "Le calendrier de l'Avent n'est pas ouvert pour le moment.";
  if (phase === "avant") return "Le jeu est fermé : le calendrier de l'Avent ouvre ses portes le 1er décembre.";
  if (phase === "termine") return "Le jeu est fermé : le calendrier de l'Avent s'est terminé le 24 décembre. Merci d'avoir joué !";
  if (door !== undefined && door > today.day) return `Patience ! Cette case s'ouvrira le ${decemberDay(door)}.`;
  if (door !== undefined && door < today.day) return `Cette case ne peut plus être ouverte : seule celle du ${decemberDay(today.day)} peut l'être aujourd'hui.`;
  return null;
}

const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
/** "5 €", "2,50 €". */
export const formatEuros = (euros: number): string => euroFormat.format(euros).replace(/,00(?=\s)/, "");

/** The dialog named by the answer: CALENDRIER_NOEL_GAGNANT with the prize, or CALENDRIER_NOEL_PERDANT. */
export function calendarDialog(prize: CalendarPrize | null, day: number, colours: { text: string; background: string }): CalendarDialog {
  const shown = { couleur_texte: colours.text, couleur_fond: colours.background };
  if (!prize) {
    // On the last day there is no tomorrow: the spec's texts would promise one.
    const textes = day < CALENDAR_LAST_DAY ? CALENDAR_LOSING_TEXTS.slice(1) : ["C'était la dernière case du calendrier de l'Avent.", "Merci d'avoir joué avec nous, et joyeuses fêtes !"];
    return { view: CALENDAR_LOSE_VIEW, payload: { titre: CALENDAR_LOSING_TEXTS[0], textes, ...shown, lot: null } };
  }
  const until = prize.valable_jusqu_au ? frenchLongDate(new Date(prize.valable_jusqu_au)) : "";
  const textes =
    prize.type === "cagnotte"
      ? [`${formatEuros(prize.montant)} viennent d'être ajoutés à votre cagnotte.`, "Vous pourrez les utiliser à l'étape « Mes avantages » de votre prochaine commande."]
      : [
          `Votre bon d'achat ${prize.code} de ${formatEuros(prize.montant)} est valable dès ${formatEuros(prize.montant_minimum ?? 0)} d'achats, jusqu'au ${until}.`,
          "Il vous attend à l'étape « Mes avantages » de votre prochaine commande.",
        ];
  return { view: CALENDAR_WIN_VIEW, payload: { titre: "Bravo, vous avez gagné !", textes, ...shown, lot: prize } };
}
