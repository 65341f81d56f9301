// Starts the web-service: opens (and on first start migrates and seeds) the database, then listens.
import { join } from "node:path";
import { DEFAULT_DATA_DIR, defaultDataDir, migrateDatabase, openDatabase, refreshSearchIndex } from "@cabas/db";
import { isSeeded, refileOrganicProducts, refreshEditorialContent, seedDatabase, seedDateFor } from "@cabas/db/seed";
import { buildApp, paymentJobHandlers } from "./app.ts";
import { DEFAULT_CATALOGUE_CACHE } from "./calls/catalogue/catalogue-cache.ts";
import { DEFAULT_BASKET_VIEW_CACHE } from "./calls/basket/basket-view-cache.ts";
import { DEFAULT_BASKET_ANSWERS } from "./calls/basket/basket-answers.ts";
import { SLOT_PLACES_PER_ADDRESS } from "./calls/slots/slot-place-limit.ts";
import { originsFrom, readEnv } from "./env.ts";
import { loggerOptions } from "./http/logging.ts";
import { loggableError } from "./http/error-log.ts";
import { jobPurgeHandlers, scheduleJobPurge, startJobWorker } from "./jobs/job-queue.ts";
import { createDemoAccounts } from "./calls/session/demo-accounts.ts";
import { createMailer, MAIL_JOB, mailJobHandler } from "./mail/mailer.ts";
import { ensureSlots } from "./calls/slots/slot-generation.ts";
import { scheduleSlotJobs, slotJobHandlers } from "./calls/slots/slot-jobs.ts";
import { paymentSweepHandlers, schedulePaymentSweep } from "./calls/orders/payment-sweep.ts";
import { returnReminderHandlers, scheduleSandboxReturns } from "./calls/orders/sepa-returns.ts";
import { complementsPastCutoffHandlers, scheduleComplementsPastCutoff } from "./calls/orders/complements-past-cutoff.ts";
import { loyaltyJobHandlers, scheduleLoyaltyJobs } from "./calls/loyalty/loyalty-expiry.ts";
import { scheduleZoneAlertJobs, zoneAlertJobHandlers } from "./calls/zone-alerts/zone-alert-jobs.ts";
import { scheduleWaitlistJobs, waitlistJobHandlers } from "./calls/reservation-waitlist/waitlist-jobs.ts";
import { personalDataPurgeHandlers, schedulePersonalDataPurge } from "./calls/personal-data/retention.ts";
import { inactiveAccountsHandlers, scheduleInactiveAccounts } from "./calls/personal-data/inactive-accounts.ts";

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.CABAS_DATA_DIR ?? defaultDataDir() });
await migrateDatabase(database);
if (!(await isSeeded(database))) {
  const started = Date.now();
  console.log("Premier démarrage : chargement du catalogue de démonstration…");
  const seedNow = seedDateFor(new Date());
  await seedDatabase(database, { now: seedNow });
  await refreshSearchIndex(database);
  if (env.CABAS_DEMO_ACCOUNTS) await createDemoAccounts(database.db, { now: seedNow, seededAt: new Date(), publicUrl: env.CABAS_PUBLIC_URL ?? originsFrom(env)[0] ?? "http://localhost:3000" });
  console.log(`Catalogue chargé en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
// Pages, FAQ and blocks nobody edited take the seed's current texts; edited ones are kept and named (ADR 0045).
// Before the app is built, so no cache of the API holds an old text. A failure rolls the refresh back whole and
// must not keep the shop closed: the texts stay as they were, and the log says why.
await refreshEditorialContent(database).catch((error: unknown) => {
  console.error("Editorial content refresh failed, texts left as they were:", loggableError(error));
});
// A database seeded before migration 0023 has its organic products on the Bio aisle's shelves: they move to their own
// shelves, as the current seed files them (ADR 0053). Also before the app is built, so no cache holds the old filing.
await refileOrganicProducts(database).catch((error: unknown) => {
  console.error("Refiling of organic products failed, catalogue left as it was:", loggableError(error));
});
// The coming days' delivery slots exist before the first shopper asks; the daily job keeps them coming.
await ensureSlots(database.db, new Date());
await scheduleSlotJobs(database.db, new Date());
const origins = originsFrom(env);
const publicUrl = env.CABAS_PUBLIC_URL ?? origins[0];
const app = await buildApp({
  database,
  logger: loggerOptions(env.LOG_LEVEL),
  allowedOrigins: origins,
  publicUrl,
  deployedUrl: env.CABAS_PUBLIC_URL,
  cookieDomain: env.CABAS_COOKIE_DOMAIN,
  trustProxy: env.TRUST_PROXY,
  slotPlacesPerAddress: { ...SLOT_PLACES_PER_ADDRESS, limit: env.CABAS_SLOT_PLACES_PER_ADDRESS },
  slotGuestSharePercent: env.CABAS_SLOT_GUEST_SHARE_PERCENT,
  paymentSecret: env.CABAS_PAYMENT_SECRET,
  catalogueCache:
    env.CABAS_CATALOGUE_CACHE_MS > 0
      ? { ...DEFAULT_CATALOGUE_CACHE, freshMs: env.CABAS_CATALOGUE_CACHE_MS, staleMs: env.CABAS_CATALOGUE_CACHE_MS * 2 }
      : undefined,
  basketViewCache: env.CABAS_BASKET_CACHE_MS > 0 ? { ...DEFAULT_BASKET_VIEW_CACHE, ttlMs: env.CABAS_BASKET_CACHE_MS } : undefined,
  basketAnswers: DEFAULT_BASKET_ANSWERS,
});

const outboxDir = env.CABAS_OUTBOX_DIR ?? join(DEFAULT_DATA_DIR, "..", "outbox");
const mailer = createMailer({ smtpUrl: env.SMTP_URL, outboxDir, from: env.MAIL_FROM });
await schedulePaymentSweep(database.db, new Date());
// The sandbox's returned debits (ADR 0129) come from the queue; a real provider would notify on its own.
if (Object.keys(paymentJobHandlers(app)).length > 0) await scheduleSandboxReturns(database.db, new Date());
await scheduleComplementsPastCutoff(database.db, new Date());
await scheduleLoyaltyJobs(database.db, new Date());
await scheduleZoneAlertJobs(database.db, new Date());
await scheduleWaitlistJobs(database.db, new Date());
await scheduleJobPurge(database.db, new Date());
await schedulePersonalDataPurge(database.db, new Date());
await scheduleInactiveAccounts(database.db, new Date());
const stopWorker = startJobWorker(
  database.db,
  {
    [MAIL_JOB]: mailJobHandler(mailer),
    ...slotJobHandlers(database.db),
    ...paymentSweepHandlers(database.db, publicUrl ?? "http://localhost:3000"),
    ...paymentJobHandlers(app),
    ...returnReminderHandlers(database.db, publicUrl ?? "http://localhost:3000"),
    ...complementsPastCutoffHandlers(database.db, publicUrl ?? "http://localhost:3000"),
    ...loyaltyJobHandlers(database.db),
    ...zoneAlertJobHandlers(database.db, publicUrl ?? "http://localhost:3000"),
    ...waitlistJobHandlers(database.db, publicUrl ?? "http://localhost:3000"),
    ...jobPurgeHandlers(database.db),
    ...personalDataPurgeHandlers(database.db),
    ...inactiveAccountsHandlers(database.db, publicUrl ?? "http://localhost:3000", mailer),
  },
  { onError: (error) => app.log.error({ err: loggableError(error) }, "background job loop failed") },
);
if (!env.SMTP_URL) console.log(`E-mails écrits dans ${outboxDir}`);

const shutdown = async () => {
  await stopWorker();
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());

await app.listen({ port: env.API_PORT, host: env.API_HOST });
