// How a notepad is described in lists: how many things it names and when it was last changed.
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
