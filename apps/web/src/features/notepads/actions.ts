"use server";
// Server Actions of the notepad forms (they work without JavaScript): create, edit and delete a notepad. A success
// goes to the page showing the result, flagged so it can say what happened.
import { redirect } from "next/navigation";
import { createBlocNotes, deleteBlocNotes, shouldClearCredentials, updateBlocNotes } from "@cabas/contracts";
import { postCall } from "../../lib/api/post.ts";
import type { ApiResult } from "../../lib/api/query.ts";
import { errorState, field, type FormState } from "../account/form-state.ts";
import { SESSION_EXPIRED_PATH } from "../account/paths.ts";
import { NOTEPADS_PATH, notepadPath } from "./paths.ts";

const endIfExpired = (result: ApiResult<unknown>) => {
  if (!result.ok && shouldClearCredentials(result.status, result.message)) redirect(SESSION_EXPIRED_PATH);
};

export async function createNotepadAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(createBlocNotes, { titre: field(form, "titre"), texte: field(form, "texte") });
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  redirect(`${notepadPath(result.data.bloc_note.blocnote_id)}?cree=1`);
}

export async function updateNotepadAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(updateBlocNotes, {
    blocnote_id: field(form, "blocnote_id"),
    titre: field(form, "titre"),
    texte: field(form, "texte"),
  });
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  redirect(`${notepadPath(result.data.bloc_note.blocnote_id)}?enregistre=1`);
}

export async function deleteNotepadAction(_prev: FormState, form: FormData): Promise<FormState> {
  const result = await postCall(deleteBlocNotes, { blocnote_id: field(form, "blocnote_id") });
  endIfExpired(result);
  if (!result.ok) return errorState(result, form);
  redirect(`${NOTEPADS_PATH}?supprime=1`);
}
