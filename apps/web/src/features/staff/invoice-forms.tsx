"use client";
// The invoices screen's forms (ADR 0133): a product's new VAT rate, with whether it corrects an error or follows the
// law and why (the rate read goes with it, so a colleague's change meanwhile refuses it instead of being erased); and
// the button that issues an order's rectifying invoice. Refusals under their field. Works without JavaScript.
import { useActionState, useId } from "react";
import { VAT_CHANGE_NATURES, VAT_CHANGE_NATURE_LABELS, VAT_CHANGE_REASON_MAX, VAT_RATES_BP, VAT_RATE_LABELS, type VatRateBp } from "@cabas/contracts/client-values";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { Form } from "../../ui/form/form.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";
import { IDLE } from "../account/form-state.ts";
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";
import { cancelScheduledVatRateAction, changeVatRateAction, issueRectifyingInvoiceAction, scheduleVatRateAction } from "./invoice-actions.ts";
import { StaffField } from "./staff-field.tsx";

export function VatRateForm({ query, productId, productName, rateBp }: { query: string; productId: number; productName: string; rateBp: number }) {
  const [state, action] = useActionState(changeVatRateAction, IDLE);
  const ids = useId();
  const rateError = state.errors?.taux_bp?.[0];
  const natureError = state.errors?.nature?.[0];
  const reasonError = state.errors?.motif?.[0];
  // A rate changed meanwhile, the same rate chosen, a product gone: said by the button.
  const otherError = state.status === "error" && !rateError && !natureError && !reasonError ? (state.errors?.taux_vu_bp?.[0] ?? state.message) : undefined;
  const chosenNature = state.values?.nature;
  return (
    <Form action={action} className={styles.form} aria-label={`Changer le taux de TVA : ${productName}`}>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="id_produit" value={productId} />
      <input type="hidden" name="taux_vu_bp" value={rateBp} />
      <VatRateSelect id={`${ids}-taux`} label="Nouveau taux" currentBp={rateBp} typed={state.values?.taux_bp} error={rateError} />
      <fieldset className={styles.field} aria-describedby={natureError ? `${ids}-nature-error` : undefined}>
        <legend className={styles.label}>Pourquoi le taux change</legend>
        {VAT_CHANGE_NATURES.map((nature) => (
          <div key={nature}>
            <input type="radio" id={`${ids}-nature-${nature}`} name="nature" value={nature} defaultChecked={chosenNature === nature} required />{" "}
            <label htmlFor={`${ids}-nature-${nature}`}>{typesetFrench(VAT_CHANGE_NATURE_LABELS[nature])}</label>
          </div>
        ))}
        <FieldError id={`${ids}-nature`} error={natureError} alert />
      </fieldset>
      <StaffField
        id={`${ids}-motif`}
        name="motif"
        label="Motif (texte de loi, fiche du fournisseur…)"
        typed={state.values?.motif}
        error={reasonError}
        rows={2}
        maxLength={VAT_CHANGE_REASON_MAX}
        required
      />
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Changer le taux
        </button>
      </div>
    </Form>
  );
}

/**
 * A change of the law scheduled ahead (ADR 0140): the new rate, the day it takes effect (at 0 h, Paris time) and the
 * text of the law. Until then the current rate applies.
 */
export function ScheduleVatRateForm({ query, productId, productName, rateBp, minDay, maxDay }: { query: string; productId: number; productName: string; rateBp: number; minDay: string; maxDay: string }) {
  const [state, action] = useActionState(scheduleVatRateAction, IDLE);
  const ids = useId();
  const rateError = state.errors?.taux_bp?.[0];
  const dayError = state.errors?.date_effet?.[0];
  const reasonError = state.errors?.motif?.[0];
  const otherError = state.status === "error" && !rateError && !dayError && !reasonError ? (state.errors?.taux_vu_bp?.[0] ?? state.message) : undefined;
  return (
    <Form action={action} className={styles.form} aria-label={`Programmer un changement de la loi : ${productName}`}>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="id_produit" value={productId} />
      <input type="hidden" name="taux_vu_bp" value={rateBp} />
      <VatRateSelect id={`${ids}-taux`} label="Taux prévu par la loi" currentBp={rateBp} typed={state.values?.taux_bp} error={rateError} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-jour`}>
          {typesetFrench("En vigueur à partir du (à 0 h, heure de Paris)")}
        </label>
        <input
          id={`${ids}-jour`}
          type="date"
          name="date_effet"
          className={styles.input}
          min={minDay}
          max={maxDay}
          defaultValue={state.values?.date_effet}
          required
          aria-invalid={dayError ? true : undefined}
          aria-describedby={dayError ? `${ids}-jour-error` : undefined}
        />
        <FieldError id={`${ids}-jour`} error={dayError} alert />
      </div>
      <StaffField id={`${ids}-motif`} name="motif" label="Texte de loi" typed={state.values?.motif} error={reasonError} rows={2} maxLength={VAT_CHANGE_REASON_MAX} required />
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Programmer le changement
        </button>
      </div>
    </Form>
  );
}

export function CancelScheduledVatRateForm({ query, changeId, label }: { query: string; changeId: number; label: string }) {
  const [state, action] = useActionState(cancelScheduledVatRateAction, IDLE);
  const refusal = state.status === "error" ? (state.errors?.id_changement?.[0] ?? state.message) : undefined;
  return (
    <Form action={action} className={styles.form} aria-label={label}>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="id_changement" value={changeId} />
      <FieldError error={refusal} alert />
      <div>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Annuler ce changement programmé
        </button>
      </div>
    </Form>
  );
}

export function IssueRectifyingInvoiceForm({ orderId }: { orderId: number }) {
  const [state, action] = useActionState(issueRectifyingInvoiceAction, IDLE);
  const refusal = state.status === "error" ? (state.errors?.id_commande?.[0] ?? state.message) : undefined;
  return (
    <Form action={action} className={styles.form} aria-label={`Facture rectificative de la commande n° ${orderId}`}>
      <input type="hidden" name="id_commande" value={orderId} />
      <FieldError error={refusal} alert />
      <div>
        <button type="submit" className={buttonClassName({})}>
          Émettre la facture rectificative
        </button>
      </div>
    </Form>
  );
}

/**
 * The French VAT rates to choose from, the one in force marked; the first other rate chosen at first, the one typed
 * after a refusal (the select is keyed by it, so that the refused form shows it again).
 */
function VatRateSelect({ id, label, currentBp, typed, error }: { id: string; label: string; currentBp: number; typed: string | undefined; error: string | undefined }) {
  const chosen = typed ?? String(VAT_RATES_BP.find((bp) => bp !== currentBp));
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select key={chosen} id={id} name="taux_bp" className={styles.input} defaultValue={chosen} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
        {VAT_RATES_BP.map((bp: VatRateBp) => (
          <option key={bp} value={bp}>
            {VAT_RATE_LABELS[bp]}
            {bp === currentBp ? " (taux actuel)" : ""}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} alert />
    </div>
  );
}
