// Turns a call's input into a query string, the way the web-service reads GET payloads, and reads its answers.
import { typesetFrench } from "@cabas/contracts/french-typography";

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export const toSearchParams = (input: Record<string, unknown>): URLSearchParams => {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(input)) {
    const value = raw as QueryValue;
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  return params;
};

/** The API's answer to one call, as the storefront sees it. */
export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      status: number;
      message: string;
      errors?: Record<string, string[]>;
      /** What a refusal names beside its message (an AppError's details: the order waiting for its payment…). */
      details?: Record<string, unknown>;
    };

/** Status used when the web-service could not be reached at all. */
export const NETWORK_FAILURE = 0;

/**
 * Reads a response body into an ApiResult without trusting its shape. The web-service's messages (a refusal's, its
 * field errors, a success's) are written with ordinary spaces before « : ; ! ? »: they are typeset here, the one door
 * every answer comes through, so that no toast or form error shown to a shopper breaks a line before its mark
 * (ADR 0070).
 */
export const toApiResult = <T>(status: number, body: unknown): ApiResult<T> => {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === "string" ? typesetFrench(record.message) : "";
  if (status >= 200 && status < 300 && record.success === true)
    return { ok: true, data: (message === record.message ? body : { ...record, message }) as T };
  const errors =
    typeof record.errors === "object" && record.errors !== null ? typesetFieldErrors(record.errors as Record<string, unknown>) : undefined;
  const { success: _success, message: _message, errors: _errors, ...rest } = record;
  const details = Object.keys(rest).length > 0 ? rest : undefined;
  return { ok: false, status: status >= 200 && status < 300 ? 422 : status, message, ...(errors ? { errors } : {}), ...(details ? { details } : {}) };
};

const typesetFieldErrors = (errors: Record<string, unknown>): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      field,
      Array.isArray(list) ? list.map((item) => (typeof item === "string" ? typesetFrench(item) : String(item))) : [],
    ]),
  );
