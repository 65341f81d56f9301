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
import { RETURN_REMINDER_JOB, returnReminderHandlers, SANDBOX_RETURNS_JOB, sepaBarringReturn } from "./sepa-returns.ts";
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
    expect(staff).toContainEqual({
      id_commande: c.orderId,
      client: expect.any(String),
      montant_du: due / 100,
      type: "rejet",
      motif: "provision insuffisante (AM04)",
      le: clock.toISOString(),
      relances: 0,
      derniere_relance_le: null,
      appels: 0,
      dernier_appel: null,
    });
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

/** The reminder jobs queued for a payment, step order, as the worker would find them. */
const reminderJobs = async (paymentId: number) =>
  (await db().select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, RETURN_REMINDER_JOB)))
    .filter((job) => (job.payload as { paymentId?: number }).paymentId === paymentId)
    .sort((a, b) => Number((a.payload as { step: number }).step) - Number((b.payload as { step: number }).step));
/** Runs a reminder job as the worker does when it falls due: the clock at its time. */
async function runReminder(job: { payload: unknown; runAt: Date }) {
  clock = new Date(job.runAt);
  await returnReminderHandlers(db(), "http://localhost:3000", () => clock)[RETURN_REMINDER_JOB]!(job.payload as Record<string, unknown>);
}
const reminderMails = async (to: string) =>
  (await db().select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, MAIL_JOB))).filter(
    (job) => (job.payload as { to?: string }).to === to && String((job.payload as { subject?: string }).subject).includes("restent dus"),
  );

describe("reminders of a returned debit still due (ADR 0130)", () => {
  it("queues three reminders at 10 h Paris; each sends once while due, the last bars SEPA until paid", async () => {
    const start = clock;
    const c = await capturedOrder("relance@example.fr", IBANS.AM04, 10);
    later(SANDBOX_RETURN_MINUTES);
    await runReturnsJob();
    const due = c.payment.capturedCents!;
    const jobs = await reminderJobs(c.payment.id);
    // Returned on Sunday 22 November 2026: the 25th, the 30th (day 8) and 7 December (day 15), 10 h in Paris.
    expect(jobs.map((j) => [j.payload, j.runAt.toISOString()])).toEqual([
      [{ paymentId: c.payment.id, step: 1 }, "2026-11-25T09:00:00.000Z"],
      [{ paymentId: c.payment.id, step: 2 }, "2026-11-30T09:00:00.000Z"],
      [{ paymentId: c.payment.id, step: 3 }, "2026-12-07T09:00:00.000Z"],
    ]);

    await runReminder(jobs[0]!);
    const [first] = await reminderMails(c.email);
    const mail = first!.payload as { subject: string; text: string };
    expect(mail.subject).toBe(`Rappel : ${euros(due)} restent dus sur votre commande Cabas n° ${c.orderId}`);
    expect(mail.text).toContain(`votre banque nous a rejeté le prélèvement SEPA de ${euros(due)} de votre commande n° ${c.orderId}. Motif indiqué par la banque : provision insuffisante (AM04).`);
    expect(mail.text).toContain(`rendez-vous sur la page de votre commande : http://localhost:3000/commande/${c.orderId}`);
    expect(mail.text).not.toContain("pénalit");
    expect(await paymentOf(c.orderId)).toMatchObject({ returnRemindersSent: 1, returnRemindedAt: clock });
    const firstAt = clock;

    // Run twice (a worker retrying after a lost answer): nothing more is sent.
    await runReminder(jobs[0]!);
    expect(await reminderMails(c.email)).toHaveLength(1);
    const staff = (await get("getCommandesEntrepot", dispatcher)).json().impayes;
    expect(staff).toContainEqual(expect.objectContaining({ id_commande: c.orderId, relances: 1, derniere_relance_le: firstAt.toISOString() }));
    const history = (await get(`getCommande?id_commande=${c.orderId}`, c.token)).json().commande.evenements.map((e: { note: string | null }) => e.note);
    expect(history).toContain(`Rappel 1 sur 3 du montant dû de ${euros(due)} envoyé par e-mail`);

    await runReminder(jobs[1]!);
    expect(await sepaBarringReturn(db(), c.userId)).toBeNull();
    const mandateId = c.mandate.id_mandat;
    await post("updatePanier", { action: "set_quantity", id: products.fixed[11]!.id, quantity: 1 }, c.token);
    await post("setCreneaux", { id_tranche: slotId }, c.token);
    // Before the last reminder, the payment page offers SEPA as ever.
    expect((await get("payConfiguration", c.token)).json()).toMatchObject({ moyens: ["carte", "sepa", "telephone"], sepa_indisponible: null });
    await runReminder(jobs[2]!);
    const mails = await reminderMails(c.email);
    expect(mails).toHaveLength(3);
    const last = mails.map((m) => m.payload as { subject: string; text: string }).find((m) => m.subject.startsWith("Dernier rappel"))!;
    expect(last.subject).toBe(`Dernier rappel : ${euros(due)} restent dus sur votre commande Cabas n° ${c.orderId}`);
    expect(last.text).toContain("le paiement par prélèvement SEPA ne vous est plus proposé pour vos commandes");
    expect(last.text).toContain("notre service client va vous appeler");
    expect(last.text).toContain("aucuns frais ni pénalités");
    expect((await get("getCommandesEntrepot", dispatcher)).json().impayes).toContainEqual(expect.objectContaining({ id_commande: c.orderId, relances: 3, derniere_relance_le: clock.toISOString() }));

    // From then on, until it is paid, the payment page no longer offers SEPA, and says which order's amount to pay
    // (ADR 0130's amendment)…
    const conf = (await get("payConfiguration?type=sepa", c.token)).json();
    expect(conf.moyens).toEqual(["carte", "telephone"]);
    expect(conf.sepa_indisponible).toEqual({
      code: "sepa_impaye",
      id_commande: c.orderId,
      montant_du: due / 100,
      message: expect.stringContaining(`prélèvement impayé de la commande n°\u00A0${c.orderId} n'est pas réglé`),
    });
    expect(conf.mandats).toEqual([expect.objectContaining({ id_mandat: mandateId })]);
    // …and SEPA still pays no new order, asked anyway: said in French, with its code for the payment page.
    const checkout = conf.checkout as string;
    const barred = await post("paySepa", { action: "paiement", checkout, id_mandat: mandateId }, c.token);
    expect(barred.statusCode).toBe(422);
    expect(barred.json()).toMatchObject({ code: "sepa_impaye", message: expect.stringContaining(`prélèvement impayé de la commande n°\u00A0${c.orderId} n'est pas réglé`) });
    expect((await post("setCommandeEntrepot", { id_commande: c.orderId, action: "encaisser_impaye", reference: "TPE-9" }, dispatcher)).statusCode).toBe(200);
    expect(await sepaBarringReturn(db(), c.userId)).toBeNull();
    // Paid: offered again at once.
    expect((await get("payConfiguration", c.token)).json()).toMatchObject({ moyens: ["carte", "sepa", "telephone"], sepa_indisponible: null });
    clock = start;
  });

  it("sends nothing when the amount was recorded paid at the terminal meanwhile (paid online: returned-debit-card.test.ts)", async () => {
    const c = await capturedOrder("regle-avant-rappel@example.fr", IBANS.AM04, 12);
    later(SANDBOX_RETURN_MINUTES);
    await runReturnsJob();
    const jobs = await reminderJobs(c.payment.id);
    later(60);
    expect((await post("setCommandeEntrepot", { id_commande: c.orderId, action: "encaisser_impaye", reference: "TPE-77" }, dispatcher)).statusCode).toBe(200);
    const start = clock;
    for (const job of jobs) await runReminder(job);
    clock = start;
    expect(await reminderMails(c.email)).toHaveLength(0);
    expect(await paymentOf(c.orderId)).toMatchObject({ returnRemindersSent: 0, returnRemindedAt: null });
    const history = (await get(`getCommande?id_commande=${c.orderId}`, c.token)).json().commande.evenements.map((e: { note: string | null }) => e.note ?? "");
    expect(history.filter((n: string) => n.startsWith("Rappel"))).toEqual([]);
  });
});

describe("a debit returned after its order was cancelled and refunded (ADR 0130)", () => {
  it("is recorded once, owes nothing, mails nothing, reminds nothing, and is listed for the team until checked", async () => {
    const c = await capturedOrder("annulee-remboursee@example.fr", IBANS.paying, 13);
    const provider = createSandboxProvider({ db: db(), secret: SECRET, now: () => clock, deliver: async () => {} });
    await moveOrder({ db: db(), provider, now: clock, publicUrl: "http://localhost:3000" }, c.orderId, "cancel");
    expect((await paymentOf(c.orderId)).status).toBe("refunded");
    const amount = c.payment.capturedCents!;
    later(60);

    // Forged: refused, nothing read.
    expect((await deliver(notification(c.payment.providerRef, "AM04", "rejet", "not-the-shops-secret-0123456789abcdef"))).statusCode).toBe(403);
    expect((await paymentOf(c.orderId)).returnedAt).toBeNull();
    const n = notification(c.payment.providerRef, "AM04", "rejet");
    const applied = await deliver(n);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ orderId: c.orderId, status: "returned", mandat_revoque: false, montant_du: false });
    const at = clock;
    later(1);
    expect((await deliver(n)).statusCode).toBe(409);
    expect(await paymentOf(c.orderId)).toMatchObject({ status: "refunded", returnedAt: at, returnCode: "AM04", returnKind: "rejet" });
    expect((await returnSteps(c.orderId)).map((e) => e.note)).toEqual([
      `Prélèvement de ${euros(amount)} rejeté par la banque après l'annulation de la commande : provision insuffisante (AM04). Rien n'est dû.`,
    ]);
    // Nothing due: no mail, no reminder, nothing on her page to pay, not payable.
    expect(await returnMails(c.email)).toHaveLength(0);
    expect(await reminderJobs(c.payment.id)).toHaveLength(0);
    expect((await get(`getCommande?id_commande=${c.orderId}`, c.token)).json().commande.prelevement_impaye).toBeNull();
    const pay = await post("reglerImpaye", { id_commande: c.orderId, mode: "nouvelle_carte" }, c.token);
    expect(pay.statusCode).toBe(422);
    expect((await post("setCommandeEntrepot", { id_commande: c.orderId, action: "encaisser_impaye", reference: "T-1" }, dispatcher)).statusCode).toBe(422);

    // The team's list, not the unpaid one.
    const screen = (await get("getCommandesEntrepot", dispatcher)).json();
    expect(screen.impayes.map((d: { id_commande: number }) => d.id_commande)).not.toContain(c.orderId);
    expect(screen.retours_apres_remboursement).toContainEqual({
      id_commande: c.orderId,
      client: expect.any(String),
      montant: amount / 100,
      type: "rejet",
      motif: "provision insuffisante (AM04)",
      le: at.toISOString(),
    });
    expect((await post("setCommandeEntrepot", { id_commande: c.orderId, action: "verifier_retour", reference: "  " }, dispatcher)).statusCode).toBe(400);
    const checked = await post("setCommandeEntrepot", { id_commande: c.orderId, action: "verifier_retour", reference: "Remboursement annulé par le prestataire" }, dispatcher);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ statut: "retour_verifie" });
    expect(await paymentOf(c.orderId)).toMatchObject({ returnCheckedAt: clock, returnCheckedBy: "Inès Petit", returnCheckedNote: "Remboursement annulé par le prestataire" });
    later(1);
    const twice = await post("setCommandeEntrepot", { id_commande: c.orderId, action: "verifier_retour", reference: "Autre chose" }, dispatcher);
    expect(twice.statusCode).toBe(409);
    expect((await paymentOf(c.orderId)).returnCheckedNote).toBe("Remboursement annulé par le prestataire");
    expect((await get("getCommandesEntrepot", dispatcher)).json().retours_apres_remboursement.map((d: { id_commande: number }) => d.id_commande)).not.toContain(c.orderId);
    // A debit still due is not « checked » this way.
    const owed = await capturedOrder("pas-remboursee@example.fr", IBANS.paying, 14);
    expect((await post("setCommandeEntrepot", { id_commande: owed.orderId, action: "verifier_retour", reference: "x" }, dispatcher)).statusCode).toBe(422);
  });
});
