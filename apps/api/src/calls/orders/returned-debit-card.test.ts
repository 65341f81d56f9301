// A returned debit's amount due paid online by card (ADR 0129, amendment), through HTTP on a real database: paid and
// recorded once whatever the replays, only by the order's customer, refused when nothing is due, and a declined card
// changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ORDER_NOT_FOUND } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";
import { createSlot, giveBasketAddress, ORIGIN, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { signPayload, SIGNATURE_HEADER, type PaymentEvent } from "../../payment/provider.ts";
import { NOTIFICATION_PATH } from "../../payment/payment-routes.ts";
import { moveOrder } from "./order-warehouse.ts";
import { RETURN_REMINDER_JOB, returnedDebits, returnReminderHandlers } from "./sepa-returns.ts";
import { AWAITING_LIFETIME_MS } from "./returned-debit-card.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { RETURN_PAID_ONLINE_BY, returnedDebitCardReference } from "../../domain/sepa-return.ts";

const SECRET = "returned-card-secret-0123456789abcdef01234";
const PAYING_IBAN = "FR76 3000 6000 0112 3456 7890 189";
let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
let products: Awaited<ReturnType<typeof pickProducts>>;
let slotId = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  const first = await registerCustomer(t, "premiere-impaye@example.fr");
  products = await pickProducts(t.database.db, first.perimeterId);
  slotId = (await createSlot(t.database.db, first.perimeterId, new Date("2026-11-26T15:00:00Z"), 1000)).id;
  await t.database.db.update(schema.perimeters).set({ minimumOrderCents: 0 }).where(eq(schema.perimeters.id, first.perimeterId));
  forgetPerimeterTerms();
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);
const db = () => t.database.db;
const json = { accept: "application/json", ...ORIGIN };

/** A customer whose order was paid by SEPA and captured; `returned`: its debit then came back (MS02). */
async function sepaOrder(email: string, returned = true) {
  const c = await registerCustomer(t, email);
  const signed = await post("paySepa", { action: "mandat", iban: PAYING_IBAN, titulaire: "Chloé Durand", lieu: "Paris", accord: "1" }, c.token);
  if (signed.statusCode !== 200) throw new Error(signed.body);
  const mandate = signed.json().mandat as { id_mandat: number };
  if ((await post("updatePanier", { action: "set_quantity", id: products.fixed[0]!.id, quantity: 1 }, c.token)).statusCode !== 200) throw new Error("basket");
  await giveBasketAddress(db(), c.userId);
  if ((await post("setCreneaux", { id_tranche: slotId }, c.token)).statusCode !== 200) throw new Error("slot not held");
  const checkout = (await get("payConfiguration?type=sepa", c.token)).json().checkout as string;
  const paid = await post("paySepa", { action: "paiement", checkout, id_mandat: mandate.id_mandat }, c.token);
  if (paid.statusCode !== 200) throw new Error(paid.body);
  const orderId = paid.json().paiement.id_commande as number;
  const provider = createSandboxProvider({ db: db(), secret: SECRET, now: () => clock, deliver: async () => {} });
  await moveOrder({ db: db(), provider, now: clock, publicUrl: "http://localhost:3000" }, orderId, "prepare");
  const payment = await paymentOf(orderId);
  if (returned) {
    const res = await deliver(event({ type: "payment.returned", providerRef: payment.providerRef, merchantReference: "", amountCents: 100, returnCode: "MS02", returnKind: "retour" }));
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return { ...c, email, orderId, due: payment.capturedCents! };
}

async function savedCard(token: string, numero: string): Promise<string> {
  const card = (await t.app.inject({ method: "POST", url: "/next-react/sandbox/cartes", headers: json, payload: { numero, expiration: "12/29", cvc: "123" } })).json().carte.id_empreinte as string;
  expect((await post("addCB", { id_empreinte: card }, token)).statusCode).toBe(200);
  return card;
}

const paymentOf = async (orderId: number) => (await db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId)))[0]!;
const charges = async (paymentId: number) =>
  db().select().from(schema.sandboxPayments).where(eq(schema.sandboxPayments.merchantReference, returnedDebitCardReference(paymentId)));
const paidSteps = async (orderId: number) =>
  (await db().select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, orderId))).filter((e) => e.note?.startsWith("Montant dû de "));
const paidMails = async (to: string) =>
  (await db().select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, MAIL_JOB))).filter(
    (job) => (job.payload as { to?: string }).to === to && String((job.payload as { subject?: string }).subject).includes("montant dû réglé"),
  );

function event(fields: Omit<PaymentEvent, "id" | "createdAt">) {
  const e: PaymentEvent = { id: `evt_${Math.random().toString(36).slice(2)}`, createdAt: Math.floor(Date.now() / 1000), ...fields };
  const body = JSON.stringify({ ...e, createdAt: Math.floor(clock.getTime() / 1000) });
  return { body, signature: signPayload(SECRET, body, Math.floor(clock.getTime() / 1000)) };
}
const deliver = (n: { body: string; signature: string }) =>
  t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: n.body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: n.signature } });

describe("paying a returned debit's amount due online by card", () => {
  it("a saved card clicked five times at once: one charge, recorded paid once as the adviser records it, off the staff list, one mail", async () => {
    const c = await sepaOrder("cinq-clics@example.fr");
    const card = await savedCard(c.token, "4242 4242 4242 4242");
    const before = await paymentOf(c.orderId);
    expect((await returnedDebits(db(), 100)).map((d) => d.orderId)).toContain(c.orderId);

    const answers = await Promise.all(Array.from({ length: 5 }, () => post("reglerImpaye", { id_commande: c.orderId, mode: "carte", id_empreinte: card }, c.token)));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.json().paiement).toMatchObject({ statut: "authorised", redirect: `/commande/${c.orderId}` });
    for (const r of answers.filter((x) => x.statusCode !== 200)) expect(r.statusCode).toBe(409);

    const [charge, ...more] = await charges(before.id);
    expect(more).toHaveLength(0);
    expect(charge).toMatchObject({ status: "captured", amountCents: c.due });
    expect(await paymentOf(c.orderId)).toMatchObject({
      status: "captured",
      returnPaidAt: clock,
      returnPaidBy: RETURN_PAID_ONLINE_BY,
      returnPaidReference: charge!.id,
      returnCardRef: null,
    });
    expect((await paidSteps(c.orderId)).map((e) => e.note)).toEqual([`Montant dû de ${(c.due / 100).toFixed(2).replace(".", ",")} € réglé par carte en ligne`]);
    expect(await paidMails(c.email)).toHaveLength(1);
    expect((await returnedDebits(db(), 100)).map((d) => d.orderId)).not.toContain(c.orderId);
    const page = (await get(`getCommande?id_commande=${c.orderId}`, c.token)).json();
    expect(page.commande.prelevement_impaye).toMatchObject({ regle_le: clock.toISOString(), regle_en_ligne: true });

    // Later, again: already paid, refused in French, nothing asked of the provider.
    const again = await post("reglerImpaye", { id_commande: c.orderId, mode: "carte", id_empreinte: card }, c.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `Le montant dû de la commande n°\u00A0${c.orderId} est déjà réglé : rien à régler.`, code: "impaye_regle" });
    expect(await charges(before.id)).toHaveLength(1);
  });

  it("paid online before its reminders fall due: none of them is sent (ADR 0130)", async () => {
    const c = await sepaOrder("regle-en-ligne-avant-rappel@example.fr");
    const card = await savedCard(c.token, "4242 4242 4242 4242");
    const payment = await paymentOf(c.orderId);
    const jobs = (await db().select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, RETURN_REMINDER_JOB))).filter(
      (job) => (job.payload as { paymentId?: number }).paymentId === payment.id,
    );
    expect(jobs).toHaveLength(3);
    expect((await post("reglerImpaye", { id_commande: c.orderId, mode: "carte", id_empreinte: card }, c.token)).statusCode).toBe(200);
    const handlers = returnReminderHandlers(db(), "http://localhost:3000", () => new Date(jobs[2]!.runAt));
    for (const job of jobs) await handlers[RETURN_REMINDER_JOB]!(job.payload);
    const reminders = (await db().select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, MAIL_JOB))).filter(
      (job) => (job.payload as { to?: string }).to === c.email && String((job.payload as { subject?: string }).subject).includes("restent dus"),
    );
    expect(reminders).toEqual([]);
    expect(await paymentOf(c.orderId)).toMatchObject({ returnRemindersSent: 0, returnRemindedAt: null });
  });

  it("a new card through the hosted form and 3-D Secure: a second click reopens the same form, a replayed notification changes nothing", async () => {
    const c = await sepaOrder("nouvelle-carte-impaye@example.fr");
    const payment = await paymentOf(c.orderId);
    const first = await post("reglerImpaye", { id_commande: c.orderId, mode: "nouvelle_carte" }, c.token);
    expect(first.statusCode).toBe(200);
    const redirect = first.json().paiement.redirect as string;
    expect(redirect).toMatch(/^\/modal\/paiement\/sbp_/);
    const second = await post("reglerImpaye", { id_commande: c.orderId, mode: "nouvelle_carte" }, c.token);
    expect(second.json().paiement).toMatchObject({ statut: "requires_action", redirect });
    const session = redirect.split("/").pop()!;

    const typed = await t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${session}/carte`, headers: json, payload: { numero: "4000 0000 0000 3220", expiration: "12/29", cvc: "123", enregistrer: "1" } });
    expect(typed.json().session.statut).toBe("challenge");
    expect((await paymentOf(c.orderId)).returnPaidAt).toBeNull();
    const code = typed.json().session.code_sandbox as string;
    const done = await t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${session}/code`, headers: json, payload: { code } });
    expect(done.json()).toMatchObject({ redirect: `/commande/${c.orderId}` });

    expect(await paymentOf(c.orderId)).toMatchObject({ returnPaidReference: session, returnPaidBy: RETURN_PAID_ONLINE_BY, returnCardRef: null });
    expect(await charges(payment.id)).toMatchObject([{ id: session, status: "captured" }]);
    // The card she asked to keep is saved, as at checkout.
    expect((await get("mesCB", c.token)).json().cartes).toHaveLength(1);

    const replay = await deliver(event({ type: "payment.authorised", providerRef: session, merchantReference: returnedDebitCardReference(payment.id), amountCents: c.due }));
    expect(replay.statusCode).toBe(409);
    expect(await paidSteps(c.orderId)).toHaveLength(1);
    expect(await paidMails(c.email)).toHaveLength(1);
  });

  it("a declined card changes nothing: still due, listed, no step, no mail; a good card then pays", async () => {
    const c = await sepaOrder("carte-refusee-impaye@example.fr");
    const payment = await paymentOf(c.orderId);
    const declined = await savedCard(c.token, "4000 0000 0000 0002");
    const res = await post("reglerImpaye", { id_commande: c.orderId, mode: "carte", id_empreinte: declined }, c.token);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: "Votre banque a refusé le paiement (Paiement refusé par la banque) : rien n'a été débité, le montant reste dû.", code: "impaye_refus" });
    expect(await paymentOf(c.orderId)).toMatchObject({ returnPaidAt: null, returnPaidBy: null, returnPaidReference: null, returnCardRef: null, updatedAt: payment.updatedAt });
    expect(await paidSteps(c.orderId)).toHaveLength(0);
    expect(await paidMails(c.email)).toHaveLength(0);
    expect((await returnedDebits(db(), 100)).map((d) => d.orderId)).toContain(c.orderId);

    const good = await savedCard(c.token, "5555 5555 5555 4444");
    expect((await post("reglerImpaye", { id_commande: c.orderId, mode: "carte", id_empreinte: good }, c.token)).statusCode).toBe(200);
    expect((await paymentOf(c.orderId)).returnPaidBy).toBe(RETURN_PAID_ONLINE_BY);
  });

  it("an attempt whose provider call never came back holds the button two minutes, not for good", async () => {
    const c = await sepaOrder("reserve-abandonnee@example.fr");
    const card = await savedCard(c.token, "4242 4242 4242 4242");
    const payment = await paymentOf(c.orderId);
    const stranded = `awaiting-${returnedDebitCardReference(payment.id)}`;
    await db()
      .update(schema.payments)
      .set({ returnCardRef: stranded, updatedAt: new Date(clock.getTime() - AWAITING_LIFETIME_MS + 1000) })
      .where(eq(schema.payments.id, payment.id));
    const held = await post("reglerImpaye", { id_commande: c.orderId, mode: "carte", id_empreinte: card }, c.token);
    expect(held.statusCode).toBe(409);
    expect(held.json().code).toBe("impaye_en_cours");
    expect(await charges(payment.id)).toHaveLength(0);

    await db()
      .update(schema.payments)
      .set({ updatedAt: new Date(clock.getTime() - AWAITING_LIFETIME_MS) })
      .where(eq(schema.payments.id, payment.id));
    const paid = await post("reglerImpaye", { id_commande: c.orderId, mode: "carte", id_empreinte: card }, c.token);
    expect(paid.statusCode).toBe(200);
    expect(await paymentOf(c.orderId)).toMatchObject({ returnPaidBy: RETURN_PAID_ONLINE_BY, returnCardRef: null });
    expect(await charges(payment.id)).toHaveLength(1);
  });

  it("someone else's order is not found, an order with nothing due is refused, a card of hers only", async () => {
    const owner = await sepaOrder("proprietaire-impaye@example.fr");
    const other = await sepaOrder("autre-impaye@example.fr", false);
    const otherCard = await savedCard(other.token, "4242 4242 4242 4242");

    const foreign = await post("reglerImpaye", { id_commande: owner.orderId, mode: "nouvelle_carte" }, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(ORDER_NOT_FOUND);
    expect((await paymentOf(owner.orderId)).returnCardRef).toBeNull();

    const nothingDue = await post("reglerImpaye", { id_commande: other.orderId, mode: "carte", id_empreinte: otherCard }, other.token);
    expect(nothingDue.statusCode).toBe(422);
    expect(nothingDue.json().message).toBe(`La commande n°\u00A0${other.orderId} n'a aucun montant dû : rien à régler.`);

    // Her order with someone else's card: the card is not found, nothing is reserved.
    const stolen = await post("reglerImpaye", { id_commande: owner.orderId, mode: "carte", id_empreinte: otherCard }, owner.token);
    expect(stolen.statusCode).toBe(404);
    expect((await paymentOf(owner.orderId)).returnCardRef).toBeNull();

    expect((await post("reglerImpaye", { id_commande: owner.orderId, mode: "nouvelle_carte" })).statusCode).toBe(401);
  });
});
