// The data policy's durations, on a real seeded database: what a daily run deletes, and what it must keep.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { REVIEW_PUBLICATION_YEARS } from "@cabas/contracts";
import { FINISHED_JOB_RETENTION_DAYS, runDueJobs } from "../../jobs/job-queue.ts";
import { NOTIFIED_RETENTION_DAYS, WAITING_RETENTION_YEARS } from "../zone-alerts/zone-alert-rules.ts";
import { OFFER_WINDOW_HOURS, WAITING_RETENTION_DAYS } from "../reservation-waitlist/waitlist-rules.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { registerCustomer } from "../../test/order-fixtures.ts";
import {
  CONTACT_MESSAGE_RETENTION_YEARS,
  contactMessagePurgeCutoff,
  IMPERSONATION_RETENTION_YEARS,
  personalDataPurgeHandlers,
  PERSONAL_DATA_PURGE_JOB,
  purgeEndedSessions,
  purgeOldContactMessages,
  purgeOldImpersonations,
  schedulePersonalDataPurge,
  SESSION_RETENTION_MONTHS,
  sessionPurgeCutoff,
} from "./retention.ts";

describe("retention cut-offs", () => {
  it("a session is kept a calendar year after it ended, a contact message three years", () => {
    expect(sessionPurgeCutoff(new Date("2026-12-01T03:00:00Z")).toISOString()).toBe("2025-12-01T03:00:00.000Z");
    expect(contactMessagePurgeCutoff(new Date("2026-12-01T03:00:00Z")).toISOString()).toBe("2023-12-01T03:00:00.000Z");
  });
});

describe("the daily purge of personal data", () => {
  let t: TestApp;
  const now = new Date("2026-12-01T03:00:00Z");
  const db = () => t.database.db;
  let customer: number;
  let staff: number;

  beforeAll(async () => {
    t = await createTestApp();
    customer = (await registerCustomer(t, "retention.client@example.fr")).userId;
    staff = (await registerCustomer(t, "retention.conseil@example.fr")).userId;
  });
  afterAll(() => t.close());

  async function session(hash: string, values: { expiresAt: string; revokedAt?: string; impersonationId?: number }) {
    await db()
      .insert(schema.sessions)
      .values({
        tokenHash: hash,
        kind: "customer",
        userId: customer,
        createdAt: new Date("2024-01-01T00:00:00Z"),
        lastSeenAt: new Date("2024-01-01T00:00:00Z"),
        expiresAt: new Date(values.expiresAt),
        revokedAt: values.revokedAt ? new Date(values.revokedAt) : null,
        impersonatorId: values.impersonationId === undefined ? null : staff,
        impersonationId: values.impersonationId ?? null,
      });
  }
  // The sessions written here: the sign-up's own session (a real token's hash, still open) is left out.
  async function impersonation(startedAt: string, endedAt: string | null): Promise<number> {
    const [row] = await db()
      .insert(schema.impersonations)
      .values({ staffUserId: staff, customerUserId: customer, startedAt: new Date(startedAt), endedAt: endedAt ? new Date(endedAt) : null })
      .returning({ id: schema.impersonations.id });
    return row!.id;
  }
  const hashes = async () =>
    (await db().select({ hash: schema.sessions.tokenHash }).from(schema.sessions).where(eq(schema.sessions.userId, customer)))
      .map((s) => s.hash)
      .filter((hash) => !/^[0-9a-f]{64}$/.test(hash));

  it("deletes sessions that ended more than a year ago, signed out or expired, and keeps the rest", async () => {
    await session("expiree-2024", { expiresAt: "2024-11-30T00:00:00Z" });
    await session("fermee-2024-expirant-2027", { expiresAt: "2027-01-01T00:00:00Z", revokedAt: "2024-06-01T00:00:00Z" });
    await session("fermee-2026", { expiresAt: "2027-01-01T00:00:00Z", revokedAt: "2026-02-01T00:00:00Z" });
    await session("expiree-il-y-a-onze-mois", { expiresAt: "2026-01-02T00:00:00Z" });
    await session("ouverte", { expiresAt: "2027-06-01T00:00:00Z" });
    await session("conseiller-2024", { expiresAt: "2024-02-01T00:00:00Z", impersonationId: await impersonation("2024-01-01T00:00:00Z", "2024-01-01T00:20:00Z") });

    expect(await purgeEndedSessions(db(), now)).toBe(2);
    expect((await hashes()).sort()).toEqual(["conseiller-2024", "expiree-il-y-a-onze-mois", "fermee-2026", "ouverte"]);
    // Run again: nothing more goes.
    expect(await purgeEndedSessions(db(), now)).toBe(0);
  });

  it("deletes login-as records five years after they ended, with what they did and their sessions", async () => {
    const old = await impersonation("2021-10-01T09:00:00Z", "2021-10-01T09:30:00Z");
    const neverClosed = await impersonation("2021-11-01T09:00:00Z", null);
    const recent = await impersonation("2021-11-30T09:00:00Z", "2021-12-02T09:30:00Z");
    await session("conseiller-2021", { expiresAt: "2021-10-01T13:00:00Z", revokedAt: "2021-10-01T09:30:00Z", impersonationId: old });
    await session("conseiller-recent", { expiresAt: "2021-12-02T13:00:00Z", revokedAt: "2021-12-02T09:30:00Z", impersonationId: recent });
    await db().insert(schema.impersonationActions).values({ impersonationId: old, callName: "updatePanier", succeeded: true, at: new Date("2021-10-01T09:10:00Z") });

    expect(await purgeOldImpersonations(db(), now)).toBe(2);
    const left = (await db().select({ id: schema.impersonations.id }).from(schema.impersonations)).map((r) => r.id);
    expect(left).toContain(recent);
    expect(left).not.toContain(old);
    expect(left).not.toContain(neverClosed);
    expect(await db().select().from(schema.impersonationActions).where(eq(schema.impersonationActions.impersonationId, old))).toEqual([]);
    expect(await hashes()).not.toContain("conseiller-2021");
    // The recent one's session ended years ago, yet stays with its record, which the staff journal reads.
    expect(await purgeEndedSessions(db(), now)).toBe(0);
    expect(await hashes()).toContain("conseiller-recent");
  });

  it("deletes contact messages sent more than three years ago", async () => {
    const message = (email: string, createdAt: string) => ({
      email,
      name: "Chloé Durand",
      subject: "commande",
      message: "Bonjour, une question sur ma commande.",
      createdAt: new Date(createdAt),
    });
    await db()
      .insert(schema.contactMessages)
      .values([message("vieux.message@example.fr", "2023-11-30T00:00:00Z"), message("message.recent@example.fr", "2023-12-02T00:00:00Z")]);
    expect(await purgeOldContactMessages(db(), now)).toBe(1);
    const left = (await db().select({ email: schema.contactMessages.email }).from(schema.contactMessages)).map((m) => m.email);
    expect(left).toContain("message.recent@example.fr");
    expect(left).not.toContain("vieux.message@example.fr");
  });

  it("runs daily on the queue and queues its next run", async () => {
    await session("expiree-pour-le-job", { expiresAt: "2024-01-15T00:00:00Z" });
    await schedulePersonalDataPurge(db(), new Date(now.getTime() - 86_400_000));
    await runDueJobs(db(), personalDataPurgeHandlers(db(), () => now), now);
    expect(await hashes()).not.toContain("expiree-pour-le-job");
    const next = await db()
      .select({ runAt: schema.backgroundJobs.runAt })
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, PERSONAL_DATA_PURGE_JOB), sql`done_at is null`));
    expect(next).toHaveLength(1);
    expect(next[0]!.runAt.getTime()).toBe(now.getTime() + 86_400_000);
  });
});

describe("the data policy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // The durations the page states are those the code applies: a constant changed without its sentence fails here.
  it("states the retention the shop applies to connections, messages, reviews, zone alerts and e-mails", async () => {
    const body: string = (await t.app.inject({ method: "GET", url: "/next-react/getStaticPage.php?slug=donnees-personnelles" })).json()
      .page.body;
    const plain = body.replace(/[\u00a0\u202f]/g, " ");
    expect(SESSION_RETENTION_MONTHS).toBe(12);
    expect(plain).toContain("Historique des connexions : un an après la fin de chaque session");
    expect(plain).toContain(
      `Journal d'audit des interventions de notre service client sur votre compte : ${IMPERSONATION_RETENTION_YEARS} ans après chacune`,
    );
    expect(plain).toContain(`Messages du formulaire de contact : ${CONTACT_MESSAGE_RETENTION_YEARS} ans après leur envoi`);
    expect(plain).toContain(`Avis et notes de livraison : publiés pendant ${REVIEW_PUBLICATION_YEARS} ans`);
    expect(plain).toContain(
      `Alertes d'ouverture : ${NOTIFIED_RETENTION_DAYS} jours après le courriel annonçant que Cabas livre votre code postal, ou ${WAITING_RETENTION_YEARS} ans après votre demande`,
    );
    expect(plain).toContain(
      `Listes d'attente des produits sur réservation : jusqu'à votre commande du produit ou votre départ de la liste, ${OFFER_WINDOW_HOURS} heures après le courriel vous annonçant une place libérée, ${WAITING_RETENTION_DAYS} jours après votre inscription au plus, et dès que le produit ne se vend plus sur réservation`,
    );
    expect(plain).toContain(`Copies des courriels que nous vous envoyons : ${FINISHED_JOB_RETENTION_DAYS} jours après l'envoi`);
  });
});
