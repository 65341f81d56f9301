"use client";
// The company form of a professional account on « Mes informations personnelles » (ADR 0042): a real <form> posting
// to a Server Action (it works before hydration), the web-service's French errors in the summary and by each field.
import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import { useT } from "../../i18n/client.tsx";
import { Button } from "../../ui/button/button.tsx";
import { updateCompanyAction } from "./company-actions.ts";
import { Field, FormMessage } from "./forms.tsx";
import { IDLE } from "./form-state.ts";
import styles from "./account.module.css";
import { Form } from "../../ui/form/form.tsx";

function Submit({ label }: { label: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" size="big" loading={pending} fullWidth>
      {label}
    </Button>
  );
}

export function CompanyForm({ company, labelledBy }: { company: { name: string; siret: string; vat: string | null }; labelledBy: string }) {
  const t = useT();
  const [state, action] = useActionState(updateCompanyAction, IDLE);
  return (
    <Form action={action} className={styles.form} aria-labelledby={labelledBy} noValidate>
      <FormMessage state={state} />
      <Field name="raison_sociale" label={t("account.raison-sociale")} state={state} required autoComplete="organization" maxLength={120} defaultValue={company.name} />
      <div className={styles.row}>
        <Field name="siret" label={t("account.siret")} state={state} required inputMode="numeric" maxLength={20} defaultValue={company.siret} />
        <Field name="tva" label={t("account.tva")} state={state} maxLength={20} defaultValue={company.vat ?? ""} />
      </div>
      <Submit label={t("account.submit-save")} />
    </Form>
  );
}
