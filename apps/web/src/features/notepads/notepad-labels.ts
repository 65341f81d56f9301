// How a notepad is described in lists (how many things it names, when it was last changed) and what its form says.
import { frenchInteger } from "@cabas/contracts/french-typography";
import { formatDate } from "../../lib/format/price.ts";

export function linesLabel(count: number): string {
  if (count === 0) return "vide";
  return count === 1 ? "1 ligne" : `${count} lignes`;
}

/** "3 lignes · modifié le 22 novembre 2026". */
export function notepadMeta(notepad: { nb_lignes: number; modifie: string }): string {
  const date = formatDate(notepad.modifie);
  return date ? `${linesLabel(notepad.nb_lignes)} · modifié le ${date}` : linesLabel(notepad.nb_lignes);
}

/**
 * The hint under a notepad's text: one thing a line, with examples, and its length. A JavaScript string shown as it
 * is, so its spaces inside « » are written no-break here (ADR 0080).
 */
export const notepadTextHint = (max: number): string =>
  "Une chose à acheter par ligne, par exemple «\u00A02 baguettes\u00A0», «\u00A0lait demi-écrémé x3\u00A0» ou «\u00A0- tomates\u00A0». " +
  `${frenchInteger(max)}\u00A0caractères au plus.`;

/** DELETE_BLOCNOTES's message, as the page without JavaScript writes it. */
export const deleteNotepadMessage = (title: string): string =>
  `Le bloc-notes «\u00A0${title}\u00A0» et tout son texte seront supprimés définitivement.`;
