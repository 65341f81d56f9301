// Cards, SEPA mandates, signed payment notifications, the warehouse command and order reading, through HTTP on a
// real seeded database. Orders are written by the fixture the way checkout leaves them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { ORDER_NOT_FOUND } from "@cabas/contracts";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, createSlot, insertOrder, ORIGIN, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { signPayload, SIGNATURE_HEADER } from "../../payment/provider.ts";
import { NOTIFICATION_PATH } from "../../payment/payment-routes.ts";
import { moveOrder } from "./order-warehouse.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";

const SECRET = "test-secret-0123456789abcdef0123456789abcdef";
let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let alice: Awaited<ReturnType<typeof registerCustomer>>;
let bob: Awaited<ReturnType<typeof registerCustomer>>;
let products: Awaited<ReturnType<typeof pickProducts>>;
let slot: typeof schema.deliverySlots.$inferSelect;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  alice = await registerCustomer(t, "alice@example.fr");
  bob = await registerCustomer(t, "bob@example.fr");
  products = await pickProducts(t.database.db, alice.perimeterId);
  slot = await createSlot(t.database.db, alice.perimeterId, new Date("2026-11-24T08:00:00Z"));
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);
/** An order of Alice's in the test slot, as checkout leaves it (pending its payment unless told). */
const aliceOrder = (args: Omit<Parameters<typeof insertOrder>[1], "userId" | "perimeterId" | "slotId" | "now">) =>
  insertOrder(t.database.db, { userId: alice.userId, perimeterId: alice.perimeterId, slotId: slot.id, now: clock, ...args });
const json = { accept: "application/json", ...ORIGIN };

async function tokenise(numero: string, expiration = "12/29", cvc = "123") {
  const res = await t.app.inject({ method: "POST", url: "/next-react/sandbox/cartes", headers: json, payload: { numero, expiration, cvc } });
  return res;
}

const stockOf = async (productId: number) =>
  (await t.database.db.select({ stock: schema.offers.stock }).from(schema.offers).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, alice.perimeterId))))[0]!.stock;
const slotBooked = async () => (await t.database.db.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slot.id)))[0]!.booked;
const eurofidBalance = async (userId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`coalesce(sum(${schema.loyaltyLedger.amount}), 0)::int` })
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "eurofid")))
  )[0]!.n;

describe("the sandbox's hosted card form", () => {
  it("tokenises a valid card and keeps only brand, last four and expiry", async () => {
    const res = await tokenise("4242 4242 4242 4242");
    expect(res.statusCode).toBe(200);
    expect(res.json().carte).toMatchObject({ marque: "visa", derniers_chiffres: "4242", expiration: "12/29" });
    const cards = await t.database.db.select().from(schema.sandboxCards);
    expect(JSON.stringify(cards)).not.toContain("4242424242424242");
  });

  it("refuses a wrong Luhn key, an expired card or a bad CVC in French", async () => {
    expect((await tokenise("4242 4242 4242 4241")).json().message).toMatch(/numéro de carte n'est pas valide/);
    expect((await tokenise("4242424242424242", "10/26")).json().message).toMatch(/expirée/);
    expect((await tokenise("4242424242424242", "13/29")).json().message).toMatch(/MM\/AA/);
    expect((await tokenise("4242424242424242", "12/29", "12")).json().message).toMatch(/CVC/);
  });

  it("sends a browser back to the card page with a 303, never a JSON error", async () => {
    const res = await t.app.inject({ method: "POST", url: "/next-react/sandbox/cartes", headers: ORIGIN, payload: { numero: "1234", expiration: "12/29", cvc: "123" } });
    expect(res.statusCode).toBe(303);
    // A code, never the text: the page maps it to its message, so a link cannot make the shop say anything.
    expect(res.headers.location).toBe("/cartes-bancaires?erreur=carte_numero");
  });
});

describe("saved cards", () => {
  let token = "";

  it("adds a card from a provider token, the first one becoming the default", async () => {
    token = (await tokenise("4242424242424242")).json().carte.id_empreinte;
    const res = await post("addCB", { id_empreinte: token, libelle_carte: "Carte perso" }, alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().carte).toMatchObject({ id_empreinte: token, libelle_carte: "Carte perso", par_defaut: true, derniers_chiffres: "4242" });
    const list = await get("mesCB", alice.token);
    expect(list.json().cartes).toHaveLength(1);
  });

  it("refuses a card number sent instead of a token, and an unknown token", async () => {
    expect((await post("addCB", { id_empreinte: "4242 4242 4242 4242" }, alice.token)).statusCode).toBe(400);
    const unknown = await post("addCB", { id_empreinte: "tok_doesnotexist123" }, alice.token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/Empreinte de carte inconnue/);
  });

  it("renames and switches the default card", async () => {
    const second = (await tokenise("5555555555554444")).json().carte.id_empreinte;
    await post("addCB", { id_empreinte: second }, alice.token);
    const res = await post("updateCB", { id_empreinte: second, libelle_carte: "Pro", par_defaut: "1" }, alice.token);
    expect(res.json().cartes.map((c: { libelle_carte: string; par_defaut: boolean }) => [c.libelle_carte, c.par_defaut])).toEqual([
      ["Pro", true],
      ["Carte perso", false],
    ]);
  });

  it("answers 404 for another customer's card and changes nothing", async () => {
    const before = await t.database.db.select().from(schema.paymentCards).orderBy(schema.paymentCards.id);
    for (const call of ["updateCB", "deleteCB"]) {
      const res = await post(call, { id_empreinte: token, libelle_carte: "Volée", par_defaut: "1" }, bob.token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ success: false, message: "Carte bancaire introuvable." });
    }
    // Bob learning Alice's token cannot save it as his.
    expect((await post("addCB", { id_empreinte: token }, bob.token)).statusCode).toBe(404);
    expect(await t.database.db.select().from(schema.paymentCards).orderBy(schema.paymentCards.id)).toEqual(before);
    expect((await get("mesCB", bob.token)).json().cartes).toEqual([]);
  });

  it("deletes a card, the other one taking over as default", async () => {
    const res = await post("deleteCB", { id_empreinte: (await get("mesCB", alice.token)).json().cartes[0].id_empreinte }, alice.token);
    expect(res.json().cartes).toEqual([expect.objectContaining({ id_empreinte: token, par_defaut: true })]);
  });

  it("needs a signed-in customer", async () => {
    expect((await get("mesCB")).statusCode).toBe(401);
  });
});

describe("SEPA mandates", () => {
  it("signs a mandate on a valid IBAN and stores only its masked form", async () => {
    const res = await post("paySepa", { action: "mandat", iban: "FR76 3000 6000 0112 3456 7890 189", titulaire: "Chloé Durand", lieu: "Paris", accord: "1" }, alice.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().mandat).toMatchObject({ iban_masque: "FR76 **** **** 0189", titulaire: "Chloé Durand" });
    const rows = await t.database.db.select().from(schema.sepaMandates);
    expect(JSON.stringify(rows)).not.toContain("30006000011234567890");
  });

  it("refuses an IBAN whose mod-97 key is wrong, with a French message, and stores nothing", async () => {
    const before = (await t.database.db.select().from(schema.sepaMandates)).length;
    const res = await post("paySepa", { action: "mandat", iban: "FR76 3000 6000 0112 3456 7890 188", titulaire: "Chloé Durand", lieu: "Paris", accord: "1" }, alice.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/clé de contrôle/);
    expect((await post("paySepa", { action: "autre" }, alice.token)).statusCode).toBe(400);
    expect((await t.database.db.select().from(schema.sepaMandates)).length).toBe(before);
  });

  it("asks a Swiss account's BIC and the debtor's address, naming each missing field, and stores nothing without them", async () => {
    const before = (await t.database.db.select().from(schema.sepaMandates)).length;
    const res = await post("paySepa", { action: "mandat", iban: "CH93 0076 2011 6238 5295 7", titulaire: "Chloé Durand", lieu: "Annemasse", accord: "1", ville: "Genève" }, alice.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/compte suisse demande votre adresse et le code BIC/);
    expect(Object.keys(res.json().errors).sort()).toEqual(["adresse", "bic", "code_postal", "pays"]);
    const wrongBank = await post(
      "paySepa",
      { action: "mandat", iban: "CH9300762011623852957", titulaire: "Chloé Durand", lieu: "Annemasse", accord: "1", bic: "BNPAFRPP", adresse: "12 rue du Rhône", code_postal: "1204", ville: "Genève", pays: "CH" },
      alice.token,
    );
    expect(wrongBank.json().errors).toEqual({ bic: [expect.stringContaining("autre pays (France) que votre IBAN (Suisse)")] });
    expect((await t.database.db.select().from(schema.sepaMandates)).length).toBe(before);
  });

  it("signs a Swiss account's mandate with the BIC and address the rulebook asks, and keeps none for an EEA account", async () => {
    const eve = await registerCustomer(t, "eve-mandat-suisse@example.fr");
    const details = { bic: "ubsw ch zh 80a", adresse: "12 rue du Rhône", code_postal: "1204", ville: "Genève", pays: "CH" };
    const res = await post("paySepa", { action: "mandat", iban: "CH93 0076 2011 6238 5295 7", titulaire: "Eve Favre", lieu: "Annemasse", accord: "1", ...details }, eve.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().mandat).toMatchObject({ iban_masque: "CH93 **** **** 2957", bic: "UBSWCHZH80A", adresse_debiteur: "12 rue du Rhône, 1204 Genève, Suisse" });
    const eea = await post("paySepa", { action: "mandat", iban: "FR7630006000011234567890189", titulaire: "Eve Favre", lieu: "Annemasse", accord: "1", ...details, bic: "BNPAFRPP" }, eve.token);
    expect(eea.json().mandat).toMatchObject({ bic: null, adresse_debiteur: null });
    const [row] = await t.database.db.select().from(schema.sepaMandates).where(eq(schema.sepaMandates.id, eea.json().mandat.id_mandat));
    expect(row).toMatchObject({ debtorBic: null, debtorStreet: null, debtorPostalCode: null, debtorTown: null, debtorCountry: null });
  });

  it("signs nothing without the consent box ticked (ADR 0057)", async () => {
    const carol = await registerCustomer(t, "carol-mandat@example.fr");
    const mandate = { action: "mandat", iban: "FR7630006000011234567890189", titulaire: "Carol Martin", lieu: "Lyon" };
    for (const accord of [undefined, "", "0"]) {
      const res = await post("paySepa", accord === undefined ? mandate : { ...mandate, accord }, carol.token);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.accord).toEqual(["Cochez la case d'autorisation pour signer le mandat de prélèvement."]);
    }
    expect(await t.database.db.select().from(schema.sepaMandates).where(eq(schema.sepaMandates.userId, carol.userId))).toEqual([]);
  });

  it("records the place of signature and answers with the unique mandate reference", async () => {
    const dan = await registerCustomer(t, "dan-mandat@example.fr");
    const res = await post("paySepa", { action: "mandat", iban: "FR7630006000011234567890189", titulaire: "Dan Petit", lieu: "Montreuil", accord: "on" }, dan.token);
    expect(res.statusCode).toBe(200);
    const mandat = res.json().mandat;
    expect(mandat).toMatchObject({ lieu_signature: "Montreuil", titulaire: "Dan Petit" });
    expect(res.json().message).toBe(`Mandat de prélèvement SEPA signé : sa référence unique (RUM) est ${mandat.reference}.`);
    expect(res.json().mandat_reutilise).toBe(false);
  });

  it("reuses the active mandate when the same IBAN is signed again, however it is typed", async () => {
    const eve = await registerCustomer(t, "eve-mandat@example.fr");
    const sign = (iban: string) => post("paySepa", { action: "mandat", iban, titulaire: "Ève Roux", lieu: "Paris", accord: "1" }, eve.token);
    const first = (await sign("FR7630006000011234567890189")).json();
    const again = await sign("fr76 3000 6000 0112 3456 7890 189");
    expect(again.statusCode).toBe(200);
    expect(again.json().mandat_reutilise).toBe(true);
    expect(again.json().mandat.id_mandat).toBe(first.mandat.id_mandat);
    expect(again.json().message).toBe(`Vous avez déjà signé un mandat pour ce compte : nous le réutilisons (référence unique du mandat ${first.mandat.reference}).`);
    // Signed at once twice (a double click): still one mandate.
    const both = await Promise.all([sign("FR7630004000031234567890143"), sign("FR7630004000031234567890143")]);
    expect(both[0].json().mandat.id_mandat).toBe(both[1].json().mandat.id_mandat);
    const rows = await t.database.db.select().from(schema.sepaMandates).where(eq(schema.sepaMandates.userId, eve.userId));
    expect(rows).toHaveLength(2);
    expect((await get("mesCB", eve.token)).json().mandats).toHaveLength(2);
    // Another customer's mandate on the same account is theirs: it is not handed to Ève, nor hers to them.
    const frank = await registerCustomer(t, "frank-mandat@example.fr");
    const his = await post("paySepa", { action: "mandat", iban: "FR7630006000011234567890189", titulaire: "Ève Roux", lieu: "Paris", accord: "1" }, frank.token);
    expect(his.json().mandat_reutilise).toBe(false);
    expect(his.json().mandat.id_mandat).not.toBe(first.mandat.id_mandat);
  });

  it("signs a new mandate for an IBAN whose earlier mandate was revoked", async () => {
    const gil = await registerCustomer(t, "gil-mandat@example.fr");
    const sign = () => post("paySepa", { action: "mandat", iban: "FR7630006000011234567890189", titulaire: "Gil Blanc", lieu: "Paris", accord: "1" }, gil.token);
    const first = (await sign()).json().mandat;
    await t.database.db.update(schema.sepaMandates).set({ revokedAt: clock }).where(eq(schema.sepaMandates.id, first.id_mandat));
    const second = (await sign()).json();
    expect(second.mandat_reutilise).toBe(false);
    expect(second.mandat.id_mandat).not.toBe(first.id_mandat);
  });
});

describe("payment through the hosted form, 3-D Secure and signed notifications", () => {
  async function startPayment(amountCents?: number) {
    const line = products.fixed[0]!;
    const order = await aliceOrder({
      lines: [{ productId: line.id, name: line.name, quantity: 3, unitCents: line.priceCents }],
    });
    // The same authorisation the checkout asks of the provider, for a new card typed on the hosted form.
    const sandbox = createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} });
    const auth = await sandbox.authorise({ amountCents: amountCents ?? order.authorisedCents, merchantReference: String(order.id), returnPath: `/checkout/confirmation/${order.id}` });
    await t.database.db.insert(schema.payments).values({ orderId: order.id, provider: "sandbox", method: "card", status: "requires_action", amountCents: order.authorisedCents, providerRef: auth.providerRef });
    return { order, sessionId: auth.providerRef, productId: line.id };
  }
  const submitCard = (id: string, numero: string, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${id}/carte`, headers: json, payload: { numero, expiration: "12/29", cvc: "123", ...extra } });
  const submitCode = (id: string, code: string) => t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${id}/code`, headers: json, payload: { code } });
  const orderStatus = async (id: number) => (await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!.status;

  it("asks a challenge above 30 €, refuses a wrong code, accepts the shown one and places the order", async () => {
    const { order, sessionId } = await startPayment(4500);
    const afterCard = await submitCard(sessionId, "4242424242424242", { enregistrer: "1" });
    expect(afterCard.json().session).toMatchObject({ statut: "challenge" });
    const code = afterCard.json().session.code_sandbox as string;
    expect(code).toMatch(/^[0-9]{6}$/);
    const wrong = await submitCode(sessionId, code === "000000" ? "111111" : "000000");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toMatch(/Code incorrect/);
    // A browser is sent back to the hosted page with the refusal's code, never its text.
    const wrongByForm = await t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${sessionId}/code`, headers: ORIGIN, payload: { code: code === "000000" ? "111111" : "000000" } });
    expect(wrongByForm.headers.location).toBe(`/modal/paiement/${sessionId}?erreur=code_incorrect`);
    expect(await orderStatus(order.id)).toBe("pending_payment");
    const right = await submitCode(sessionId, code);
    expect(right.json()).toMatchObject({ session: { statut: "authorised" }, redirect: `/checkout/confirmation/${order.id}` });
    expect(await orderStatus(order.id)).toBe("placed");
    const outcome = await t.app.inject({ method: "GET", url: `/next-react/isPaiementOK.php?id_commande=${order.id}`, headers: bearer(alice.token) });
    expect(outcome.json()).toMatchObject({ paye: true, statut_commande: "placed" });
    // The shopper ticked "save this card": it arrives as a token.
    expect((await get("mesCB", alice.token)).json().cartes.some((c: { derniers_chiffres: string; id_empreinte: string }) => c.derniers_chiffres === "4242")).toBe(true);
    const mails = await t.database.db.select().from(schema.backgroundJobs).where(sql`payload->>'subject' like ${`%${order.id} est confirmée%`}`);
    expect(mails).toHaveLength(1);
  });

  it("refuses a forged notification and a replayed one, and changes nothing", async () => {
    const { order, sessionId } = await startPayment(2000);
    const event = { id: "evt_forged", type: "payment.authorised", providerRef: sessionId, merchantReference: String(order.id), amountCents: 2000, createdAt: Math.floor(clock.getTime() / 1000) };
    const body = JSON.stringify(event);
    const forged = await t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signPayload("not-the-secret", body, event.createdAt) } });
    expect(forged.statusCode).toBe(403);
    const unsigned = await t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: body, headers: { "content-type": "application/json" } });
    expect(unsigned.statusCode).toBe(403);
    const stale = await t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signPayload(SECRET, body, event.createdAt - 3600) } });
    expect(stale.statusCode).toBe(403);
    expect(await orderStatus(order.id)).toBe("pending_payment");

    const genuine = signPayload(SECRET, body, event.createdAt);
    const first = await t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: genuine } });
    expect(first.statusCode).toBe(200);
    const replay = await t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: genuine } });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toMatch(/déjà traité/);
    // A declined event replayed after the authorisation cannot cancel the order either.
    const declined = JSON.stringify({ ...event, id: "evt_late", type: "payment.declined" });
    const late = await t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: declined, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signPayload(SECRET, declined, event.createdAt) } });
    expect(late.statusCode).toBe(409);
    expect(await orderStatus(order.id)).toBe("placed");
    const payments = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
    expect(payments.map((p) => p.status)).toEqual(["authorised"]);
  });

  it("releases everything when the card is declined: stock, voucher, eurosfid; the basket comes back holding the slot place", async () => {
    const stockBefore = await stockOf(products.fixed[0]!.id);
    const bookedBefore = await slotBooked();
    const eurofidBefore = await eurofidBalance(alice.userId);
    const { order, sessionId, productId } = await startPayment();
    expect(await stockOf(productId)).toBe(stockBefore - 3);
    expect(await slotBooked()).toBe(bookedBefore + 1);
    const res = await submitCard(sessionId, "4000 0000 0000 0002");
    expect(res.json()).toMatchObject({ session: { statut: "declined" }, redirect: `/checkout/confirmation/${order.id}` });
    expect(await orderStatus(order.id)).toBe("cancelled");
    expect(await stockOf(productId)).toBe(stockBefore);
    // The place is the reactivated basket's hold now, until the hour it had at checkout ends.
    expect(await slotBooked()).toBe(bookedBefore + 1);
    const [hold] = await t.database.db.select().from(schema.slotBookings).where(and(eq(schema.slotBookings.basketId, order.basketId), sql`${schema.slotBookings.releasedAt} is null`));
    expect(hold).toMatchObject({ kind: "hold", orderId: null });
    expect(await eurofidBalance(alice.userId)).toBe(eurofidBefore + 1000); // the fixture's welcome credit stays, the spend comes back
    const [voucher] = await t.database.db.select().from(schema.vouchers).where(eq(schema.vouchers.code, `BA-${order.id}`));
    expect(voucher).toMatchObject({ usedAt: null, usedOrderId: null });
    const outcome = await t.app.inject({ method: "GET", url: `/next-react/isPaiementOK.php?id_commande=${order.id}`, headers: bearer(alice.token) });
    expect(outcome.json()).toMatchObject({ paye: false, statut_paiement: "declined", message: expect.stringMatching(/Paiement refusé/) });
    // Its page must not call the amount « payé »: the bank refused it, nothing was taken.
    const detail = (await t.app.inject({ method: "GET", url: `/next-react/getCommande.php?id_commande=${order.id}`, headers: bearer(alice.token) })).json().commande;
    expect(detail.montants.map((m: { libelle: string }) => m.libelle)).not.toContain("Total payé");
    expect(detail.montants.at(-1)).toMatchObject({ code: "total", libelle: "Total non débité" });
  });

  it("declines insufficient funds and an abandoned form after its delay", async () => {
    const first = await startPayment(1500);
    expect((await submitCard(first.sessionId, "4000000000009995")).json().session.statut).toBe("declined");
    const second = await startPayment(1500);
    const later = new Date(clock.getTime() + 16 * 60_000);
    const sandbox = createSandboxProvider({
      db: t.database.db,
      secret: SECRET,
      now: () => later,
      deliver: async (body, signature) => {
        await t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: signature.replace(/t=\d+/, `t=${Math.floor(clock.getTime() / 1000)}`) } });
      },
    });
    await sandbox.expire(second.sessionId);
    expect((await sandbox.session(second.sessionId))?.status).toBe("declined");
  });

  it("isPaiementOK answers 404 for another customer's order", async () => {
    const { order } = await startPayment(1000);
    const res = await t.app.inject({ method: "GET", url: `/next-react/isPaiementOK.php?id_commande=${order.id}`, headers: bearer(bob.token) });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORDER_NOT_FOUND);
  });
});

describe("the warehouse command, order reading and invoices", () => {
  let orderId = 0;
  const sandbox = () => createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} });
  const deps = () => ({ db: t.database.db, provider: sandbox(), now: clock, publicUrl: "http://localhost:3000" });

  /**
   * A placed order of 2 × a fixed-price product and 2 weighed pieces, paid by SEPA: its mandate charged for the
   * authorisation (the estimate plus 15 % of the weighed part, the fixture's fee and benefits). `est`: the grams estimated.
   */
  async function weighedSepaOrder(reference: string) {
    const fixed = products.fixed[1]!;
    const weighed = products.weighed;
    const est = (weighed.averageWeightGrams ?? 500) * 2;
    const estimate = Math.round((est * weighed.priceCents) / 1000);
    const authorised = fixed.priceCents * 2 + estimate + 590 - 700 + Math.ceil((estimate * 1500) / 10_000);
    const mandate = await sandbox().chargeMandate(`sbm_${reference}`, authorised, reference);
    const order = await aliceOrder({
      lines: [
        { productId: fixed.id, name: fixed.name, quantity: 2, unitCents: fixed.priceCents },
        { productId: weighed.id, name: weighed.name, quantity: 2, unitCents: weighed.priceCents, variableWeight: true, avgGrams: weighed.averageWeightGrams },
      ],
      status: "placed",
      providerRef: mandate.providerRef,
      method: "sepa",
    });
    return { order, est, authorised, providerRef: mandate.providerRef };
  }

  beforeAll(async () => {
    orderId = (await weighedSepaOrder("fixture")).order.id;
  });

  it("lists the customer's orders in progress and counts them in the menu", async () => {
    const res = await t.app.inject({ method: "GET", url: "/next-react/getCommande.php?type=en_cours", headers: bearer(alice.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().commandes.map((c: { id_commande: number }) => c.id_commande)).toContain(orderId);
    const me = await get("me", alice.token);
    expect(me.json().user.menu.commandesEnCours).toBeGreaterThan(0);
    expect((await get("me", bob.token)).json().user.menu).toEqual({ commandesEnCours: 0, commandesClosed: 0 });
  });

  it("gives each order line its price per kilo, litre or piece, from its price and the product's net quantity (ADR 0059)", async () => {
    const res = await t.app.inject({ method: "GET", url: `/next-react/getCommande.php?id_commande=${orderId}`, headers: bearer(alice.token) });
    expect(res.statusCode).toBe(200);
    const lines = res.json().commande.lignes as { id_article: number; prix_unitaire: number; prix_unite_mesure: { value: number; unit: string } }[];
    const fixed = products.fixed[1]!;
    const [net] = await t.database.db
      .select({ netQuantity: schema.products.netQuantity, netUnit: schema.products.netUnit })
      .from(schema.products)
      .where(eq(schema.products.id, fixed.id));
    const expected =
      net!.netUnit === "piece"
        ? { value: Math.round(fixed.priceCents / net!.netQuantity) / 100, unit: "pièce" }
        : { value: Math.round((fixed.priceCents * 1000) / net!.netQuantity) / 100, unit: net!.netUnit === "g" ? "kg" : "l" };
    expect(lines.find((l) => l.id_article === fixed.id)?.prix_unite_mesure).toEqual(expected);
    // Sold by weight: the line's price is per kilo already.
    const weighed = lines.find((l) => l.id_article === products.weighed.id)!;
    expect(weighed.prix_unite_mesure).toEqual({ value: products.weighed.priceCents / 100, unit: "kg" });
  });

  it("a capture the bank refuses after preparation puts the order back to be prepared again, authorisation kept", async () => {
    const fixed = products.fixed[2]!;
    const authorised = fixed.priceCents + 590 - 700 + 1_000;
    const charge = await sandbox().chargeMandate("sbm_refus", authorised, "refus");
    const order = await aliceOrder({
      lines: [{ productId: fixed.id, name: fixed.name, quantity: 1, unitCents: fixed.priceCents }],
      status: "placed",
      providerRef: charge.providerRef,
      method: "sepa",
    });
    const refusing = { ...sandbox(), capture: async () => Promise.reject(new Error("card blocked by issuer")) };
    await expect(moveOrder({ ...deps(), provider: refusing }, order.id, "prepare")).rejects.toThrow(/La banque refuse l'encaissement/);
    // The customer reads the weighing and the refusal in French, never « encaissés » nor the provider's own words.
    const refused = (await get(`getCommande?id_commande=${order.id}`, alice.token)).json().commande.evenements.map((e: { libelle: string }) => e.libelle);
    expect(refused.slice(-2)).toEqual([
      expect.stringMatching(/^Pesée terminée : \d+,\d{2}\u00a0€$/),
      "Encaissement refusé par la banque (la banque n'a pas répondu) : votre commande sera pesée et encaissée à nouveau",
    ]);
    const [after] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(after).toMatchObject({ status: "placed", finalCents: null });
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
    expect(payment).toMatchObject({ status: "authorised", capturedCents: null });
    // Prepared again once the bank accepts: captured.
    expect((await moveOrder(deps(), order.id, "prepare")).to).toBe("preparing");
    const [captured] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
    expect(captured!.status).toBe("captured");
  });

  it("answers 404 for another customer's order and lists none of them", async () => {
    const res = await t.app.inject({ method: "GET", url: `/next-react/getCommande.php?id_commande=${orderId}`, headers: bearer(bob.token) });
    expect(res.statusCode).toBe(404);
    const list = await t.app.inject({ method: "GET", url: "/next-react/getCommande.php?type=en_cours", headers: bearer(bob.token) });
    expect(list.json()).toMatchObject({ commandes: [], total: 0 });
    const invoice = await t.app.inject({ method: "GET", url: `/next-react/downloadFile.php?t=facture&n=${orderId}`, headers: bearer(bob.token) });
    expect(invoice.statusCode).toBe(404);
  });

  it("sends a browser that opened a refused invoice's address to the storefront's invoice page, and keeps JSON for programs", async () => {
    const url = `/next-react/downloadFile.php?t=facture&n=${orderId}`;
    const browser = { accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8" };
    // Someone else's order, an order not delivered yet, signed out: the storefront's page says why, in French (ADR 0119).
    for (const headers of [{ ...browser, ...bearer(bob.token) }, { ...browser, ...bearer(alice.token) }, browser]) {
      const res = await t.app.inject({ method: "GET", url, headers });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/commande/${orderId}/facture`);
      expect(res.headers["content-type"]).toBeUndefined();
    }
    // Not an order number: the list of orders.
    const odd = await t.app.inject({ method: "GET", url: "/next-react/downloadFile.php?t=facture&n=%2F%2Fexample.com", headers: browser });
    expect(odd.statusCode).toBe(303);
    expect(odd.headers.location).toBe("/historique-commandes");
    // A program asking for JSON (the storefront's own request among them) keeps the refusal as JSON.
    for (const accept of ["application/json", "application/pdf, application/json", "*/*"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { accept, ...bearer(alice.token) } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: "Facture introuvable : elle est établie à la livraison de la commande." });
    }
    expect((await t.app.inject({ method: "GET", url, headers: { accept: "application/json" } })).statusCode).toBe(401);
  });

  it("refuses to ship an order not prepared, and a weight that overshoots the authorisation", async () => {
    await expect(moveOrder(deps(), orderId, "ship")).rejects.toThrow(/ne peut pas passer à l'état « en cours de livraison »/);
    await expect(moveOrder(deps(), orderId, "prepare", { weights: new Map([[products.weighed.id, 50_000]]) })).rejects.toThrow(/dépasse l'autorisation/);
    await expect(moveOrder(deps(), orderId, "prepare", { weights: new Map([[products.fixed[1]!.id, 100]]) })).rejects.toThrow(/n'est pas vendu au poids/);
    expect((await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId)))[0]!.status).toBe("placed");
  });

  it("bills the authorisation for a weighing above it only when asked (--cap): the real weight kept, the difference offered and told", async () => {
    const weighed = products.weighed;
    const { order, est, authorised, providerRef } = await weighedSepaOrder("cap");
    const heavy = new Map([[weighed.id, est * 3]]);
    await expect(moveOrder(deps(), order.id, "prepare", { weights: heavy })).rejects.toThrow(/dépasse l'autorisation \(\d+,\d{2}\u00a0€\)\. Vérifiez les poids, ou facturez .* \(la case « facturer ce montant » de l'écran de l'entrepôt, ou --cap\)/);
    const prepared = await moveOrder(deps(), order.id, "prepare", { weights: heavy, cap: true });
    const [after] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, order.id));
    expect(after!.authorisedCents).toBe(authorised);
    expect(prepared.finalCents).toBe(authorised);
    expect(after!.finalCents).toBe(authorised);
    const [line] = await t.database.db.select().from(schema.orderLines).where(and(eq(schema.orderLines.orderId, order.id), eq(schema.orderLines.productId, weighed.id)));
    expect(line!.finalWeightGrams).toBe(est * 3);
    const offered = after!.totalCents + line!.finalLineCents! - line!.lineCents - authorised;
    expect(after!.totals.remise_pesee).toBe(offered);
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
    expect(payment).toMatchObject({ status: "captured", capturedCents: authorised });
    expect((await t.database.db.select().from(schema.sandboxPayments).where(eq(schema.sandboxPayments.id, providerRef)))[0]!.status).toBe("captured");

    const detail = (await get(`getCommande?id_commande=${order.id}`, alice.token)).json().commande;
    const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")}\u00a0€`;
    expect(detail.evenements.map((e: { libelle: string }) => e.libelle).slice(-2)).toEqual([
      `Pesée terminée : ${euros(authorised + offered)} pesés, ${euros(authorised)} facturés (le montant autorisé) : la différence de ${euros(offered)} vous est offerte`,
      `${euros(authorised)} encaissés`,
    ]);
    const amounts = detail.montants.map((m: { code: string; montant: number }) => [m.code, Math.round(m.montant * 100)]);
    expect(amounts).toContainEqual(["weighing", -offered]);
    expect(amounts.at(-1)).toEqual(["total", authorised]);
  });

  it("prepares with the weighed amount captured, ships, delivers with loyalty euros and an invoice e-mail", async () => {
    const grams = products.weighed.averageWeightGrams! * 2 - 50;
    const prepared = await moveOrder(deps(), orderId, "prepare", { weights: new Map([[products.weighed.id, grams]]) });
    expect(prepared.to).toBe("preparing");
    const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
    expect(order!.finalCents).toBe(prepared.finalCents);
    expect(order!.finalCents!).toBeLessThanOrEqual(order!.authorisedCents);
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    expect(payment).toMatchObject({ status: "captured", capturedCents: order!.finalCents });
    expect((await moveOrder(deps(), orderId, "advance")).to).toBe("out_for_delivery");
    await expect(moveOrder(deps(), orderId, "cancel")).rejects.toThrow(/ne peut plus être annulée/);
    const eurofidBefore = await eurofidBalance(alice.userId);
    const delivered = await moveOrder(deps(), orderId, "deliver");
    expect(delivered.loyaltyCents).toBe(Math.floor(((order!.finalCents! - order!.feeCents) * 200) / 10_000));
    expect(await eurofidBalance(alice.userId)).toBe(eurofidBefore + delivered.loyaltyCents);
    const [mail] = await t.database.db.select().from(schema.backgroundJobs).where(sql`payload->>'subject' like ${`%${orderId} est livrée%`}`);
    const attachments = (mail!.payload as { attachments: { filename: string; contentBase64: string }[] }).attachments;
    expect(attachments[0]!.filename).toMatch(/^facture-F2026-\d+\.pdf$/);
    expect(Buffer.from(attachments[0]!.contentBase64, "base64").subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("serves the invoice PDF to its owner only", async () => {
    const res = await t.app.inject({ method: "GET", url: `/next-react/downloadFile.php?t=facture&n=${orderId}`, headers: bearer(alice.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // Opened by a browser, the same PDF.
    const opened = await t.app.inject({ method: "GET", url: `/next-react/downloadFile.php?t=facture&n=${orderId}`, headers: { accept: "text/html,*/*;q=0.8", ...bearer(alice.token) } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers["content-type"]).toBe("application/pdf");
    expect((await t.app.inject({ method: "GET", url: `/next-react/downloadFile.php?t=autre&n=${orderId}`, headers: bearer(alice.token) })).statusCode).toBe(400);
    const closed = await t.app.inject({ method: "GET", url: "/next-react/getCommande.php?type=terminees", headers: bearer(alice.token) });
    expect(closed.json().commandes[0]).toMatchObject({ id_commande: orderId, statut: "delivered", facture: true });
  });

  it("cancels a placed order: stock and slot back, the authorisation released", async () => {
    const fixed = products.fixed[2]!;
    const stockBefore = await stockOf(fixed.id);
    const auth = await sandbox().chargeMandate("sbm_fixture", 1000, "fixture");
    const order = await aliceOrder({ lines: [{ productId: fixed.id, name: fixed.name, quantity: 1, unitCents: fixed.priceCents }], status: "placed", providerRef: auth.providerRef, method: "sepa" });
    expect(await stockOf(fixed.id)).toBe(stockBefore - 1);
    await moveOrder(deps(), order.id, "cancel");
    expect(await stockOf(fixed.id)).toBe(stockBefore);
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id));
    expect(payment!.status).toBe("cancelled");
  });

  it("asked for a cancelled order's invoice, says there is none, rather than one to come at delivery", async () => {
    const fixed = products.fixed[2]!;
    const order = await aliceOrder({ lines: [{ productId: fixed.id, name: fixed.name, quantity: 1, unitCents: fixed.priceCents }], status: "placed" });
    const invoice = () => t.app.inject({ method: "GET", url: `/next-react/downloadFile.php?t=facture&n=${order.id}`, headers: bearer(alice.token) });
    expect((await invoice()).json().message).toBe("Facture introuvable : elle est établie à la livraison de la commande.");
    await moveOrder(deps(), order.id, "cancel");
    const res = await invoice();
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe("Pas de facture : cette commande a été annulée.");
  });
});
