// Server Actions' calls to the web-service: POST form-encoded with the visitor's session cookies, and the
// web-service's Set-Cookie headers handed on to the browser (it sets and clears the session cookies itself).
import "server-only";
import { cookies, headers as requestHeaders } from "next/headers";
import { callPath, type CallContract, type CallInput, type CallOutput } from "@cabas/contracts";
import { cookieHeader, isDeletion, parseSetCookies } from "../session/set-cookie.ts";
import { NETWORK_FAILURE, toApiResult, toSearchParams, type ApiResult } from "./query.ts";
import { visitorAddress } from "./visitor-address.ts";
import { apiRoot } from "./api-paths.ts";
import { REQUEST_TIMEOUT_MS } from "./client.ts";

/**
 * A POST to the web-service as the visitor: their account token, their address (the web-service rate-limits sign-in
 * and reset per address: the visitor's, not the storefront's) and, when `withCookies`, their session cookies.
 * Throws when the web-service is out of reach.
 */
export async function postAsVisitor(contract: CallContract, body: string, withCookies: boolean): Promise<Response> {
  const jar = await cookies();
  const headers: Record<string, string> = {
    accept: "application/json",
    "content-type": "application/x-www-form-urlencoded",
  };
  const token = jar.get("ID")?.value;
  if (token) headers.authorization = `Bearer ${token}`;
  const cookie = withCookies ? cookieHeader((name) => jar.get(name)?.value) : "";
  if (cookie) headers.cookie = cookie;
  const visitor = visitorAddress((await requestHeaders()).get("x-forwarded-for"));
  if (visitor) headers["x-forwarded-for"] = visitor;
  return fetch(`${apiRoot()}${callPath(contract.name)}`, {
    method: "POST",
    headers,
    body,
    cache: "no-store",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

/** Only from a Server Action or a Route Handler: cookies can be written there. */
export async function postCall<C extends CallContract>(
  contract: C,
  input: CallInput<C> | Record<string, unknown>,
): Promise<ApiResult<CallOutput<C>>> {
  try {
    const response = await postAsVisitor(contract, toSearchParams(input as Record<string, unknown>).toString(), true);
    forwardCookies(await cookies(), response.headers.getSetCookie());
    const body: unknown = await response.json().catch(() => null);
    return toApiResult<CallOutput<C>>(response.status, body);
  } catch (error) {
    console.error(`[api] ${contract.name} a échoué`, error);
    return { ok: false, status: NETWORK_FAILURE, message: "" };
  }
}

type Jar = Awaited<ReturnType<typeof cookies>>;

export function forwardCookies(jar: Jar, setCookieHeaders: readonly string[]): void {
  for (const cookie of parseSetCookies(setCookieHeaders)) {
    // Next.js keeps one cookie per name: when ID comes twice (host and parent domain), the later one wins.
    const { name, value, ...attributes } = cookie;
    if (isDeletion(cookie)) jar.set(name, "", { ...attributes, maxAge: 0, expires: new Date(0) });
    else jar.set(name, value, attributes);
  }
}
