// The search form of the staff screens: one person or order, typed as an e-mail address or a number (the journals, ADR
// 0091, 0097; an order's claims, ADR 0098), sent by a plain GET so it works without JavaScript, with the refusal under
// the field.
import styles from "../account/account.module.css";
import { StaffField } from "./staff-field.tsx";
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
      <StaffField id={id} name={name} label={label} typed={typed} error={error} required maxLength={254} />
      <div>
        <button type="submit" className={buttonClassName({})}>
          {submit}
        </button>
      </div>
    </form>
  );
}
