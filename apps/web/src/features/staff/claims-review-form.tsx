"use client";
// One claim's decision on the claims screen (ADR 0095): credit what was asked or a part of it, or refuse with the
// reason the customer reads. A deleted account's claim can only be refused.
import { useActionState, useId } from "react";
import { Form } from "../../ui/form/form.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";
import { IDLE, refusalOf } from "../account/form-state.ts";
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";
import { settleClaimAction } from "./claims-review-actions.ts";
import { RefusalReasonField } from "./refusal-reason-field.tsx";

type Props = { id: number; asked: string; erased: boolean; reasons: readonly { value: string; label: string }[] };

export function ClaimDecisionForm({ id, asked, erased, reasons }: Props) {
  const [state, action] = useActionState(settleClaimAction, IDLE);
  const amountId = useId();
  const amountError = state.errors?.montant?.[0];
  const reasonError = state.errors?.motif?.[0];
  // A refusal of no field of its own (already settled, an amount above what was asked) is said once, by the buttons.
  const otherError = amountError || reasonError ? undefined : refusalOf(state, "id");
  return (
    <Form action={action} className={styles.form} aria-label={`Décision sur la réclamation n° ${id}`}>
      <input type="hidden" name="id" value={id} />
      {!erased && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={amountId}>
            Montant à créditer, en euros (vide&nbsp;: les {asked} demandés)
          </label>
          <input
            id={amountId}
            name="montant"
            inputMode="decimal"
            autoComplete="off"
            className={styles.input}
            defaultValue={state.values?.montant ?? ""}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? `${amountId}-error` : undefined}
          />
          <FieldError id={amountId} error={amountError} alert />
        </div>
      )}
      <RefusalReasonField label="Motif en cas de refus (le client le lit)" reasons={reasons} error={reasonError} defaultValue={state.values?.motif} />
      <FieldError error={otherError} alert />
      <div>
        {!erased && (
          <>
            <button type="submit" name="decision" value="crediter" className={buttonClassName({})}>
              Créditer
            </button>{" "}
          </>
        )}
        <button type="submit" name="decision" value="refuser" className={buttonClassName({ variant: "secondary" })}>
          Refuser
        </button>
      </div>
    </Form>
  );
}
