// The search form of the staff journals (ADR 0091, 0097): one person, typed as an e-mail address or a number, sent by a
// plain GET so it works without JavaScript, with the refusal under the field.
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";

type Props = { action: string; name: string; label: string; formLabel: string; typed: string | undefined; error: string | null };

export function JournalSearch({ action, name, label, formLabel, typed, error }: Props) {
  const id = `journal-${name}`;
  return (
    <form method="get" action={action} className={`${styles.card} ${styles.form}`} role="search" aria-label={formLabel}>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          name={name}
          className={styles.input}
          defaultValue={typed ?? ""}
          required
          maxLength={254}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={id} error={error} alert />
      </div>
      <div>
        <button type="submit" className={buttonClassName({})}>
          Voir le journal
        </button>
      </div>
    </form>
  );
}
