// A field's French error under it, named by the field's `aria-describedby` (`{id}-error`). No hooks: server pages'
// GET forms (the staff screens' day and journal fields) use it as the client forms do.
import styles from "./account.module.css";

/**
 * `alert`: announced as it appears, for forms whose refusal has no summary above them (the staff screens' forms, which
 * say each refusal at its field); without `id`, a refusal of no field, said by the buttons.
 */
export function FieldError({ id, error, alert = false }: { id?: string; error: string | undefined | null; alert?: boolean }) {
  if (!error) return null;
  return (
    <p id={id ? `${id}-error` : undefined} className={styles.error} role={alert ? "alert" : undefined}>
      {error}
    </p>
  );
}
