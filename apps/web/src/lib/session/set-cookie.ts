// Reads the web-service's Set-Cookie headers so a Server Action can hand the same cookies to the browser.
// Pure: no Next.js import, so the parsing rules are unit-tested.

export type ForwardedCookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "lax" | "strict" | "none";
  maxAge?: number;
  expires?: Date;
  path?: string;
  domain?: string;
};

const decode = (raw: string): string => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
};

/** Parses one Set-Cookie header. Values are URL-decoded: `cookies().set` encodes them again. */
export function parseSetCookie(header: string): ForwardedCookie | null {
  const [pair, ...attributes] = header.split(";");
  if (!pair) return null;
  const eq = pair.indexOf("=");
  if (eq <= 0) return null;
  const name = pair.slice(0, eq).trim();
  if (!/^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/.test(name)) return null;
  const cookie: ForwardedCookie = { name, value: decode(pair.slice(eq + 1).trim().replace(/^"(.*)"$/, "$1")) };
  for (const attribute of attributes) {
    const [rawKey = "", ...rest] = attribute.split("=");
    const key = rawKey.trim().toLowerCase();
    const val = rest.join("=").trim();
    if (key === "httponly") cookie.httpOnly = true;
    else if (key === "secure") cookie.secure = true;
    else if (key === "path" && val) cookie.path = val;
    else if (key === "domain" && val) cookie.domain = val.replace(/^\./, "");
    else if (key === "max-age" && /^-?\d+$/.test(val)) cookie.maxAge = Number(val);
    else if (key === "expires") {
      const date = new Date(val);
      if (!Number.isNaN(date.getTime())) cookie.expires = date;
    } else if (key === "samesite") {
      const v = val.toLowerCase();
      if (v === "lax" || v === "strict" || v === "none") cookie.sameSite = v;
    }
  }
  return cookie;
}

/** Whether the forwarded cookie removes the browser's copy (empty value, past expiry or Max-Age ≤ 0). */
export const isDeletion = (cookie: ForwardedCookie, now: Date = new Date()): boolean =>
  (cookie.maxAge !== undefined && cookie.maxAge <= 0) ||
  (cookie.maxAge === undefined && cookie.expires !== undefined && cookie.expires.getTime() <= now.getTime());

/** The cookies that the Server Action passes on to the browser, in order (a later one wins). */
export const parseSetCookies = (headers: readonly string[]): ForwardedCookie[] =>
  headers.map(parseSetCookie).filter((c): c is ForwardedCookie => c !== null);

/** Cookies the web-service reads from the browser besides the bearer token (guest token, staff token). */
export const FORWARDED_REQUEST_COOKIES = ["ID", "ID_VISITEUR", "ID_SA"] as const;

/** A Cookie request header built from the visitor's cookies the web-service needs. */
export function cookieHeader(read: (name: string) => string | undefined): string {
  return FORWARDED_REQUEST_COOKIES.flatMap((name) => {
    const value = read(name);
    return value ? [`${name}=${encodeURIComponent(value)}`] : [];
  }).join("; ");
}
