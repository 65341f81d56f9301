// The one error type of the web-service; error-handler.ts maps its kind to an HTTP status.
export type AppErrorKind =
  | "INVALID_DATA" // 400: the input does not match the call's schema
  | "UNAUTHORIZED" // 401: no valid session
  | "FORBIDDEN" // 403: a session, but not allowed
  | "NOT_FOUND" // 404: the thing asked for does not exist (or is not the caller's)
  | "CONFLICT" // 409: refused because of the current state (slot full, stock short)
  | "UNPROCESSABLE" // 422: refused by a business rule (code invalid, minimum not reached)
  | "TOO_MANY_REQUESTS"; // 429: too many attempts (sign-in, password reset)

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly fieldErrors: Record<string, string[]> | undefined;
  readonly details: Record<string, unknown> | undefined;
  /** A 403 that says nothing about the session (a foreign page's request) must not sign the visitor out. */
  readonly keepCredentials: boolean;

  constructor(
    kind: AppErrorKind,
    message: string,
    options: { fieldErrors?: Record<string, string[]>; details?: Record<string, unknown>; keepCredentials?: boolean } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.kind = kind;
    this.fieldErrors = options.fieldErrors;
    this.details = options.details;
    this.keepCredentials = options.keepCredentials ?? false;
  }
}

export const notFound = (message: string) => new AppError("NOT_FOUND", message);
export const unprocessable = (message: string, details?: Record<string, unknown>) =>
  new AppError("UNPROCESSABLE", message, details ? { details } : {});
export const conflict = (message: string, details?: Record<string, unknown>) =>
  new AppError("CONFLICT", message, details ? { details } : {});
