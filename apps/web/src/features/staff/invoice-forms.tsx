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
import { changeVatRateAction, issueRectifyingInvoiceAction } from "./invoice-actions.ts";
import { StaffField } from "./staff-field.tsx";

export function VatRateForm({ query, productId, productName, rateBp }: { query: string; productId: number; productName: string; rateBp: number }) {
  const [state, action] = useActionState(changeVatRateAction, IDLE);
  const ids = useId();
  const rateError = state.errors?.taux_bp?.[0];
  const natureError = state.errors?.nature?.[0];
  const reasonError = state.errors?.motif?.[0];
  // A rate changed meanwhile, the same rate chosen, a product gone: said by the button.
  const otherError = state.status === "error" && !rateError && !natureError && !reasonError ? (state.errors?.taux_vu_bp?.[0] ?? state.message) : undefined;
  const chosenRate = state.values?.taux_bp ?? String(VAT_RATES_BP.find((bp) => bp !== rateBp));
  const chosenNature = state.values?.nature;
  return (
    <Form action={action} className={styles.form} aria-label={`Changer le taux de TVA : ${productName}`}>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="id_produit" value={productId} />
      <input type="hidden" name="taux_vu_bp" value={rateBp} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-taux`}>
          Nouveau taux
        </label>
        <select
          key={chosenRate}
          id={`${ids}-taux`}
          name="taux_bp"
          className={styles.input}
          defaultValue={chosenRate}
          aria-invalid={rateError ? true : undefined}
          aria-describedby={rateError ? `${ids}-taux-error` : undefined}
        >
          {VAT_RATES_BP.map((bp: VatRateBp) => (
            <option key={bp} value={bp}>
              {VAT_RATE_LABELS[bp]}
              {bp === rateBp ? " (taux actuel)" : ""}
            </option>
          ))}
        </select>
        <FieldError id={`${ids}-taux`} error={rateError} alert />
      </div>
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
