"use client";
// A games form: a real <form> posting to a Server Action (it works before hydration); with JavaScript,
// useActionState shows the web-service's French refusal beside the button.
import { useActionState, type ReactNode } from "react";
import { Button } from "../../ui/button/button.tsx";
import { FormMessage } from "../account/forms.tsx";
import { IDLE, type FormState } from "../account/form-state.ts";
import styles from "./games.module.css";
import { Form } from "../../ui/form/form.tsx";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

export function GameForm({
  action,
  hidden = {},
  submit,
  submitLabel,
  variant = "primary",
  children,
}: {
  action: Action;
  hidden?: Record<string, string | number>;
  submit: string;
  /** Accessible name when the text alone is ambiguous. */
  submitLabel?: string;
  variant?: "primary" | "secondary" | "tertiary";
  children?: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  return (
    <Form action={formAction} className={styles.form}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
      <span>
        <Button type="submit" variant={variant} loading={pending} aria-label={submitLabel}>
          {submit}
        </Button>
      </span>
      <FormMessage state={state} />
    </Form>
  );
}
