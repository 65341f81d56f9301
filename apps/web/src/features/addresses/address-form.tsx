"use client";
// The address form (UPDATE_ADRESSE and the address page): a real <form> posting to a Server Action, so it works
// before hydration; per-field French errors from the web-service, and what was typed is kept. With JavaScript, the
// postal code is checked as it is typed (usePostalCodeCheck), and the town against its communes once the town field
// is left (ADR 0122); without, when the form is sent.
import { useActionState, useEffect, type FocusEvent, type FormEvent } from "react";
import { useFormStatus } from "react-dom";
import type { AddressView } from "@cabas/contracts";
import { Button } from "../../ui/button/button.tsx";
import { IDLE, type FormState } from "../account/form-state.ts";
import { FormMessage } from "../account/forms.tsx";
import { describedBy, FieldError, FieldHint } from "../account/field-error.tsx";
import styles from "../account/account.module.css";
import { saveAddressAction } from "./actions.ts";
import { Form, useFieldId } from "../../ui/form/form.tsx";
import { PostalCodeStatus, usePostalCodeCheck } from "./use-postal-code-check.tsx";

type FieldSpec = {
  name: string;
  label: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "text";
  maxLength?: number;
  hint?: string;
  onInput?: (event: FormEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** A datalist the field offers (the postal code's communes, for the town). */
  list?: string;
  /** Another element describing the field (the postal code's status line). */
  describedBy?: string;
};

function Field({ spec, state, initial }: { spec: FieldSpec; state: FormState; initial?: string | null }) {
  const id = useFieldId(spec.name);
  const error = state.errors?.[spec.name]?.[0];
  const described = [describedBy(id, spec.hint, error), spec.describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {spec.label}
        {spec.required ? "" : " (facultatif)"}
      </label>
      <input
        id={id}
        name={spec.name}
        className={styles.input}
        required={spec.required}
        autoComplete={spec.autoComplete}
        inputMode={spec.inputMode}
        maxLength={spec.maxLength}
        defaultValue={state.values?.[spec.name] ?? initial ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onInput={spec.onInput}
        onBlur={spec.onBlur}
        list={spec.list}
      />
      <FieldHint id={id} hint={spec.hint} />
      <FieldError id={id} error={error} />
    </div>
  );
}

function Submit({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" size="big" loading={pending} fullWidth>
      {label}
    </Button>
  );
}

/** What a new address starts with, from the account (what the customer typed at sign-up); they can change it. */
export type AddressPrefill = Partial<Pick<AddressView, "prenom" | "nom" | "code_postal" | "telephone">>;

export function AddressForm({
  address,
  prefill,
  redirect,
  onDone,
}: {
  address?: AddressView;
  /** Used for a new address only: an address being changed shows its own fields. */
  prefill?: AddressPrefill;
  redirect?: string;
  onDone?: () => void;
}) {
  const [state, action] = useActionState(saveAddressAction, IDLE);
  const postalCode = usePostalCodeCheck();
  useEffect(() => {
    if (state.status === "success") onDone?.();
  }, [state, onDone]);
  const lift = state.values ? state.values.ascenseur === "1" : (address?.ascenseur ?? false);
  const civilite = state.values?.civilite ?? address?.civilite ?? "";
  const f = (spec: FieldSpec, initial?: string | null) => <Field spec={spec} state={state} initial={initial} />;
  const start: AddressPrefill = address ?? prefill ?? {};
  return (
    <Form
      action={action}
      className={styles.form}
      noValidate
      aria-label={address ? "Modifier l'adresse" : "Nouvelle adresse"}
    >
      {address && <input type="hidden" name="id_adresse" value={address.id_adresse} />}
      {redirect && <input type="hidden" name="redirect" value={redirect} />}
      <FormMessage state={state} />
      {f(
        { name: "libelle", label: "Nom de l'adresse", maxLength: 60, hint: "Par exemple\u00A0: Maison, Bureau." },
        address?.libelle,
      )}
      <fieldset className={styles.fieldset}>
        <legend className={styles.label}>Civilité (facultatif)</legend>
        <div className={styles.radios}>
          {(["Mme", "M."] as const).map((value) => (
            <label key={value} className={styles.radio}>
              <input type="radio" name="civilite" value={value} defaultChecked={civilite === value} />
              {value === "M." ? "Monsieur" : "Madame"}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.row}>
        {f({ name: "prenom", label: "Prénom", required: true, autoComplete: "given-name", maxLength: 80 }, start.prenom)}
        {f({ name: "nom", label: "Nom", required: true, autoComplete: "family-name", maxLength: 80 }, start.nom)}
      </div>
      {f({ name: "societe", label: "Société", autoComplete: "organization", maxLength: 120 }, address?.societe)}
      {f({ name: "adresse", label: "Adresse", required: true, autoComplete: "address-line1", maxLength: 200, hint: "Numéro et rue." }, address?.adresse)}
      {f({ name: "complement", label: "Complément d'adresse", autoComplete: "address-line2", maxLength: 200 }, address?.complement)}
      <div className={styles.row}>
        {/* 6: « 75 001 », as it is often written, is typed whole; the web-service drops the space. */}
        {f(
          {
            name: "code_postal",
            label: "Code postal",
            required: true,
            autoComplete: "postal-code",
            inputMode: "numeric",
            maxLength: 6,
            onInput: postalCode.onInput,
            describedBy: postalCode.statusId,
          },
          start.code_postal,
        )}
        {f(
          { name: "ville", label: "Ville", required: true, autoComplete: "address-level2", maxLength: 120, list: postalCode.listId, onBlur: postalCode.onTownBlur, describedBy: postalCode.statusId },
          address?.ville,
        )}
      </div>
      <PostalCodeStatus check={postalCode} />
      <div className={styles.row}>
        {f({ name: "digicode", label: "Digicode", maxLength: 20 }, address?.digicode)}
        {f({ name: "etage", label: "Étage", maxLength: 20, hint: "Par exemple\u00A0: 3e gauche." }, address?.etage)}
      </div>
      <label className={styles.radio}>
        <input type="checkbox" name="ascenseur" value="1" defaultChecked={lift} />
        Ascenseur
      </label>
      {f({ name: "interphone", label: "Nom à l'interphone", maxLength: 80 }, address?.interphone)}
      {f(
        { name: "telephone", label: "Téléphone", required: true, autoComplete: "tel", inputMode: "tel", maxLength: 20, hint: "Le livreur vous appelle en cas de besoin." },
        start.telephone,
      )}
      {f({ name: "instructions", label: "Instructions de livraison", maxLength: 500 }, address?.instructions)}
      <Submit label={address ? "Enregistrer l'adresse" : "Ajouter l'adresse"} />
    </Form>
  );
}
