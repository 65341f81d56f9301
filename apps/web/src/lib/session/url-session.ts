// Decisions of the proxy about session parameters in a page address (spec §4): a `token` adopted for a
// customer then stripped by a redirect, and a `webview` flag kept in its cookie for 365 days.
import { COOKIE_MAX_AGE, COOKIE_NAMES, CUSTOMER_ROLE_ID } from "@cabas/contracts";

export type CookieToSet = {
  name: string;
  value: string;
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
  maxAge: number;
  path: "/";
};

/** A token worth checking: the web-service's tokens are base64url, 20 to 200 characters. */
export const tokenFromQuery = (params: URLSearchParams): string | null => {
  const token = params.get("token");
  return token && /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
};

/** The same address without its `token` parameter (path, other parameters and hash kept). */
export function withoutToken(url: URL): URL {
  const next = new URL(url.toString());
  next.searchParams.delete("token");
  return next;
}

/** Adopted only for a customer (role id 2) that the web-service recognised. */
export const isAdoptable = (me: unknown): boolean => {
  const user = (me as { success?: unknown; user?: { role?: { id?: unknown } } } | null) ?? null;
  return user?.success === true && user.user?.role?.id === CUSTOMER_ROLE_ID;
};

/** Cookies of an adopted token: the session token and the credentials (a customer has no permissions). */
export function adoptionCookies(token: string, secure: boolean): CookieToSet[] {
  const base = { httpOnly: true, sameSite: "lax", secure, path: "/" } as const;
  return [
    { ...base, name: COOKIE_NAMES.token, value: token, maxAge: COOKIE_MAX_AGE.token },
    {
      ...base,
      name: COOKIE_NAMES.credentials,
      value: JSON.stringify({ token, permissions: [] }),
      maxAge: COOKIE_MAX_AGE.credentials,
    },
  ];
}

/** Postal code and perimeter of an adopted customer (from `me`), readable by the page like after a sign-in. */
export function locationCookies(me: unknown, secure: boolean): CookieToSet[] {
  const settings = (me as { user?: { settings?: { code_postal?: unknown; perimetre?: unknown } } } | null)?.user?.settings;
  const base = { httpOnly: false, sameSite: "lax", secure, path: "/" } as const;
  const cookies: CookieToSet[] = [];
  if (typeof settings?.code_postal === "string" && /^\d{5}$/.test(settings.code_postal))
    cookies.push({ ...base, name: COOKIE_NAMES.postalCode, value: settings.code_postal, maxAge: COOKIE_MAX_AGE.postalCode });
  if (typeof settings?.perimetre === "number" && Number.isInteger(settings.perimetre))
    cookies.push({ ...base, name: COOKIE_NAMES.perimeter, value: String(settings.perimetre), maxAge: COOKIE_MAX_AGE.perimeter });
  return cookies;
}

/** The webview flag of the address, when it has one ("1", "ios", "android"…); a short, plain value. */
export function webviewCookie(params: URLSearchParams, secure: boolean): CookieToSet | null {
  const value = params.get("webview");
  if (value === null) return null;
  const clean = value.slice(0, 20).replace(/[^A-Za-z0-9_-]/g, "") || "1";
  return {
    name: COOKIE_NAMES.webview,
    value: clean,
    httpOnly: false,
    sameSite: "lax",
    secure,
    maxAge: COOKIE_MAX_AGE.webview,
    path: "/",
  };
}

/** Permissions stored in AUTH_CREDENTIAL (JSON of token and permissions), or null when unreadable. */
export function readCredentials(raw: string | undefined): { token: string; permissions: string[] } | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { token?: unknown; permissions?: unknown };
    if (typeof value.token !== "string") return null;
    const permissions = Array.isArray(value.permissions)
      ? value.permissions.filter((p): p is string => typeof p === "string")
      : [];
    return { token: value.token, permissions };
  } catch {
    return null;
  }
}
