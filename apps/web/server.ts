// The storefront's production server: the page cache for visitors without cookies (ADR 0022) and
// for catalogue pages shared by shoppers whose browser runs scripts (ADR 0032), page loads and client-side
// navigations alike (ADR 0054), and response compression. What the cache does not answer is rendered by Next.js: in
// this process when it is the only one, otherwise by the renderer processes it starts (ADR 0090).
//
// It also decides which address the web-service is told the visitor has (ADR 0067), and passes the web-service's own
// paths to it (ADR 0107) and the build's assets from memory (ADR 0108).
//
//   node --max-semi-space-size=64 --import tsx server.ts [-p PORT]
//   (PORT, HOSTNAME, CABAS_WEB_RENDERERS, CABAS_PAGE_CACHE_MS, CABAS_PAGE_CACHE_MB, CABAS_WEB_TRUST_PROXY)
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";
import { randomBytes } from "node:crypto";
import compression from "compression";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { PageCache, captureResponse, pageCacheKey, sendStoredPage, type StoredPage } from "./src/server/page-cache.ts";
import { SHARED_RENDER_HEADER, appSegmentsOf, navigationOf, sharedRenderOf } from "./src/server/shared-render.ts";
import { DEFAULT_TRUSTED_PROXIES, settleForwardedFor, trustedProxies } from "./src/server/client-address.ts";
import { RendererPool } from "./src/server/renderer-pool.ts";
import type { NextRenderer } from "./src/server/next-renderer.ts";
import { rendererCount } from "./src/server/renderer-count.ts";
import { apiPassThrough } from "./src/server/api-pass-through.ts";
import { STATIC_PREFIX, staticAssets } from "./src/server/static-assets.ts";
import { readableUrl } from "./src/server/undecodable-path.ts";
import { apiRoot, isApiPath } from "./src/lib/api/api-paths.ts";

const argPort = process.argv.indexOf("-p");
const port = Number(argPort > 0 ? process.argv[argPort + 1] : (process.env.PORT ?? 3000));
const hostname = process.env.HOSTNAME || undefined;
/** Processes that render pages (ADR 0090): every core but one unless CABAS_WEB_RENDERERS says; 1 renders in this process. */
const renderers = rendererCount(process.env.CABAS_WEB_RENDERERS, availableParallelism());

const freshMs = Number(process.env.CABAS_PAGE_CACHE_MS ?? 10_000);
const cache = new PageCache({
  freshMs: Number.isFinite(freshMs) && freshMs > 0 ? freshMs : 0,
  // Served stale for twice the fresh time while one request renders it again, as the API's catalogue cache.
  staleMs: 2 * freshMs,
  maxBytes: Number(process.env.CABAS_PAGE_CACHE_MB ?? 64) * 1024 * 1024,
});

/** Front proxies whose X-Forwarded-For stands; from anyone else the socket's address replaces it (ADR 0067). */
const trusted = trustedProxies(process.env.CABAS_WEB_TRUST_PROXY ?? DEFAULT_TRUSTED_PROXIES);

// One renderer renders in this process; more are processes of their own, which this one hands each page to.
const pool = renderers > 1 ? new RendererPool({ count: renderers, port, hostname }) : null;
// Next.js is loaded only where it renders: a front for renderer processes never needs it in its own memory.
const renderHere: NextRenderer | null = pool ? null : await (await import("./src/server/next-renderer.ts")).nextRenderer(port, hostname);
// Next.js's own compression is off (next.config.ts): this layer compresses every response, outside the page
// copy, so the cache keeps plain HTML whatever encoding the visitor accepts.
const compress = compression();

/** Misses being rendered, by key: visitors asking for the same page meanwhile wait for it instead of rendering it again. */
const rendering = new Map<string, Promise<StoredPage | null>>();
/**
 * Stale pages being rendered again in the background, one at a time: a rendering holds a renderer's one thread for
 * tens of milliseconds, and visitors whose page it renders meanwhile wait behind it.
 */
const refreshing = new Set<string>();
const MAX_REFRESHES = 1;
/** Marks this process's own background renders, which nobody else can ask for. */
const REFRESH_HEADER = "x-cabas-page-refresh";
const refreshSecret = randomBytes(16).toString("hex");

/** Keeps a copy of the page being rendered on `response` under `key`, for whoever asks for it meanwhile and after. */
function keepRendered(key: string, response: ServerResponse): void {
  let settle: (page: StoredPage | null) => void = () => {};
  const done = new Promise<StoredPage | null>((resolve) => (settle = resolve));
  rendering.set(key, done);
  const finish = (page: StoredPage | null): void => {
    if (rendering.get(key) === done) rendering.delete(key);
    if (page) cache.store(key, page);
    settle(page);
  };
  captureResponse(response, finish, Date.now);
  // A visitor who leaves before the end: nothing is kept, and whoever waited renders for themselves.
  response.once("close", () => finish(null));
}

/** Next.js renders the page, kept in the cache under `key` unless it is null. */
function render(request: IncomingMessage, response: ServerResponse, key: string | null): Promise<void> {
  if (renderHere) return renderHere.render(request, response, () => (key === null ? undefined : keepRendered(key, response)));
  if (key !== null) keepRendered(key, response);
  // A page the cache keeps comes back uncompressed, and is compressed here after the copy is taken.
  return pool!.render(request, response, { uncompressed: key !== null });
}

/**
 * The app's own top-level pages, so that `/faq` is not taken for a product's address (ADR 0032); null without the
 * build's route manifest, and then no single-segment address is shared.
 */
function readAppSegments(): Set<string> | null {
  try {
    const manifest = JSON.parse(readFileSync(join(import.meta.dirname, ".next", "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;
    return appSegmentsOf(Object.values(manifest));
  } catch (error) {
    console.error("storefront server: no route manifest, product pages are not shared", error);
    return null;
  }
}
let appSegments: Set<string> | null = null;

function refreshInBackground(key: string, request: IncomingMessage): void {
  if (refreshing.has(key) || refreshing.size >= MAX_REFRESHES) return;
  const address = server.address();
  if (address === null || typeof address === "string") return;
  refreshing.add(key);
  // A client-side navigation is rendered again with its router headers (ADR 0054), a page load as a page.
  const navigation = navigationOf(request);
  const headers: Record<string, string> = { [REFRESH_HEADER]: refreshSecret, ...(navigation ?? { accept: "text/html" }) };
  if (request.headers.host) headers.host = request.headers.host;
  // A shared page is rendered again with the cookies and mode it was rendered with (already filtered).
  const mode = request.headers[SHARED_RENDER_HEADER];
  if (typeof mode === "string") {
    headers[SHARED_RENDER_HEADER] = mode;
    headers.cookie = String(request.headers.cookie ?? "");
  }
  const loopback = httpRequest({ host: "127.0.0.1", port: address.port, path: request.url, headers }, (answer) => {
    answer.resume();
    answer.once("end", () => refreshing.delete(key));
  });
  loopback.once("error", () => refreshing.delete(key));
  loopback.end();
}

async function serve(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const forced = request.headers[REFRESH_HEADER] === refreshSecret;
  if (forced) delete request.headers[REFRESH_HEADER];
  // Only this process's own background render may say how a shared page is rendered.
  const claimed = request.headers[SHARED_RENDER_HEADER];
  delete request.headers[SHARED_RENDER_HEADER];
  const trustedMode = forced && (claimed === "guest" || claimed === "account") ? claimed : undefined;
  let key = cache.enabled ? pageCacheKey(request) : null;
  if (key === null && cache.enabled) {
    const shared = sharedRenderOf(request, appSegments, trustedMode);
    if (shared) {
      // The renderer sees the variant cookies only: the page cannot depend on who the shopper is.
      request.headers.cookie = shared.cookie;
      request.headers[SHARED_RENDER_HEADER] = shared.mode;
      key = shared.key;
    }
  }
  if (key === null) return render(request, response, null);
  if (!forced) {
    const now = Date.now();
    const found = cache.lookup(key, now);
    if (found) {
      sendStoredPage(response, found.page, found.state === "fresh" ? "hit" : "stale", now);
      if (found.state === "stale") refreshInBackground(key, request);
      return;
    }
    const pending = rendering.get(key);
    if (pending) {
      const page = await pending;
      if (page) return sendStoredPage(response, page, "hit", Date.now());
    }
  }
  return render(request, response, key);
}

/** The web-service's paths go to the API from here, not through Next.js (ADR 0107). */
const passToApi = apiPassThrough(apiRoot());

/** The build's scripts, styles and fonts, from memory and compressed once (ADR 0108). */
const serveStatic = staticAssets(join(import.meta.dirname, ".next", "static"));

function handle(request: IncomingMessage, response: ServerResponse): void {
  compress(request as never, response as never, () => {
    if (isApiPath(request.url ?? "")) return passToApi(request, response);
    request.url = readableUrl(request.url ?? "/");
    serve(request, response).catch((error: unknown) => {
      console.error("storefront server:", error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
}

const server = createServer((request, response) => {
  settleForwardedFor(request.headers, request.socket.remoteAddress, trusted);
  if (!request.url?.startsWith(STATIC_PREFIX)) return handle(request, response);
  // A file the build does not have is Next.js's to answer (its 404).
  serveStatic(request, response).then(
    (served) => {
      if (!served) handle(request, response);
    },
    (error: unknown) => {
      console.error("storefront server: static file", error);
      if (response.headersSent) response.destroy();
      else handle(request, response);
    },
  );
});

// An idle kept-alive connection is closed by the server after keepAliveTimeout (5 s by default in Node.js). A client
// that sends its next request on that connection just as it closes gets « socket hang up » (ECONNRESET): a
// journey's request context met it on a slow hour, and a load balancer in front (idle timeouts of 60 s) would turn it
// into 502s. The server therefore outlives any client's or proxy's idle timeout, and waits for headers a bit longer.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

try {
  await pool?.ready;
} catch (error) {
  console.error("storefront server:", error instanceof Error ? error.message : error);
  await pool?.stop();
  process.exit(1);
}
appSegments = readAppSegments();
server.listen(port, hostname, () => {
  const rendering = pool ? `, ${renderers} renderer processes` : "";
  console.log(`Cabas storefront on http://${hostname ?? "localhost"}:${port} (page cache ${cache.enabled ? `${cache.options.freshMs} ms` : "off"}${rendering})`);
});

let stopping = false;
const stop = (): void => {
  if (stopping) return;
  stopping = true;
  server.close();
  void (pool ? pool.stop() : renderHere!.close()).finally(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
