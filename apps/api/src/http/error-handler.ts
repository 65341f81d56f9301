// Maps every failure to the contract's error body, in one place.
import type { FastifyError, FastifyInstance } from "fastify";
import { NOT_AUTHORIZED, type ErrorBody } from "@cabas/contracts";
import { AppError, type AppErrorKind } from "./app-error.ts";
import { clearCredentialCookies, type CookieSettings } from "./session-cookies.ts";
import { loggableError } from "./error-log.ts";
import { prefersHtml } from "./browser-navigation.ts";

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

const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export const UNKNOWN_ADDRESS_MESSAGE = "Adresse inconnue.";
export const PENDING_CALL_MESSAGE = "Cet appel n'est pas encore disponible.";

/**
 * An address no route answers with this method: 405 (with the methods it takes) when another method is served
 * there, else 404; a call of the specification not built yet (`pending`: its methods) says so. The same
 * `{ success: false, message }` body as every refusal, so clients read them alike.
 */
export function unroutedResponse(
  method: string,
  allowed: readonly string[],
  pending: readonly string[],
): { status: number; allow?: string; body: ErrorBody } {
  if (!pending.includes(method) && allowed.length > 0) {
    return {
      status: 405,
      allow: allowed.join(", "),
      body: { success: false, message: `Cet appel s'envoie en ${allowed.join(" ou ")}, pas en ${method}.` },
    };
  }
  return { status: 404, body: { success: false, message: pending.length > 0 ? PENDING_CALL_MESSAGE : UNKNOWN_ADDRESS_MESSAGE } };
}

/** `pending`: the methods of each address of the specification's calls not built yet (never a fake success). */
export function installNotFoundHandler(app: FastifyInstance, pending: ReadonlyMap<string, readonly string[]>): void {
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const allowed = ROUTE_METHODS.filter((method) => app.hasRoute({ method, url: path }));
    const { status, allow, body } = unroutedResponse(request.method, allowed, pending.get(path) ?? []);
    if (allow) void reply.header("allow", allow);
    request.log.info({ status, message: body.message }, "call refused");
    return reply.status(status).send(body);
  });
}

export function installErrorHandler(app: FastifyInstance, cookies: CookieSettings = {}): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body } = errorToResponse(error);
    // Token cookies are HttpOnly, so only the server can carry out the rule "401/403 clears credentials".
    if ((status === 401 || status === 403) && !(error instanceof AppError && error.keepCredentials)) {
      clearCredentialCookies(reply, cookies);
    }
    // Never the error as is: a failed query's message carries its bound values (ADR 0065).
    if (status >= 500) request.log.error({ err: loggableError(error) }, "call failed");
    else request.log.info({ status, message: body.message }, "call refused");
    // A browser that opened a file's address (downloadFile) reads the refusal on the storefront's page, in French, not
    // as raw JSON (ADR 0119). A relative address: the storefront forwards these paths, on its own origin.
    const page = status < 500 && request.method === "GET" ? request.routeOptions.config?.refusalPage : undefined;
    if (page && prefersHtml(request.headers.accept)) {
      return reply.header("cache-control", "no-store").redirect(page((request.query ?? {}) as Record<string, unknown>), 303);
    }
    return reply.status(status).send(body);
  });
}
