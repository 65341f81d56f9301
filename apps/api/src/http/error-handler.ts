// Maps every failure to the contract's error body, in one place.
import type { FastifyError, FastifyInstance } from "fastify";
import { NOT_AUTHORIZED, type ErrorBody } from "@cabas/contracts";
import { AppError, type AppErrorKind } from "./app-error.ts";
import { clearCredentialCookies, type CookieSettings } from "./session-cookies.ts";

const STATUS: Record<AppErrorKind, number> = {
  INVALID_DATA: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
};

export const GENERIC_ERROR_MESSAGE = "Une erreur technique est survenue. Merci de réessayer dans quelques instants.";

export function errorToResponse(error: unknown): { status: number; body: ErrorBody & Record<string, unknown> } {
  if (error instanceof AppError) {
    const status = STATUS[error.kind];
    // Clients clear their credentials on this exact message (spec §8), so auth failures always carry it.
    const message = status === 401 || status === 403 ? NOT_AUTHORIZED : error.message;
    return {
      status,
      body: {
        success: false,
        message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        ...(error.details ?? {}),
      },
    };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return { status: 415, body: { success: false, message: "Format de requête non pris en charge." } };
  }
  if (fastifyError.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
    return { status: 413, body: { success: false, message: "La requête est trop volumineuse." } };
  }
  if (
    typeof fastifyError.statusCode === "number" &&
    fastifyError.statusCode >= 400 &&
    fastifyError.statusCode < 500
  ) {
    // Malformed JSON or form bodies rejected by Fastify's parsers.
    return { status: 400, body: { success: false, message: "La requête est mal formée." } };
  }
  return { status: 500, body: { success: false, message: GENERIC_ERROR_MESSAGE } };
}

export function installErrorHandler(app: FastifyInstance, cookies: CookieSettings = {}): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorToResponse(error);
    // Token cookies are HttpOnly, so only the server can carry out the rule "401/403 clears credentials".
    if ((status === 401 || status === 403) && !(error instanceof AppError && error.keepCredentials)) {
      clearCredentialCookies(reply, cookies);
    }
    if (status >= 500) request.log.error({ err: error }, "call failed");
    else request.log.info({ status, message: body.message }, "call refused");
    return reply.status(status).send(body);
  });
}
