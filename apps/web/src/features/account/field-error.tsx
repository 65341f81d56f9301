// A field's hint and French error under it, named by the field's `aria-describedby` (`{id}-hint`, `{id}-error`). No
// hooks: server pages' GET forms (the staff screens' day and journal fields) use them as the client forms do.
import type { ReactNode } from "react";
import styles from "./account.module.css";
import { formAnswerProps } from "../../ui/focus/route-message.ts";

/**
 * `alert`: announced as it appears, for forms whose refusal has no summary above them (the staff screens' forms, which
 * say each refusal at its field); without `id`, a refusal of no field, said by the buttons.
 */
export function FieldError({ id, error, alert = false }: { id?: string; error: string | undefined | null; alert?: boolean }) {
  if (!error) return null;
  return (
    // An alert is a form's answer (the staff forms say their refusal at the field): it replaces an older notice.
    <p id={id ? `${id}-error` : undefined} className={styles.error} role={alert ? "alert" : undefined} {...(alert ? formAnswerProps : {})}>
      {error}
    </p>
  );
}

/** What a field's aria-describedby names: its hint and its error, those it has. */
export const describedBy = (id: string, hint: ReactNode, error: string | undefined | null): string | undefined =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/** A field's hint, under the id describedBy names. */
export function FieldHint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={`${id}-hint`} className={styles.hint}>
      {hint}
    </p>
  ) : null;
}
