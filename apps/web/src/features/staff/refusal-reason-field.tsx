// The reason a staff member chooses when refusing (a review, a claim): the list its author or customer will read, with
// the refusal's error under it. Rendered inside a client form (moderation-form.tsx, claims-review-form.tsx).
import { useId } from "react";
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";

type Props = { label: string; reasons: readonly { value: string; label: string }[]; error: string | undefined; defaultValue?: string | undefined };

export function RefusalReasonField({ label, reasons, error, defaultValue = "" }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {/* Keyed by the reason sent: React applies a select's defaultValue only when it mounts, and resets the form after
          the action, which would show « — » again beside the refusal. */}
      <select key={defaultValue} id={id} name="motif" className={styles.input} defaultValue={defaultValue} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
        <option value="">—</option>
        {reasons.map((reason) => (
          <option key={reason.value} value={reason.value}>
            {reason.label}
          </option>
        ))}
      </select>
      <FieldError id={id} error={error} alert />
    </div>
  );
}
