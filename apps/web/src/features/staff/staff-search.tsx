// The search form of the staff screens: one person or order, typed as an e-mail address or a number (the journals, ADR
// 0091, 0097; an order's claims, ADR 0098), sent by a plain GET so it works without JavaScript, with the refusal under
// the field.
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";
import { buttonClassName } from "../../ui/button/button.tsx";

type Props = {
  action: string;
  name: string;
  label: string;
  formLabel: string;
  typed: string | undefined;
  error: string | null;
  /** The button's words. */
  submit?: string;
  /** The id of the field, unique on its page. */
  id?: string;
};

export function StaffSearch({ action, name, label, formLabel, typed, error, submit = "Voir le journal", id = `journal-${name}` }: Props) {
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
          {submit}
        </button>
      </div>
    </form>
  );
}
