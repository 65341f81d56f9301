// Guarantees a customer never keeps more than MAX_NOTEPADS notepads: the next one is refused, in French.
import { MAX_NOTEPADS } from "@cabas/contracts";
import { conflict } from "../../http/app-error.ts";

export const NOTEPAD_QUOTA_MESSAGE = `Vous avez déjà ${MAX_NOTEPADS} blocs-notes : supprimez-en un pour en créer un autre.`;

/** Refuses a new notepad when the customer already has `existing` of them and that is the most allowed. */
export function assertRoomForNotepad(existing: number): void {
  if (existing >= MAX_NOTEPADS) throw conflict(NOTEPAD_QUOTA_MESSAGE);
}
