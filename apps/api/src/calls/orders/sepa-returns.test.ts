// Returned SEPA debits (ADR 0129), through HTTP on a real database: a debit on one of the sandbox's test IBANs comes
// back minutes after its capture, as the provider's signed notification; each reason family has its effect (the
// payment unpaid, the mandate kept or revoked with why, a French e-mail, the order page, customer service's list);
// a replayed notification changes nothing more, a forged one nothing at all, and no customer sees another's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ORDER_DISPATCH_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";
import { createSlot, giveBasketAddress, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { createSandboxProvider, SANDBOX_RETURN_MINUTES } from "../../payment/sandbox-provider.ts";
import { signPayload, SIGNATURE_HEADER, type PaymentEvent } from "../../payment/provider.ts";
import { NOTIFICATION_PATH } from "../../payment/payment-routes.ts";
import { hashPassword } from "../../domain/passwords.ts";
import { paymentJobHandlers } from "../../app.ts";
import { moveOrder } from "./order-warehouse.ts";
import { SANDBOX_RETURNS_JOB } from "./sepa-returns.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";

const SECRET = "sepa-returns-secret-0123456789abcdef0123456";
let t: TestApp;
let clock = new Date("2026-11-22T10:00:00Z");
let products: Awaited<ReturnType<typeof pickProducts>>;
let slotId = 0;
let dispatcher = "";
const IBANS = {
  AC04: "FR76 3000 6000 0100 0000 0040 116",
  AM04: "FR76 3000 6000 0100 0000 0040 213",
  MD01: "FR76 3000 6000 0100 0000 0040 310",
  MD06: "FR76 3000 6000 0100 0000 0040 407",
  MS02: "FR76 3000 6000 0100 0000 0040 504",
  paying: "FR76 3000 6000 0112 3456 7890 189",
} as const;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  const first = await registerCustomer(t, "premiere-retour@example.fr");
  products = await pickProducts(t.database.db, first.perimeterId);
  slotId = (await createSlot(t.database.db, first.perimeterId, new Date("2026-11-26T15:00:00Z"), 1000)).id;
  await t.database.db.update(schema.perimeters).set({ minimumOrderCents: 0 }).where(eq(schema.perimeters.id, first.perimeterId));
  forgetPerimeterTerms();
  await t.database.db
    .insert(schema.users)
    .values({ email: "service-client@example.fr", passwordHash: await hashPassword("Service client 2026"), nom: "Petit", prenom: "Inès", permissions: [ORDER_DISPATCH_PERMISSION] });
  dispatcher = (await post("loginToken", { email: "service-client@example.fr", password: "Service client 2026" })).json().token as string;
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);
const db = () => t.database.db;
const euros = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;

/** A customer who signed a mandate on `iban` and paid one order with it, which the warehouse prepared (captured). */
async function capturedOrder(email: string, iban: string, productIndex: number) {
  const c = await registerCustomer(t, email);
  const signed = await post("paySepa", { action: "mandat", iban, titulaire: "Chloé Durand", lieu: "Paris", accord: "1" }, c.token);
  if (signed.statusCode !== 200) throw new Error(signed.body);
  const mandate = signed.json().mandat as { id_mandat: number; reference: string };
  if ((await post("updatePanier", { action: "set_quantity", id: products.fixed[productIndex]!.id, quantity: 1 }, c.token)).statusCode !== 200) throw new Error("basket");
  await giveBasketAddress(db(), c.userId);
  if ((await post("setCreneaux", { id_tranche: slotId }, c.token)).statusCode !== 200) throw new Error("slot not held");
  const checkout = (await get("payConfiguration?type=sepa", c.token)).json().checkout as string;
  const paid = await post("paySepa", { action: "paiement", checkout, id_mandat: mandate.id_mandat }, c.token);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  const orderId = paid.json().paiement.id_commande as number;
  // The warehouse presents the debit at the preparation, through the same sandbox (its own records).
  const provider = createSandboxProvider({ db: db(), secret: SECRET, now: () => clock, deliver: async () => {} });
  await moveOrder({ db: db(), provider, now: clock, publicUrl: "http://localhost:3000" }, orderId, "prepare");
  const [payment] = await db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
  return { ...c, email, mandate, orderId, payment: payment! };
}

/** The sandbox's job on the queue, as the worker runs it: sends the returns now due to the app's notification route. */
const runReturnsJob = () => paymentJobHandlers(t.app)[SANDBOX_RETURNS_JOB]!({});
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

const paymentOf = async (orderId: number) => (await db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId)))[0]!;
const mandateOf = async (id: number) => (await db().select().from(schema.sepaMandates).where(eq(schema.sepaMandates.id, id)))[0]!;
const returnMails = async (to: string) =>
  (await db().select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, MAIL_JOB))).filter(
    (job) => (job.payload as { to?: string }).to === to && String((job.payload as { subject?: string }).subject).includes("par votre banque"),
  );
const returnSteps = async (orderId: number) =>
  (await db().select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, orderId))).filter((e) => e.note?.startsWith("Prélèvement de "));

/** The notification a provider would send, signed with `secret` at the clock's time. */
function notification(providerRef: string, code: string, kind: "rejet" | "retour", secret = SECRET) {
  const event: PaymentEvent = { id: `evt_${providerRef}`, type: "payment.returned", providerRef, merchantReference: "", amountCents: 100, returnCode: code, returnKind: kind, createdAt: Math.floor(clock.getTime() / 1000) };
  const body = JSON.stringify(event);
  return { body, signature: signPayload(secret, body, event.createdAt) };
}
const deliver = (n: { body: string; signature: string }) =>
  t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: n.body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: n.signature } });

describe("a SEPA debit returned by the debtor's bank", () => {
  it("insufficient funds (AM04): a « rejet » minutes after the capture; unpaid, the mandate kept, mailed, on the order page and the staff list", async () => {
    const c = await capturedOrder("provision@example.fr", IBANS.AM04, 0);
    const due = c.payment.capturedCents!;
    // Not before it falls due: a bank answers later, not at once.
    await runReturnsJob();
    expect((await paymentOf(c.orderId)).returnedAt).toBeNull();
    later(SANDBOX_RETURN_MINUTES);
    await runReturnsJob();

    expect(await paymentOf(c.orderId)).toMatchObject({ status: "captured", returnedAt: clock, returnCode: "AM04", returnKind: "rejet" });
    expect((await mandateOf(c.mandate.id_mandat)).revokedAt).toBeNull();
    expect((await returnSteps(c.orderId)).map((e) => e.note)).toEqual([
      `Prélèvement de ${euros(due)} rejeté par la banque : provision insuffisante (AM04). Montant dû : ${euros(due)}.`,
    ]);
    const [mail] = await returnMails("provision@example.fr");
    const payload = mail!.payload as { subject: string; text: string };
    expect(payload.subject).toBe(`Votre commande Cabas n° ${c.orderId} : prélèvement rejeté par votre banque`);
    expect(payload.text).toContain(`Votre banque nous a rejeté le prélèvement SEPA de ${euros(due)} de votre commande n° ${c.orderId}. Motif indiqué par la banque : provision insuffisante (AM04).`);
    expect(payload.text).toContain("appelez notre service client au 01 86 95 00 00");
    expect(payload.text).toContain("Votre mandat de prélèvement reste valable");
    expect(payload.text).toContain(`/commande/${c.orderId}`);

    const page = (await get(`getCommande?id_commande=${c.orderId}`, c.token)).json().commande;
    expect(page.prelevement_impaye).toEqual({
      montant_du: due / 100,
      type: "rejet",
      motif: "provision insuffisante (AM04)",
      code: "AM04",
      le: clock.toISOString(),
      reglement: expect.stringContaining(`Pour régler les ${euros(due)} dus par carte bancaire`),
      regle_le: null,
      regle_en_ligne: false,
    });
    expect((await get("mesCB", c.token)).json()).toMatchObject({ mandats: [{ id_mandat: c.mandate.id_mandat, motif_revocation: null }], mandats_revoques: [] });

    const staff = (await get("getCommandesEntrepot", dispatcher)).json().impayes;
    expect(staff).toContainEqual({ id_commande: c.orderId, client: expect.any(String), montant_du: due / 100, type: "rejet", motif: "provision insuffisante (AM04)", le: clock.toISOString() });
  });

  it.each([
    ["AC04", "rejet", "compte clôturé (AC04)"],
    ["MD01", "retour", "mandat non reconnu par le titulaire du compte (MD01)"],
    ["MD06", "retour", "remboursement demandé par le titulaire du compte (MD06)"],
    ["MS02", "retour", "prélèvement refusé par le titulaire du compte (MS02)"],
  ] as const)("%s: the mandate is revoked, shown revoked with why, and pays no new order", async (code, kind, reason) => {
    const c = await capturedOrder(`revoque-${code.toLowerCase()}@example.fr`, IBANS[code], 1);
    later(SANDBOX_RETURN_MINUTES);
    await runReturnsJob();
    expect(await paymentOf(c.orderId)).toMatchObject({ returnCode: code, returnKind: kind });
    const why = `Votre banque a ${kind === "rejet" ? "rejeté" : "retourné"} le prélèvement de la commande n° ${c.orderId} : ${reason}.`;
    expect(await mandateOf(c.mandate.id_mandat)).toMatchObject({ revokedAt: clock, revokedReason: why });
    const cards = (await get("mesCB", c.token)).json();
    expect(cards.mandats).toEqual([]);
    expect(cards.mandats_revoques).toMatchObject([{ id_mandat: c.mandate.id_mandat, revoque_le: clock.toISOString(), motif_revocation: why }]);
    const [mail] = await returnMails(c.email);
    expect((mail!.payload as { text: string }).text).toContain(`Votre mandat de prélèvement ${c.mandate.reference} est révoqué à la suite de ce ${kind}`);

    // A new order cannot be debited on it any more.
    await post("updatePanier", { action: "set_quantity", id: products.fixed[2]!.id, quantity: 1 }, c.token);
    await post("setCreneaux", { id_tranche: slotId }, c.token);
    const checkout = (await get("payConfiguration?type=sepa", c.token)).json().checkout as string;
    const refused = await post("paySepa", { action: "paiement", checkout, id_mandat: c.mandate.id_mandat }, c.token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe("mandat_revoque");
  });

  it("keeps the date and leaves no bank reason on a mandate the customer had already revoked herself", async () => {
    const c = await capturedOrder("deja-revoque@example.fr", IBANS.MS02, 3);
    const revokedAt = new Date(clock);
    expect((await post("paySepa", { action: "revocation", id_mandat: c.mandate.id_mandat }, c.token)).statusCode).toBe(200);
    later(SANDBOX_RETURN_MINUTES);
    await runReturnsJob();
    expect(await mandateOf(c.mandate.id_mandat)).toMatchObject({ revokedAt, revokedReason: null });
    expect((await paymentOf(c.orderId)).returnCode).toBe("MS02");
  });

  it("sends no return for an account that pays", async () => {
    const c = await capturedOrder("paie@example.fr", IBANS.paying, 4);
    later(SANDBOX_RETURN_MINUTES * 10);
    await runReturnsJob();
    expect(await paymentOf(c.orderId)).toMatchObject({ returnedAt: null, returnCode: null });
    expect((await get(`getCommande?id_commande=${c.orderId}`, c.token)).json().commande.prelevement_impaye).toBeNull();
  });

  it("applies a replayed notification once: the second answers 409 and changes nothing", async () => {
    const c = await capturedOrder("rejoue@example.fr", IBANS.paying, 5);
    const n = notification(c.payment.providerRef, "AM04", "rejet");
    const first = await deliver(n);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ orderId: c.orderId, status: "returned", mandat_revoque: false });
    const at = clock;
    later(1);
    const again = await deliver(n);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Ce prélèvement est déjà traité ou inconnu : notification ignorée.");
    // Even re-signed with another reason: the first return stands.
    const other = await deliver(notification(c.payment.providerRef, "MS02", "retour"));
    expect(other.statusCode).toBe(409);
    expect(await paymentOf(c.orderId)).toMatchObject({ returnedAt: at, returnCode: "AM04" });
    expect((await mandateOf(c.mandate.id_mandat)).revokedAt).toBeNull();
    expect(await returnSteps(c.orderId)).toHaveLength(1);
    expect(await returnMails("rejoue@example.fr")).toHaveLength(1);
  });

  it("refuses a forged, unsigned, stale or unreadable notification and changes nothing", async () => {
    const c = await capturedOrder("falsifie@example.fr", IBANS.paying, 6);
    const forged = await deliver(notification(c.payment.providerRef, "MS02", "retour", "not-the-shops-secret-0123456789abcdef"));
    expect(forged.statusCode).toBe(403);
    const unsigned = await t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: notification(c.payment.providerRef, "MS02", "retour").body, headers: { "content-type": "application/json" } });
    expect(unsigned.statusCode).toBe(403);
    const stale = notification(c.payment.providerRef, "MS02", "retour");
    later(10);
    expect((await deliver(stale)).statusCode).toBe(403);
    // Signed but without a reason, or with a code that is not one: refused as unreadable.
    const bad = JSON.stringify({ id: "evt_x", type: "payment.returned", providerRef: c.payment.providerRef, merchantReference: "", amountCents: 1, returnCode: "zz", returnKind: "retour", createdAt: Math.floor(clock.getTime() / 1000) });
    expect((await deliver({ body: bad, signature: signPayload(SECRET, bad, Math.floor(clock.getTime() / 1000)) })).statusCode).toBe(400);
    expect(await paymentOf(c.orderId)).toMatchObject({ returnedAt: null, returnCode: null });
    expect((await mandateOf(c.mandate.id_mandat)).revokedAt).toBeNull();
    expect(await returnMails("falsifie@example.fr")).toHaveLength(0);
  });

  it("records the amount due paid by card to customer service, once: the order leaves the staff list and its page says so", async () => {
    const c = await capturedOrder("regle@example.fr", IBANS.AM04, 8);
    later(SANDBOX_RETURN_MINUTES);
    await runReturnsJob();
    const due = c.payment.capturedCents!;
    // A customer cannot record it, and an order without a returned debit is refused.
    expect((await post("setCommandeEntrepot", { id_commande: c.orderId, action: "encaisser_impaye", reference: "T-1" }, c.token)).statusCode).toBe(403);
    const none = await capturedOrder("sans-retour@example.fr", IBANS.paying, 9);
    const refused = await post("setCommandeEntrepot", { id_commande: none.orderId, action: "encaisser_impaye", reference: "T-1" }, dispatcher);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`La commande n°\u00A0${none.orderId} n'a aucun prélèvement impayé : rien n'a été changé.`);
    expect((await post("setCommandeEntrepot", { id_commande: c.orderId, action: "encaisser_impaye" }, dispatcher)).statusCode).toBe(400);

    later(60);
    const paid = await post("setCommandeEntrepot", { id_commande: c.orderId, action: "encaisser_impaye", reference: "TPE-48213" }, dispatcher);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ statut: "impaye_regle", encaisse: due / 100 });
    expect(await paymentOf(c.orderId)).toMatchObject({ returnPaidAt: clock, returnPaidBy: "Inès Petit", returnPaidReference: "TPE-48213" });
    const paidAt = clock;
    later(1);
    const twice = await post("setCommandeEntrepot", { id_commande: c.orderId, action: "encaisser_impaye", reference: "AUTRE" }, dispatcher);
    expect(twice.statusCode).toBe(409);
    expect(await paymentOf(c.orderId)).toMatchObject({ returnPaidAt: paidAt, returnPaidReference: "TPE-48213" });
    const steps = (await db().select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, c.orderId))).filter((e) => e.note?.startsWith("Montant dû"));
    expect(steps.map((e) => e.note)).toEqual([`Montant dû de ${euros(due)} réglé par carte auprès du service client`]);

    expect((await get("getCommandesEntrepot", dispatcher)).json().impayes.map((d: { id_commande: number }) => d.id_commande)).not.toContain(c.orderId);
    expect((await get(`getCommande?id_commande=${c.orderId}`, c.token)).json().commande.prelevement_impaye.regle_le).toBe(paidAt.toISOString());
  });

  it("shows a returned debit to its customer only, and the unpaid list to staff only", async () => {
    const c = await capturedOrder("proprietaire@example.fr", IBANS.MD06, 7);
    later(SANDBOX_RETURN_MINUTES);
    await runReturnsJob();
    const other = await registerCustomer(t, "voisine@example.fr");
    const peek = await get(`getCommande?id_commande=${c.orderId}`, other.token);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain("MD06");
    const cards = (await get("mesCB", other.token)).json();
    expect(cards.mandats_revoques).toEqual([]);
    expect((await get("getCommandesEntrepot", c.token)).statusCode).toBe(403);
    expect((await get("getCommandesEntrepot")).statusCode).toBe(401);
  });
});
