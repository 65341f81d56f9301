"use client";
// The two forms of a perimeter on the stock screen (ADR 0126): set the stock after counting (the figure read goes with
// it, so a colleague's change meanwhile refuses it instead of being erased), or add a delivery to whatever is on the
// shelf. Each with its reason; refusals under their field. Works without JavaScript.
import { useActionState, useId, useRef, type ChangeEvent } from "react";
import {
  DELIVERY_NOTE_CANCEL_REASON_MAX,
  DELIVERY_NOTE_REFERENCE_MAX,
  OFFER_OPEN_REASONS,
  OFFER_SALE_REASONS,
  STOCK_JOURNAL_REASON_LABELS,
  STOCK_MAX,
  STOCK_REASON_LABELS,
  STOCK_REASONS,
  type OfferOpenReason,
  type OfferSaleReason,
  type StockReason,
} from "@cabas/contracts/client-values";
import { Form } from "../../ui/form/form.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";
import { IDLE } from "../account/form-state.ts";
import styles from "../account/account.module.css";
import staffStyles from "./staff-screens.module.css";
import { FieldError } from "../account/field-error.tsx";
import { cancelNoteAction, changePriceAction, changeSaleAction, changeStockAction, importNoteAction, openOfferAction } from "./stock-actions.ts";
import { StaffField } from "./staff-field.tsx";

type Props = { query: string; productId: number; productName: string; perimeterId: number; perimeterName: string; stock: number };

export function StockForms(props: Props & { onSale: boolean }) {
  const { onSale, ...stockProps } = props;
  return (
    <div className={staffStyles.stockForms}>
      <StockForm {...stockProps} operation="fixer" />
      <StockForm {...stockProps} operation="livraison" />
      {/* Keyed by the state shown: once the offer changes, the other form starts afresh. */}
      <SaleForm key={String(onSale)} {...stockProps} onSale={onSale} />
    </div>
  );
}

/** Take the offer off sale here (a recall, a defect), or put it back, with the reason. */
function SaleForm({ query, productId, productName, perimeterId, perimeterName, onSale }: Props & { onSale: boolean }) {
  const [state, action] = useActionState(changeSaleAction, IDLE);
  const ids = useId();
  const reasonError = state.errors?.motif?.[0];
  const otherError = state.status === "error" && !reasonError ? state.message : undefined;
  const defaultReason: OfferSaleReason = onSale ? "rappel" : "controle";
  const title = onSale ? "Retirer de la vente" : "Remettre en vente";
  return (
    <Form action={action} className={styles.form} aria-label={`${title} : ${productName}, ${perimeterName}`}>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="id_produit" value={productId} />
      <input type="hidden" name="id_perimetre" value={perimeterId} />
      <input type="hidden" name="operation" value={onSale ? "retirer" : "remettre"} />
      <ReasonField
        id={`${ids}-motif`}
        label={onSale ? "Motif du retrait" : "Motif de la remise en vente"}
        reasons={OFFER_SALE_REASONS}
        labels={STOCK_JOURNAL_REASON_LABELS}
        chosen={state.values?.motif ?? defaultReason}
        error={reasonError}
      />
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          {title}
        </button>
      </div>
    </Form>
  );
}

function StockForm({ query, productId, productName, perimeterId, perimeterName, stock, operation }: Props & { operation: "fixer" | "livraison" }) {
  const [state, action] = useActionState(changeStockAction, IDLE);
  const ids = useId();
  const quantityError = state.errors?.quantite?.[0];
  const reasonError = state.errors?.motif?.[0];
  // A stock changed meanwhile, a delivery beyond the maximum, a product no longer sold there: said by the button.
  const otherError = state.status === "error" && !quantityError && !reasonError ? (state.errors?.stock_vu?.[0] ?? state.message) : undefined;
  const setting = operation === "fixer";
  const defaultReason: StockReason = setting ? "inventaire" : "reception";
  return (
    <Form action={action} className={styles.form} aria-label={`${setting ? "Fixer le stock" : "Ajouter une livraison"} : ${productName}, ${perimeterName}`}>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="id_produit" value={productId} />
      <input type="hidden" name="id_perimetre" value={perimeterId} />
      <input type="hidden" name="operation" value={operation} />
      {setting && <input type="hidden" name="stock_vu" value={stock} />}
      <StaffField
        id={`${ids}-quantite`}
        name="quantite"
        label={setting ? `Nouveau stock en rayon (0 à ${STOCK_MAX.toLocaleString("fr-FR")})` : "Unités reçues"}
        typed={state.values?.quantite}
        error={quantityError}
        inputMode="numeric"
        maxLength={6}
        required
      />
      <ReasonField
        id={`${ids}-motif`}
        label="Motif"
        reasons={STOCK_REASONS}
        labels={STOCK_REASON_LABELS}
        chosen={state.values?.motif ?? defaultReason}
        error={reasonError}
      />
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName(setting ? { variant: "secondary" } : {})}>
          {setting ? "Fixer le stock" : "Ajouter la livraison"}
        </button>
      </div>
    </Form>
  );
}

/** A change's reason, chosen in a list; its refusal under it. */
function ReasonField<R extends string>({
  id,
  label,
  reasons,
  labels,
  chosen,
  error,
}: {
  id: string;
  label: string;
  reasons: readonly R[];
  labels: Record<R, string>;
  chosen: string;
  error: string | undefined;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {/* Keyed by the choice sent: React applies a select's defaultValue only when it mounts, and resets the form after the action. */}
      <select
        key={chosen}
        id={id}
        name="motif"
        className={styles.input}
        defaultValue={chosen}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {reasons.map((reason) => (
          <option key={reason} value={reason}>
            {labels[reason]}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} alert />
    </div>
  );
}

type Perimeter = { id_perimetre: number; perimetre: string };

/** The perimeter a form acts on, kept as chosen beside a refusal. */
function PerimeterSelect({ id, label, perimeters, chosen, error }: { id: string; label: string; perimeters: readonly Perimeter[]; chosen: string | undefined; error: string | undefined }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select key={chosen} id={id} name="id_perimetre" className={styles.input} defaultValue={chosen}>
        {perimeters.map((p) => (
          <option key={p.id_perimetre} value={p.id_perimetre}>
            {p.perimetre}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} alert />
    </div>
  );
}

/**
 * Sell the product in a perimeter where it is not sold (ADR 0132): the perimeter, the price in euros (per kilo for a
 * product sold by weight), the starting stock if the units are there, and why.
 */
export function OpenOfferForm({ query, productId, productName, byWeight, perimeters }: { query: string; productId: number; productName: string; byWeight: boolean; perimeters: readonly Perimeter[] }) {
  const [state, action] = useActionState(openOfferAction, IDLE);
  const ids = useId();
  const errors = state.errors ?? {};
  const otherError = state.status === "error" && !errors.prix && !errors.stock_initial && !errors.motif && !errors.id_perimetre ? state.message : undefined;
  const reason: OfferOpenReason = "referencement";
  return (
    <Form action={action} className={styles.form} aria-label={`Vendre dans un autre périmètre : ${productName}`}>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="id_produit" value={productId} />
      <PerimeterSelect id={`${ids}-perimetre`} label="Périmètre" perimeters={perimeters} chosen={state.values?.id_perimetre} error={errors.id_perimetre?.[0]} />
      <StaffField
        id={`${ids}-prix`}
        name="prix"
        label={byWeight ? "Prix du kilo, en euros (3,20 par exemple)" : "Prix de vente, en euros (3,20 par exemple)"}
        typed={state.values?.prix}
        error={errors.prix?.[0]}
        inputMode="decimal"
        maxLength={20}
        required
      />
      <StaffField
        id={`${ids}-stock`}
        name="stock_initial"
        label="Stock de départ (facultatif)"
        typed={state.values?.stock_initial}
        error={errors.stock_initial?.[0]}
        inputMode="numeric"
        maxLength={6}
      />
      <ReasonField id={`${ids}-motif`} label="Motif" reasons={OFFER_OPEN_REASONS} labels={STOCK_JOURNAL_REASON_LABELS} chosen={state.values?.motif ?? reason} error={errors.motif?.[0]} />
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Mettre en vente
        </button>
      </div>
    </Form>
  );
}

/**
 * Import a delivery note (ADR 0132): the perimeter, the note's reference, its lines pasted (or read from a file with
 * JavaScript); each refused line listed under the text, nothing applied until all are right.
 */
export function DeliveryNoteForm({ perimeters }: { perimeters: readonly Perimeter[] }) {
  const [state, action] = useActionState(importNoteAction, IDLE);
  const ids = useId();
  const lines = useRef<HTMLTextAreaElement>(null);
  const errors = state.errors ?? {};
  const refusals = errors.lignes ?? [];
  const otherError = state.status === "error" && refusals.length === 0 && !errors.reference && !errors.id_perimetre ? state.message : undefined;
  const readFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file && lines.current) lines.current.value = await file.text();
  };
  return (
    <Form action={action} className={styles.form} aria-label="Importer un bon de livraison">
      <PerimeterSelect id={`${ids}-perimetre`} label="Périmètre livré" perimeters={perimeters} chosen={state.values?.id_perimetre} error={errors.id_perimetre?.[0]} />
      <StaffField
        id={`${ids}-reference`}
        name="reference"
        label="Référence du bon"
        typed={state.values?.reference}
        error={errors.reference?.[0]}
        maxLength={DELIVERY_NOTE_REFERENCE_MAX}
        required
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-lignes`}>
          Lignes du bon (EAN;quantité, une par ligne)
        </label>
        <textarea
          ref={lines}
          key={state.values?.lignes}
          id={`${ids}-lignes`}
          name="lignes"
          rows={8}
          className={styles.textarea}
          defaultValue={state.values?.lignes ?? ""}
          aria-invalid={refusals.length > 0 ? true : undefined}
          aria-describedby={refusals.length > 0 ? `${ids}-lignes-refus` : undefined}
          required
        />
        {refusals.length > 0 && (
          <div id={`${ids}-lignes-refus`} role="alert">
            <p>{state.message}</p>
            <ul aria-label="Lignes refusées">
              {refusals.map((refusal) => (
                <li key={refusal}>{refusal}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={`${ids}-fichier`}>
          Ou lire un fichier (CSV ou texte)
        </label>
        <input id={`${ids}-fichier`} type="file" accept=".csv,.txt,text/csv,text/plain" onChange={readFile} />
      </div>
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName({})}>
          Importer le bon
        </button>
      </div>
    </Form>
  );
}

/**
 * Cancel a note imported by mistake (ADR 0139): the reason is required, for the team journal; the units are taken back
 * whole or not at all, and a refusal (a shelf sold since) names the products under the button.
 */
export function CancelNoteForm({ noteId, reference, perimeter }: { noteId: number; reference: string; perimeter: string }) {
  const [state, action] = useActionState(cancelNoteAction, IDLE);
  const ids = useId();
  const reasonError = state.errors?.motif?.[0];
  const otherError = state.status === "error" && !reasonError ? state.message : undefined;
  return (
    <Form action={action} className={styles.form} aria-label={`Annuler le bon ${reference} (${perimeter})`}>
      <input type="hidden" name="id_bon" value={noteId} />
      <StaffField
        id={`${ids}-motif`}
        name="motif"
        label="Motif de l'annulation"
        typed={state.values?.motif}
        error={reasonError}
        maxLength={DELIVERY_NOTE_CANCEL_REASON_MAX}
        required
      />
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName({ variant: "secondary" })}>
          Annuler ce bon
        </button>
      </div>
    </Form>
  );
}

type PriceProps = { query: string; productId: number; productName: string; perimeterId: number; perimeterName: string; seen: string; byWeight: boolean; promoted: boolean };

/**
 * The offer's price and promotion (ADR 0138): a new regular price; a promotion with its price, first and last day
 * (Paris days; the first left empty is today); stopping the one running or set ahead. The prices read travel hidden,
 * so a colleague's change meanwhile refuses the form instead of being overwritten.
 */
export function PriceForms(props: PriceProps) {
  return (
    <div className={staffStyles.stockForms}>
      <PriceForm {...props} operation="prix" />
      <PriceForm {...props} operation="promotion" />
      {props.promoted && <PriceForm {...props} operation="arret" />}
    </div>
  );
}

const PRICE_TITLES = { prix: "Changer le prix", promotion: "Lancer une promotion", arret: "Arrêter la promotion" } as const;

function PriceForm({ query, productId, productName, perimeterId, perimeterName, seen, byWeight, operation }: PriceProps & { operation: keyof typeof PRICE_TITLES }) {
  const [state, action] = useActionState(changePriceAction, IDLE);
  const ids = useId();
  const errors = state.errors ?? {};
  const fieldError = errors.prix?.[0] ?? errors.prix_promo?.[0] ?? errors.debut?.[0] ?? errors.fin?.[0];
  // Prices changed meanwhile, no promotion to stop: said by the button.
  const otherError = state.status === "error" && !fieldError ? (errors.prix_lu?.[0] ?? state.message) : undefined;
  const title = PRICE_TITLES[operation];
  const per = byWeight ? " du kilo" : "";
  return (
    <Form action={action} className={styles.form} aria-label={`${title} : ${productName}, ${perimeterName}`}>
      <input type="hidden" name="q" value={query} />
      <input type="hidden" name="id_produit" value={productId} />
      <input type="hidden" name="id_perimetre" value={perimeterId} />
      <input type="hidden" name="operation" value={operation} />
      <input type="hidden" name="prix_lu" value={seen} />
      {operation === "prix" && (
        <StaffField id={`${ids}-prix`} name="prix" label={`Nouveau prix${per}, en euros`} typed={state.values?.prix} error={errors.prix?.[0]} inputMode="decimal" maxLength={20} required />
      )}
      {operation === "promotion" && (
        <>
          <StaffField
            id={`${ids}-promo`}
            name="prix_promo"
            label={`Prix promotionnel${per}, en euros`}
            typed={state.values?.prix_promo}
            error={errors.prix_promo?.[0]}
            inputMode="decimal"
            maxLength={20}
            required
          />
          <StaffField id={`${ids}-debut`} name="debut" type="date" label="Premier jour (aujourd'hui si vide)" typed={state.values?.debut} error={errors.debut?.[0]} />
          <StaffField id={`${ids}-fin`} name="fin" type="date" label="Dernier jour" typed={state.values?.fin} error={errors.fin?.[0]} required />
        </>
      )}
      <FieldError error={otherError} alert />
      <div>
        <button type="submit" className={buttonClassName(operation === "promotion" ? {} : { variant: "secondary" })}>
          {title}
        </button>
      </div>
    </Form>
  );
}
