// What a Server Action answers to its form: per-field French errors, a message, and what was typed.
import { FIELD_PLACE, inFieldOrder, postedFieldOrder } from "../../ui/form/field-order.ts";

export type FormState = {
  status: "idle" | "error" | "success";
  message?: string;
  errors?: Record<string, string[]>;
  /** Values typed by the visitor (never passwords), put back in the fields. */
  values?: Record<string, string>;
};

export const IDLE: FormState = { status: "idle" };

const SECRET_FIELDS = new Set(["password", "oldPassword", "newPassword", "token"]);

/** The typed values of a form, without passwords, tokens, Next.js's own fields or the fields' place marks. */
export function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) {
    if (typeof value !== "string" || key.startsWith("$ACTION") || key === FIELD_PLACE || SECRET_FIELDS.has(key)) continue;
    values[key] = value;
  }
  return values;
}

/** A refusal as one field's form shows it: that field's own error when there is one, else the refusal's message. */
export const refusalOf = (state: FormState, field: string): string | undefined =>
  state.status === "error" ? (state.errors?.[field]?.[0] ?? state.message) : undefined;

/** Text fields of a form, trimmed; checkboxes come as "1" when ticked. */
export const field = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** What a form says when the web-service could not be reached (its answer carries no message). */
export const SERVICE_UNREACHABLE = "Le service ne répond pas pour le moment. Réessayez dans quelques instants.";

/**
 * Error answer of a failed call, with a fallback message when the web-service could not be reached. Its field errors
 * come in the order of the form's fields, which its summary follows.
 */
export function errorState(
  result: { message: string; errors?: Record<string, string[]> },
  form: FormData,
  fallback: string = SERVICE_UNREACHABLE,
  renameFields: Record<string, string> = {},
): FormState {
  const errors: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(result.errors ?? {})) errors[renameFields[key] ?? key] = list;
  return {
    status: "error",
    message: result.message || fallback,
    errors: inFieldOrder(errors, postedFieldOrder(form)),
    values: typedValues(form),
  };
}
