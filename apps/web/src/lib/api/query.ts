// Turns a call's input into a query string, the way the web-service reads GET payloads.

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

/** Reads a response body into an ApiResult without trusting its shape. */
export const toApiResult = <T>(status: number, body: unknown): ApiResult<T> => {
  const record = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const message = typeof record.message === "string" ? record.message : "";
  if (status >= 200 && status < 300 && record.success === true) return { ok: true, data: body as T };
  const errors =
    typeof record.errors === "object" && record.errors !== null
      ? (record.errors as Record<string, string[]>)
      : undefined;
  const { success: _success, message: _message, errors: _errors, ...rest } = record;
  const details = Object.keys(rest).length > 0 ? rest : undefined;
  return { ok: false, status: status >= 200 && status < 300 ? 422 : status, message, ...(errors ? { errors } : {}), ...(details ? { details } : {}) };
};
