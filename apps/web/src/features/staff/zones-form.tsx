"use client";
// Opening a postal code on the zones screen (ADR 0096): a waiting one (its code fixed) or any other (typed), from the
// perimeter chosen; and closing one again (ADR 0099), with why and a confirmation. Works without JavaScript.
import { useActionState, useId } from "react";
import { Form } from "../../ui/form/form.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";
import { IDLE } from "../account/form-state.ts";
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";
import { ZONE_CLOSING_REASON_MAX } from "@cabas/contracts/client-values";
import { closeZoneAction, openZoneAction } from "./zones-actions.ts";
import { StaffField } from "./staff-field.tsx";

type Perimeter = { id: number; nom: string };

/** A postal code typed, five digits, with its refusal under it. */
function PostalCodeField({ id, label, typed, error }: { id: string; label: string; typed: string | undefined; error: string | undefined }) {
  return <StaffField id={id} name="code_postal" label={label} typed={typed} error={error} inputMode="numeric" maxLength={5} />;
}

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
        <PostalCodeField id={`${ids}-cp`} label="Code postal" typed={state.values?.code_postal} error={codeError} />
      )}
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-perimetre`}>
          Livré par le périmètre
        </label>
        {/* Keyed by the choice sent: React applies a select's defaultValue only when it mounts, and resets the form after
            the action, which would show « — » again beside the refusal. */}
        <select
          key={state.values?.id_perimetre ?? ""}
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

/** Closing a postal code again: the code, why (for the team), and a box saying what it does. */
export function ZoneClosingForm() {
  const [state, action] = useActionState(closeZoneAction, IDLE);
  const ids = useId();
  const codeError = state.errors?.code_postal?.[0];
  const reasonError = state.errors?.raison?.[0];
  const confirmError = state.errors?.confirmation?.[0];
  // Orders still to deliver there, a code not delivered: said by the button.
  const otherError = state.status === "error" && !codeError && !reasonError && !confirmError ? state.message : undefined;
  return (
    <Form action={action} className={styles.form} aria-label="Fermer un code postal">
      <PostalCodeField id={`${ids}-cp`} label="Code postal à fermer" typed={state.values?.code_postal} error={codeError} />
      <StaffField id={`${ids}-raison`} name="raison" label="Pourquoi (pour l'équipe)" typed={state.values?.raison} error={reasonError} rows={2} maxLength={ZONE_CLOSING_REASON_MAX} />
      <div>
        <label className={styles.checkbox}>
          <input
            id={`${ids}-confirmation`}
            type="checkbox"
            name="confirmation"
            value="1"
            required
            defaultChecked={state.values?.confirmation === "1"}
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? `${ids}-confirmation-error` : undefined}
          />
          <span>Les clients de ce code postal ne pourront plus commander&#8239;; les paniers qui y ont une adresse devront en choisir une autre.</span>
        </label>
        <FieldError id={`${ids}-confirmation`} error={confirmError} alert />
      </div>
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Fermer ce code postal
        </button>
      </div>
    </Form>
  );
}
