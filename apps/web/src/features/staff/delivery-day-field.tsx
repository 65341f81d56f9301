// The delivery day of the warehouse's GET forms (the orders' filter, the picking list), with the web-service's refusal
// of a day that does not exist under it.
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";

export function DeliveryDayField({ id, value, error }: { id: string; value: string; error: string | undefined }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        Jour de livraison
      </label>
      <input
        id={id}
        name="jour"
        type="date"
        className={styles.input}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      <FieldError id={id} error={error} alert />
    </div>
  );
}
