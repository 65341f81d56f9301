"use client";
// The confirmation of « Supprimer mon compte »: the current password and a box to tick, sent to a Server Action
// (it works without JavaScript); a refusal comes back in the summary alert and beside its field.
import { useActionState, useId } from "react";
import { Button } from "../../ui/button/button.tsx";
import { deleteAccountAction } from "./actions.ts";
import { Field, FieldError, FormMessage } from "./forms.tsx";
import { IDLE } from "./form-state.ts";
import styles from "./account.module.css";
import deletion from "./delete-account.module.css";

export function DeleteAccountForm() {
  const [state, action, pending] = useActionState(deleteAccountAction, IDLE);
  const id = useId();
  const confirmationError = state.errors?.confirmation?.[0];
  return (
    <form action={action} className={styles.form} noValidate>
      <FormMessage state={state} />
      <Field name="password" type="password" label="Votre mot de passe actuel" state={state} required autoComplete="current-password" />
      <div className={styles.field}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name="confirmation"
            value="1"
            required
            aria-invalid={confirmationError ? true : undefined}
            aria-describedby={confirmationError ? `${id}-error` : undefined}
          />
          Je comprends que la suppression de mon compte est définitive.
        </label>
        <FieldError id={id} error={confirmationError} />
      </div>
      <span>
        <Button type="submit" size="big" loading={pending} className={deletion.danger} wrap>
          Supprimer définitivement mon compte
        </Button>
      </span>
    </form>
  );
}
