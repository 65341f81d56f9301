// Full-page cache for visitors who send no cookie (first visits, crawlers, link previews): the same HTML for
// all of them, rendered once and served again for a few seconds, with a fresh CSP nonce each time (ADR 0022).
// Anyone with a cookie (a session, a postal code, a preference) gets a page rendered for them, as before.
import type { IncomingMessage, ServerResponse } from "node:http";
import { newNonce } from "../lib/security/headers.ts";

/** Headers that make a request not a plain page load (client navigations, prefetches, actions, API credentials). */
const PARTIAL = ["authorization", "rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action"];

/** Paths that are never pages: assets, the web-service and media forwarded to the API. */
const NOT_PAGES = /^\/(?:_next|next-react|media)\//;

/** Response headers not kept: they belong to one response (framing, date) or would make it personal. */
const PER_RESPONSE = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length", "content-encoding", "age", "x-cabas-page-cache"]);

const MAX_URL_LENGTH = 2048;

/**
 * Whether a request is a plain page load some cache may answer, whatever its cookies: a GET of a page (not an
 * asset, call or medium), with a sensible address, not a client navigation, prefetch or Server Action.
 */
export function isPlainPageLoad(request: Pick<IncomingMessage, "method" | "url" | "headers">): boolean {
  if (!isPageGet(request)) return false;
  for (const name of PARTIAL) if (request.headers[name] !== undefined) return false;
  return request.headers.purpose !== "prefetch";
}

/** A GET of a page's address (not an asset, call or medium) of a sensible length: a page load or a navigation. */
export function isPageGet(request: Pick<IncomingMessage, "method" | "url">): boolean {
  if (request.method !== "GET") return false;
  const url = request.url ?? "/";
  return url.length <= MAX_URL_LENGTH && !NOT_PAGES.test(url);
}

/** The key of a request the cache may answer, or null when it must be rendered for this visitor. */
export function pageCacheKey(request: Pick<IncomingMessage, "method" | "url" | "headers">): string | null {
  if (request.headers.cookie !== undefined || !isPlainPageLoad(request)) return null;
  return `${request.headers.host ?? ""} ${request.url ?? "/"}`;
}

/** A stored page: its headers and body with every occurrence of the nonce it was rendered with cut out. */
export type StoredPage = {
  status: number;
  headers: [string, string[]][];
  bodyParts: Buffer[];
  storedAt: number;
  bytes: number;
};

/** The nonce of a rendered page, read from its Content-Security-Policy header. */
export function nonceOf(csp: string | undefined): string | null {
  const match = csp ? /'nonce-([A-Za-z0-9+/=_-]{16,})'/.exec(csp) : null;
  return match?.[1] ?? null;
}

/**
 * What a finished response becomes in the cache, or null when it must not be kept: anything but a 200 HTML
 * page, a response that sets a cookie (it was personal after all), or one without a nonce to replace. Its
 * Content-Encoding (set by the compression layer around the copy) is not kept: each response gets its own.
 */
export function toStoredPage(status: number, headers: Record<string, string | string[] | number | undefined>, body: Buffer, now: number): StoredPage | null {
  if (status !== 200) return null;
  const type = String(headers["content-type"] ?? "");
  const html = type.startsWith("text/html");
  // A client-side navigation's answer (ADR 0054): the page's RSC payload, which carries no script tag to sign.
  const flight = type.startsWith("text/x-component");
  if (!html && !flight) return null;
  if (headers["set-cookie"] !== undefined) return null;
  // The copy is taken beneath the compression layer (server.ts): a body that is not HTML text (or the lines of an
  // RSC payload, each opened by its hexadecimal row id) was compressed by something else and is not kept.
  const start = body.subarray(0, 64).toString("latin1");
  if (html ? !/^\s*<(?:!doctype|html)/i.test(start) : !/^[0-9a-f]+:/.test(start)) return null;
  const nonce = nonceOf(String(headers["content-security-policy"] ?? ""));
  if (!nonce && html) return null;
  const kept: [string, string[]][] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE.has(name)) continue;
    const values = (Array.isArray(value) ? value : [String(value)]).map((v) => (nonce ? v.split(nonce).join(NONCE_SLOT) : v));
    kept.push([name, values]);
  }
  const bodyParts = nonce ? splitAt(body, Buffer.from(nonce, "latin1")) : [body];
  return { status, headers: kept, bodyParts, storedAt: now, bytes: body.length + 512 };
}

/** The pieces of `body` between the occurrences of `separator` (views of it, not copies). */
function splitAt(body: Buffer, separator: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(separator, from); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}

/** Stands for the nonce in stored headers (it cannot occur in a header value Next.js writes). */
const NONCE_SLOT = "\u0000nonce\u0000";

/** A stored page made ready to send with `nonce` in every place the rendered one was. */
export function withNonce(page: StoredPage, nonce: string): { headers: [string, string[]][]; body: Buffer } {
  return {
    headers: page.headers.map(([name, values]) => [name, values.map((v) => v.split(NONCE_SLOT).join(nonce))]),
    body: joinWith(page.bodyParts, Buffer.from(nonce, "latin1")),
  };
}

function joinWith(parts: Buffer[], separator: Buffer): Buffer {
  const pieces: Buffer[] = [];
  parts.forEach((part, i) => (i === 0 ? pieces.push(part) : pieces.push(separator, part)));
  return Buffer.concat(pieces);
}


export type PageCacheOptions = {
  /** How long a page is served as rendered (ms); 0 turns the cache off. */
  freshMs: number;
  /** How long after that it may still be served while it is rendered again in the background (ms). */
  staleMs: number;
  /** Upper bound of the bodies kept, in bytes; the oldest stored go first. */
  maxBytes: number;
};

export type Lookup = { page: StoredPage; state: "fresh" | "stale" } | null;

/** Pages by key, oldest stored first (a Map keeps insertion order), within a byte budget. */
export class PageCache {
  private readonly pages = new Map<string, StoredPage>();
  private bytes = 0;
  constructor(readonly options: PageCacheOptions) {}

  get enabled(): boolean {
    return this.options.freshMs > 0;
  }

  lookup(key: string, now: number): Lookup {
    const page = this.pages.get(key);
    if (!page) return null;
    const age = now - page.storedAt;
    if (age < this.options.freshMs) return { page, state: "fresh" };
    if (age < this.options.freshMs + this.options.staleMs) return { page, state: "stale" };
    this.delete(key);
    return null;
  }

  store(key: string, page: StoredPage): void {
    if (page.bytes > this.options.maxBytes) return;
    this.delete(key);
    this.pages.set(key, page);
    this.bytes += page.bytes;
    for (const [oldest, stored] of this.pages) {
      if (this.bytes <= this.options.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= stored.bytes;
    }
  }

  /** Forgets every page (the storefront's data changed in a way visitors must see at once). */
  clear(): void {
    this.pages.clear();
    this.bytes = 0;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.pages.size, bytes: this.bytes };
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}

/** Sends a stored page with a fresh nonce; `state` and the page's age go in headers for whoever looks. */
export function sendStoredPage(response: ServerResponse, page: StoredPage, state: "hit" | "stale", now: number): void {
  const { headers, body } = withNonce(page, newNonce());
  for (const [name, values] of headers) response.setHeader(name, values.length === 1 ? values[0]! : values);
  response.setHeader("age", String(Math.floor((now - page.storedAt) / 1000)));
  response.setHeader("x-cabas-page-cache", state);
  response.setHeader("content-length", String(body.length));
  response.statusCode = page.status;
  response.end(body);
}

/**
 * Lets `response` go to the visitor as the renderer writes it, and keeps a copy of the body; `onFinish` gets
 * the page to store (or null) once the renderer ended it. Must be installed before the renderer runs.
 */
export function captureResponse(response: ServerResponse, onFinish: (page: StoredPage | null) => void, now: () => number): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooBig = false;
  const keep = (chunk: unknown, encoding?: unknown): void => {
    if (tooBig) return;
    let buffer: Buffer;
    // Copied: the writer may reuse its buffer once write() returns.
    if (chunk instanceof Uint8Array) buffer = Buffer.from(chunk);
    else if (typeof chunk === "string") buffer = Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
    else return;
    size += buffer.length;
    if (size > MAX_PAGE_BYTES) {
      tooBig = true;
      chunks.length = 0;
      return;
    }
    chunks.push(buffer);
  };
  const write = response.write.bind(response) as (...args: unknown[]) => boolean;
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse;
  response.setHeader("x-cabas-page-cache", "miss");
  (response as unknown as { write: (...args: unknown[]) => boolean }).write = (...args: unknown[]) => {
    keep(args[0], args[1]);
    return write(...args);
  };
  (response as unknown as { end: (...args: unknown[]) => ServerResponse }).end = (...args: unknown[]) => {
    keep(args[0], args[1]);
    const result = end(...args);
    const page = tooBig ? null : toStoredPage(response.statusCode, response.getHeaders(), Buffer.concat(chunks), now());
    onFinish(page);
    return result;
  };
}

/** A page larger than this is served but not kept (no storefront page comes near it). */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;
