// The demo customer on a real seeded database: two delivered orders that explain every balance (loyalty euros at
// the programme's rate, the « Deux commandes » challenge won and listed), nothing queued for the mailbox, and a
// second start that adds nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { seedDateFor } from "@cabas/db/seed";
import { loyaltyCreditCents } from "../../domain/payment-amounts.ts";
import { euroAmountText } from "../../domain/order-labels.ts";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { ORIGIN } from "../../test/order-fixtures.ts";
import { createDemoAccounts, DEMO_ACCOUNTS, demoGestureTime } from "./demo-accounts.ts";

const seedNow = seedDateFor(new Date());
let t: TestApp;
let token = "";
let userId = 0;
const { get } = queryClient(() => t);
const demo = DEMO_ACCOUNTS[0];
// Seeded at 06:00 UTC, two hours before the seed's reference date (08:00 UTC, 9 h in Paris): the QA's case.
const seededAt = new Date(seedNow.getTime() - 2 * 3_600_000);
const options = { now: seedNow, seededAt, publicUrl: "http://localhost:3000" };

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(seedNow.getTime() + 3_600_000) });
  await createDemoAccounts(t.database.db, options);
  const login = await t.app.inject({ method: "POST", url: "/next-react/loginToken.php", headers: ORIGIN, payload: { email: demo.email, password: demo.password } });
  expect(login.statusCode, login.body).toBe(200);
  token = login.json<{ token: string }>().token;
  userId = (await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, demo.email)))[0]!.id;
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const ledger = (kind: "eurofid" | "cagnotte" | "joker") =>
  t.database.db
    .select()
    .from(schema.loyaltyLedger)
    .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, kind)))
    .orderBy(schema.loyaltyLedger.id);

describe("the demo customer", () => {
  it("has two delivered orders, each with lines, a captured payment, an address, its steps and an invoice", async () => {
    const orders = await t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, userId)).orderBy(schema.orders.id);
    expect(orders).toHaveLength(2);
    for (const order of orders) {
      expect(order).toMatchObject({ status: "delivered", paymentMethod: "card" });
      expect(order.invoiceNumber).not.toBeNull();
      expect(order.deliveredAt!.getTime()).toBeLessThan(seedNow.getTime());
      expect(order.deliveryAddress).toMatchObject({ line1: "18 rue de la Roquette", postalCode: "75011", doorCode: "4521B" });
      const lines = await t.database.db.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
      expect(lines.length).toBeGreaterThan(3);
      expect(order.goodsCents).toBe(lines.reduce((sum, l) => sum + l.lineCents, 0));
      const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
      expect(payment).toMatchObject({ status: "captured", capturedCents: order.finalCents });
      const events = await t.database.db.select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, order.id)).orderBy(schema.orderEvents.id);
      // The weighing, then the capture the bank accepted (ADR 0055: « encaissés » only once the money is taken).
      expect(events.map((e) => e.status)).toEqual(["pending_payment", "placed", "preparing", "preparing", "out_for_delivery", "delivered"]);
      expect(events[3]!.note).toBe(`${euroAmountText(order.finalCents!)} encaissés`);
    }
    const page = await get("getCommande", { id_commande: orders[1]!.id }, token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().commande ?? page.json()).toMatchObject({ statut: "delivered", facture: true });
  });

  it("earned its loyalty euros on the goods of those orders at the programme's rate, and nothing else", async () => {
    const orders = await t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, userId)).orderBy(schema.orders.id);
    const [perimeter] = await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.id, orders[0]!.perimeterId));
    const credits = await ledger("eurofid");
    expect(credits.map((c) => [c.orderId, c.amount, c.reason])).toEqual(
      orders.map((o) => [o.id, loyaltyCreditCents((o.finalCents ?? o.totalCents) - o.feeCents, perimeter!.loyaltyRateBp), `Commande n° ${o.id} livrée`]),
    );
    expect(credits.every((c) => c.amount > 0)).toBe(true);
  });

  it("won the « Deux commandes » challenge with them: credited once, shown won and listed in the history", async () => {
    const pot = await ledger("cagnotte");
    expect(pot.map((p) => [p.amount, p.reason])).toEqual([[500, "Défi « Deux commandes, une récompense » réussi"]]);
    const current = (await get("getDefisActuels", {}, token)).json().defis.find((d: { titre: string }) => d.titre === "Deux commandes, une récompense");
    expect(current.participation).toMatchObject({ atteint: true, recompense_creditee: 5, progression: 2 });
    const history = (await get("getDefisHistorique", {}, token)).json();
    expect(history.total_gagne).toBe(5);
    expect(history.defis).toEqual([expect.objectContaining({ titre: "Deux commandes, une récompense", resultat: "gagne" })]);
  });

  it("has a joker that says why, and queued no e-mail about its past", async () => {
    expect((await ledger("joker")).map((j) => j.amount)).toEqual([1]);
    const mails = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.backgroundJobs).where(sql`${schema.backgroundJobs.payload}->>'to' = ${demo.email}`);
    expect(mails[0]!.n).toBe(0);
  });

  it("dates nothing after the moment it was seeded, even before the seed's reference hour", async () => {
    const vouchers = await t.database.db.select().from(schema.vouchers).where(eq(schema.vouchers.userId, userId));
    expect(vouchers.length).toBeGreaterThan(0);
    for (const v of vouchers) expect(v.createdAt.getTime()).toBeLessThanOrEqual(seededAt.getTime());
    const [user] = await t.database.db.select({ confirmed: schema.users.emailConfirmedAt }).from(schema.users).where(eq(schema.users.id, userId));
    expect(user!.confirmed!.getTime()).toBeLessThanOrEqual(seededAt.getTime());
    const activities = (await get("getActivites", { limit: 50 }, token)).json().activites as { date: string; titre: string; montant: number | null }[];
    expect(activities.length).toBeGreaterThan(0);
    // A line with an amount shows it once, after its title (« Bon d'achat reçu (+10,00 €) »), never in the title too.
    expect(activities.filter((a) => a.montant !== null && a.titre.includes("€"))).toEqual([]);
    expect(activities.some((a) => a.titre === "Bon d'achat reçu" && a.montant !== null && a.montant > 0)).toBe(true);
    for (const a of activities) expect(new Date(a.date).getTime()).toBeLessThanOrEqual(seededAt.getTime());
    // Seeded after the reference hour, the reference date stands: two seeds of one day stay identical.
    expect(demoGestureTime({ now: seedNow, seededAt: new Date(seedNow.getTime() + 3_600_000) })).toBe(seedNow);
  });

  it("adds nothing on a second start", async () => {
    await createDemoAccounts(t.database.db, options);
    const orders = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.orders).where(eq(schema.orders.userId, userId));
    expect(orders[0]!.n).toBe(2);
    expect(await ledger("eurofid")).toHaveLength(2);
    expect(await ledger("cagnotte")).toHaveLength(1);
  });

  it("gives the demo support account, made before moderation, the warehouse, the claims, the zones, the team journal, the waiting lists and the stock screens existed, their permissions at the next start", async () => {
    const support = DEMO_ACCOUNTS[1];
    const permissionsOf = async () =>
      (await t.database.db.select({ p: schema.users.permissions }).from(schema.users).where(eq(schema.users.email, support.email)))[0]!.p;
    expect([...(await permissionsOf())].sort()).toEqual(["claims.settle", "customer.impersonate", "invoices.write", "orders.dispatch", "reviews.moderate", "staff.audit", "stock.write", "waitlists.read", "zones.open"]);
    await t.database.db.update(schema.users).set({ permissions: ["customer.impersonate"] }).where(eq(schema.users.email, support.email));
    await createDemoAccounts(t.database.db, options);
    expect(await permissionsOf()).toEqual(["claims.settle", "customer.impersonate", "invoices.write", "orders.dispatch", "reviews.moderate", "staff.audit", "stock.write", "waitlists.read", "zones.open"]);
    // A permission given by hand stays.
    await t.database.db.update(schema.users).set({ permissions: ["customer.impersonate", "orders.refund", "reviews.moderate"] }).where(eq(schema.users.email, support.email));
    await createDemoAccounts(t.database.db, options);
    expect(await permissionsOf()).toEqual(["claims.settle", "customer.impersonate", "invoices.write", "orders.dispatch", "orders.refund", "reviews.moderate", "staff.audit", "stock.write", "waitlists.read", "zones.open"]);
  });
});
