// Builds the Fastify web-service: plugins, conventions, calls. No I/O at import time, so tests build it freely.
import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import { callPath, SPEC_GET_CALLS, SPEC_POST_CALLS, type CallContract } from "@cabas/contracts";
import type { DatabaseHandle } from "@cabas/db";
import type { Authenticator } from "./http/auth.ts";
import type { RateRule } from "./calls/session/rate-limit.ts";
import { SLOT_PLACES_PER_ADDRESS } from "./calls/slots/slot-place-limit.ts";
import { GUEST_HOLD_SHARE_PERCENT } from "./domain/slot-guest-share.ts";
import { registerCalls, type AppConfig, type CallImplementation } from "./http/call-registry.ts";
import { installCsrfGuard } from "./http/csrf.ts";
import { installErrorHandler, installNotFoundHandler } from "./http/error-handler.ts";
import { decodeFormText } from "./http/form-decoding.ts";
import { buildOpenApiDocument } from "./http/openapi.ts";
import { lazyChildLoggerFactory } from "./http/request-logger.ts";
import { basketCallImplementations } from "./calls/basket/basket-calls.ts";
import { enableCatalogueCache } from "./calls/catalogue/catalogue-cache.ts";
import { enableBasketViewCache, type BasketViewCacheOptions } from "./calls/basket/basket-view-cache.ts";
import { enableBasketAnswers, flushReadAnnouncements } from "./calls/basket/basket-answers.ts";
import { catalogueCallImplementations } from "./calls/catalogue/catalogue-calls.ts";
import type { ReadCacheOptions } from "./http/read-cache.ts";
import { contentCallImplementations } from "./calls/content/content-calls.ts";
import { sessionCallImplementations } from "./calls/session/session-calls.ts";
import { slotCallImplementations } from "./calls/slots/slot-calls.ts";
import { addressCallImplementations } from "./calls/addresses/address-calls.ts";
import { createSessionAuthenticator } from "./calls/session/session-store.ts";
import { registerProductIcons } from "./media/product-icons.ts";
import { orderCallImplementations } from "./calls/orders/order-calls.ts";
import { listCallImplementations } from "./calls/lists/list-calls.ts";
import { serviceCallImplementations } from "./calls/service/service-calls.ts";
import { notepadCallImplementations } from "./calls/notepads/notepad-calls.ts";
import { gameCallImplementations } from "./calls/games/game-calls.ts";
import { cinemaCallImplementations } from "./calls/games/cinema-calls.ts";
import { reviewCallImplementations } from "./calls/reviews/review-calls.ts";
import { loyaltyCallImplementations } from "./calls/loyalty/loyalty-calls.ts";
import { zoneAlertCallImplementations } from "./calls/zone-alerts/zone-alert-calls.ts";
import { stockCallImplementations } from "./calls/stock/stock-calls.ts";
import { deliveryNoteCallImplementations } from "./calls/stock/delivery-notes.ts";
import { invoiceScreenCallImplementations } from "./calls/invoices/invoice-screen-calls.ts";
import { waitlistCallImplementations } from "./calls/reservation-waitlist/waitlist-calls.ts";
import { personalDataCallImplementations } from "./calls/personal-data/personal-data-calls.ts";
import { registerPaymentRoutes, NOTIFICATION_PATH } from "./payment/payment-routes.ts";
import { createSandboxProvider, SANDBOX } from "./payment/sandbox-provider.ts";
import { SIGNATURE_HEADER } from "./payment/provider.ts";
import { sandboxReturnHandlers } from "./calls/orders/sepa-returns.ts";
import type { JobHandlers } from "./jobs/job-queue.ts";

/** The job handlers an app's own payment provider needs (the sandbox's returned debits, ADR 0129), by app. */
const paymentJobs = new WeakMap<FastifyInstance, JobHandlers>();

/** The handlers main.ts gives the job worker for this app's payment provider; none for a real provider. */
export const paymentJobHandlers = (app: FastifyInstance): JobHandlers => paymentJobs.get(app) ?? {};

export const API_VERSION = "0.1.0";

export type AppOptions = {
  database: DatabaseHandle;
  logger?: FastifyServerOptions["logger"];
  authenticate?: Authenticator;
  now?: () => Date;
  allowedOrigins?: readonly string[];
  /** The shop's public address (links in e-mails); defaults to the first allowed origin. */
  publicUrl?: string;
  /** The address the environment says the shop is deployed at (CABAS_PUBLIC_URL): pages' canonical address. */
  deployedUrl?: string | undefined;
  /** Parent domain on which the ID cookie is also set (e.g. ".cabas.example"). */
  cookieDomain?: string | undefined;
  /** Addresses of the proxies whose X-Forwarded-* headers are believed (comma-separated or CIDR). */
  trustProxy?: string | undefined;
  /** Share public catalogue answers between callers (see catalogue-cache.ts); off unless given. */
  catalogueCache?: ReadCacheOptions | undefined;
  /** Keep getPanier's answers while the basket is unchanged (see basket-view-cache.ts); off unless given. */
  basketViewCache?: BasketViewCacheOptions | undefined;
  /** Also keep each caller's getPanier answer until the database announces a change to it (ADR 0021); needs the view cache. */
  basketAnswers?: { maxEntries: number } | undefined;
  /** Extra calls (tests use this to exercise the conventions on calls the shop does not have yet). */
  extraCalls?: readonly CallImplementation[];
  /** Signs payment callbacks and checkout references; one per deployment (random per process when absent). */
  paymentSecret?: string | undefined;
  /** New slot places per client address and window (ADR 0061); SLOT_PLACES_PER_ADDRESS unless given. */
  slotPlacesPerAddress?: RateRule | undefined;
  /** Percentage of each slot's places guests' holds may fill (ADR 0143); GUEST_HOLD_SHARE_PERCENT unless given. */
  slotGuestSharePercent?: number | undefined;
};

export const implementedCalls: readonly CallImplementation[] = [
  ...contentCallImplementations,
  ...catalogueCallImplementations,
  ...sessionCallImplementations,
  ...basketCallImplementations,
  ...slotCallImplementations,
  ...addressCallImplementations,
  ...orderCallImplementations,
  ...listCallImplementations,
  ...serviceCallImplementations,
  ...notepadCallImplementations,
  ...gameCallImplementations,
  ...cinemaCallImplementations,
  ...reviewCallImplementations,
  ...loyaltyCallImplementations,
  ...zoneAlertCallImplementations,
  ...waitlistCallImplementations,
  ...stockCallImplementations,
  ...deliveryNoteCallImplementations,
  ...invoiceScreenCallImplementations,
  ...personalDataCallImplementations,
];

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // A request's logger is made when it writes a line, not for every request (request-logger.ts). Without logging,
    // Fastify makes none at all, unless given a factory of its own: then none is given.
    ...(options.logger ? { childLoggerFactory: lazyChildLoggerFactory } : {}),
    // Long query strings are legitimate input (search); 1 MiB bodies are plenty for forms.
    bodyLimit: 1024 * 1024,
    // Only the storefront's own proxy (same machine by default) may say who the client is; trusting any
    // X-Forwarded-For would let a caller pick the address that rate limits count against.
    trustProxy: options.trustProxy ?? "127.0.0.1,::1",
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500, querystringParser: decodeFormText },
  });
  await app.register(cookie);
  await app.register(formbody, { parser: decodeFormText });
  const allowedOrigins = options.allowedOrigins ?? ["http://localhost:3000", "http://127.0.0.1:3000"];
  const now = options.now ?? (() => new Date());
  const paymentSecret = options.paymentSecret ?? randomBytes(32).toString("hex");
  // The sandbox notifies the shop the way a real provider would: a signed HTTP POST to the notification route.
  const sandbox = createSandboxProvider({
    db: options.database.db,
    secret: paymentSecret,
    now,
    deliver: async (body, signature) => {
      const response = await app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature } });
      if (response.statusCode >= 500) app.log.error({ status: response.statusCode }, "payment notification failed");
    },
  });
  const config: AppConfig = {
    publicUrl: options.publicUrl ?? allowedOrigins[0] ?? "http://localhost:3000",
    deployedUrl: options.deployedUrl ?? null,
    cookies: { parentDomain: options.cookieDomain },
    databaseKind: options.database.kind,
    version: API_VERSION,
    payments: { provider: sandbox, sandbox: sandbox.name === SANDBOX ? sandbox : null, secret: paymentSecret },
    slotPlacesPerAddress: options.slotPlacesPerAddress ?? SLOT_PLACES_PER_ADDRESS,
    slotGuestSharePercent: options.slotGuestSharePercent ?? GUEST_HOLD_SHARE_PERCENT,
  };
  installErrorHandler(app, config.cookies);
  installCsrfGuard(app, allowedOrigins);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "strict-origin-when-cross-origin");
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  if (options.catalogueCache) enableCatalogueCache(options.database.db, options.catalogueCache);
  if (options.basketViewCache) enableBasketViewCache(options.database.db, options.basketViewCache);
  if (options.basketViewCache && options.basketAnswers) {
    const stop = await enableBasketAnswers(options.database, options.basketAnswers);
    app.addHook("onClose", stop);
  }
  // Changes announced by this process after their commit go out before the database closes.
  app.addHook("onClose", () => flushReadAnnouncements(options.database.db));
  const calls = [...implementedCalls, ...(options.extraCalls ?? [])];
  registerCalls(app, calls, {
    db: options.database.db,
    authenticate: options.authenticate ?? createSessionAuthenticator(options.database.db, now),
    now,
    config,
  });

  const contracts: CallContract[] = implementedCalls.map((c) => c.contract);
  const openapi = buildOpenApiDocument(contracts, API_VERSION);
  app.get("/next-react/openapi.json", async () => openapi);
  app.get("/health/live", async () => ({ status: "ok" }));
  app.get("/health", async () => {
    await options.database.exec("select 1");
    return { status: "ok", database: options.database.kind, version: API_VERSION };
  });
  registerProductIcons(app);
  if (config.payments.sandbox) paymentJobs.set(app, sandboxReturnHandlers(options.database.db, config.payments.sandbox, now));
  registerPaymentRoutes(app, { db: options.database.db, payments: config.payments, now, publicUrl: config.publicUrl });

  // Calls of the specification not built yet answer a plain 404 — never a fake success.
  const served = new Set(calls.map((c) => `${c.contract.method} ${c.contract.name}`));
  const pending = [
    ...SPEC_GET_CALLS.map((n) => ["GET", n] as const),
    ...SPEC_POST_CALLS.map((n) => ["POST", n] as const),
  ].filter(([m, n]) => !served.has(`${m} ${n}`));
  const pendingByPath = new Map<string, string[]>();
  for (const [method, name] of pending) pendingByPath.set(callPath(name), [...(pendingByPath.get(callPath(name)) ?? []), method]);
  installNotFoundHandler(app, pendingByPath);
  return app;
}
