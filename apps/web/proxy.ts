// Runs before every request: forwards web-service paths to the API, and sets a per-request
// Content-Security-Policy with a nonce so Next.js's inline bootstrap scripts run without 'unsafe-inline'.
// It also adopts a customer `token` found in a page address (then strips it) and keeps the `webview` flag.
import { NextResponse, type NextRequest } from "next/server";
import { apiRoot, isApiPath } from "./src/lib/api/api-paths.ts";
import { BASKET_FLASH_COOKIE, BASKET_FLASH_HEADER, showsBasketFlash } from "./src/features/basket/basket-flash.ts";
import { SEARCH_TEXT_HEADER, searchTextHeaderFor } from "./src/features/catalogue/header-search-text.ts";
import { buildContentSecurityPolicy, frameOptionsFor, newNonce } from "./src/lib/security/headers.ts";
import { guestRedirect } from "./src/lib/session/account-paths.ts";
import { affiliateArrival, type AffiliateArrival } from "./src/lib/session/affiliate-link.ts";
import { adoptionCookies, isAdoptable, locationCookies, tokenFromQuery, webviewCookie, withoutToken } from "./src/lib/session/url-session.ts";

/** The web-service's `me` for a token from an address; adopted only for a customer (role id 2). */
async function customerFor(token: string): Promise<unknown> {
  try {
    const response = await fetch(`${apiRoot()}/next-react/me.php`, {
      headers: { accept: "application/json", authorization: `Bearer ${token}` },
      cache: "no-store",
      signal: AbortSignal.timeout(5000),
    });
    const body: unknown = response.ok ? await response.json().catch(() => null) : null;
    return isAdoptable(body) ? body : null;
  } catch {
    return null;
  }
}

/** Counts an affiliate's visit (tracking); a failure never stands between the shopper and the page. */
async function recordVisit(arrival: AffiliateArrival): Promise<void> {
  if (!arrival.partenaire) return;
  const body = new URLSearchParams({ partenaire: arrival.partenaire, page: arrival.page, visite: crypto.randomUUID().replace(/-/g, "") });
  if (arrival.campagne) body.set("campagne", arrival.campagne);
  try {
    await fetch(`${apiRoot()}/next-react/tracking.php`, {
      method: "POST",
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
      body: body.toString(),
      cache: "no-store",
      signal: AbortSignal.timeout(2000),
    });
  } catch {
    // The visit goes uncounted; the shopper is not kept waiting for it.
  }
}

export async function proxy(request: NextRequest) {
  // The storefront's server passes these to the API before Next.js (ADR 0107); they reach here under `next dev`.
  if (isApiPath(request.nextUrl.pathname)) {
    return NextResponse.rewrite(new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, apiRoot()));
  }
  const params = request.nextUrl.searchParams;
  const secure = request.nextUrl.protocol === "https:";
  const webview = webviewCookie(params, secure);
  const arrival = affiliateArrival(new URL(request.nextUrl.toString()));
  if (arrival) {
    await recordVisit(arrival);
    const redirect = NextResponse.redirect(arrival.clean, 303);
    redirect.headers.set("Cache-Control", "no-store");
    if (webview) redirect.cookies.set(webview);
    return redirect;
  }
  if (params.has("token")) {
    // The token never stays in the address bar, the history or a Referer: same page, without it.
    const redirect = NextResponse.redirect(withoutToken(new URL(request.nextUrl.toString())), 303);
    const token = tokenFromQuery(params);
    const customer = token ? await customerFor(token) : null;
    if (token && customer) {
      for (const cookie of [...adoptionCookies(token, secure), ...locationCookies(customer, secure)]) redirect.cookies.set(cookie);
    }
    if (webview) redirect.cookies.set(webview);
    redirect.headers.set("Cache-Control", "no-store");
    redirect.headers.set("Referrer-Policy", "no-referrer");
    return redirect;
  }
  const signIn = guestRedirect(request.nextUrl.pathname, request.nextUrl.search, Boolean(request.cookies.get("ID")?.value));
  if (signIn) {
    const redirect = NextResponse.redirect(new URL(signIn, request.url), 307);
    if (webview) redirect.cookies.set(webview);
    return redirect;
  }
  const nonce = newNonce();
  const csp = buildContentSecurityPolicy({
    nonce,
    pathname: request.nextUrl.pathname,
    isDev: process.env.NODE_ENV === "development",
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("x-nonce", nonce);
  // Next.js reads the nonce from this request header and puts it on the scripts it renders.
  requestHeaders.set("Content-Security-Policy", csp);
  // Only the proxy says what the flash is: never a header the browser sent.
  requestHeaders.delete(BASKET_FLASH_HEADER);
  const flash = showsBasketFlash(request) ? request.cookies.get(BASKET_FLASH_COOKIE)?.value : undefined;
  if (flash !== undefined) requestHeaders.set(BASKET_FLASH_HEADER, encodeURIComponent(flash));
  // The header's search field shows the words of a results page (the root layout is not given its query string).
  requestHeaders.delete(SEARCH_TEXT_HEADER);
  const searchText = searchTextHeaderFor(request.nextUrl.pathname, params);
  if (searchText !== null) requestHeaders.set(SEARCH_TEXT_HEADER, searchText);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", csp);
  response.headers.set("X-Frame-Options", frameOptionsFor(request.nextUrl.pathname));
  if (webview) response.cookies.set(webview);
  // A basket form's outcome shows on this page load only: this render reads it (header), the browser forgets it.
  if (flash !== undefined) response.cookies.set(BASKET_FLASH_COOKIE, "", { path: "/", maxAge: 0 });
  return response;
}

export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image|favicon.ico|icon.svg|social-card.png).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
