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
} & Pick<InputHTMLAttributes<HTMLInputElement>, "inputMode" | "maxLength" | "required">;

export function StaffField({ id, name, label, typed, error, ...input }: Props) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        autoComplete="off"
        className={styles.input}
        defaultValue={typed ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={id} error={error} alert />
    </div>
  );
}
