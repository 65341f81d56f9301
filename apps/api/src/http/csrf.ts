// Refuses cookie-authenticated writes coming from another site's page (CSRF). Calls carrying a
// bearer header are not at risk: a foreign page cannot make the browser add that header.
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error.ts";

export function isForeignCookieWrite(
  headers: { origin?: string | undefined; authorization?: string | undefined; "sec-fetch-site"?: string | undefined },
  hasSessionCookie: boolean,
  allowedOrigins: readonly string[],
): boolean {
  if (!hasSessionCookie || headers.authorization) return false;
  const origin = headers.origin;
  if (origin) return !allowedOrigins.includes(origin);
  // No Origin header: old browsers or non-browser clients; trust it unless the browser says cross-site.
  return headers["sec-fetch-site"] === "cross-site";
}

export function installCsrfGuard(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook("onRequest", async (request) => {
    if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return;
    const hasSessionCookie = Boolean(request.cookies.ID || request.cookies.ID_VISITEUR);
    const headers = {
      origin: request.headers.origin,
      authorization: request.headers.authorization,
      "sec-fetch-site": headerValue(request.headers["sec-fetch-site"]),
    };
    if (isForeignCookieWrite(headers, hasSessionCookie, allowedOrigins)) {
      throw new AppError("FORBIDDEN", "Requête refusée : origine non autorisée.", { keepCredentials: true });
    }
  });
}

const headerValue = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
