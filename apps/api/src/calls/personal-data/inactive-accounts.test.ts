// The erasure of inactive accounts on a real seeded database (ADR 0135): warned once a month before, a sign-in or a
// signed-in call cancels it, erased as « Supprimer mon compte » erases after the month, and the accounts never erased.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, createSlot, insertOrder, ORIGIN, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { erasedEmailFor } from "../session/account-deletion-rules.ts";
import { INACTIVE_ACCOUNTS_JOB, inactiveAccountsHandlers, runInactiveAccounts, scheduleInactiveAccounts } from "./inactive-accounts.ts";

const SHOP = "https://cabas.example";
const PASSWORD = "Un cabas plein de légumes";
let clock = new Date("2026-12-02T03:00:00Z");
let t: TestApp;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const user = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
/** An account last used (signed up, signed in) long ago. */
const quietSince = async (id: number, iso: string) =>
  db().update(schema.users).set({ createdAt: new Date(iso), lastActiveAt: new Date(iso) }).where(eq(schema.users.id, id));
const mailsTo = async (to: string) =>
  (await db().select().from(schema.backgroundJobs).where(and(eq(schema.backgroundJobs.kind, MAIL_JOB), sql`${schema.backgroundJobs.payload} ->> 'to' = ${to}`)))
    .map((j) => j.payload as { subject: string; text: string });
const run = () => runInactiveAccounts(db(), clock, SHOP);

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
    const notices = (await mailsTo("endormie@example.fr")).filter((m) => /sera supprimé/.test(m.subject));
    expect(notices).toHaveLength(1);
    // Three years after 1 January 2024 is sooner than a month after the notice: the customer still gets the month.
    expect(notices[0]!.subject).toBe("Votre compte Cabas sera supprimé le 2 janvier 2027 faute d'activité ; connectez-vous pour le garder");
    expect(notices[0]!.text).toMatch(/depuis le 1er janvier 2024/);
    expect(notices[0]!.text).toMatch(/connectez-vous avant cette date, c'est tout : https:\/\/cabas\.example\/authentification/);
    expect(await mailsTo("active@example.fr")).not.toContainEqual(expect.objectContaining({ subject: expect.stringMatching(/sera supprimé/) }));

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
    // The notice went with the account's other mails; the farewell is the one left, and says why.
    const left = await mailsTo("endormie@example.fr");
    expect(left).toHaveLength(1);
    expect(left[0]!.subject).toBe("Votre compte Cabas est supprimé");
    expect(left[0]!.text).toMatch(/Comme nous vous l'avions annoncé le 2 décembre 2026, votre compte Cabas a été supprimé le 2 janvier 2027, faute d'activité depuis 3 ans\./);
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
    expect((await mailsTo("revenue@example.fr")).filter((m) => /est supprimé/.test(m.subject))).toHaveLength(0);
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

  it("runs on the durable queue in batches: a small batch reaches every account due", async () => {
    clock = new Date("2026-12-02T03:00:00Z");
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      const { userId } = await registerCustomer(t, `lot.${n}@example.fr`);
      await quietSince(userId, "2023-03-01T09:00:00Z");
      ids.push(userId);
    }
    clock = new Date("2026-12-03T03:00:00Z");
    const result = await runInactiveAccounts(db(), clock, SHOP, 1);
    expect(result.warned).toBeGreaterThanOrEqual(3);
    for (const id of ids) expect((await user(id)).inactivityWarnedAt).toEqual(clock);

    // The daily job: scheduled once, its run queues the next.
    await db().delete(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, INACTIVE_ACCOUNTS_JOB));
    await scheduleInactiveAccounts(db(), clock);
    await scheduleInactiveAccounts(db(), clock);
    const queued = await db().select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, INACTIVE_ACCOUNTS_JOB));
    expect(queued).toHaveLength(1);
    clock = new Date("2027-01-04T03:00:00Z");
    await runDueJobs(db(), inactiveAccountsHandlers(db(), SHOP, () => clock), clock);
    for (const id of ids) expect((await user(id)).email).toBe(erasedEmailFor(id));
    const next = await db().select().from(schema.backgroundJobs).where(and(eq(schema.backgroundJobs.kind, INACTIVE_ACCOUNTS_JOB), isNull(schema.backgroundJobs.doneAt)));
    expect(next.map((j) => j.runAt)).toEqual([new Date("2027-01-05T03:00:00Z")]);
  });
});
