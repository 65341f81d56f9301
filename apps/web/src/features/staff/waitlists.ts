// The waiting lists screen's words (ADR 0120): where a person stands on a line, and what a line's heading says.
import { typesetFrench } from "@cabas/contracts/french-typography";
import { staffDateTime } from "./staff-journal.ts";

export const WAITLISTS_PATH = "/support/listes-attente";

export type WaitlistPersonView = {
  etat: "en_attente" | "prevenu";
  position: number | null;
  prevenu_le: string | null;
  jusqu_au: string | null;
  places_reservees: number;
};

/** « 1re », « 2e »: a position is feminine in French. */
const ordinal = (position: number): string => (position === 1 ? "1re" : `${position}e`);

/** Where the person stands: their position while waiting; told, when, and until when their place is held. */
export function personStanding(person: WaitlistPersonView): string {
  if (person.etat === "en_attente") return `En attente, ${ordinal(person.position ?? 1)}\u00A0position`;
  // « Proposée », agreeing with « place »: the person may be a man or a woman.
  const told = person.prevenu_le ? `Place proposée par e-mail le ${staffDateTime(person.prevenu_le)}` : "Place proposée par e-mail";
  if (!person.jusqu_au) return told;
  const until = staffDateTime(person.jusqu_au);
  return typesetFrench(
    person.places_reservees > 0
      ? `${told} : ${person.places_reservees === 1 ? "gardée" : `${person.places_reservees} places gardées`} jusqu'au ${until}`
      : `${told} : peut commander jusqu'au ${until} (place non gardée)`,
  );
}

/** A line's summary under its product's name: who waits, who is told, what is on the shelf for anyone. */
export function lineSummary(line: { perimetre: string; stock: number; personnes: readonly { etat: string }[] }): string {
  const waiting = line.personnes.filter((p) => p.etat === "en_attente").length;
  const told = line.personnes.length - waiting;
  const parts = [
    waiting === 1 ? "1 personne en attente" : `${waiting} personnes en attente`,
    told === 0 ? null : told === 1 ? "1 prévenue" : `${told} prévenues`,
    line.stock === 0 ? "aucune place libre pour les autres clients" : line.stock === 1 ? "1 place libre pour tous" : `${line.stock} places libres pour tous`,
  ].filter(Boolean);
  return typesetFrench(`Zone « ${line.perimetre} » : ${parts.join(", ")}.`);
}
