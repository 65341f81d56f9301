"use client";
// One item's decision on the moderation screen (ADR 0092): publish, or refuse with the reason its author is shown.
import { useActionState, useId } from "react";
import { Form } from "../../ui/form/form.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";
import { IDLE, refusalOf } from "../account/form-state.ts";
import styles from "../account/account.module.css";
import { moderateAction } from "./moderation-actions.ts";

export function ModerationForm({ cible, id, subject, reasons }: { cible: "avis" | "commentaire"; id: number; subject: string; reasons: readonly { value: string; label: string }[] }) {
  const [state, action] = useActionState(moderateAction, IDLE);
  const reasonId = useId();
  const errorId = useId();
  const error = refusalOf(state, "motif");
  return (
    <Form action={action} className={styles.form} aria-label={`Décision sur ${cible === "avis" ? "l'avis" : "le commentaire"} : ${subject}`}>
      <input type="hidden" name="cible" value={cible} />
      <input type="hidden" name="id" value={id} />
      <div className={styles.field}>
        <label className={styles.label} htmlFor={reasonId}>
          Motif en cas de refus
        </label>
        <select id={reasonId} name="motif" className={styles.input} defaultValue="" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
          <option value="">—</option>
          {reasons.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </select>
        {error && (
          <p id={errorId} className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <div>
        <button type="submit" name="decision" value="publier" className={buttonClassName({})}>
          Publier
        </button>{" "}
        <button type="submit" name="decision" value="refuser" className={buttonClassName({ variant: "secondary" })}>
          Refuser
        </button>
      </div>
    </Form>
  );
}
