"use client";
// One order's moves on the warehouse screen (ADR 0094): weigh and prepare, hand to the courier, delivered; and, in a
// form of its own, a cancellation that needs its box ticked; a phone refund made at the terminal, recorded with its
// reference. All work without JavaScript.
import { useActionState, useId } from "react";
import { Form } from "../../ui/form/form.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";
import { IDLE, refusalOf } from "../account/form-state.ts";
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";
import staffStyles from "./staff-screens.module.css";
import { moveOrderAction, recordReturnCallAction } from "./warehouse-actions.ts";
import { StaffField } from "./staff-field.tsx";
import { WEIGHING_FIELD_PREFIX } from "./warehouse.ts";
import { REFUND_REFERENCE_MAX, RETURN_CALL_NOTE_MAX, RETURN_CALL_OUTCOMES, RETURN_CALL_OUTCOME_LABELS } from "@cabas/contracts/client-values";

export type WeighedLine = { id: number; name: string; quantity: number; estimate: string };
type Filters = { etat: string; jour: string };

function FilterFields({ id, filters }: { id: number; filters: Filters }) {
  return (
    <>
      <input type="hidden" name="id_commande" value={id} />
      <input type="hidden" name="filtre_etat" value={filters.etat} />
      <input type="hidden" name="filtre_jour" value={filters.jour} />
    </>
  );
}

/** The next step of an order: its button, and for a preparation the weighings of its variable-weight lines. */
export function WarehouseMoveForm({
  id,
  action,
  label,
  weighed,
  phonePayment,
  total,
  filters,
}: {
  id: number;
  action: "confirmer_paiement" | "preparer" | "expedier" | "livrer";
  label: string;
  weighed: readonly WeighedLine[];
  phonePayment: boolean;
  /** The order's total, as the amount field says it is taken when left empty. */
  total: string;
  filters: Filters;
}) {
  const [state, formAction] = useActionState(moveOrderAction, IDLE);
  // The refusal under the fields: `${errorId}-error` (FieldError).
  const errorId = useId();
  const fieldIds = useId();
  const error = refusalOf(state, action === "confirmer_paiement" ? "montant" : "pesees");
  return (
    <Form action={formAction} className={styles.form} aria-label={`${label} : commande n° ${id}`}>
      <FilterFields id={id} filters={filters} />
      <input type="hidden" name="action" value={action} />
      {action === "preparer" && weighed.length > 0 && (
        <fieldset className={`${styles.field} ${staffStyles.weighings}`}>
          <legend>Poids pesés, en grammes (vide&nbsp;: l&apos;estimation est gardée)</legend>
          {weighed.map((line) => (
            <div key={line.id} className={styles.field}>
              <label className={styles.label} htmlFor={`${fieldIds}-${line.id}`}>
                {line.name} × {line.quantity} (estimé {line.estimate})
              </label>
              <input
                id={`${fieldIds}-${line.id}`}
                name={`${WEIGHING_FIELD_PREFIX}${line.id}`}
                className={`${styles.input} ${staffStyles.grams}`}
                inputMode="numeric"
                autoComplete="off"
                defaultValue={state.values?.[`${WEIGHING_FIELD_PREFIX}${line.id}`] ?? ""}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${errorId}-error` : undefined}
              />
            </div>
          ))}
        </fieldset>
      )}
      {action === "confirmer_paiement" && (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${fieldIds}-montant`}>
            Montant réglé par téléphone, en euros (vide&nbsp;: le total, {total})
          </label>
          <input
            id={`${fieldIds}-montant`}
            name="montant"
            className={`${styles.input} ${staffStyles.grams}`}
            inputMode="decimal"
            autoComplete="off"
            defaultValue={state.values?.montant ?? ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId}-error` : undefined}
          />
        </div>
      )}
      {/* Weighed above what the payment can take (ADR 0055): bill that, the rest offered, as --cap does. */}
      {action === "preparer" && (phonePayment || weighed.length > 0) && (
        <label className={styles.checkbox}>
          <input type="checkbox" name="plafond" value="1" defaultChecked={state.values?.plafond === "1"} />
          {phonePayment
            ? "Pesée plus lourde que le montant pris par téléphone\u00A0: facturer ce montant, le reste est offert"
            : "Pesée au-delà du montant autorisé\u00A0: facturer ce montant, le reste est offert"}
        </label>
      )}
      <FieldError id={errorId} error={error} alert />
      <div>
        <button type="submit" className={buttonClassName({})}>
          {label}
        </button>
      </div>
    </Form>
  );
}

/** A cancellation: everything is released and the payment given back, so its box must be ticked. */
export function WarehouseCancelForm({ id, filters }: { id: number; filters: Filters }) {
  const [state, formAction] = useActionState(moveOrderAction, IDLE);
  const boxId = useId();
  const error = refusalOf(state, "confirmation");
  return (
    <Form action={formAction} className={`${styles.form} ${staffStyles.cancel}`} aria-label={`Annuler la commande n° ${id}`}>
      <FilterFields id={id} filters={filters} />
      <input type="hidden" name="action" value="annuler" />
      <label className={styles.checkbox}>
        <input
          id={boxId}
          type="checkbox"
          name="confirmation"
          value="1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${boxId}-error` : undefined}
        />
        Je confirme l&apos;annulation&nbsp;: stock, créneau et avantages sont rendus, le paiement est annulé ou remboursé.
      </label>
      <FieldError id={boxId} error={error} alert />
      <div>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Annuler la commande
        </button>
      </div>
    </Form>
  );
}

/** A refund made at the payment terminal for a cancelled phone order, recorded with the terminal's reference. */
export function WarehouseRefundForm({ id, amount, filters }: { id: number; amount: string; filters: Filters }) {
  return (
    <TerminalReferenceForm
      id={id}
      filters={filters}
      action="rembourser"
      formLabel={`Remboursement de la commande n° ${id}`}
      fieldLabel={`Référence du remboursement de ${amount} donnée par le terminal`}
      submit="Remboursement effectué"
    />
  );
}

/** A returned SEPA debit paid by card at the terminal (ADR 0129): its reference recorded, the order leaves the list. */
export function WarehouseDebitPaidForm({ id, amount, filters }: { id: number; amount: string; filters: Filters }) {
  return (
    <TerminalReferenceForm
      id={id}
      filters={filters}
      action="encaisser_impaye"
      formLabel={`Prélèvement impayé de la commande n° ${id}`}
      fieldLabel={`Référence du paiement de ${amount} donnée par le terminal`}
      submit="Montant dû encaissé"
    />
  );
}

/**
 * An adviser's call to the customer about a returned debit still due (ADR 0136): what came of it, the day she promised
 * to pay by, a short note. Staff-only; the list then shows the latest call and how many.
 */
export function WarehouseDebitCallForm({ id, filters }: { id: number; filters: Filters }) {
  const [state, formAction] = useActionState(recordReturnCallAction, IDLE);
  const ids = useId();
  const errorOf = (name: string) => (state.status === "error" ? state.errors?.[name]?.[0] : undefined);
  // A refusal of no field (the amount paid since, the order unknown) is said under the button.
  const general = state.status === "error" && !Object.keys(state.errors ?? {}).length ? state.message : undefined;
  const outcomeError = errorOf("issue");
  const dayError = errorOf("paiement_promis_le");
  return (
    <Form action={formAction} className={styles.form} aria-label={`Appel au client de la commande n° ${id}`}>
      <FilterFields id={id} filters={filters} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-issue`}>
          Issue de l&apos;appel
        </label>
        <select
          id={`${ids}-issue`}
          name="issue"
          className={styles.input}
          defaultValue={state.values?.issue ?? "joint"}
          aria-invalid={outcomeError ? true : undefined}
          aria-describedby={outcomeError ? `${ids}-issue-error` : undefined}
        >
          {RETURN_CALL_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {RETURN_CALL_OUTCOME_LABELS[outcome]}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-issue`} error={outcomeError} alert />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-promis`}>
          Paiement promis pour le (promesse de paiement, facultatif)
        </label>
        <input
          id={`${ids}-promis`}
          name="paiement_promis_le"
          type="date"
          className={styles.input}
          defaultValue={state.values?.paiement_promis_le ?? ""}
          aria-invalid={dayError ? true : undefined}
          aria-describedby={dayError ? `${ids}-promis-error` : undefined}
        />
        <FieldError id={`${ids}-promis`} error={dayError} alert />
      </div>
      <StaffField
        id={`${ids}-note`}
        name="note"
        label={`Note, réservée à l'équipe (${RETURN_CALL_NOTE_MAX} caractères au plus)`}
        typed={state.values?.note}
        error={errorOf("note")}
        rows={2}
        maxLength={RETURN_CALL_NOTE_MAX}
      />
      <FieldError error={general} alert />
      <div>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Noter l&apos;appel
        </button>
      </div>
    </Form>
  );
}

/** A debit returned after its order was refunded (ADR 0130): what the team found with the provider, recorded. */
export function WarehouseReturnCheckedForm({ id, filters }: { id: number; filters: Filters }) {
  return (
    <TerminalReferenceForm
      id={id}
      filters={filters}
      action="verifier_retour"
      formLabel={`Prélèvement retourné après remboursement de la commande n° ${id}`}
      fieldLabel="Constat auprès du prestataire (remboursement annulé, versé, somme récupérée…)"
      submit="Noter vérifié"
    />
  );
}

/** Something done at the payment terminal (a refund, a payment), recorded on an order with the reference it gave. */
function TerminalReferenceForm({
  id,
  filters,
  action,
  formLabel,
  fieldLabel,
  submit,
}: {
  id: number;
  filters: Filters;
  action: "rembourser" | "encaisser_impaye" | "verifier_retour";
  formLabel: string;
  fieldLabel: string;
  submit: string;
}) {
  const [state, formAction] = useActionState(moveOrderAction, IDLE);
  const fieldId = useId();
  const error = refusalOf(state, "reference");
  return (
    <Form action={formAction} className={styles.form} aria-label={formLabel}>
      <FilterFields id={id} filters={filters} />
      <input type="hidden" name="action" value={action} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={fieldId}>
          {fieldLabel}
        </label>
        <input
          id={fieldId}
          name="reference"
          className={styles.input}
          autoComplete="off"
          maxLength={REFUND_REFERENCE_MAX}
          defaultValue={state.values?.reference ?? ""}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
        />
        <FieldError id={fieldId} error={error} alert />
      </div>
      <div>
        <button type="submit" className={buttonClassName({})}>
          {submit}
        </button>
      </div>
    </Form>
  );
}
