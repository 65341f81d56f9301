// Checkout through HTTP: checks before payment, placing the order with a new card through 3-D Secure, replays,
// declines releasing everything, short stock, ownership; and on PostgreSQL, the concurrency invariants.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { PAGE_ERRORS } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";
import { giveBasketAddress, openCheckoutShop, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { ABANDONED_AFTER_MS, ABANDONED_REASON, sweepAbandonedPayments } from "./payment-sweep.ts";
import { amountsChangedRefusal, issueCheckoutRef, readCheckoutRef } from "./checkout.ts";
import { signValue } from "../../payment/payment-services.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let products: Awaited<ReturnType<typeof openCheckoutShop>>["products"];
let slotId = 0;
let perimeterId = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: "checkout-secret-0123456789abcdef0123456789" });
  ({ perimeterId, products, slotId } = await openCheckoutShop(t, "premier@example.fr"));
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);
const json = { accept: "application/json", ...ORIGIN };

/** A customer with a basket ready to pay: lines, a complete address with door code, a held slot. */
async function readyCustomer(email: string, lines: { id: number; quantity: number }[], opts: { phone?: string | null } = {}) {
  const c = await registerCustomer(t, email);
  for (const line of lines) {
    const res = await post("updatePanier", { action: "set_quantity", id: line.id, quantity: line.quantity }, c.token);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  await giveBasketAddress(t.database.db, c.userId, { doorCode: "4521B", floor: "3", phone: opts.phone === undefined ? "0612345678" : opts.phone });
  const held = await post("setCreneaux", { id_tranche: slotId }, c.token);
  if (held.statusCode !== 200) throw new Error(held.body);
  return c;
}

const stockOf = async (productId: number) =>
  (await t.database.db.select({ stock: schema.offers.stock }).from(schema.offers).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId))))[0]!.stock;

describe("checking before payment", () => {
  it("names each failure precisely: minimum not reached, address incomplete, then all clear", async () => {
    const c = await readyCustomer("check@example.fr", [{ id: products.fixed[0]!.id, quantity: 2 }], { phone: null });
    await t.database.db.update(schema.perimeters).set({ minimumOrderCents: 100_000 }).where(eq(schema.perimeters.id, perimeterId));
    forgetPerimeterTerms();
    const res = await get("checkAvantPaiement", c.token);
    await t.database.db.update(schema.perimeters).set({ minimumOrderCents: 0 }).where(eq(schema.perimeters.id, perimeterId));
    forgetPerimeterTerms();
    const goodsCents = Math.round((await get("getPanier", c.token)).json().totals.total_marchandise * 100);
    const shortfall = `${((100_000 - goodsCents) / 100).toFixed(2).replace(".", ",")} €`;
    expect(res.json()).toMatchObject({
      ok: false,
      erreurs: [
        // What is missing, as the basket's own alert says it, not the minimum itself.
        { code: "minimum", message: `Le minimum de commande n'est pas atteint : encore ${shortfall}.` },
        { code: "adresse", message: expect.stringMatching(/incomplète : ajoutez un téléphone/) },
      ],
    });
    await t.database.db.update(schema.addresses).set({ phone: "0612345678" }).where(eq(schema.addresses.userId, c.userId));
    expect((await get("checkAvantPaiement", c.token)).json()).toMatchObject({ ok: true, erreurs: [] });
  });

  it("asks for a slot when none was ever chosen, and says the hold lapsed only when it did", async () => {
    const c = await readyCustomer("sans-creneau@example.fr", [{ id: products.fixed[0]!.id, quantity: 1 }]);
    const [booking] = await t.database.db
      .select()
      .from(schema.slotBookings)
      .where(and(eq(schema.slotBookings.userId, c.userId), sql`${schema.slotBookings.releasedAt} is null`));
    // Never chosen: the booking row does not exist.
    await t.database.db.delete(schema.slotBookings).where(eq(schema.slotBookings.id, booking!.id));
    await t.database.db.update(schema.deliverySlots).set({ booked: sql`${schema.deliverySlots.booked} - 1` }).where(eq(schema.deliverySlots.id, slotId));
    await t.database.db.update(schema.addresses).set({ phone: null }).where(eq(schema.addresses.userId, c.userId));
    const never = (await get("checkAvantPaiement", c.token)).json();
    expect(never.erreurs).toEqual([
      { code: "creneau", message: "Choisissez un créneau de livraison." },
      { code: "adresse", message: expect.stringMatching(/incomplète : ajoutez un téléphone/) },
    ]);
    // Paying lists every failure, not only the first.
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const paid = await post("payCommande", { checkout, mode: "nouvelle_carte" }, c.token);
    expect(paid.statusCode).toBe(422);
    expect(paid.json().message).toMatch(/^Choisissez un créneau de livraison\. Votre adresse de livraison est incomplète/);

    // Held, then the hour ran out: now the slot is "no longer reserved".
    expect((await post("setCreneaux", { id_tranche: slotId }, c.token)).statusCode).toBe(200);
    await t.database.db
      .update(schema.slotBookings)
      .set({ expiresAt: new Date(clock.getTime() - 60_000) })
      .where(and(eq(schema.slotBookings.userId, c.userId), sql`${schema.slotBookings.releasedAt} is null`));
    const lapsed = (await get("checkAvantPaiement", c.token)).json();
    expect(lapsed.erreurs[0]).toEqual({ code: "creneau", message: "Votre créneau de livraison n'est plus réservé : choisissez-en un." });
  });

  it("reports an empty basket and a guest", async () => {
    const guest = await t.app.inject({ method: "POST", url: "/next-react/loginCP.php", headers: ORIGIN, payload: { cp: "75011" } });
    const res = await get("checkAvantPaiement", guest.json().token);
    expect(res.json().erreurs.map((e: { code: string }) => e.code)).toEqual(["non_connecte", "panier_vide"]);
  });
});

describe("placing and paying an order", () => {
  it("pays with a new card through 3-D Secure; a replay of the same checkout returns the same order", async () => {
    const product = products.fixed[1]!;
    const stockBefore = await stockOf(product.id);
    const c = await readyCustomer("carte@example.fr", [{ id: product.id, quantity: 3 }, { id: products.weighed.id, quantity: 2 }]);
    const conf = await get("payConfiguration?type=carte", c.token);
    expect(conf.statusCode).toBe(200);
    const { checkout, montant_autorisation, montant } = conf.json();
    expect(montant_autorisation).toBeGreaterThan(montant);
    const started = await post("payCommande", { checkout, mode: "nouvelle_carte" }, c.token);
    expect(started.statusCode).toBe(200);
    const { paiement } = started.json();
    expect(paiement).toMatchObject({ statut: "requires_action", redirect: expect.stringMatching(/^\/modal\/paiement\/sbp_/) });
    expect(await stockOf(product.id)).toBe(stockBefore - 3);
    // A double click: same key, same order, no second provider session.
    const again = await post("payCommande", { checkout, mode: "nouvelle_carte" }, c.token);
    expect(again.json().paiement).toEqual(paiement);

    const sessionId = paiement.redirect.split("/").pop();
    const card = await t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${sessionId}/carte`, headers: json, payload: { numero: "4000 0000 0000 3220", expiration: "12/29", cvc: "123" } });
    const code = card.json().session.code_sandbox;
    const done = await t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${sessionId}/code`, headers: json, payload: { code } });
    expect(done.json().redirect).toBe(`/checkout/confirmation/${paiement.id_commande}`);
    const outcome = await get(`isPaiementOK?id_commande=${paiement.id_commande}`, c.token);
    expect(outcome.json()).toMatchObject({ paye: true, statut_commande: "placed" });

    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, paiement.id_commande));
    expect(order!.deliveryAddress).toMatchObject({ doorCode: "4521B", floor: "3" });
    expect(order!.authorisedCents).toBeGreaterThan(order!.totalCents);
    // The confirmation page shows what the order costs; the authorisation stays `montant`, as before (ADR 0069).
    expect(outcome.json()).toMatchObject({ total: order!.totalCents / 100, montant: order!.authorisedCents / 100 });
    const payments = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, order!.id));
    expect(payments.map((p) => p.status)).toEqual(["authorised"]);
    const [basket] = await t.database.db.select().from(schema.baskets).where(eq(schema.baskets.id, order!.basketId));
    expect(basket!.status).toBe("ordered");
    const [booking] = await t.database.db.select().from(schema.slotBookings).where(eq(schema.slotBookings.orderId, order!.id));
    expect(booking).toMatchObject({ kind: "order", releasedAt: null });
    // The replayed checkout after payment still points at the same order.
    expect((await post("payCommande", { checkout, mode: "nouvelle_carte" }, c.token)).json().paiement).toMatchObject({ id_commande: order!.id, statut: "authorised" });
    const count = await get("getCommande?type=en_cours", c.token);
    expect(count.json().total).toBe(1);
  });

  it("a declined saved card releases the stock and gives the basket back, its slot place kept as its hold", async () => {
    const product = products.fixed[2]!;
    const stockBefore = await stockOf(product.id);
    const c = await readyCustomer("refus@example.fr", [{ id: product.id, quantity: 2 }]);
    const tok = (await t.app.inject({ method: "POST", url: "/next-react/sandbox/cartes", headers: json, payload: { numero: "4000000000000002", expiration: "12/29", cvc: "123" } })).json().carte.id_empreinte;
    await post("addCB", { id_empreinte: tok }, c.token);
    const bookedBefore = (await t.database.db.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slotId)))[0]!.booked;
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const res = await post("payCommande", { checkout, mode: "carte", id_empreinte: tok }, c.token);
    expect(res.statusCode).toBe(422);
    // The code, not the wording, tells the payment page it was a decline.
    expect(res.json()).toMatchObject({ success: false, code: "refus", paiement: { statut: "declined" } });
    expect(await stockOf(product.id)).toBe(stockBefore);
    const bookedAfter = (await t.database.db.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slotId)))[0]!.booked;
    // The place went back to the basket (so paying again needs no new slot), not to other shoppers.
    expect(bookedAfter).toBe(bookedBefore);
    const basket = (await get("getPanier", c.token)).json();
    expect(basket.panier?.items?.length ?? basket.items?.length).toBeGreaterThan(0);
    expect(basket.id_tranche).toBe(slotId);
  });

  it("releases an order whose 3-D Secure page was abandoned, once its payment is old enough, and only then", async () => {
    const product = products.fixed[3]!;
    const stockBefore = await stockOf(product.id);
    const c = await readyCustomer("abandon@example.fr", [{ id: product.id, quantity: 2 }]);
    const { checkout } = (await get("payConfiguration?type=carte", c.token)).json();
    const { paiement } = (await post("payCommande", { checkout, mode: "nouvelle_carte" }, c.token)).json();
    expect(paiement.statut).toBe("requires_action");
    expect(await stockOf(product.id)).toBe(stockBefore - 2);

    // Still within the provider's session: nothing is touched.
    expect(await sweepAbandonedPayments(t.database.db, new Date(clock.getTime() + 10 * 60_000), "http://localhost:3000")).toBe(0);
    expect(await stockOf(product.id)).toBe(stockBefore - 2);

    const later = new Date(clock.getTime() + ABANDONED_AFTER_MS + 60_000);
    expect(await sweepAbandonedPayments(t.database.db, later, "http://localhost:3000")).toBe(1);
    expect(await stockOf(product.id)).toBe(stockBefore);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, paiement.id_commande));
    expect(order!.status).toBe("cancelled");
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, order!.id));
    expect(payment).toMatchObject({ status: "declined", failureReason: ABANDONED_REASON });
    // A second sweep finds nothing left to release.
    expect(await sweepAbandonedPayments(t.database.db, later, "http://localhost:3000")).toBe(0);
  });

  it("refuses the whole order when one line is short, naming the product, and changes nothing", async () => {
    const a = products.fixed[3]!;
    const b = products.fixed[4]!;
    const c = await readyCustomer("court@example.fr", [{ id: a.id, quantity: 1 }, { id: b.id, quantity: 5 }]);
    await t.database.db.update(schema.offers).set({ stock: 2 }).where(and(eq(schema.offers.productId, b.id), eq(schema.offers.perimeterId, perimeterId)));
    const stockA = await stockOf(a.id);
    const check = await get("checkAvantPaiement", c.token);
    expect(check.json().erreurs[0]).toMatchObject({ code: "stock", id_article: b.id, message: `Il ne reste que 2 « ${b.name} » : réduisez la quantité.` });
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const res = await post("payCommande", { checkout, mode: "telephone" }, c.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain(b.name);
    expect(await stockOf(a.id)).toBe(stockA);
    expect(await stockOf(b.id)).toBe(2);
    expect((await t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, c.userId))).length).toBe(0);
  });

  it("refuses to charge amounts other than those the payment page showed (the basket changed in another tab), then pays the new ones once shown", async () => {
    const product = products.fixed[5]!;
    const c = await readyCustomer("autre-onglet@example.fr", [{ id: product.id, quantity: 1 }]);
    const shown = (await get("payConfiguration", c.token)).json();
    const stockBefore = await stockOf(product.id);
    // Another tab adds one more before « Commander » is pressed on the page still showing the first total.
    expect((await post("updatePanier", { action: "set_quantity", id: product.id, quantity: 2 }, c.token)).statusCode).toBe(200);
    const res = await post("payCommande", { checkout: shown.checkout, mode: "telephone" }, c.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: "montant" });
    expect(res.json().message).toMatch(/^Le total de votre commande a changé depuis l'affichage de la page de paiement \(.+ au lieu de .+\)/);
    expect((await t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, c.userId))).length).toBe(0);
    expect(await stockOf(product.id)).toBe(stockBefore);

    // The page is shown again with the new total: that one is paid.
    const again = (await get("payConfiguration", c.token)).json();
    expect(again.montant).toBeGreaterThan(shown.montant);
    const paid = await post("payCommande", { checkout: again.checkout, mode: "telephone" }, c.token);
    expect(paid.statusCode, paid.body).toBe(200);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, c.userId));
    expect(order!.totalCents).toBe(Math.round(again.montant * 100));
  });

  it("asks to load the page again for a reference without the amounts it showed (issued before they were signed)", () => {
    const secret = "checkout-secret";
    const old = signValue(secret, { b: 1, u: 2, k: "clé", x: clock.getTime() + 60_000 });
    expect(() => readCheckoutRef(secret, old, 2, clock)).toThrow("Cette référence de paiement n'est plus valable");
    const current = issueCheckoutRef(secret, 1, 2, clock, { totalCents: 1234, authorisedCents: 1400 });
    expect(readCheckoutRef(secret, current, 2, clock).amounts).toEqual({ totalCents: 1234, authorisedCents: 1400 });
  });

  it("names which amount changed", () => {
    expect(amountsChangedRefusal({ totalCents: 1000, authorisedCents: 1150 }, { totalCents: 1000, authorisedCents: 1150 })).toBeNull();
    expect(amountsChangedRefusal({ totalCents: 1000, authorisedCents: 1150 }, { totalCents: 2000, authorisedCents: 2300 })).toMatch(/^Le total de votre commande a changé .*\(20,00 € au lieu de 10,00 €\)/);
    expect(amountsChangedRefusal({ totalCents: 1000, authorisedCents: 1150 }, { totalCents: 1000, authorisedCents: 1200 })).toMatch(/^Le montant à autoriser .*\(12,00 € au lieu de 11,50 €\)/);
  });

  it("answers 404 for another customer's checkout reference and a forged one is refused", async () => {
    const owner = await readyCustomer("owner@example.fr", [{ id: products.fixed[5]!.id, quantity: 1 }]);
    const thief = await registerCustomer(t, "thief@example.fr");
    const { checkout } = (await get("payConfiguration", owner.token)).json();
    const stolen = await post("payCommande", { checkout, mode: "telephone" }, thief.token);
    expect(stolen.statusCode).toBe(404);
    const forged = await post("payCommande", { checkout: `${checkout.split(".")[0]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`, mode: "telephone" }, owner.token);
    expect(forged.statusCode).toBe(422);
    expect(forged.json().code).toBe("reference");
    expect((await t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, owner.userId))).length).toBe(0);
  });

  it("pays by phone: the order waits, staff confirm it", async () => {
    const c = await readyCustomer("tel@example.fr", [{ id: products.fixed[6]!.id, quantity: 1 }]);
    const { checkout } = (await get("payConfiguration?type=telephone", c.token)).json();
    const res = await post("payCommande", { checkout, mode: "telephone" }, c.token);
    expect(res.json().paiement).toMatchObject({ statut: "pending" });
    const outcome = await get(`isPaiementOK?id_commande=${res.json().paiement.id_commande}`, c.token);
    expect(outcome.json()).toMatchObject({ paye: false, moyen: "phone", message: expect.stringMatching(/conseiller vous appelle/) });
  });

  it("takes the customer off the waiting lists of what they ordered, and nobody else (ADR 0114)", async () => {
    const product = products.fixed[7]!;
    const c = await readyCustomer("attente-servie@example.fr", [{ id: product.id, quantity: 1 }]);
    const other = await registerCustomer(t, "attente-autre@example.fr");
    await t.database.db.insert(schema.reservationWaitlist).values([
      { userId: c.userId, productId: product.id, perimeterId },
      { userId: c.userId, productId: products.fixed[8]!.id, perimeterId },
      { userId: other.userId, productId: product.id, perimeterId },
    ]);
    const { checkout } = (await get("payConfiguration?type=telephone", c.token)).json();
    expect((await post("payCommande", { checkout, mode: "telephone" }, c.token)).statusCode).toBe(200);
    const left = await t.database.db.select().from(schema.reservationWaitlist).where(inArray(schema.reservationWaitlist.userId, [c.userId, other.userId]));
    expect(left.map((l) => [l.userId, l.productId]).sort()).toEqual([[c.userId, products.fixed[8]!.id], [other.userId, product.id]].sort());
  });

  it("places no order on an account erased while the payment was on its way, and changes nothing", async () => {
    const product = products.fixed[7]!;
    const c = await readyCustomer("supprime.en.route@example.fr", [{ id: product.id, quantity: 1 }]);
    const { checkout } = (await get("payConfiguration?type=telephone", c.token)).json();
    const stock = await stockOf(product.id);
    // What supprimerCompte leaves once it has committed (it locks the account row; the order takes it shared).
    await t.database.db.update(schema.users).set({ email: `supprime-${c.userId}@cabas.invalid` }).where(eq(schema.users.id, c.userId));
    const res = await post("payCommande", { checkout, mode: "telephone" }, c.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: "Votre compte a été supprimé." });
    expect(await stockOf(product.id)).toBe(stock);
    const orders = await t.database.db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.userId, c.userId));
    expect(orders).toHaveLength(0);
  });

  it("charges a basket built with both welcome offers before ADR 0058 for the referral voucher only", async () => {
    // The dearest product: 70 € of goods within its stock, so both offers' minimums are met.
    const product = [...products.fixed].sort((a, b) => b.priceCents - a.priceCents)[0]!;
    const c = await readyCustomer("deux-offres@example.fr", [{ id: product.id, quantity: Math.ceil(7000 / product.priceCents) }]);
    await t.database.db
      .insert(schema.vouchers)
      .values({ userId: c.userId, code: "FILLEUL-AVANT", kind: "parrain", amountCents: 1000, minBasketCents: 5000, expiresAt: new Date(clock.getTime() + 30 * 86_400_000) });
    const [basket] = await t.database.db.select().from(schema.baskets).where(and(eq(schema.baskets.userId, c.userId), eq(schema.baskets.status, "active")));
    // What the actions let through before the rule: the code and the voucher both on the basket.
    await t.database.db.update(schema.baskets).set({ advantageCode: "BIENVENUE10" }).where(eq(schema.baskets.id, basket!.id));
    await t.database.db.update(schema.vouchers).set({ basketId: basket!.id }).where(eq(schema.vouchers.code, "FILLEUL-AVANT"));
    const { checkout } = (await get("payConfiguration?type=telephone", c.token)).json();
    const res = await post("payCommande", { checkout, mode: "telephone" }, c.token);
    expect(res.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().paiement.id_commande));
    const totals = order!.totals;
    expect([totals.total_remises, totals.total_ba_panier]).toEqual([0, 1000]);
    expect(order!.totalCents).toBe(order!.goodsCents + order!.feeCents - 1000);
  });

  it("pays by SEPA mandate", async () => {
    const c = await readyCustomer("sepa@example.fr", [{ id: products.fixed[7]!.id, quantity: 1 }]);
    await post("paySepa", { action: "mandat", iban: "FR7630006000011234567890189", titulaire: "Chloé Durand", lieu: "Paris", accord: "1" }, c.token);
    const { checkout } = (await get("payConfiguration?type=sepa", c.token)).json();
    const res = await post("paySepa", { action: "paiement", checkout }, c.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().paiement).toMatchObject({ statut: "authorised", redirect: expect.stringMatching(/^\/checkout\/confirmation-sepa\//) });
  });
});

describe("one welcome discount per household (ADR 0063)", () => {
  const HOME = { line1: "8 rue des Martyrs", postalCode: "75009", city: "Paris" };
  /** A customer with a basket of at least 60 € (BIENVENUE10's minimum) delivered to `nom` at HOME. */
  async function customerAtHome(email: string, nom: string) {
    const product = [...products.fixed].sort((a, b) => b.priceCents - a.priceCents)[0]!;
    const c = await readyCustomer(email, [{ id: product.id, quantity: Math.ceil(7000 / product.priceCents) }]);
    await t.database.db.update(schema.addresses).set({ nom, ...HOME }).where(eq(schema.addresses.userId, c.userId));
    return c;
  }
  /** Placed at once (a phone order waits for staff): the SEPA mandate signed, the order placed with it. */
  async function paidBySepa(token: string) {
    await post("paySepa", { action: "mandat", iban: "FR7630006000011234567890189", titulaire: "Foyer", lieu: "Paris", accord: "1" }, token);
    const { checkout } = (await get("payConfiguration?type=sepa", token)).json();
    const res = await post("paySepa", { action: "paiement", checkout }, token);
    if (res.statusCode !== 200) throw new Error(res.body);
    return (await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().paiement.id_commande)))[0]!;
  }
  const activeBasket = async (userId: number) =>
    (await t.database.db.select().from(schema.baskets).where(and(eq(schema.baskets.userId, userId), eq(schema.baskets.status, "active"))))[0]!;

  it("refuses it to another account of the same name at the same home, even once the first account is erased", async () => {
    const first = await customerAtHome("foyer-1@example.fr", "Lefèvre");
    expect((await post("updatePanier", { action: "set_code", code: "BIENVENUE10" }, first.token)).statusCode).toBe(200);
    const order = await paidBySepa(first.token);
    expect([order.status, order.totals.total_remises]).toEqual(["placed", 1000]);

    const second = await customerAtHome("foyer-2@example.fr", "LEFEVRE");
    const refused = await post("updatePanier", { action: "set_code", code: "BIENVENUE10" }, second.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      success: false,
      message: "Le code BIENVENUE10 est réservé à la première commande d'un foyer : une commande a déjà été livrée à votre nom, à cette adresse, depuis un autre compte Cabas.",
    });
    expect((await activeBasket(second.userId)).advantageCode).toBeNull();

    // The neighbours across the landing have their own welcome.
    const neighbour = await customerAtHome("voisine@example.fr", "Martin");
    expect((await post("updatePanier", { action: "set_code", code: "BIENVENUE10" }, neighbour.token)).statusCode).toBe(200);

    // The first account erased: its order keeps the name and address its invoice prints, and still counts.
    await t.database.db.update(schema.orders).set({ status: "delivered", deliveredAt: clock }).where(eq(schema.orders.id, order.id));
    expect((await post("supprimerCompte", { password: "Un cabas plein de légumes", confirmation: "1" }, first.token)).statusCode).toBe(200);
    const again = await post("updatePanier", { action: "set_code", code: "BIENVENUE10" }, second.token);
    expect(again.json().message).toMatch(/^Le code BIENVENUE10 est réservé à la première commande d'un foyer/);
  });

  it("lets a code set before the address give nothing once the address shows a household that ordered, with or without the code", async () => {
    const first = await customerAtHome("foyer-3@example.fr", "Nguyen");
    expect((await paidBySepa(first.token)).totals.total_remises).toBe(0);

    const later = await customerAtHome("foyer-4@example.fr", "Nguyen");
    // Set while the basket had no delivery address yet: nothing told the household then.
    await t.database.db.update(schema.baskets).set({ advantageCode: "BIENVENUE10" }).where(eq(schema.baskets.id, (await activeBasket(later.userId)).id));
    const basket = (await get("getPanier", later.token)).json();
    expect(basket.totals.total_remises).toBe(0);
    expect(basket.avantages.codeAvantage.condition).toEqual({ ret: false, texte: expect.stringMatching(/^Le code BIENVENUE10 est réservé à la première commande d'un foyer/) });
    const pay = (await get("payConfiguration?type=telephone", later.token)).json();
    const res = await post("payCommande", { checkout: pay.checkout, mode: "telephone" }, later.token);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, res.json().paiement.id_commande));
    expect(order!.totals.total_remises).toBe(0);
    expect(order!.totalCents).toBe(order!.goodsCents + order!.feeCents);
  });
});

describe("reorder and edit", () => {
  it("puts a past order back in the basket, reporting what is no longer available", async () => {
    const a = products.fixed[8]!;
    const b = products.fixed[9]!;
    const c = await readyCustomer("rachat@example.fr", [{ id: a.id, quantity: 1 }, { id: b.id, quantity: 1 }]);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const placed = (await post("payCommande", { checkout, mode: "telephone" }, c.token)).json().paiement;
    await t.database.db.update(schema.offers).set({ stock: 0 }).where(and(eq(schema.offers.productId, b.id), eq(schema.offers.perimeterId, perimeterId)));
    const res = await post("loadHistorique", { id_commande: placed.id_commande }, c.token);
    expect(res.json()).toMatchObject({ ajoutes: 1, indispos: [{ id_article: b.id, nom: b.name }] });
    const other = await registerCustomer(t, "autre-rachat@example.fr");
    expect((await post("loadHistorique", { id_commande: placed.id_commande }, other.token)).statusCode).toBe(404);
    expect((await post("updateCommande", { id_commande: placed.id_commande }, other.token)).statusCode).toBe(404);
  });

  it("a reorder sent twice (a double click, a form sent again) brings the basket to the order's quantities once, not twice (ADR 0115)", async () => {
    // Products no other test here counts the sales of (the rush below counts every order line of its own).
    const a = products.fixed[14]!;
    const b = products.fixed[15]!;
    const c = await readyCustomer("rachat-double@example.fr", [{ id: a.id, quantity: 6 }, { id: b.id, quantity: 1 }]);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const placed = (await post("payCommande", { checkout, mode: "telephone" }, c.token)).json().paiement;
    const quantities = async () =>
      Object.fromEntries((await get("getPanier", c.token)).json().items.map((i: { id: number; quantity: number }) => [i.id, i.quantity]));
    // The shopper already put 3 of b in her new basket: she keeps them, the order's 1 is not below them.
    await post("updatePanier", { action: "set_quantity", id: b.id, quantity: 3 }, c.token);
    const first = (await post("loadHistorique", { id_commande: placed.id_commande }, c.token)).json();
    expect(first).toMatchObject({ success: true, ajoutes: 1, deja: 1, indispos: [] });
    expect(await quantities()).toEqual({ [a.id]: 6, [b.id]: 3 });
    const again = (await post("loadHistorique", { id_commande: placed.id_commande }, c.token)).json();
    expect(again).toMatchObject({ success: true, ajoutes: 0, deja: 2, message: "Les produits de cette commande sont déjà dans votre panier, aux quantités commandées." });
    expect(await quantities()).toEqual({ [a.id]: 6, [b.id]: 3 });
  });

  it("re-opens an order before its cut-off", async () => {
    const c = await readyCustomer("modif@example.fr", [{ id: products.fixed[10]!.id, quantity: 2 }]);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const placed = (await post("payCommande", { checkout, mode: "telephone" }, c.token)).json().paiement;
    const res = await post("updateCommande", { id_commande: placed.id_commande, mode: "modification" }, c.token);
    expect(res.json()).toMatchObject({ modif_en_cours: true, complement_en_cours: false });
    const basket = (await get("getPanier", c.token)).json();
    expect(basket.modif_en_cours ?? basket.panier?.modif_en_cours).toBe(true);
  });
});

describe.runIf(process.env.DATABASE_URL)("concurrency on PostgreSQL", () => {
  it("never oversells: 30 customers at once on a product with stock 7", async () => {
    const product = products.fixed[11]!;
    const customers = [];
    for (let i = 0; i < 30; i++) customers.push(await readyCustomer(`rush${i}@example.fr`, [{ id: product.id, quantity: 1 }]));
    await t.database.db.update(schema.offers).set({ stock: 7 }).where(and(eq(schema.offers.productId, product.id), eq(schema.offers.perimeterId, perimeterId)));
    const refs = await Promise.all(customers.map(async (c) => ({ c, checkout: (await get("payConfiguration", c.token)).json().checkout as string })));
    const results = await Promise.all(refs.map(({ c, checkout }) => post("payCommande", { checkout, mode: "telephone" }, c.token)));
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(7);
    // The others get a French refusal naming the product (409 when the stock went during the update, 422 when seen before).
    for (const r of results.filter((x) => x.statusCode !== 200)) {
      expect([409, 422]).toContain(r.statusCode);
      expect(r.json().message).toContain(product.name);
    }
    expect(await stockOf(product.id)).toBe(0);
    const [sold] = await t.database.db.select({ n: sql<number>`coalesce(sum(${schema.orderLines.quantity}),0)::int` }).from(schema.orderLines).where(eq(schema.orderLines.productId, product.id));
    expect(sold!.n).toBe(7);
  });

  it("makes one order and one charge when the same checkout is replayed 10 times at once", async () => {
    const c = await readyCustomer("replay@example.fr", [{ id: products.fixed[12]!.id, quantity: 1 }]);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const results = await Promise.all(Array.from({ length: 10 }, () => post("paySepa", { action: "paiement", checkout }, c.token).catch((e) => e)));
    void results;
    const sepa = await post("paySepa", { action: "mandat", iban: "FR7630006000011234567890189", titulaire: "Chloé Durand", lieu: "Paris", accord: "1" }, c.token);
    expect(sepa.statusCode).toBe(200);
    const again = await Promise.all(Array.from({ length: 10 }, () => post("paySepa", { action: "paiement", checkout }, c.token)));
    const ids = new Set(again.filter((r) => r.statusCode === 200).map((r) => r.json().paiement.id_commande));
    expect(ids.size).toBe(1);
    const orders = await t.database.db.select().from(schema.orders).where(eq(schema.orders.userId, c.userId));
    expect(orders).toHaveLength(1);
    const payments = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orders[0]!.id));
    expect(payments.filter((p) => p.status === "authorised")).toHaveLength(1);
    expect(payments).toHaveLength(1);
  });
});

describe("the American Express discount (ADR 0056)", () => {
  async function saveCard(token: string, numero: string, cvc = "123"): Promise<string> {
    const card = (await t.app.inject({ method: "POST", url: "/next-react/sandbox/cartes", headers: json, payload: { numero, expiration: "12/29", cvc } })).json().carte.id_empreinte;
    expect((await post("addCB", { id_empreinte: card }, token)).statusCode).toBe(200);
    return card;
  }

  it("is given only to an order paid with the Amex card: another card, the hosted form or the phone are refused, nothing placed", async () => {
    const product = products.fixed[12]!;
    const c = await readyCustomer("amex@example.fr", [{ id: product.id, quantity: 2 }]);
    const amex = await saveCard(c.token, "3782 822463 10005", "1234");
    const visa = await saveCard(c.token, "4242 4242 4242 4242");
    expect((await post("updatePanier", { action: "use_amex", actif: 1 }, c.token)).json()).toMatchObject({ message: "Remise American Express appliquée." });
    const discount = (await get("getPanier", c.token)).json().totals.total_remises as number;
    expect(discount).toBeGreaterThan(0);
    const stock = await stockOf(product.id);

    for (const payment of [{ mode: "carte", id_empreinte: visa }, { mode: "nouvelle_carte" }, { mode: "telephone" }]) {
      const { checkout } = (await get("payConfiguration", c.token)).json();
      const res = await post("payCommande", { checkout, ...payment }, c.token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, message: PAGE_ERRORS.amex, code: "amex" });
    }
    expect(await t.database.db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.userId, c.userId))).toHaveLength(0);
    expect(await stockOf(product.id)).toBe(stock);

    const { checkout } = (await get("payConfiguration", c.token)).json();
    const paid = await post("payCommande", { checkout, mode: "carte", id_empreinte: amex }, c.token);
    expect(paid.statusCode).toBe(200);
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, paid.json().paiement.id_commande));
    expect(order!.totals.total_remises).toBe(Math.round(discount * 100));
  });

  it("once removed, any means of payment is accepted at the full price", async () => {
    const c = await readyCustomer("amex-retiree@example.fr", [{ id: products.fixed[13]!.id, quantity: 1 }]);
    await saveCard(c.token, "3782 822463 10005", "1234");
    await post("updatePanier", { action: "use_amex", actif: 1 }, c.token);
    await post("updatePanier", { action: "use_amex", actif: 0 }, c.token);
    const { checkout } = (await get("payConfiguration", c.token)).json();
    const res = await post("payCommande", { checkout, mode: "telephone" }, c.token);
    expect(res.json().paiement).toMatchObject({ statut: "pending" });
  });
});
