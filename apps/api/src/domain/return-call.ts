// An adviser's call about a returned SEPA debit still due (ADR 0136): what the record may hold. The contract refuses
// what it can say from the form alone; the promised day is judged against the day of the call, which only the
// web-service knows.
import { RETURN_CALL_NOTE_MAX, RETURN_CALL_PROMISE_MAX_DAYS, type ReturnCallOutcome } from "@cabas/contracts";
import { addDays, isoDate, parisDate } from "./slot-rules.ts";

export type ReturnCallInput = { outcome: ReturnCallOutcome; promisedOn: string | null; note: string };
export type ReturnCallRefusal = { field: "paiement_promis_le" | "note"; message: string };

/**
 * Why a call cannot be recorded as given, or null. A promise is for a day from today (Paris) to
 * RETURN_CALL_PROMISE_MAX_DAYS later: a day gone by was typed by mistake, and a promise months away is no promise
 * on an amount already reminded three times. « Autre » says nothing without its note.
 */
export function returnCallRefusal(call: ReturnCallInput, now: Date): ReturnCallRefusal | null {
  if (call.promisedOn !== null) {
    if (call.outcome !== "promesse") return { field: "paiement_promis_le", message: "La date de paiement promise se donne avec une promesse de paiement." };
    const today = parisDate(now);
    if (call.promisedOn < isoDate(today)) return { field: "paiement_promis_le", message: "La date de paiement promise est passée : indiquez aujourd'hui ou un jour à venir." };
    if (call.promisedOn > isoDate(addDays(today, RETURN_CALL_PROMISE_MAX_DAYS)))
      return { field: "paiement_promis_le", message: `La date de paiement promise est à ${RETURN_CALL_PROMISE_MAX_DAYS} jours au plus de l'appel.` };
  }
  if ([...call.note].length > RETURN_CALL_NOTE_MAX) return { field: "note", message: `La note fait ${RETURN_CALL_NOTE_MAX} caractères au plus.` };
  if (call.outcome === "autre" && call.note === "") return { field: "note", message: "Précisez en une note ce qui s'est dit." };
  return null;
}

/**
 * The note as kept: trimmed, control characters dropped, its line breaks and runs of spaces made one space, so the
 * list's one line shows it whole. Its length is judged on this.
 */
export const returnCallNoteText = (typed: string): string =>
  [...typed]
    .map((char) => (/\s/.test(char) ? " " : char < " " || char === "\u007F" ? "" : char))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
