// An adviser's calls about a returned SEPA debit (ADR 0136), through HTTP on a real database: recorded with who and
// when, counted on the unpaid list; staff-only (refused to a customer and to staff without orders.dispatch, absent
// from the customer's order, history and mails, even for staff acting as her); in her personal-data file without the
// adviser's name; each refusal in French, changing nothing; the note's text erased with her account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { IMPERSONATE_PERMISSION, ORDER_DISPATCH_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";
import { createSlot, giveBasketAddress, pickProducts, registerCustomer } from "../../test/order-fixtures.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { signPayload, SIGNATURE_HEADER, type PaymentEvent } from "../../payment/provider.ts";
import { NOTIFICATION_PATH } from "../../payment/payment-routes.ts";
import { hashPassword } from "../../domain/passwords.ts";
import { moveOrder } from "./order-warehouse.ts";
import { eraseAccount } from "../session/account-deletion.ts";
import { ERASED_REVISION_NOTE } from "../session/account-deletion-rules.ts";
import type { Database } from "@cabas/db";

const SECRET = "return-calls-secret-0123456789abcdef0123456";
const PAYING_IBAN = "FR76 3000 6000 0112 3456 7890 189";
const NOTE = "Paiera par virement après sa paie, rappeler si rien vendredi";
let t: TestApp;
// 2 December 2026, 15:00 in Paris.
let clock = new Date("2026-12-02T14:00:00Z");
let products: Awaited<ReturnType<typeof pickProducts>>;
let slotId = 0;
let dispatcher = "";
let impersonator = "";

async function staffToken(email: string, permissions: string[], prenom: string, nom: string): Promise<string> {
  await db().insert(schema.users).values({ email, passwordHash: await hashPassword("Service client 2026"), nom, prenom, permissions });
  return (await post("loginToken", { email, password: "Service client 2026" })).json().token as string;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  const first = await registerCustomer(t, "premiere-appel@example.fr");
  products = await pickProducts(db(), first.perimeterId);
  slotId = (await createSlot(db(), first.perimeterId, new Date("2026-12-05T15:00:00Z"), 1000)).id;
  await db().update(schema.perimeters).set({ minimumOrderCents: 0 }).where(eq(schema.perimeters.id, first.perimeterId));
  forgetPerimeterTerms();
  dispatcher = await staffToken("service-appels@example.fr", [ORDER_DISPATCH_PERMISSION], "Inès", "Petit");
  impersonator = await staffToken("conseil-appels@example.fr", [IMPERSONATE_PERMISSION], "Léa", "Martin");
});
afterAll(() => t.close());

const { post, get } = callClient(() => t);
function db(): Database {
  return t.database.db;
}

function event(fields: Omit<PaymentEvent, "id" | "createdAt">) {
  const createdAt = Math.floor(clock.getTime() / 1000);
  const body = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, createdAt, ...fields });
  return { body, signature: signPayload(SECRET, body, createdAt) };
}
const deliver = (n: { body: string; signature: string }) =>
  t.app.inject({ method: "POST", url: NOTIFICATION_PATH, payload: n.body, headers: { "content-type": "application/json", [SIGNATURE_HEADER]: n.signature } });

/** A customer whose order was paid by SEPA and captured; `returned`: its debit then came back (AM04). */
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
  if (returned) {
    const [payment] = await db().select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    const res = await deliver(event({ type: "payment.returned", providerRef: payment!.providerRef, merchantReference: "", amountCents: 100, returnCode: "AM04", returnKind: "rejet" }));
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  return { ...c, email, orderId };
}

const callsOf = (orderId: number) => db().select().from(schema.orderStaffNotes).where(eq(schema.orderStaffNotes.orderId, orderId)).orderBy(schema.orderStaffNotes.id);
const unpaidEntry = async (orderId: number) =>
  ((await get("getCommandesEntrepot", dispatcher)).json().impayes as { id_commande: number; appels: number; dernier_appel: unknown }[]).find((d) => d.id_commande === orderId);
const later = (minutes: number) => (clock = new Date(clock.getTime() + minutes * 60_000));

describe("noterAppelImpaye", () => {
  it("records each call with the adviser and the time; the unpaid list counts them and shows the latest", async () => {
    const c = await sepaOrder("promesse-appel@example.fr");
    expect(await unpaidEntry(c.orderId)).toMatchObject({ appels: 0, dernier_appel: null });

    const first = await post("noterAppelImpaye", { id_commande: c.orderId, issue: "injoignable" }, dispatcher);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ appels: 1, appel: { issue: "injoignable", par: "Inès Petit", paiement_promis_le: null, note: "", le: clock.toISOString() } });
    later(90);
    const second = await post(
      "noterAppelImpaye",
      { id_commande: String(c.orderId), issue: "promesse", paiement_promis_le: "2026-12-11", note: `  ${NOTE.replace("après", "\n\naprès")}  ` },
      dispatcher,
    );
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().message).toMatch(new RegExp(`^Commande n°\\s${c.orderId}\\s: appel noté \\(2 appels\\)\\.$`));

    expect(await unpaidEntry(c.orderId)).toMatchObject({
      appels: 2,
      dernier_appel: { le: clock.toISOString(), par: "Inès Petit", issue: "promesse", paiement_promis_le: "2026-12-11", note: NOTE },
    });
    const rows = await callsOf(c.orderId);
    expect(rows.map((r) => [r.outcome, r.promisedOn, r.staffName])).toEqual([
      ["injoignable", null, "Inès Petit"],
      ["promesse", "2026-12-11", "Inès Petit"],
    ]);
    expect(rows[1]!.note).toBe(NOTE);
  });

  it("is staff-only: not in the customer's order, its history or her mails, nor for staff acting as her", async () => {
    const c = await sepaOrder("discrete-appel@example.fr");
    const before = await db().select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, c.orderId));
    const mailsBefore = await db().select().from(schema.backgroundJobs);
    expect((await post("noterAppelImpaye", { id_commande: c.orderId, issue: "refus", note: NOTE }, dispatcher)).statusCode).toBe(200);

    const page = await get(`getCommande?id_commande=${c.orderId}`, c.token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().commande.prelevement_impaye).not.toBeNull();
    // Her order's history (getCommande's steps) has no step more: the call is in no step.
    for (const text of [NOTE, "Inès", "Refus de payer"]) expect(page.body).not.toContain(text);
    expect(await db().select().from(schema.orderEvents).where(eq(schema.orderEvents.orderId, c.orderId))).toEqual(before);
    // No mail, nor any other job, was queued by the call.
    expect((await db().select().from(schema.backgroundJobs)).length).toBe(mailsBefore.length);

    const acting = await post("loginSA", { id_client: c.userId }, impersonator);
    expect(acting.statusCode, acting.body).toBe(200);
    const seen = await get(`getCommande?id_commande=${c.orderId}`, acting.json().token as string);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.body).not.toContain(NOTE);
  });

  it("is refused to a customer, to staff without orders.dispatch and signed out, and nothing is recorded", async () => {
    const c = await sepaOrder("interdite-appel@example.fr");
    const asCustomer = await post("noterAppelImpaye", { id_commande: c.orderId, issue: "joint", note: "Je me note moi-même" }, c.token);
    expect(asCustomer.statusCode).toBe(403);
    expect((await post("noterAppelImpaye", { id_commande: c.orderId, issue: "joint" }, impersonator)).statusCode).toBe(403);
    expect((await post("noterAppelImpaye", { id_commande: c.orderId, issue: "joint" })).statusCode).toBe(401);
    // Nor does the customer see the list.
    expect((await get("getCommandesEntrepot", c.token)).statusCode).toBe(403);
    expect(await callsOf(c.orderId)).toEqual([]);
  });

  it("refuses what cannot be recorded, in French, on its field, and records nothing", async () => {
    const c = await sepaOrder("refusee-appel@example.fr");
    const refused = async (payload: Record<string, unknown>, status: number, field: string | null, message: RegExp) => {
      const res = await post("noterAppelImpaye", { id_commande: c.orderId, ...payload }, dispatcher);
      expect(res.statusCode, res.body).toBe(status);
      const body = res.json<{ message: string; errors?: Record<string, string[]> }>();
      if (field) expect(body.errors?.[field]?.[0], res.body).toMatch(message);
      else expect(body.message).toMatch(message);
    };
    await refused({ issue: "rappel" }, 400, "issue", /^Issue de l'appel inconnue\s: joint \(client joint\), injoignable/);
    await refused({}, 400, "issue", /^Issue de l'appel inconnue/);
    await refused({ issue: "joint", note: "x".repeat(501) }, 400, "note", /^La note fait 500 caractères au plus\.$/);
    await refused({ issue: "refus", paiement_promis_le: "2026-12-10" }, 400, "paiement_promis_le", /se donne avec une promesse de paiement/);
    await refused({ issue: "promesse", paiement_promis_le: "10/12/2026" }, 400, "paiement_promis_le", /AAAA-MM-JJ/);
    await refused({ issue: "promesse", paiement_promis_le: "2026-02-30" }, 400, "paiement_promis_le", /n'existe pas/);
    await refused({ issue: "autre", note: "   " }, 400, "note", /Précisez en une note/);
    await refused({ issue: "promesse", paiement_promis_le: "2026-12-01" }, 422, "paiement_promis_le", /est passée/);
    await refused({ issue: "promesse", paiement_promis_le: "2027-02-01" }, 422, "paiement_promis_le", /60\sjours au plus/);
    expect(await callsOf(c.orderId)).toEqual([]);

    // Not an order whose debit came back, not an order at all, not a debit paid since.
    const paying = await sepaOrder("payeuse-appel@example.fr", false);
    const res = await post("noterAppelImpaye", { id_commande: paying.orderId, issue: "joint" }, dispatcher);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/n'a aucun prélèvement impayé\s: rien n'a été changé\.$/);
    expect((await post("noterAppelImpaye", { id_commande: 99_999_999, issue: "joint" }, dispatcher)).statusCode).toBe(404);
    expect((await post("setCommandeEntrepot", { id_commande: c.orderId, action: "encaisser_impaye", reference: "TPE-1" }, dispatcher)).statusCode).toBe(200);
    const paid = await post("noterAppelImpaye", { id_commande: c.orderId, issue: "joint" }, dispatcher);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toMatch(/est réglé depuis le .+\sappel non noté\.$/);
    expect(await callsOf(c.orderId)).toEqual([]);
    expect(await callsOf(paying.orderId)).toEqual([]);
  });

  it("gives the customer her calls in her personal-data file without the adviser's name; her erasure blanks the notes", async () => {
    const c = await sepaOrder("exportee-appel@example.fr");
    expect((await post("noterAppelImpaye", { id_commande: c.orderId, issue: "promesse", paiement_promis_le: "2026-12-04", note: NOTE }, dispatcher)).statusCode).toBe(200);
    const file = await post("exportDonnees", {}, c.token);
    expect(file.statusCode, file.body).toBe(200);
    const order = (JSON.parse(file.body) as { commandes: { id_commande: number; appels_du_service_client: unknown[] }[] }).commandes.find((o) => o.id_commande === c.orderId);
    expect(order?.appels_du_service_client).toEqual([{ le: clock.toISOString(), issue: "Promesse de paiement", paiement_promis_le: "2026-12-04", note: NOTE }]);
    expect(file.body).not.toContain("Petit");

    // Delivered, as an account is erased only with no order under way.
    const provider = createSandboxProvider({ db: db(), secret: SECRET, now: () => clock, deliver: async () => {} });
    for (const step of ["ship", "deliver"] as const) await moveOrder({ db: db(), provider, now: clock, publicUrl: "http://localhost:3000" }, c.orderId, step);
    const [user] = await db().select().from(schema.users).where(eq(schema.users.id, c.userId));
    await db().transaction((tx) => eraseAccount(tx as unknown as Database, user!, clock, "http://localhost:3000"));
    expect((await callsOf(c.orderId)).map((r) => [r.outcome, r.promisedOn, r.note, r.staffName])).toEqual([["promesse", "2026-12-04", ERASED_REVISION_NOTE, "Inès Petit"]]);
  });
});
