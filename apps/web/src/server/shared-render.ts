// Catalogue pages shared by shoppers whose browser runs scripts (ADR 0032). What makes such a page personal (the
// basket, the account's first name) is read again by the browser once the page is live, so the HTML itself only
// depends on a few cookies with a handful of values (the delivery area, display preferences). Those cookies alone
// go to the renderer; the page is kept under them, and every shopper with the same ones gets the same HTML.
import type { IncomingMessage } from "node:http";
import { SCRIPTS_COOKIE } from "../features/shell/scripts-cookie-name.ts";
import { isPageGet, isPlainPageLoad } from "./page-cache.ts";

/** Tells the renderer (the site header) that the page is shared, and whether the shopper has an account. */
export const SHARED_RENDER_HEADER = "x-cabas-shared-render";

export type SharedMode = "guest" | "account";

/** The only cookies a shared page is rendered with: each has few possible values, none says who the shopper is. */
const VARIANT_COOKIES = new Set([
  "ID_PERIMETRE", // delivery area: prices, stock
  "CP", // the postal code shown in the header
  "CART_DRAWER", // drawer open or closed
  "EVENT_BAR", // event bar hidden
  "WEBVIEW", // inside the mobile app (no header links out)
  "webview",
  "CORA_AUCHAN_VU", // the network announcement already seen
  SCRIPTS_COOKIE,
]);

/**
 * Cookies whose page must be rendered for this shopper alone: a message left by a form sent without scripts, a
 * dialog a sign-in asked for, a staff member acting as a customer (ID_SA keeps their own session aside; the
 * banner comes from the customer's). AUTH_CREDENTIAL, which every account has, is not read by these pages.
 */
const PERSONAL_RENDER_COOKIES = ["PANIER_MESSAGE", "MODAL_A_OUVRIR", "ID_SA"];

/** Catalogue addresses whose page holds nothing personal once the basket and greeting are read by the browser. */
const CATALOGUE_PATHS = /^\/(?:$|catalogue(?:\/|$)|marque\/|recettes(?:\/|$)|packs(?:\/|$)|recherche$|cabas\/producteur\/)/;

const MAX_VARIANT_VALUE = 64;

export function parseCookies(header: string | string[] | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (Array.isArray(header) ? header.join("; ") : (header ?? "")).split(";")) {
    const at = part.indexOf("=");
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    // The first occurrence wins, as in Next.js's cookie reader.
    if (name && !cookies.has(name)) cookies.set(name, part.slice(at + 1).trim());
  }
  return cookies;
}

/**
 * Whether a single-segment address is a product (the `[slug]` route) rather than one of the app's own pages
 * (`/mes-listes`, `/faq`…), given the first segments of the app's routes; never when they are unknown (null).
 */
export function isProductAddress(pathname: string, appSegments: ReadonlySet<string> | null): boolean {
  const match = /^\/([^/]+)$/.exec(pathname);
  return match !== null && appSegments !== null && !appSegments.has(match[1]!);
}

/** First segments of the app's routes (from `.next/app-path-routes-manifest.json`), dynamic ones left out. */
export function appSegmentsOf(routes: Iterable<string>): Set<string> {
  const segments = new Set<string>();
  for (const route of routes) {
    const first = route.split("/")[1];
    if (first && !first.startsWith("[")) segments.add(first);
  }
  return segments;
}

export type SharedRender = {
  /** The page cache's key: address, mode and the variant cookies (and a navigation's router headers). */
  key: string;
  /** The Cookie header the renderer gets: the variant cookies only. */
  cookie: string;
  mode: SharedMode;
  /** A client-side navigation or prefetch: the headers that shape its answer, replayed by a background render. */
  navigation: Record<string, string> | null;
};

/**
 * What a client-side navigation or prefetch sends that shapes its RSC answer (ADR 0054): the router's state tree (the
 * segments the browser already has: the answer starts below them), the intercepting route's address, the prefetch
 * flags. Two shoppers who send the same ones, for the same address and variant cookies, get the same answer.
 */
const NAVIGATION_HEADERS = ["rsc", "next-router-state-tree", "next-url", "next-router-prefetch", "next-router-segment-prefetch"] as const;
/** A state tree longer than this is not a page of this shop's: rendered, not kept. */
const MAX_NAVIGATION_HEADER = 4096;

/**
 * The router headers of a client-side navigation or prefetch of a page (its RSC payload), or null when the request
 * is something else: a page load, a Server Action, a development refresh, a call with credentials.
 */
export function navigationOf(request: Pick<IncomingMessage, "method" | "url" | "headers">): Record<string, string> | null {
  const { headers } = request;
  if (headers.rsc !== "1" || !isPageGet(request)) return null;
  if (headers["next-action"] !== undefined || headers.authorization !== undefined || headers["next-hmr-refresh"] !== undefined) return null;
  const kept: Record<string, string> = {};
  for (const name of NAVIGATION_HEADERS) {
    const value = headers[name];
    if (value === undefined) continue;
    if (typeof value !== "string" || value.length > MAX_NAVIGATION_HEADER) return null;
    kept[name] = value;
  }
  return kept;
}

/**
 * How a page load, or a client-side navigation to a page (ADR 0054), is rendered to be shared, or null when it must
 * be rendered for this shopper: no scripts cookie (the page must show the basket without them), a personal cookie,
 * not a catalogue page, neither a plain GET nor a navigation. `trustedMode` is the mode of the storefront's own
 * background render, whose cookies are already filtered.
 */
export function sharedRenderOf(
  request: Pick<IncomingMessage, "method" | "url" | "headers">,
  appSegments: ReadonlySet<string> | null,
  trustedMode?: SharedMode,
): SharedRender | null {
  const navigation = navigationOf(request);
  if (navigation === null && !isPlainPageLoad(request)) return null;
  const url = request.url ?? "/";
  const pathname = url.split("?")[0]!;
  if (!CATALOGUE_PATHS.test(pathname) && !isProductAddress(pathname, appSegments)) return null;
  const cookies = parseCookies(request.headers.cookie);
  if (cookies.get(SCRIPTS_COOKIE) !== "1") return null;
  if (PERSONAL_RENDER_COOKIES.some((name) => cookies.has(name))) return null;
  const kept: string[] = [];
  for (const [name, value] of cookies) {
    if (!VARIANT_COOKIES.has(name)) continue;
    if (value.length > MAX_VARIANT_VALUE) return null;
    kept.push(`${name}=${value}`);
  }
  kept.sort();
  const cookie = kept.join("; ");
  const mode = trustedMode ?? (cookies.get("ID") ? "account" : "guest");
  const page = `${request.headers.host ?? ""} ${url} shared:${mode} ${cookie}`;
  // JSON keeps each header's value whole: no value can pass for another header's.
  const key = navigation === null ? page : `${page} navigation:${JSON.stringify(navigation)}`;
  return { key, cookie, mode, navigation };
}
