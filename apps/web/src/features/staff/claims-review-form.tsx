"use client";
// One claim's decision on the claims screen (ADR 0095): credit what was asked or a part of it, typed and then
// confirmed on a button stating it (ADR 0116), or refuse with the reason the customer reads. A deleted account's claim can only be refused. A settled claim the customer contests is
// credited more with the revision form (ADR 0098).
import { useActionState, useId, type ReactNode } from "react";
import { CLAIM_REVISION_NOTE_MAX } from "@cabas/contracts/client-values";
import { Form } from "../../ui/form/form.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";
import { formatCents } from "../../lib/format/price.ts";
import { IDLE, refusalOf } from "../account/form-state.ts";
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";
import { reviseClaimAction, settleClaimAction, type ClaimDecisionState } from "./claims-review-actions.ts";
import { RefusalReasonField } from "./refusal-reason-field.tsx";
import { StaffField } from "./staff-field.tsx";

type Props = { id: number; asked: string; erased: boolean; reasons: readonly { value: string; label: string }[] };

/** Euros to credit, typed as « 12,50 ». */
function AmountField({ label, typed, error }: { label: ReactNode; typed: string | undefined; error: string | undefined }) {
  return <StaffField id={useId()} name="montant" label={label} typed={typed} error={error} inputMode="decimal" />;
}

/**
 * The second press of a credit (ADR 0116): the amount read, stated on the button that credits it. It comes after the
 * form's other buttons, so Enter in the amount (which presses a form's first button) never credits.
 */
function CreditConfirmation({ cents, again }: { cents: number; again: string }) {
  const textId = useId();
  return (
    <div role="group" aria-labelledby={textId}>
      <p id={textId}>
        {formatCents(cents)} à créditer sur la cagnotte du client, sans retour possible. Un autre montant&nbsp;: changez-le et appuyez de nouveau
        sur «&nbsp;{again}&nbsp;».
      </p>
      <button type="submit" name="credit_confirme" value={cents} className={buttonClassName({})}>
        Confirmer le crédit de {formatCents(cents)}
      </button>
    </div>
  );
}

export function ClaimDecisionForm({ id, asked, erased, reasons }: Props) {
  const [state, action] = useActionState<ClaimDecisionState, FormData>(settleClaimAction, IDLE);
  const amountError = state.errors?.montant?.[0];
  const reasonError = state.errors?.motif?.[0];
  // A refusal of no field of its own (already settled, an amount above what was asked) is said once, by the buttons.
  const otherError = amountError || reasonError ? undefined : refusalOf(state, "id");
  return (
    <Form action={action} className={styles.form} aria-label={`Décision sur la réclamation n° ${id}`}>
      <input type="hidden" name="id" value={id} />
      {!erased && <AmountField label={<>Montant à créditer, en euros ({asked} demandés)</>} typed={state.values?.montant} error={amountError} />}
      <RefusalReasonField label="Motif en cas de refus (le client le lit)" reasons={reasons} error={reasonError} defaultValue={state.values?.motif} />
      <FieldError error={otherError} alert />
      <div>
        {!erased && (
          <>
            <button type="submit" name="decision" value="crediter" className={buttonClassName({ variant: state.confirmCents === undefined ? "primary" : "secondary" })}>
              Créditer…
            </button>{" "}
          </>
        )}
        <button type="submit" name="decision" value="refuser" className={buttonClassName({ variant: "secondary" })}>
          Refuser
        </button>
      </div>
      {!erased && state.confirmCents !== undefined && <CreditConfirmation cents={state.confirmCents} again="Créditer…" />}
    </Form>
  );
}

type RevisionProps = { id: number; left: string; revisionsSeen: number };

/** More credited on a settled claim (ADR 0098): at most what is left of what was asked, with why, confirmed (ADR 0116). */
export function ClaimRevisionForm({ id, left, revisionsSeen }: RevisionProps) {
  const [state, action] = useActionState<ClaimDecisionState, FormData>(reviseClaimAction, IDLE);
  const noteId = useId();
  const amountError = state.errors?.montant?.[0];
  const noteError = state.errors?.note?.[0];
  // Revised meanwhile, nothing left, an amount above what is left: said once, by the button.
  const otherError = amountError || noteError ? undefined : refusalOf(state, "id");
  return (
    <Form action={action} className={styles.form} aria-label={`Révision de la réclamation n° ${id}`}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="revisions_vues" value={revisionsSeen} />
      <AmountField label={<>Montant à ajouter, en euros ({left} restants)</>} typed={state.values?.montant} error={amountError} />
      <StaffField id={noteId} name="note" label="Pourquoi la décision est revue" typed={state.values?.note} error={noteError} rows={2} maxLength={CLAIM_REVISION_NOTE_MAX} />
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName({ variant: state.confirmCents === undefined ? "primary" : "secondary" })}>
          Créditer en plus…
        </button>
      </div>
      {state.confirmCents !== undefined && <CreditConfirmation cents={state.confirmCents} again="Créditer en plus…" />}
    </Form>
  );
}
