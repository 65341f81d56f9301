// Notepad calls: thin handlers over notepad-store.ts (ownership, limit) and notepad-matching.ts (lines to products).
import { createBlocNotes, deleteBlocNotes, mesBlocsNotes, updateBlocNotes } from "@cabas/contracts";
import { implement, type CallImplementation } from "../../http/call-registry.ts";
import { customerOf } from "../../http/auth.ts";
import { parseNotepadText } from "./notepad-lines.ts";
import { matchNotepadLines, shoppingPerimeterId } from "./notepad-matching.ts";
import { notepadLinesPage } from "./notepad-pages.ts";
import { createNotepad, deleteNotepad, notepadsOf, ownedNotepad, toNotepadSummary, updateNotepad } from "./notepad-store.ts";



const summariesOf = async (...args: Parameters<typeof notepadsOf>) => (await notepadsOf(...args)).map(toNotepadSummary);

export const mesBlocsNotesCall = implement(mesBlocsNotes, async ({ db, input, principal, request, now }) => {
  const customer = customerOf(principal);
  let detail = null;
  if (input.blocnote_id !== undefined) {
    const row = await ownedNotepad(db, customer.userId, input.blocnote_id);
    const perimeterId = await shoppingPerimeterId(db, request, input.id_perimetre, customer);
    const { lines, page, pages } = notepadLinesPage(parseNotepadText(row.body), input.page);
    const lignes = await matchNotepadLines(db, lines, { perimeterId, now: now(), userId: customer.userId });
    detail = { ...toNotepadSummary(row), lignes, page, pages };
  }
  return { blocs_notes: await summariesOf(db, customer.userId), bloc_note: detail };
});

export const createBlocNotesCall = implement(createBlocNotes, async ({ db, input, principal, now }) => {
  const { userId } = customerOf(principal);
  const row = await createNotepad(db, userId, { title: input.titre, body: input.texte }, now());
  return { bloc_note: toNotepadSummary(row), message: "Bloc-notes créé." };
});

export const updateBlocNotesCall = implement(updateBlocNotes, async ({ db, input, principal, now }) => {
  const { userId } = customerOf(principal);
  const row = await updateNotepad(db, userId, input.blocnote_id, { title: input.titre, body: input.texte }, now());
  return { bloc_note: toNotepadSummary(row), message: "Bloc-notes enregistré." };
});

export const deleteBlocNotesCall = implement(deleteBlocNotes, async ({ db, input, principal }) => {
  const { userId } = customerOf(principal);
  await deleteNotepad(db, userId, input.blocnote_id);
  return { blocs_notes: await summariesOf(db, userId), message: "Bloc-notes supprimé." };
});

export const notepadCallImplementations: readonly CallImplementation[] = [
  mesBlocsNotesCall,
  createBlocNotesCall,
  updateBlocNotesCall,
  deleteBlocNotesCall,
];
