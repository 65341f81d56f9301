"use client";
// A form posting to a Server Action (it works before hydration and without JavaScript); with JavaScript,
// useActionState shows the web-service's French refusal beside the form and keeps what was typed. Used by the
// lists, abandoned baskets, claims and contact pages.
import { useActionState, useRef, type FormEvent, type ReactNode } from "react";
import { useModal } from "../../ui/modal/modal-context.ts";
import { Button } from "../../ui/button/button.tsx";
import { Field, FormMessage } from "./forms.tsx";
import { IDLE, type FormState } from "./form-state.ts";
import styles from "./action-form.module.css";
import { Form } from "../../ui/form/form.tsx";

type Action = (prev: FormState, form: FormData) => Promise<FormState>;

export type TextField = { name: string; label: string; defaultValue?: string; maxLength?: number; required?: boolean; hint?: string };

/**
 * One form: hidden values, text fields (refilled after a refusal), any other controls as children, and a
 * submit button. `inline` lays it out on one line (a button beside a product).
 */
export function ActionForm({
  action,
  hidden = {},
  fields = [],
  submit,
  submitLabel,
  variant = "primary",
  size = "medium",
  inline,
  confirm,
  children,
}: {
  action: Action;
  hidden?: Record<string, string | number>;
  fields?: TextField[];
  submit: string;
  /** Accessible name of the button when its text alone is ambiguous ("Retirer" beside each product). */
  submitLabel?: string;
  variant?: "primary" | "secondary" | "tertiary";
  size?: "small" | "medium" | "big";
  inline?: boolean;
  /** With JavaScript, a dialog of the specification (LOAD_LIST) asks first; without, the form is sent at once. */
  confirm?: { view: "LOAD_LIST"; title: string; message: string; confirmLabel: string };
  children?: ReactNode;
}) {
  const [state, formAction, pending] = useActionState(action, IDLE);
  const { openModal } = useModal();
  const formRef = useRef<HTMLFormElement>(null);
  const confirmed = useRef(false);
  const onSubmit = confirm
    ? (event: FormEvent<HTMLFormElement>) => {
        if (confirmed.current) {
          confirmed.current = false;
          return;
        }
        event.preventDefault();
        const { view, ...texts } = confirm;
        openModal(view, {
          ...texts,
          onConfirm: () => {
            confirmed.current = true;
            formRef.current?.requestSubmit();
          },
        });
      }
    : undefined;
  return (
    <Form ref={formRef} action={formAction} onSubmit={onSubmit} className={inline ? styles.inlineForm : styles.form}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((f) => (
        <Field key={f.name} name={f.name} label={f.label} state={state} defaultValue={f.defaultValue} maxLength={f.maxLength} required={f.required} hint={f.hint} />
      ))}
      {children}
      <span>
        <Button type="submit" variant={variant} size={size} loading={pending} aria-label={submitLabel}>
          {submit}
        </Button>
      </span>
      {/* Errors of the controls passed as children (a quantity) or hidden (an id) are listed without a link. */}
      <FormMessage state={state} fields={fields.map((f) => f.name)} labels={Object.fromEntries(fields.map((f) => [f.name, f.label]))} />
    </Form>
  );
}
