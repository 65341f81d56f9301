"use client";
// A new e-mail address waiting for its link (ADR 0041, amended), under « Mes informations personnelles »: which one,
// and « Renvoyer le lien » / « Annuler » (changementEmail). One form whose two buttons post their own `action`, so it
// works before hydration. Rendered even when nothing waits, so that the answer to « Annuler » stays on screen.
import { useActionState } from "react";
import { useFormStatus } from "react-dom";
import { Button } from "../../ui/button/button.tsx";
import { Form } from "../../ui/form/form.tsx";
import { emailChangeAction } from "./actions.ts";
import { IDLE } from "./form-state.ts";
import { FormMessage } from "./forms.tsx";
import styles from "./account.module.css";

export function PendingEmailChange({ pending, actingAs }: { pending: { email: string } | null; actingAs: boolean }) {
  const [state, action] = useActionState(emailChangeAction, IDLE);
  if (!pending && state.status === "idle") return null;
  return (
    <Form action={action} className={styles.form}>
      <FormMessage state={state} fields={[]} />
      {pending && (
        <>
          <p>
            En attente de confirmation&nbsp;: <strong className={styles.pendingEmail}>{pending.email}</strong> — lien envoyé, valable 24&nbsp;h.
          </p>
          {/* Staff acting as the customer see it, and that only the customer can act on it (ADR 0041). */}
          {actingAs ? (
            <p className={styles.hint}>Vous agissez en tant que ce client&nbsp;: seul le client peut renvoyer le lien ou annuler ce changement.</p>
          ) : (
            <div className={styles.row}>
              <ChangeButton value="renvoyer">Renvoyer le lien</ChangeButton>
              <ChangeButton value="annuler">Annuler</ChangeButton>
            </div>
          )}
        </>
      )}
    </Form>
  );
}

function ChangeButton({ value, children }: { value: "renvoyer" | "annuler"; children: string }) {
  const { pending } = useFormStatus();
  return (
    <Button type="submit" name="action" value={value} variant="secondary" loading={pending}>
      {children}
    </Button>
  );
}
