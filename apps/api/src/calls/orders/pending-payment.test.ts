// After checkout, through HTTP: a declined or abandoned card payment gives the basket back with its slot (never
// overbooking it), an unfinished payment can be finished or abandoned from the order's page, and a delivered order's
// amounts (page, invoice, loyalty euros) add up with its donation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";
import { createSlot, ORIGIN, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { sweepAbandonedPayments } from "./payment-sweep.ts";
import { moveOrder } from "./order-warehouse.ts";
import { invoiceDataFor } from "./invoice.ts";
import { amountLinesAddUp } from "../../domain/order-amounts.ts";

const SECRET = "pending-secret-0123456789abcdef0123456789ab";
let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let products: Awaited<ReturnType<typeof pickProducts>>;
let perimeterId = 0;
let slotId = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  const first = await registerCustomer(t, "premiere@example.fr");
  perimeterId = first.perimeterId;
  products = await pickProducts(t.database.db, perimeterId);
  slotId = (await createSlot(t.database.db, perimeterId, new Date("2026-11-26T15:00:00Z"), 1000)).id;
  await t.database.db.update(schema.perimeters).set({ minimumOrderCents: 0 }).where(eq(schema.perimeters.id, perimeterId));
  forgetPerimeterTerms();
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);
const json = { accept: "application/json", ...ORIGIN };

/** A customer with a basket ready to pay in `slot`: one line, a complete address, the slot held. */
async function readyCustomer(email: string, slot = slotId, productIndex = 0) {
  const c = await registerCustomer(t, email);
  const res = await post("updatePanier", { action: "set_quantity", id: products.fixed[productIndex]!.id, quantity: 2 }, c.token);
  if (res.statusCode !== 200) throw new Error(res.body);
  const [address] = await t.database.db
    .insert(schema.addresses)
    .values({ userId: c.userId, nom: "Durand", prenom: "Chloé", line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris", phone: "0612345678" })
    .returning();
  await t.database.db.update(schema.baskets).set({ deliveryAddressId: address!.id, billingAddressId: address!.id }).where(and(eq(schema.baskets.userId, c.userId), eq(schema.baskets.status, "active")));
  const held = await post("setCreneaux", { id_tranche: slot }, c.token);
  if (held.statusCode !== 200) throw new Error(held.body);
  return c;
}

async function declinedCard(token: string) {
  const tok = (await t.app.inject({ method: "POST", url: "/next-react/sandbox/cartes", headers: json, payload: { numero: "4000000000000002", expiration: "12/29", cvc: "123" } })).json().carte.id_empreinte;
  await post("addCB", { id_empreinte: tok }, token);
  return tok as string;
}

const booked = async (id: number) => (await t.database.db.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, id)))[0]!.booked;
const basketSlot = async (token: string) => (await get("getPanier", token)).json().id_tranche as number | null;

describe("a declined card gives the basket back with its slot", () => {
  it("keeps the place as the basket's hold, so paying again goes through", async () => {
    const c = await readyCustomer("refusee@example.fr");
    const tok = await declinedCard(c.token);
    const before = await booked(slotId);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const refused = await post("payCommande", { checkout, mode: "carte", id_empreinte: tok }, c.token);
    expect(refused.json()).toMatchObject({ success: false, paiement: { statut: "declined" } });
    // The place never left the basket: not freed, not taken twice.
    expect(await booked(slotId)).toBe(before);
    expect(await basketSlot(c.token)).toBe(slotId);
    const [hold] = await t.database.db.select().from(schema.slotBookings).where(and(eq(schema.slotBookings.userId, c.userId), isNull(schema.slotBookings.releasedAt)));
    expect(hold).toMatchObject({ kind: "hold", orderId: null, expiresAt: new Date(clock.getTime() + 60 * 60_000) });
    expect((await get("checkAvantPaiement", c.token)).json()).toMatchObject({ ok: true, erreurs: [] });

    const again = (await get("payConfiguration", c.token)).json().checkout;
    const paid = await post("payCommande", { checkout: again, mode: "telephone" }, c.token);
    expect(paid.statusCode).toBe(200);
    expect(await booked(slotId)).toBe(before);
  });

  it("never overbooks: a full slot stays full for others while the basket keeps its place", async () => {
    const tiny = (await createSlot(t.database.db, perimeterId, new Date("2026-11-27T15:00:00Z"), 1)).id;
    const c = await readyCustomer("complet@example.fr", tiny, 1);
    const tok = await declinedCard(c.token);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    await post("payCommande", { checkout, mode: "carte", id_empreinte: tok }, c.token);
    expect(await booked(tiny)).toBe(1);
    expect(await basketSlot(c.token)).toBe(tiny);
    const other = await readyCustomer("autre-complet@example.fr", slotId, 2);
    const refused = await post("setCreneaux", { id_tranche: tiny }, other.token);
    expect(refused.statusCode).toBe(409);
    expect(await booked(tiny)).toBe(1);
  });

  it("releases the place when the hold the basket had would be over by the time the payment is swept", async () => {
    const c = await readyCustomer("tardive@example.fr", slotId, 3);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const { paiement } = (await post("payCommande", { checkout, mode: "nouvelle_carte" }, c.token)).json();
    expect(paiement.statut).toBe("requires_action");
    expect(await sweepAbandonedPayments(t.database.db, new Date(clock.getTime() + 61 * 60_000), "http://localhost:3000")).toBe(1);
    const live = await t.database.db.select().from(schema.slotBookings).where(and(eq(schema.slotBookings.userId, c.userId), isNull(schema.slotBookings.releasedAt)));
    expect(live).toEqual([]);
    // The counter is the slot's live bookings (other shoppers' holds expired by then too).
    const stillLive = await t.database.db.select().from(schema.slotBookings).where(and(eq(schema.slotBookings.slotId, slotId), isNull(schema.slotBookings.releasedAt)));
    expect(await booked(slotId)).toBe(stillLive.length);
  });
});

describe("a card payment left unfinished", () => {
  it("is offered back on the order's page, not as an order to change; the payment page names it", async () => {
    const c = await readyCustomer("inachevee@example.fr", slotId, 4);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const { paiement } = (await post("payCommande", { checkout, mode: "nouvelle_carte" }, c.token)).json();
    const order = (await get(`getCommande?id_commande=${paiement.id_commande}`, c.token)).json().commande;
    // The same provider session as checkout's redirect: finishing it cannot create a second charge.
    expect(order).toMatchObject({ statut: "pending_payment", modifiable: false, paiement_en_attente: { lien: paiement.redirect } });
    expect((await post("updateCommande", { id_commande: paiement.id_commande, mode: "complement" }, c.token)).statusCode).toBe(409);
    const conf = await get("payConfiguration", c.token);
    expect(conf.statusCode).toBe(422);
    expect(conf.json().message).toContain(`commande n° ${paiement.id_commande}, qui attend son paiement`);
    expect(conf.json().id_commande).toBe(paiement.id_commande);
  });

  it("is named only when the basket became that order: a new basket, emptied, is refused as empty", async () => {
    const c = await readyCustomer("nouveau-panier@example.fr", slotId, 6);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    expect((await post("payCommande", { checkout, mode: "nouvelle_carte" }, c.token)).statusCode).toBe(200);
    expect((await post("updatePanier", { action: "set_quantity", id: products.fixed[0]!.id, quantity: 1 }, c.token)).statusCode).toBe(200);
    expect((await post("updatePanier", { action: "set_quantity", id: products.fixed[0]!.id, quantity: 0 }, c.token)).statusCode).toBe(200);
    const conf = await get("payConfiguration", c.token);
    expect(conf.statusCode).toBe(422);
    expect(conf.json()).toEqual({ success: false, message: "Votre panier est vide." });
  });

  it("is abandoned at once: order cancelled, provider session voided, basket back with its slot; only by its owner, once", async () => {
    const c = await readyCustomer("abandonne@example.fr", slotId, 5);
    const before = await booked(slotId);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const { paiement } = (await post("payCommande", { checkout, mode: "nouvelle_carte" }, c.token)).json();
    const stranger = await registerCustomer(t, "etranger@example.fr");
    expect((await post("abandonPaiement", { id_commande: paiement.id_commande }, stranger.token)).statusCode).toBe(404);

    const res = await post("abandonPaiement", { id_commande: paiement.id_commande }, c.token);
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, paiement.id_commande));
    expect(order!.status).toBe("cancelled");
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, order!.id));
    expect(payment!.status).toBe("cancelled");
    const sandbox = createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} });
    const sessionId = paiement.redirect.split("/").pop();
    expect((await sandbox.session(sessionId))?.status).toBe("cancelled");
    // The provider's page can no longer take the card: no charge for a cancelled order.
    const late = await t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${sessionId}/carte`, headers: json, payload: { numero: "4242424242424242", expiration: "12/29", cvc: "123" } });
    expect(late.statusCode).toBe(422);
    expect(await booked(slotId)).toBe(before);
    expect(await basketSlot(c.token)).toBe(slotId);
    expect((await get(`isPaiementOK?id_commande=${order!.id}`, c.token)).json().message).toBe("Paiement abandonné : la commande est annulée, votre panier vous attend.");
    expect((await post("abandonPaiement", { id_commande: order!.id }, c.token)).statusCode).toBe(409);
  });

  it("cannot be abandoned once the bank authorised it", async () => {
    const c = await readyCustomer("payee@example.fr", slotId, 6);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const { paiement } = (await post("payCommande", { checkout, mode: "nouvelle_carte" }, c.token)).json();
    const sessionId = paiement.redirect.split("/").pop();
    const card = await t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${sessionId}/carte`, headers: json, payload: { numero: "4242424242424242", expiration: "12/29", cvc: "123" } });
    const code = card.json().session.code_sandbox;
    if (code) await t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${sessionId}/code`, headers: json, payload: { code } });
    expect((await get(`isPaiementOK?id_commande=${paiement.id_commande}`, c.token)).json().paye).toBe(true);
    const res = await post("abandonPaiement", { id_commande: paiement.id_commande }, c.token);
    expect(res.statusCode).toBe(409);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, paiement.id_commande));
    expect(order!.status).toBe("placed");
  });
});

describe("a delivered order with a food-bank donation", () => {
  it("adds up on its page and invoice, and earns loyalty euros on the goods only", async () => {
    const c = await readyCustomer("donatrice@example.fr", slotId, 7);
    const [basket] = await t.database.db.select().from(schema.baskets).where(and(eq(schema.baskets.userId, c.userId), eq(schema.baskets.status, "active")));
    await t.database.db.update(schema.baskets).set({ donationCents: 500, updatedAt: new Date(clock.getTime() + 1) }).where(eq(schema.baskets.id, basket!.id));
    const { checkout, montant } = (await get("payConfiguration", c.token)).json();
    const { paiement } = (await post("payCommande", { checkout, mode: "telephone" }, c.token)).json();
    const [placed] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, paiement.id_commande));
    expect(placed!.totals.total_dons).toBe(500);
    expect(placed!.totalCents).toBe(Math.round(montant * 100));

    const sandbox = createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} });
    const charge = await sandbox.chargeMandate("sbm_test", placed!.authorisedCents, String(placed!.id));
    await t.database.db.update(schema.payments).set({ providerRef: charge.providerRef }).where(eq(schema.payments.orderId, placed!.id));
    const deps = { db: t.database.db, provider: sandbox, now: clock, publicUrl: "http://localhost:3000" };
    for (const step of ["confirm_payment", "prepare", "ship", "deliver"] as const) await moveOrder(deps, placed!.id, step);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, placed!.id));
    const [credit] = await t.database.db
      .select()
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.orderId, order!.id), eq(schema.loyaltyLedger.kind, "eurofid")));
    expect(credit!.amount).toBe(Math.floor(((order!.finalCents! - order!.feeCents - 500) * 200) / 10_000));

    const detail = (await get(`getCommande?id_commande=${order!.id}`, c.token)).json().commande;
    const lines = detail.montants.map((m: { code: string; libelle: string; montant: number }) => ({ kind: m.code, label: m.libelle, cents: Math.round(m.montant * 100) }));
    expect(lines.find((l: { kind: string }) => l.kind === "donation")).toEqual({ kind: "donation", label: "Don à la banque alimentaire (sans TVA)", cents: 500 });
    expect(lines.find((l: { kind: string }) => l.kind === "fee")?.cents).toBe(order!.feeCents);
    expect(amountLinesAddUp(lines)).toBe(true);
    expect(lines.at(-1).cents).toBe(order!.finalCents);
    expect(detail.evenements.map((e: { libelle: string }) => e.libelle)).toEqual([
      "Commande passée (paiement par téléphone)",
      "Paiement par téléphone reçu",
      expect.stringMatching(/^Pesée terminée, \d+,\d{2}\u00a0€ encaissés$/),
      "En cours de livraison",
      "Livrée",
    ]);

    const invoice = await invoiceDataFor(t.database.db, order!);
    expect(amountLinesAddUp(invoice.amounts)).toBe(true);
    expect(invoice.amounts.map((a) => a.kind)).toContain("donation");
  });
});
