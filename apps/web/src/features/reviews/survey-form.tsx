"use client";
// A survey (NOUVEAU_SITE_SONDAGE and the next ones) as a real <form> posting to a Server Action: it works before
// hydration and without JavaScript. A rating is a row of numbered radios between its two labelled ends, a choice a
// list of radios, free text a text area; a refusal names the question beside it and keeps what was answered.
import { useActionState, useEffect } from "react";
import { useFormStatus } from "react-dom";
import type { Survey, SurveyQuestion } from "@cabas/contracts";
// The questions are the web-service's sentences, written with ordinary spaces (« … à un proche ? »): typeset here.
import { frenchInteger, typesetFrench } from "@cabas/contracts/french-typography";
import { Button } from "../../ui/button/button.tsx";
import { IDLE, type FormState } from "../account/form-state.ts";
import accountStyles from "../account/account.module.css";
import { FieldError, FormMessage, TextAreaField } from "../account/forms.tsx";
import { answerSurveyAction } from "./actions.ts";
import styles from "./reviews.module.css";
import { FieldPlace, Form, useFieldId } from "../../ui/form/form.tsx";
import { linkedChoice } from "../../ui/form/linked-choice.ts";

function Submit() {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" size="big" loading={pending}>
      Envoyer mes réponses
    </Button>
  );
}

/** The values a question offers: min..max for a rating, its choices otherwise. */
const optionsOf = (q: SurveyQuestion): { value: string; label: string }[] =>
  q.type === "note"
    ? Array.from({ length: (q.max ?? 5) - (q.min ?? 1) + 1 }, (_, i) => String((q.min ?? 1) + i)).map((v) => ({ value: v, label: v }))
    : q.choix.map((c) => ({ value: c.valeur, label: c.libelle }));

function ChoiceQuestion({ question, state }: { question: SurveyQuestion; state: FormState }) {
  const id = useFieldId(question.id);
  const error = state.errors?.[question.id]?.[0];
  const current = state.values?.[question.id];
  const ends = question.type === "note" ? question.libelles_extremes : null;
  const options = optionsOf(question);
  // The summary links to the checked or first radio (a fieldset takes no focus).
  const linked = linkedChoice(
    options.map((option) => option.value),
    current,
  );
  return (
    <fieldset
      className={accountStyles.fieldset}
      aria-describedby={[ends ? `${id}-ends` : "", error ? `${id}-error` : ""].join(" ").trim() || undefined}
    >
      <legend className={accountStyles.label}>
        {typesetFrench(question.libelle)}
        {!question.obligatoire && <span className={accountStyles.hint}> (facultatif)</span>}
      </legend>
      {ends && (
        <p id={`${id}-ends`} className={accountStyles.hint}>
          De {question.min} ({ends[0]}) à {question.max} ({ends[1]})
        </p>
      )}
      <FieldPlace name={question.id} />
      <div className={question.type === "note" ? styles.scale : styles.choices}>
        {options.map((option) => (
          <label key={option.value} className={question.type === "note" ? styles.scaleOption : styles.choiceOption}>
            <input
              id={option.value === linked ? id : undefined}
              type="radio"
              name={question.id}
              value={option.value}
              defaultChecked={current === option.value}
              required={question.obligatoire}
              aria-invalid={error ? true : undefined}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** `onAnswered`: in the NOUVEAU_SITE_SONDAGE dialog, what follows the answer (the page goes to its thanks instead). */
export function SurveyForm({ survey, onAnswered }: { survey: Survey; onAnswered?: (thanks: string) => void }) {
  // The Server Action itself, so that the page's form works without scripts; the dialog asks for an answer in place.
  const [state, action] = useActionState(answerSurveyAction, IDLE);
  useEffect(() => {
    if (state.status === "success") onAnswered?.(state.message ?? "");
  }, [state, onAnswered]);
  return (
    <Form action={action} className={accountStyles.form} noValidate aria-label={survey.titre}>
      <input type="hidden" name="code" value={survey.code} />
      {onAnswered && <input type="hidden" name="dialogue" value="1" />}
      <FormMessage state={state} labels={Object.fromEntries(survey.questions.map((question) => [question.id, typesetFrench(question.libelle)]))} />
      {survey.questions.map((question) =>
        question.type === "texte" ? (
          <TextAreaField
            key={question.id}
            name={question.id}
            label={typesetFrench(question.obligatoire ? question.libelle : `${question.libelle} (facultatif)`)}
            state={state}
            rows={5}
            required={question.obligatoire}
            {...(question.max ? { maxLength: question.max, hint: `${frenchInteger(question.max)}\u00A0caractères au plus.` } : {})}
          />
        ) : (
          <ChoiceQuestion key={question.id} question={question} state={state} />
        ),
      )}
      <div>
        <Submit />
      </div>
    </Form>
  );
}
