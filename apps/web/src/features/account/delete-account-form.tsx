"use client";
// The confirmation of « Supprimer mon compte »: the current password and a box to tick, sent to a Server Action
// (it works without JavaScript); a refusal comes back in the summary alert and beside its field.
import { useActionState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { deleteAccountAction } from "./actions.ts";
import { Field, FieldError, FormMessage } from "./forms.tsx";
import { IDLE, type FormState } from "./form-state.ts";
import styles from "./account.module.css";
import deletion from "./delete-account.module.css";
import { Form, useFieldId } from "../../ui/form/form.tsx";

export function DeleteAccountForm() {
  const [state, action, pending] = useActionState(deleteAccountAction, IDLE);
  return (
    <Form action={action} className={styles.form} noValidate>
      <FormMessage state={state} labels={{ password: "Votre mot de passe actuel" }} />
      <Field
        name="password"
        type="password"
        label="Votre mot de passe actuel"
        state={state}
        required
        autoComplete="current-password"
      />
      <ConfirmationBox state={state} />
      <span>
        <Button type="submit" size="big" loading={pending} className={deletion.danger} wrap>
          Supprimer définitivement mon compte
        </Button>
      </span>
    </Form>
  );
}

/** The box to tick, inside the Form: its id is the one the summary links to. */
function ConfirmationBox({ state }: { state: FormState }) {
  const id = useFieldId("confirmation");
  const error = state.errors?.confirmation?.[0];
  return (
    <div className={styles.field}>
      <label className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          name="confirmation"
          value="1"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        Je comprends que la suppression de mon compte est définitive.
      </label>
      <FieldError id={id} error={error} />
    </div>
  );
}
