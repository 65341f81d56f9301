"use client";
// Opening a postal code on the zones screen (ADR 0096): a waiting one (its code fixed) or any other (typed), from the
// perimeter chosen. Works without JavaScript.
import { useActionState, useId } from "react";
import { Form } from "../../ui/form/form.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";
import { IDLE } from "../account/form-state.ts";
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";
import { openZoneAction } from "./zones-actions.ts";

type Perimeter = { id: number; nom: string };

export function ZoneOpeningForm({ postalCode, perimeters }: { postalCode?: string; perimeters: readonly Perimeter[] }) {
  const [state, action] = useActionState(openZoneAction, IDLE);
  const ids = useId();
  // A waiting postal code is a hidden field: a refusal of it is said by the button, with the others of no field.
  const codeError = postalCode ? undefined : state.errors?.code_postal?.[0];
  const perimeterError = state.errors?.id_perimetre?.[0];
  // A refusal of no field shown (a code no commune has, delivered by another perimeter) is said by the button.
  const otherError = state.status === "error" && !codeError && !perimeterError ? (state.errors?.code_postal?.[0] ?? state.message) : undefined;
  const label = postalCode ? `Ouvrir le ${postalCode}` : "Ouvrir ce code postal";
  return (
    <Form action={action} className={styles.form} aria-label={postalCode ? `Ouvrir le ${postalCode} à la livraison` : "Ouvrir un autre code postal"}>
      {postalCode ? (
        <input type="hidden" name="code_postal" value={postalCode} />
      ) : (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${ids}-cp`}>
            Code postal
          </label>
          <input
            id={`${ids}-cp`}
            name="code_postal"
            inputMode="numeric"
            autoComplete="off"
            maxLength={5}
            className={styles.input}
            defaultValue={state.values?.code_postal ?? ""}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${ids}-cp-error` : undefined}
          />
          <FieldError id={`${ids}-cp`} error={codeError} alert />
        </div>
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-perimetre`}>
          Livré par le périmètre
        </label>
        <select
          id={`${ids}-perimetre`}
          name="id_perimetre"
          className={styles.input}
          defaultValue={state.values?.id_perimetre ?? ""}
          aria-invalid={perimeterError ? true : undefined}
          aria-describedby={perimeterError ? `${ids}-perimetre-error` : undefined}
        >
          <option value="">—</option>
          {perimeters.map((perimeter) => (
            <option key={perimeter.id} value={perimeter.id}>
              {perimeter.nom}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-perimetre`} error={perimeterError} alert />
      </div>
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName({})}>
          {label}
        </button>
      </div>
    </Form>
  );
}
