// Guarantees a customer never keeps more than MAX_NOTEPADS notepads, nor two of one title: the next one is refused,
// in French, as lists are (list-store.ts).
import { MAX_NOTEPADS } from "@cabas/contracts";
import { conflict } from "../../http/app-error.ts";
import { sameListName } from "../lists/list-rules.ts";

export const NOTEPAD_QUOTA_MESSAGE = `Vous avez déjà ${MAX_NOTEPADS} blocs-notes : supprimez-en un pour en créer un autre.`;

/** Refuses a new notepad when the customer already has `existing` of them and that is the most allowed. */
export function assertRoomForNotepad(existing: number): void {
  if (existing >= MAX_NOTEPADS) throw conflict(NOTEPAD_QUOTA_MESSAGE);
}

/**
 * Refuses a title the customer already gave another notepad (compared as lists' names are: case, accents and spaces
 * aside), so that a double click on « Créer » without scripts, which posts twice, makes one notepad; `except`: the
 * notepad renamed, which keeps its own title.
 */
export function assertNotepadTitleFree(notepads: readonly { id: number; title: string }[], title: string, except?: number): void {
  // Named as the customer wrote it when they made it (« Semaine »), not as typed now (« SEMAINE »).
  const same = notepads.find((n) => n.id !== except && sameListName(n.title, title));
  if (same) throw conflict(`Vous avez déjà un bloc-notes « ${same.title} » : choisissez un autre titre.`);
}
