"use client";
// One item's decision on the moderation screen (ADR 0092): publish, or refuse with the reason its author is shown.
import { useActionState } from "react";
import { Form } from "../../ui/form/form.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";
import { IDLE, refusalOf } from "../account/form-state.ts";
import styles from "../account/account.module.css";
import { moderateAction } from "./moderation-actions.ts";
import { RefusalReasonField } from "./refusal-reason-field.tsx";

export function ModerationForm({ cible, id, subject, reasons }: { cible: "avis" | "commentaire"; id: number; subject: string; reasons: readonly { value: string; label: string }[] }) {
  const [state, action] = useActionState(moderateAction, IDLE);
  const error = refusalOf(state, "motif");
  return (
    <Form action={action} className={styles.form} aria-label={`Décision sur ${cible === "avis" ? "l'avis" : "le commentaire"} : ${subject}`}>
      <input type="hidden" name="cible" value={cible} />
      <input type="hidden" name="id" value={id} />
      <RefusalReasonField label="Motif en cas de refus" reasons={reasons} error={error} />
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
