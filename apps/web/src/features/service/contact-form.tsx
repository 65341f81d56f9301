"use client";
// The contact form: a real <form> posting to a Server Action (it works without JavaScript); with JavaScript, a
// refusal shows its French messages beside the fields and what was typed stays.
import { useActionState } from "react";
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from "@cabas/contracts/client-values";
import { frenchInteger } from "@cabas/contracts/french-typography";
import { Button } from "../../ui/button/button.tsx";
import { Field, FormMessage, TextAreaField } from "../account/forms.tsx";
import { IDLE } from "../account/form-state.ts";
import accountStyles from "../account/account.module.css";
import { sendContactAction } from "./actions.ts";
import { FieldPlace, Form, useFieldId } from "../../ui/form/form.tsx";

export function ContactForm({ nom, email, commande }: { nom?: string; email?: string; commande?: string }) {
  const [state, action, pending] = useActionState(sendContactAction, IDLE);
  const value = (name: string, fallback = "") => state.values?.[name] ?? fallback;
  const error = (name: string) => state.errors?.[name]?.[0];
  return (
    <Form action={action} className={accountStyles.form}>
      <Field name="nom" label="Votre nom" state={state} defaultValue={nom} autoComplete="name" required maxLength={120} />
      <Field name="email" label="Votre adresse e-mail" type="email" state={state} defaultValue={email} autoComplete="email" required inputMode="email" />
      <SubjectField value={value("sujet", commande ? "commande" : "")} error={error("sujet")} />
      <Field name="id_commande" label="Numéro de commande (facultatif)" state={state} defaultValue={commande} inputMode="numeric" maxLength={10} />
      <TextAreaField
        name="message"
        label="Votre message"
        state={state}
        rows={8}
        required
        minLength={10}
        maxLength={CONTACT_MESSAGE_MAX}
        hint={`De 10 à ${frenchInteger(CONTACT_MESSAGE_MAX)}\u00A0caractères. N'y mettez jamais de numéro de carte bancaire.`}
      />
      <FormMessage state={state} labels={{ nom: "Votre nom", email: "Votre adresse e-mail" }} />
      <span>
        <Button type="submit" size="big" loading={pending}>
          Envoyer mon message
        </Button>
      </span>
    </Form>
  );
}

/** The subject, inside the Form: its id is the one the summary links to. */
function SubjectField({ value, error }: { value: string; error: string | undefined }) {
  const sujetId = useFieldId("sujet");
  return (
    <div className={accountStyles.field}>
      <label htmlFor={sujetId} className={accountStyles.label}>
        Sujet
      </label>
      {/* Its placeholder is disabled, so a form sent without a subject posts none: the mark keeps its place. */}
      <FieldPlace name="sujet" />
      <select
        id={sujetId}
        name="sujet"
        className={accountStyles.input}
        defaultValue={value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${sujetId}-error` : undefined}
      >
        <option value="" disabled>
          Choisissez un sujet
        </option>
        {CONTACT_SUBJECTS.map((s) => (
          <option key={s} value={s}>
            {CONTACT_SUBJECT_LABELS[s]}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${sujetId}-error`} className={accountStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
