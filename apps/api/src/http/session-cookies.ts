// Writes and clears the session cookies of the specification. Token-bearing cookies are HttpOnly:
// browser code never needs to read a token.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { CookieSerializeOptions } from "@fastify/cookie";
import { COOKIE_MAX_AGE, COOKIE_NAMES, CREDENTIAL_COOKIES } from "@cabas/contracts";
import type { Principal } from "./auth.ts";

export type CookieSettings = { parentDomain?: string | undefined };

function base(request: FastifyRequest, maxAge: number, httpOnly: boolean): CookieSerializeOptions {
  return { path: "/", sameSite: "lax", secure: request.protocol === "https", httpOnly, maxAge };
}

export function setCustomerCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; permissions: readonly string[]; postalCode: string | null; perimeterId: number },
  settings: CookieSettings,
): void {
  reply.setCookie(COOKIE_NAMES.token, session.token, base(request, COOKIE_MAX_AGE.token, true));
  if (settings.parentDomain) {
    reply.setCookie(COOKIE_NAMES.token, session.token, { ...base(request, COOKIE_MAX_AGE.token, true), domain: settings.parentDomain });
  }
  reply.setCookie(
    COOKIE_NAMES.credentials,
    JSON.stringify({ token: session.token, permissions: session.permissions }),
    base(request, COOKIE_MAX_AGE.credentials, true),
  );
  // The guest token is replaced by the account's session.
  reply.clearCookie(COOKIE_NAMES.guestToken, { path: "/" });
  setLocationCookies(request, reply, session.postalCode, session.perimeterId);
}

export function setGuestCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; postalCode: string | null; perimeterId: number },
): void {
  reply.setCookie(COOKIE_NAMES.guestToken, session.token, base(request, COOKIE_MAX_AGE.guestToken, true));
  setLocationCookies(request, reply, session.postalCode, session.perimeterId);
}

function setLocationCookies(request: FastifyRequest, reply: FastifyReply, postalCode: string | null, perimeterId: number) {
  // Postal code and perimeter are not secrets: the page shows them and scripts may read them.
  if (postalCode) reply.setCookie(COOKIE_NAMES.postalCode, postalCode, base(request, COOKIE_MAX_AGE.postalCode, false));
  reply.setCookie(COOKIE_NAMES.perimeter, String(perimeterId), base(request, COOKIE_MAX_AGE.perimeter, false));
}

/**
 * Whether a browser's location cookies are not its account's: the postal code was changed on another device
 * (ADR 0071). Only a request that sends them is answered: an app calling with its bearer token alone keeps none.
 */
export function staleLocationCookies(cookies: Partial<Record<string, string>>, principal: Principal | null): boolean {
  if (principal?.kind !== "customer" || principal.userId === null || !principal.perimeterId) return false;
  const perimeter = cookies[COOKIE_NAMES.perimeter];
  const postalCode = cookies[COOKIE_NAMES.postalCode];
  return (
    (perimeter !== undefined && perimeter !== String(principal.perimeterId)) ||
    (postalCode !== undefined && Boolean(principal.postalCode) && postalCode !== principal.postalCode)
  );
}

/** Whether the request sends a location cookie at all: apps and the storefront's server-side reads send none. */
const sendsLocationCookies = (cookies: Partial<Record<string, string>>): boolean =>
  cookies[COOKIE_NAMES.perimeter] !== undefined || cookies[COOKIE_NAMES.postalCode] !== undefined;

/**
 * Gives a browser whose location cookies went stale its account's postal code and perimeter again. `principal` may be
 * given as a function: it is then looked up only for a request that sends location cookies (a kept getPanier answer,
 * the hottest path, is mostly read by apps and the storefront's server, which send none).
 */
export function refreshLocationCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  principal: Principal | null | (() => Principal | null),
): void {
  if (!sendsLocationCookies(request.cookies)) return;
  const who = typeof principal === "function" ? principal() : principal;
  if (!staleLocationCookies(request.cookies, who)) return;
  setLocationCookies(request, reply, who!.postalCode ?? null, who!.perimeterId!);
}

export function clearCredentialCookies(reply: FastifyReply, settings: CookieSettings = {}): void {
  for (const name of CREDENTIAL_COOKIES) reply.clearCookie(name, { path: "/" });
  if (settings.parentDomain) reply.clearCookie(COOKIE_NAMES.token, { path: "/", domain: settings.parentDomain });
}
