// The erasure of inactive accounts on a real seeded database (ADR 0135): warned once a month before, a sign-in or a
// signed-in call cancels it, erased as « Supprimer mon compte » erases after the month, and the accounts never erased;
// the notices spread over the days, and one the mail server refuses starts nothing (ADR 0142).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { MAIL_JOB, mailJobHandler, type Mailer, type MailMessage } from "../../mail/mailer.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, createSlot, insertOrder, ORIGIN, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { erasedEmailFor } from "../session/account-deletion-rules.ts";
import {
  INACTIVE_ACCOUNTS_JOB,
  INACTIVITY_NOTICE_JOB,
  inactiveAccountsHandlers,
  runInactiveAccounts,
  scheduleInactiveAccounts,
  type InactivityRunOptions,
} from "./inactive-accounts.ts";

const SHOP = "https://cabas.example";
const PASSWORD = "Un cabas plein de légumes";
let clock = new Date("2026-12-02T03:00:00Z");
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

/** The mail server: records what it accepted, and refuses the addresses in `refusing` as an SMTP error would. */
const accepted: MailMessage[] = [];
const refusing = new Set<string>();
const mailer: Mailer = {
  describe: "test",
  send: async (message) => {
    if (refusing.has(message.to)) throw new Error("451 4.7.1 Service temporarily unavailable, try again later");
    accepted.push(message);
  },
};
const handlers = () => ({ ...inactiveAccountsHandlers(db(), SHOP, mailer, () => clock), [MAIL_JOB]: mailJobHandler(mailer) });
/** The worker at the clock's time: every job due, until none is left (a failed one waits for its retry). */
const drainQueue = async () => {
  while ((await runDueJobs(db(), handlers(), clock)) > 0);
};

const user = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
/** An account last used (signed up, signed in) long ago. */
const quietSince = async (id: number, iso: string) =>
  db().update(schema.users).set({ createdAt: new Date(iso), lastActiveAt: new Date(iso) }).where(eq(schema.users.id, id));
const mailsTo = (to: string) => accepted.filter((m) => m.to === to);
const noticesTo = (to: string) => mailsTo(to).filter((m) => /sera supprimé/.test(m.subject));
const noticeJobsFor = async (userId: number) =>
  db().select().from(schema.backgroundJobs).where(and(eq(schema.backgroundJobs.kind, INACTIVITY_NOTICE_JOB), sql`${schema.backgroundJobs.payload} ->> 'userId' = ${String(userId)}`));
/** The daily run, then the worker sending what it queued. */
const run = async (options?: InactivityRunOptions) => {
  const result = await runInactiveAccounts(db(), clock, SHOP, options);
  await drainQueue();
  return result;
};

describe("accounts without activity for three years", () => {
  it("warns an account quiet for 35 months once, however many runs, and leaves an active one alone", async () => {
    clock = new Date("2026-12-02T03:00:00Z");
    const quiet = await registerCustomer(t, "endormie@example.fr");
    const active = await registerCustomer(t, "active@example.fr");
    await quietSince(quiet.userId, "2024-01-01T09:00:00Z");
    await quietSince(active.userId, "2024-01-03T09:00:00Z");

    await run();
    await run();
    expect((await user(quiet.userId)).inactivityWarnedAt).toEqual(clock);
    expect((await user(active.userId)).inactivityWarnedAt).toBeNull();
    const notices = noticesTo("endormie@example.fr");
    expect(notices).toHaveLength(1);
    // Three years after 1 January 2024 is sooner than a month after the notice: the customer still gets the month.
    expect(notices[0]!.subject).toBe("Votre compte Cabas sera supprimé le 2 janvier 2027 faute d'activité ; connectez-vous pour le garder");
    expect(notices[0]!.text).toMatch(/depuis le 1er janvier 2024/);
    expect(notices[0]!.text).toMatch(/connectez-vous avant cette date, c'est tout : https:\/\/cabas\.example\/authentification/);
    expect(noticesTo("active@example.fr")).toHaveLength(0);

    // The day before: nothing. On the day, erased exactly as « Supprimer mon compte » does, once.
    clock = new Date("2027-01-02T02:59:59Z");
    await run();
    expect((await user(quiet.userId)).email).toBe("endormie@example.fr");
    clock = new Date("2027-01-02T03:00:00Z");
    await run();
    await run();
    const erased = await user(quiet.userId);
    expect(erased).toMatchObject({ email: erasedEmailFor(quiet.userId), nom: "", prenom: "", postalCode: null, inactivityWarnedAt: null, lastActiveAt: null });
    const open = await db().select().from(schema.sessions).where(and(eq(schema.sessions.userId, quiet.userId), isNull(schema.sessions.revokedAt)));
    expect(open).toHaveLength(0);
    expect((await t.app.inject({ method: "GET", url: "/next-react/me.php", headers: bearer(quiet.token) })).statusCode).toBe(401);
    // The farewell says why; no job keeps the address (the notice's job held only the account's number).
    const farewell = mailsTo("endormie@example.fr").filter((m) => /est supprimé/.test(m.subject));
    expect(farewell).toHaveLength(1);
    expect(farewell[0]!.subject).toBe("Votre compte Cabas est supprimé");
    expect(await db().select().from(schema.backgroundJobs).where(sql`${schema.backgroundJobs.payload}::text like '%endormie@example.fr%'`)).toHaveLength(0);
    expect(farewell[0]!.text).toMatch(/Comme nous vous l'avions annoncé le 2 décembre 2026, votre compte Cabas a été supprimé le 2 janvier 2027, faute d'activité depuis 3 ans\./);
    // The active account was warned in its turn (35 months after 3 January 2024), not erased.
    expect((await user(active.userId)).email).toBe("active@example.fr");
  });

  it("a sign-in after the notice cancels it: the account stays and a later notice starts again", async () => {
    clock = new Date("2026-12-02T03:00:00Z");
    const { userId } = await registerCustomer(t, "revenue@example.fr");
    await quietSince(userId, "2023-06-01T09:00:00Z");
    await run();
    expect((await user(userId)).inactivityWarnedAt).toEqual(clock);

    clock = new Date("2026-12-20T18:00:00Z");
    const signIn = await t.app.inject({ method: "POST", url: "/next-react/loginToken.php", headers: ORIGIN, payload: { email: "revenue@example.fr", password: PASSWORD } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect((await user(userId)).lastActiveAt).toEqual(clock);

    clock = new Date("2027-01-03T03:00:00Z");
    await run();
    expect(await user(userId)).toMatchObject({ email: "revenue@example.fr", inactivityWarnedAt: null });
    expect(mailsTo("revenue@example.fr").filter((m) => /est supprimé/.test(m.subject))).toHaveLength(0);
  });

  it("using a signed-in session (browsing, the basket) is activity too, and cancels the notice", async () => {
    clock = new Date("2026-12-02T03:00:00Z");
    const { userId, token } = await registerCustomer(t, "panier@example.fr");
    await quietSince(userId, "2023-06-01T09:00:00Z");
    await run();
    expect((await user(userId)).inactivityWarnedAt).toEqual(clock);

    clock = new Date("2026-12-02T20:00:00Z");
    expect((await t.app.inject({ method: "GET", url: "/next-react/me.php", headers: bearer(token) })).statusCode).toBe(200);
    expect((await user(userId)).lastActiveAt).toEqual(clock);
    clock = new Date("2027-01-02T03:00:00Z");
    await run();
    expect(await user(userId)).toMatchObject({ email: "panier@example.fr", inactivityWarnedAt: null });
  });

  it("never warns nor erases a staff account, an order not delivered, or a returned debit still due", async () => {
    clock = new Date("2026-12-02T03:00:00Z");
    const staff = await registerCustomer(t, "equipe@example.fr");
    await db().update(schema.users).set({ permissions: ["orders.dispatch"] }).where(eq(schema.users.id, staff.userId));
    const waiting = await registerCustomer(t, "commande.en.route@example.fr");
    const owing = await registerCustomer(t, "impaye@example.fr");
    for (const id of [staff.userId, waiting.userId, owing.userId]) await quietSince(id, "2023-01-10T09:00:00Z");

    const { fixed } = await pickProducts(db(), waiting.perimeterId);
    const line = { productId: fixed[0]!.id, name: fixed[0]!.name, quantity: 1, unitCents: 1000 };
    const old = new Date("2023-01-10T09:00:00Z");
    const slot = await createSlot(db(), waiting.perimeterId, new Date("2023-01-12T08:00:00Z"));
    // An order placed long ago and never delivered: the shop still owes it (or its refund).
    await insertOrder(db(), { userId: waiting.userId, perimeterId: waiting.perimeterId, slotId: slot.id, lines: [line], now: old, status: "placed" });
    const debited = await insertOrder(db(), { userId: owing.userId, perimeterId: owing.perimeterId, slotId: slot.id, lines: [line], now: old, status: "placed", method: "sepa", providerRef: "sepa-impaye-retention" });
    await db().update(schema.orders).set({ status: "delivered", deliveredAt: old }).where(eq(schema.orders.id, debited.id));
    await db()
      .update(schema.payments)
      .set({ status: "captured", capturedCents: 1000, returnedAt: old, returnCode: "AM04", returnKind: "rejet" })
      .where(eq(schema.payments.orderId, debited.id));

    clock = new Date("2027-06-01T03:00:00Z");
    await run();
    for (const { userId } of [staff, waiting, owing]) expect((await user(userId)).inactivityWarnedAt).toBeNull();

    // Once the amount is paid, the account is an ordinary quiet one: warned, then erased a month later.
    await db().update(schema.payments).set({ returnPaidAt: clock, returnPaidBy: "marie", returnPaidReference: "TPE-1" }).where(eq(schema.payments.orderId, debited.id));
    await run();
    expect((await user(owing.userId)).inactivityWarnedAt).toEqual(clock);
    clock = new Date("2027-07-01T03:00:00Z");
    await run();
    expect((await user(owing.userId)).email).toBe(erasedEmailFor(owing.userId));
    // The order and its payment stay for the accounts, ten years (ADR 0039).
    expect((await db().select().from(schema.orders).where(eq(schema.orders.id, debited.id)))[0]!.userId).toBe(owing.userId);
    expect((await user(staff.userId)).email).toBe("equipe@example.fr");
    expect((await user(waiting.userId)).email).toBe("commande.en.route@example.fr");
  });

  it("runs on the durable queue in batches: a small batch reaches every notice running", async () => {
    clock = new Date("2026-12-02T03:00:00Z");
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const { userId } = await registerCustomer(t, `lot.${n}@example.fr`);
      await quietSince(userId, "2023-03-01T09:00:00Z");
      ids.push(userId);
    }
    clock = new Date("2026-12-03T03:00:00Z");
    const warned = await run();
    expect(warned.noticesQueued).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect((await user(id)).inactivityWarnedAt).toEqual(clock);
    clock = new Date("2027-01-03T03:00:00Z");
    const erased = await run({ batch: 1 });
    expect(erased.erased).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect((await user(id)).email).toBe(erasedEmailFor(id));

    // The daily job: scheduled once, its run queues the next.
    await db().delete(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, INACTIVE_ACCOUNTS_JOB));
    await scheduleInactiveAccounts(db(), clock);
    await scheduleInactiveAccounts(db(), clock);
    const queued = await db().select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, INACTIVE_ACCOUNTS_JOB));
    expect(queued).toHaveLength(1);
    clock = new Date("2027-01-04T03:00:00Z");
    await runDueJobs(db(), handlers(), clock);
    const next = await db().select().from(schema.backgroundJobs).where(and(eq(schema.backgroundJobs.kind, INACTIVE_ACCOUNTS_JOB), isNull(schema.backgroundJobs.doneAt)));
    expect(next.map((j) => j.runAt)).toEqual([new Date("2027-01-05T03:00:00Z")]);
    await db().delete(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, INACTIVE_ACCOUNTS_JOB));
  });

  it("spreads a backlog over the days, oldest activity first, each notice with its own 30 days at least", async () => {
    // A backlog found at once (a first run, an import): four accounts long past three years, signed up in no order.
    clock = new Date("2028-03-01T03:00:00Z");
    const quiet: Record<string, number> = {};
    for (const [name, since] of [
      ["c", "2019-03-01T09:00:00Z"],
      ["a", "2019-01-01T09:00:00Z"],
      ["d", "2019-04-01T09:00:00Z"],
      ["b", "2019-02-01T09:00:00Z"],
    ] as const) {
      quiet[name] = (await registerCustomer(t, `arriere.${name}@example.fr`)).userId;
      await quietSince(quiet[name], since);
    }
    const perDay = { noticesPerDay: 2 };

    expect((await run(perDay)).noticesQueued).toBe(2);
    // The queue retried the day's run, or a second instance ran it: the day's quota is spent all the same.
    clock = new Date("2028-03-01T09:00:00Z");
    expect((await run(perDay)).noticesQueued).toBe(0);
    const warnedAt = async () => Object.fromEntries(await Promise.all(Object.entries(quiet).map(async ([name, id]) => [name, (await user(id)).inactivityWarnedAt])));
    expect(await warnedAt()).toEqual({ a: new Date("2028-03-01T03:00:00Z"), b: new Date("2028-03-01T03:00:00Z"), c: null, d: null });

    clock = new Date("2028-03-02T03:00:00Z");
    expect((await run(perDay)).noticesQueued).toBe(2);
    expect(await warnedAt()).toMatchObject({ c: clock, d: clock });
    // Each notice announces a day counted from its own sending, not from the three years long gone.
    expect(noticesTo("arriere.a@example.fr")[0]!.subject).toMatch(/supprimé le 1er avril 2028 /);
    expect(noticesTo("arriere.d@example.fr")[0]!.subject).toMatch(/supprimé le 2 avril 2028 /);

    // A month after the first notices: those two go, the two warned a day later stay a day more.
    clock = new Date("2028-04-01T03:00:00Z");
    await run(perDay);
    expect((await user(quiet.a!)).email).toBe(erasedEmailFor(quiet.a!));
    expect((await user(quiet.b!)).email).toBe(erasedEmailFor(quiet.b!));
    expect((await user(quiet.c!)).email).toBe("arriere.c@example.fr");
    clock = new Date("2028-04-02T03:00:00Z");
    await run(perDay);
    expect((await user(quiet.d!)).email).toBe(erasedEmailFor(quiet.d!));
  });

  it("a notice the mail server refuses is not counted: no clock starts, and a later run sends it again", async () => {
    clock = new Date("2028-06-01T03:00:00Z");
    const { userId } = await registerCustomer(t, "boite.pleine@example.fr");
    await quietSince(userId, "2019-06-01T09:00:00Z");
    refusing.add("boite.pleine@example.fr");

    await run();
    expect((await user(userId)).inactivityWarnedAt).toBeNull();
    // The queue tries again (30 s, 2 min, 8 min, 32 min later), refused each time, then gives up.
    for (const hour of [4, 5, 6, 7]) {
      clock = new Date(`2028-06-01T0${hour}:00:00Z`);
      await drainQueue();
    }
    const [job] = await noticeJobsFor(userId);
    expect(job).toMatchObject({ attempts: 5, doneAt: null });
    expect(job!.lastError).toMatch(/451/);
    expect((await user(userId)).inactivityWarnedAt).toBeNull();
    expect(noticesTo("boite.pleine@example.fr")).toHaveLength(0);

    // A month on, nothing was announced, so nothing is erased; the daily run tried again meanwhile.
    clock = new Date("2028-07-02T03:00:00Z");
    await run();
    expect((await user(userId)).email).toBe("boite.pleine@example.fr");
    expect((await noticeJobsFor(userId)).length).toBeGreaterThan(1);

    // The mailbox works again: the notice goes, and its month starts that day.
    refusing.delete("boite.pleine@example.fr");
    clock = new Date("2028-07-03T03:00:00Z");
    await run();
    expect((await user(userId)).inactivityWarnedAt).toEqual(clock);
    expect(noticesTo("boite.pleine@example.fr").map((m) => m.subject)).toEqual([
      "Votre compte Cabas sera supprimé le 3 août 2028 faute d'activité ; connectez-vous pour le garder",
    ]);
    clock = new Date("2028-08-03T02:59:59Z");
    await run();
    expect((await user(userId)).email).toBe("boite.pleine@example.fr");
    clock = new Date("2028-08-03T03:00:00Z");
    await run();
    expect((await user(userId)).email).toBe(erasedEmailFor(userId));
  });

  it("an address refused before waits behind the others for the day's quota", async () => {
    clock = new Date("2028-09-01T03:00:00Z");
    const dead = await registerCustomer(t, "adresse.morte@example.fr");
    await quietSince(dead.userId, "2019-01-01T09:00:00Z");
    refusing.add("adresse.morte@example.fr");
    await run({ noticesPerDay: 1 });
    for (const hour of [4, 5, 6, 7]) {
      clock = new Date(`2028-09-01T0${hour}:00:00Z`);
      await drainQueue();
    }
    expect((await noticeJobsFor(dead.userId))[0]).toMatchObject({ attempts: 5, doneAt: null });

    // A fresh account quiet for less long comes first the next day; the refused one has the next day's place.
    const fresh = await registerCustomer(t, "nouvelle.endormie@example.fr");
    await quietSince(fresh.userId, "2025-06-01T09:00:00Z");
    clock = new Date("2028-09-02T03:00:00Z");
    await run({ noticesPerDay: 1 });
    expect((await user(fresh.userId)).inactivityWarnedAt).toEqual(clock);
    expect(await noticeJobsFor(dead.userId)).toHaveLength(1);
    clock = new Date("2028-09-03T03:00:00Z");
    await runInactiveAccounts(db(), clock, SHOP, { noticesPerDay: 1 });
    expect(await noticeJobsFor(dead.userId)).toHaveLength(2);
    refusing.delete("adresse.morte@example.fr");
    await drainQueue();
    expect((await user(dead.userId)).inactivityWarnedAt).toEqual(clock);
  });

  it("a notice still waiting in the queue is not queued again, and one whose customer came back meanwhile is not sent", async () => {
    clock = new Date("2028-10-01T03:00:00Z");
    const { userId, token } = await registerCustomer(t, "file.attente@example.fr");
    await quietSince(userId, "2019-06-01T09:00:00Z");
    // The worker is down: the notice waits in the queue through the next day's run.
    await runInactiveAccounts(db(), clock, SHOP);
    clock = new Date("2028-10-02T03:00:00Z");
    await runInactiveAccounts(db(), clock, SHOP);
    expect(await noticeJobsFor(userId)).toHaveLength(1);

    clock = new Date("2028-10-02T10:00:00Z");
    expect((await t.app.inject({ method: "GET", url: "/next-react/me.php", headers: bearer(token) })).statusCode).toBe(200);
    await drainQueue();
    expect((await user(userId)).inactivityWarnedAt).toBeNull();
    expect(noticesTo("file.attente@example.fr")).toHaveLength(0);
    expect((await noticeJobsFor(userId))[0]!.doneAt).toEqual(clock);
  });
});
