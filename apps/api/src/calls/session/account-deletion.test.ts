// supprimerCompte through HTTP on a real seeded database: the refusals change nothing, a deletion erases what it
// must in every table and keeps the orders and invoices (ADR 0039).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { MAIL_JOB, mailJobHandler, type MailMessage } from "../../mail/mailer.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, claimFixtureProducts, createSlot, insertClaimableOrder, insertOrder, ORIGIN, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { invoicePdfFor, issueInvoice } from "../orders/invoice.ts";
import { claimUnderReviewRefusal, ERASED_REVISION_NOTE, IMPERSONATION_REFUSAL, STAFF_ACCOUNT_REFUSAL, WRONG_PASSWORD } from "./account-deletion-rules.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const PASSWORD = "Un cabas plein de légumes";
const STAFF_PASSWORD = "Chef de rayon 2026";

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await t.database.db.insert(schema.users).values({
    email: "support@cabas.example",
    passwordHash: await hashPassword(STAFF_PASSWORD),
    nom: "Martin",
    prenom: "Léa",
    permissions: ["customer.impersonate"],
  });
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (call: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: "POST", url: `/next-react/${call}.php`, payload, headers: { ...ORIGIN, ...(token ? bearer(token) : {}) } });
const me = (token: string) => t.app.inject({ method: "GET", url: "/next-react/me.php", headers: bearer(token) });
const deleteAccount = (token: string, password = PASSWORD, confirmation: unknown = "1") => post("supprimerCompte", { password, confirmation }, token);
const userRow = async (id: number) => (await db().select().from(schema.users).where(eq(schema.users.id, id)))[0]!;
const count = async (table: Parameters<ReturnType<ReturnType<typeof db>["select"]>["from"]>[0], where: SQL | undefined) =>
  (await db().select({ n: sql<number>`count(*)::int` }).from(table).where(where))[0]!.n;

describe("supprimerCompte refusals", () => {
  it("needs a signed-in customer", async () => {
    expect((await post("supprimerCompte", { password: PASSWORD, confirmation: "1" })).statusCode).toBe(401);
  });

  it("asks for the password and the confirmation, in French, beside each field", async () => {
    const { token } = await registerCustomer(t, "confirme@example.fr");
    const res = await post("supprimerCompte", {}, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.password[0]).toBe("Saisissez votre mot de passe pour confirmer.");
    expect(res.json().errors.confirmation[0]).toBe("Cochez la case pour confirmer que la suppression est définitive.");
    expect((await me(token)).statusCode).toBe(200);
  });

  it("reads the box as every form's box is read: « on » from a box without value is ticked too", async () => {
    const { token } = await registerCustomer(t, "case.on@example.fr");
    const res = await deleteAccount(token, "pas le bon mot de passe", "on");
    // Past the confirmation, on to the password.
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(WRONG_PASSWORD);
    expect((await deleteAccount(token, PASSWORD, "0")).json().errors.confirmation[0]).toMatch(/^Cochez la case/);
  });

  it("refuses a wrong password, changes nothing, and counts it like a sign-in attempt", async () => {
    const { token, userId } = await registerCustomer(t, "mauvais.mdp@example.fr");
    const before = await userRow(userId);
    const res = await deleteAccount(token, "pas le bon mot de passe");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, message: WRONG_PASSWORD, errors: { password: [WRONG_PASSWORD] } });
    expect(await userRow(userId)).toEqual(before);
    expect((await me(token)).statusCode).toBe(200);
    const [attempts] = await db().select().from(schema.rateLimits).where(eq(schema.rateLimits.key, "login:account:mauvais.mdp@example.fr"));
    expect(attempts?.count).toBe(1);
    // The sign-in limit is shared: ten wrong guesses here and the account's sign-in waits too.
    for (let i = 0; i < 9; i++) await deleteAccount(token, `essai ${i}`);
    const blocked = await deleteAccount(token);
    expect(blocked.statusCode).toBe(429);
    const signIn = await post("loginToken", { email: "mauvais.mdp@example.fr", password: PASSWORD });
    expect(signIn.statusCode).toBe(429);
    expect((await userRow(userId)).email).toBe("mauvais.mdp@example.fr");
  });

  it("refuses while an order is on its way, naming it, and changes nothing", async () => {
    const { token, userId, perimeterId } = await registerCustomer(t, "en.cours@example.fr");
    const { fixed } = await pickProducts(db(), perimeterId);
    const slot = await createSlot(db(), perimeterId, new Date("2026-11-25T08:00:00Z"));
    const order = await insertOrder(db(), { userId, perimeterId, slotId: slot.id, lines: [{ productId: fixed[0]!.id, name: fixed[0]!.name, quantity: 1, unitCents: 1000 }], now: clock, status: "placed" });
    const res = await deleteAccount(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `Votre commande n° ${order.id} (validée) n'est pas encore livrée : vous pouvez la modifier ou l'annuler depuis « Mes commandes en cours », ou attendre sa livraison, puis supprimer votre compte.`,
    );
    expect((await userRow(userId)).email).toBe("en.cours@example.fr");
    expect((await me(token)).statusCode).toBe(200);
  });

  it("refuses while a claim is under review, naming it: its refund is the customer's, and changes nothing", async () => {
    const { token, userId, perimeterId } = await registerCustomer(t, "reclamation@example.fr");
    const { products, bulk } = await claimFixtureProducts(db(), perimeterId);
    const orderId = await insertClaimableOrder(db(), { userId, perimeterId, products, bulk, now: clock });
    const lines = await db().select().from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));
    // The whole order claimed missing: above the instant-credit ceilings, it waits for customer service.
    const claim = await post("sendMRForm", { id_commande: orderId, lignes: lines.map((l) => ({ id_article: l.productId, quantite: l.quantity, motif: "manquant" })) }, token);
    expect(claim.json().statut, claim.body).toBe("en_examen");
    const res = await deleteAccount(token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(claimUnderReviewRefusal({ id: claim.json().id_reclamation, orderId }));
    expect(res.json().message).toMatch(/en cours d'examen par notre service client : attendez sa réponse/);
    expect((await userRow(userId)).email).toBe("reclamation@example.fr");
    expect((await me(token)).statusCode).toBe(200);
    // Once settled, the account may go.
    await db().update(schema.orderClaims).set({ status: "refused", refusalReason: "abus", settledAt: clock, settledBy: "marie" }).where(eq(schema.orderClaims.userId, userId));
    // A revision's note is written about her (ADR 0098): it goes with her claim's comment.
    await db().insert(schema.orderClaimRevisions).values({ claimId: claim.json().id_reclamation, revisedAt: clock, revisedBy: "marie", previousStatus: "refused", previousCreditCents: 0, addedCents: 100, note: "Mme Durand a envoyé une photo du sac." });
    expect((await deleteAccount(token)).statusCode).toBe(200);
    const [revision] = await db().select().from(schema.orderClaimRevisions).where(eq(schema.orderClaimRevisions.claimId, claim.json().id_reclamation));
    expect(revision!.note).toBe(ERASED_REVISION_NOTE);
  });

  it("refuses staff acting as the customer, even with the customer's password", async () => {
    const { userId } = await registerCustomer(t, "aide@example.fr");
    const staff = await post("loginToken", { email: "support@cabas.example", password: STAFF_PASSWORD });
    const acting = await post("loginSA", { id_client: userId }, staff.json().token);
    expect(acting.statusCode).toBe(200);
    const res = await deleteAccount(acting.json().token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(IMPERSONATION_REFUSAL);
    expect((await userRow(userId)).email).toBe("aide@example.fr");
  });

  it("refuses a staff account", async () => {
    const staff = await post("loginToken", { email: "support@cabas.example", password: STAFF_PASSWORD });
    const res = await deleteAccount(staff.json().token, STAFF_PASSWORD);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(STAFF_ACCOUNT_REFUSAL);
  });
});

describe("supprimerCompte", () => {
  const EMAIL = "chloe.efface@example.fr";
  let customer: { token: string; userId: number; perimeterId: number };
  let orderId: number;
  let slotId: number;
  let bookedBefore: number;

  beforeAll(async () => {
    customer = await registerCustomer(t, EMAIL);
    const { userId, perimeterId } = customer;
    const { fixed } = await pickProducts(db(), perimeterId);
    // A delivered order (with its invoice) and a cancelled one: a finished history does not stop a deletion.
    const past = await createSlot(db(), perimeterId, new Date("2026-11-20T08:00:00Z"));
    const order = await insertOrder(db(), { userId, perimeterId, slotId: past.id, lines: [{ productId: fixed[0]!.id, name: fixed[0]!.name, quantity: 2, unitCents: 450 }], now: clock, status: "placed" });
    orderId = order.id;
    const invoice = await db().transaction((tx) => issueInvoice(tx, order, clock));
    await db().update(schema.orders).set({ status: "delivered", deliveredAt: clock, finalCents: order.totalCents, ...invoice }).where(eq(schema.orders.id, order.id));
    const cancelled = await insertOrder(db(), { userId, perimeterId, slotId: past.id, lines: [{ productId: fixed[1]!.id, name: fixed[1]!.name, quantity: 1, unitCents: 300 }], now: clock, status: "placed" });
    await db().update(schema.orders).set({ status: "cancelled", cancelledAt: clock }).where(eq(schema.orders.id, cancelled.id));
    // A reservation made ahead holds a place in a coming slot.
    const coming = await createSlot(db(), perimeterId, new Date("2026-11-27T08:00:00Z"));
    slotId = coming.id;
    bookedBefore = coming.booked;
    await db().insert(schema.slotBookings).values({ slotId, kind: "reservation", userId, expiresAt: new Date("2026-11-27T00:00:00Z") });
    await db().update(schema.deliverySlots).set({ booked: sql`${schema.deliverySlots.booked} + 1` }).where(eq(schema.deliverySlots.id, slotId));
    await db().insert(schema.addresses).values({ userId, nom: "Durand", prenom: "Chloé", line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris", phone: "0601020304" });
    await db().insert(schema.paymentCards).values({ userId, provider: "sandbox", providerToken: "tok_efface", brand: "visa", last4: "4242", expMonth: 12, expYear: 2030 });
    const [list] = await db().insert(schema.shoppingLists).values({ userId, name: "Courses" }).returning();
    await db().insert(schema.shoppingListItems).values({ listId: list!.id, productId: fixed[2]!.id, quantity: 1 });
    await db().insert(schema.notepads).values({ userId, title: "Marché", body: "2 baguettes" });
    await db().insert(schema.loyaltyLedger).values([
      { userId, kind: "cagnotte", amount: 500, reason: "Jeu" },
      { userId, kind: "joker", amount: 1, reason: "Bienvenue" },
    ]);
    await db().insert(schema.vouchers).values({ userId, code: "BA-EFFACE-5", amountCents: 500, expiresAt: new Date("2027-01-01T00:00:00Z") });
    await db().insert(schema.referralCodes).values({ userId, code: "CHLOE-AB12C" });
    await db().insert(schema.referrals).values({ referrerId: userId, email: "amie@example.fr", invitedAt: clock });
    await db().insert(schema.productPreferences).values({ userId, productId: fixed[0]!.id, substitutionPref: "non" });
    await db().insert(schema.productReviews).values({ userId, productId: fixed[0]!.id, orderId, rating: 5, title: "Très bon", body: "Je recommande ce produit.", status: "published", publishedAt: clock });
    await db().insert(schema.passwordResets).values({ userId, tokenHash: "hash-efface", expiresAt: new Date("2026-11-22T10:30:00Z") });
    await db().insert(schema.contactMessages).values({ userId, email: EMAIL, name: "Chloé Durand", subject: "commande", message: "Bonjour" });
    await db().insert(schema.surveyResponses).values({ userId, surveyCode: "nouveau-site", answers: { note: 4 } });
    await db().insert(schema.reservationWaitlist).values({ userId, productId: fixed[3]!.id, perimeterId });
  });

  it("erases the account, ends its sessions and confirms it", async () => {
    const other = await post("loginToken", { email: EMAIL, password: PASSWORD });
    const res = await deleteAccount(customer.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "Votre compte a été supprimé." });
    expect(res.cookies.find((c) => c.name === "ID")).toMatchObject({ value: "" });
    expect((await me(customer.token)).statusCode).toBe(401);
    expect((await me(other.json().token)).statusCode).toBe(401);
  });

  it("anonymises the account row in place", async () => {
    const user = await userRow(customer.userId);
    expect(user).toMatchObject({ email: `supprime-${customer.userId}@cabas.invalid`, nom: "", prenom: "", civilite: null, phone: null, postalCode: null, companyName: null, siret: null });
    expect(user.passwordHash).not.toMatch(/^\$argon2/);
  });

  it("deletes what was the customer's and forfeits their benefits", async () => {
    const { userId } = customer;
    expect(await count(schema.addresses, eq(schema.addresses.userId, userId))).toBe(0);
    expect(await count(schema.paymentCards, eq(schema.paymentCards.userId, userId))).toBe(0);
    expect(await count(schema.shoppingLists, eq(schema.shoppingLists.userId, userId))).toBe(0);
    expect(await count(schema.notepads, eq(schema.notepads.userId, userId))).toBe(0);
    expect(await count(schema.optins, eq(schema.optins.userId, userId))).toBe(0);
    expect(await count(schema.passwordResets, eq(schema.passwordResets.userId, userId))).toBe(0);
    expect(await count(schema.referralCodes, eq(schema.referralCodes.userId, userId))).toBe(0);
    expect(await count(schema.referrals, eq(schema.referrals.referrerId, userId))).toBe(0);
    expect(await count(schema.productPreferences, eq(schema.productPreferences.userId, userId))).toBe(0);
    expect(await count(schema.contactMessages, eq(schema.contactMessages.email, EMAIL))).toBe(0);
    expect(await count(schema.surveyResponses, eq(schema.surveyResponses.userId, userId))).toBe(0);
    expect(await count(schema.reservationWaitlist, eq(schema.reservationWaitlist.userId, userId))).toBe(0);
    expect(await count(schema.baskets, and(eq(schema.baskets.userId, userId), sql`${schema.baskets.status} <> 'ordered'`))).toBe(0);
    expect(await count(schema.sessions, and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)))).toBe(0);
    // The vouchers spent on orders stay with them; the unused one is gone.
    const vouchers = await db().select().from(schema.vouchers).where(eq(schema.vouchers.userId, userId));
    expect(vouchers.map((v) => v.code)).not.toContain("BA-EFFACE-5");
    expect(vouchers.every((v) => v.usedAt !== null)).toBe(true);
    const balances = await db()
      .select({ kind: schema.loyaltyLedger.kind, sum: sql<number>`sum(${schema.loyaltyLedger.amount})::int` })
      .from(schema.loyaltyLedger)
      .where(eq(schema.loyaltyLedger.userId, userId))
      .groupBy(schema.loyaltyLedger.kind);
    expect(balances.every((b) => b.sum === 0)).toBe(true);
  });

  it("gives the reserved place back to the slot", async () => {
    const [slot] = await db().select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slotId));
    expect(slot!.booked).toBe(bookedBefore);
    const live = await count(schema.slotBookings, and(eq(schema.slotBookings.userId, customer.userId), isNull(schema.slotBookings.releasedAt), eq(schema.slotBookings.kind, "reservation")));
    expect(live).toBe(0);
  });

  it("keeps the orders and what their invoice prints, without the courier's details", async () => {
    const orders = await db().select().from(schema.orders).where(eq(schema.orders.userId, customer.userId));
    expect(orders).toHaveLength(2);
    const delivered = orders.find((o) => o.id === orderId)!;
    expect(delivered.billingAddress).toMatchObject({ nom: "Durand", prenom: "Chloé", line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris" });
    expect(delivered.deliveryAddress).not.toHaveProperty("doorCode");
    expect(await count(schema.orderLines, eq(schema.orderLines.orderId, orderId))).toBe(1);
    const pdf = Buffer.from(await invoicePdfFor(db(), delivered));
    expect(pdf.subarray(0, 4).toString()).toBe("%PDF");
  });

  it("keeps the published review, signed « Client Cabas »", async () => {
    const reviews = await db().select().from(schema.productReviews).where(eq(schema.productReviews.userId, customer.userId));
    expect(reviews).toHaveLength(1);
    const res = await t.app.inject({ method: "GET", url: `/next-react/getAvis.php?id_article=${reviews[0]!.productId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().avis.map((a: { auteur: string }) => a.auteur)).toContain("Client Cabas");
  });

  it("sends the confirmation to the old address, then keeps no copy of it", async () => {
    const jobs = await db().select().from(schema.backgroundJobs).where(sql`${schema.backgroundJobs.payload} ->> 'to' = ${EMAIL}`);
    // The welcome mail of the sign-up is gone: only the confirmation still names the address.
    expect(jobs).toHaveLength(1);
    const sent: MailMessage[] = [];
    await runDueJobs(db(), { [MAIL_JOB]: mailJobHandler({ describe: "test", send: async (m) => void sent.push(m) }) }, new Date(clock.getTime() + 1000), 100);
    const mail = sent.find((m) => m.to === EMAIL);
    expect(mail?.subject).toBe("Votre compte Cabas est supprimé");
    expect(mail?.text).toMatch(/Bonjour Chloé,/);
    expect(mail?.text).toMatch(/garder vos factures/);
    // The last e-mail says goodbye: « À très vite » would contradict « Nous ne vous écrirons plus ».
    expect(mail?.text).not.toContain("À très vite");
    expect(mail?.text).toMatch(/Merci d'avoir fait vos courses chez Cabas\.\nL'équipe Cabas\nService client/);
    const [done] = await db().select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.id, jobs[0]!.id));
    expect(done!.doneAt).not.toBeNull();
    expect(done!.payload).toEqual({});
    expect(await count(schema.backgroundJobs, sql`${schema.backgroundJobs.payload}::text ilike ${`%${EMAIL}%`}`)).toBe(0);
  });

  it("lets nobody sign in with the old credentials, and the old address sign up afresh", async () => {
    expect((await post("loginToken", { email: EMAIL, password: PASSWORD })).statusCode).toBe(422);
    expect((await post("loginToken", { email: `supprime-${customer.userId}@cabas.invalid`, password: PASSWORD })).statusCode).toBe(422);
    const again = await registerCustomer(t, EMAIL);
    expect(again.userId).not.toBe(customer.userId);
    const fresh = (await me(again.token)).json().user;
    expect(fresh).toMatchObject({ email: EMAIL, prenom: "Chloé" });
  });

  it("cannot be acted as by staff any more", async () => {
    const staff = await post("loginToken", { email: "support@cabas.example", password: STAFF_PASSWORD });
    expect((await post("loginSA", { id_client: customer.userId }, staff.json().token)).statusCode).toBe(404);
  });
});
