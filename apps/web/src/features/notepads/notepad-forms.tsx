"use client";
// The notepad forms: real <form>s posting to Server Actions, so they work before hydration and without JavaScript;
// per-field French errors from the web-service, and what was typed is kept after a refusal.
import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import type { NotepadSummary } from "@cabas/contracts";
import { NOTEPAD_TEXT_MAX, NOTEPAD_TITLE_MAX } from "@cabas/contracts/client-values";
import { Button } from "../../ui/button/button.tsx";
import { IDLE } from "../account/form-state.ts";
import accountStyles from "../account/account.module.css";
import { createNotepadAction, deleteNotepadAction, updateNotepadAction } from "./actions.ts";
import styles from "./notepads.module.css";
import { Field, FormMessage, TextAreaField } from "../account/forms.tsx";
import { Form } from "../../ui/form/form.tsx";
import { notepadTextHint } from "./notepad-labels.ts";

function Submit({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" loading={pending}>
      {label}
    </Button>
  );
}

type EditedNotepad = Pick<NotepadSummary, "blocnote_id" | "titre" | "texte">;

/** A new notepad (no `notepad`) or the edit form of one: title and text, one thing to buy a line. */
export function NotepadForm({ notepad }: { notepad?: EditedNotepad }) {
  const [state, action] = useActionState(notepad ? updateNotepadAction : createNotepadAction, IDLE);
  return (
    <Form action={action} className={accountStyles.form} noValidate aria-label={notepad ? "Modifier le bloc-notes" : "Nouveau bloc-notes"}>
      {notepad && <input type="hidden" name="blocnote_id" value={notepad.blocnote_id} />}
      <FormMessage state={state} labels={{ texte: "Ma liste" }} />
      <Field name="titre" label="Titre" state={state} required maxLength={NOTEPAD_TITLE_MAX} defaultValue={notepad?.titre ?? ""} />
      <TextAreaField
        name="texte"
        label="Ma liste (facultatif)"
        state={state}
        rows={8}
        maxLength={NOTEPAD_TEXT_MAX}
        defaultValue={notepad?.texte ?? ""}
        hint={notepadTextHint(NOTEPAD_TEXT_MAX)}
      />
      <div>
        <Submit label={notepad ? "Enregistrer le bloc-notes" : "Créer le bloc-notes"} />
      </div>
    </Form>
  );
}

/** The confirmed deletion (the page asked first with ?supprimer=1). */
export function DeleteNotepadForm({ notepadId }: { notepadId: number }) {
  const [state, action] = useActionState(deleteNotepadAction, IDLE);
  return (
    <Form action={action} className={styles.inline}>
      <input type="hidden" name="blocnote_id" value={notepadId} />
      <Submit label="Supprimer" />
      <FormMessage state={state} />
    </Form>
  );
}
