// One typed field of the staff screens: its label, the input keeping what was typed, and its refusal under it, said
// as it appears (the staff forms have no summary above them). No hooks: the GET forms of server pages use it too.
import type { InputHTMLAttributes, ReactNode } from "react";
import styles from "../account/account.module.css";
import { FieldError } from "../account/field-error.tsx";

type Props = {
  id: string;
  name: string;
  label: ReactNode;
  typed: string | undefined;
  error: string | null | undefined;
  /** A text of several lines (a reason for the team): a textarea of this many rows. */
  rows?: number;
} & Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "maxLength" | "required" | "type">;

export function StaffField({ id, name, label, typed, error, rows, ...input }: Props) {
  const invalid = { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined } as const;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {rows === undefined ? (
        <input id={id} name={name} autoComplete="off" className={styles.input} defaultValue={typed ?? ""} {...invalid} {...input} />
      ) : (
        <textarea id={id} name={name} rows={rows} maxLength={input.maxLength} className={styles.textarea} defaultValue={typed ?? ""} {...invalid} />
      )}
      <FieldError id={id} error={error} alert />
    </div>
  );
}
