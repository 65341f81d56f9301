// What an order says and charges once weighed and delivered, through HTTP on a real database (ADR 0073): the Amex
// discount follows the weighed goods (capture, order page, invoice, e-mail, loyalty euros); a free delivery on an
// express slot reads as the basket read it; an order replaced by its modification says so and that nothing was charged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";
import { createSlot, giveBasketAddress, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { pdfTextLines } from "../../test/pdf-text.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { invoicePdfFor } from "./invoice.ts";
import { moveOrder } from "./order-warehouse.ts";

const SECRET = "weighed-secret-0123456789abcdef0123456789abcdef";
const clock = new Date("2026-11-22T10:00:00Z");
let t: TestApp;
let perimeterId = 0;
let slotId = 0;
let expressSlotId = 0;
type Product = { id: number; name: string; priceCents: number; averageWeightGrams: number | null };
let gigot: Product;
let calissons: Product;

const { post, get } = callClient(() => t);
const json = { accept: "application/json", ...ORIGIN };
const deps = () => ({ db: t.database.db, provider: createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} }), now: clock, publicUrl: "http://localhost:3000" });
const euro = (cents: number) => `${(cents / 100).toFixed(2).replace(".", ",")} €`;
/** The invoice's lines with ordinary spaces, whatever space its amounts print before « € ». */
const invoiceText = async (orderId: number) => pdfTextLines(await invoicePdfFor(t.database.db, await orderRow(orderId))).map((l) => l.replace(/[\u00a0\u202f]/g, " "));
const orderRow = async (id: number) => (await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, id)))[0]!;

async function productNamed(name: string): Promise<Product> {
  const [row] = await t.database.db
    .select({ id: schema.products.id, name: schema.products.name, priceCents: schema.offers.priceCents, averageWeightGrams: schema.products.averageWeightGrams })
    .from(schema.products)
    .innerJoin(schema.offers, eq(schema.offers.productId, schema.products.id))
    .where(sql`${schema.products.name} = ${name} and ${schema.offers.perimeterId} = ${perimeterId}`);
  if (!row) throw new Error(`no offer of "${name}"`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  perimeterId = (await registerCustomer(t, "pesee-premiere@example.fr")).perimeterId;
  slotId = (await createSlot(t.database.db, perimeterId, new Date("2026-11-25T15:00:00Z"), 1000)).id;
  const [express] = await t.database.db
    .insert(schema.deliverySlots)
    .values({ perimeterId, startsAt: new Date("2026-11-25T17:00:00Z"), endsAt: new Date("2026-11-25T19:00:00Z"), capacity: 100, feeCents: 0, expressFeeCents: 590, isExpress: true })
    .returning();
  expressSlotId = express!.id;
  gigot = await productNamed("Gigot d'agneau raccourci");
  calissons = await productNamed("Calissons d'Aix");
  await t.database.db.update(schema.perimeters).set({ minimumOrderCents: 0 }).where(eq(schema.perimeters.id, perimeterId));
  forgetPerimeterTerms();
});
afterAll(() => t.close());

/** A customer whose basket holds these lines, delivered to Paris in this slot. */
async function readyCustomer(email: string, lines: [Product, number][], slot = slotId) {
  const c = await registerCustomer(t, email);
  for (const [product, quantity] of lines) expect((await post("updatePanier", { action: "set_quantity", id: product.id, quantity }, c.token)).statusCode).toBe(200);
  await giveBasketAddress(t.database.db, c.userId);
  expect((await post("setCreneaux", { id_tranche: slot }, c.token)).statusCode).toBe(200);
  return c;
}

async function savedCard(token: string, numero: string, cvc = "123"): Promise<string> {
  const card = (await t.app.inject({ method: "POST", url: "/next-react/sandbox/cartes", headers: json, payload: { numero, expiration: "12/29", cvc } })).json().carte.id_empreinte;
  expect((await post("addCB", { id_empreinte: card }, token)).statusCode).toBe(200);
  return card;
}

/** Pays with a saved card, answering the 3-D Secure challenge the sandbox asks above 30 €. */
async function payWithCard(token: string, card: string): Promise<number> {
  const { checkout } = (await get("payConfiguration", token)).json();
  const { paiement } = (await post("payCommande", { checkout, mode: "carte", id_empreinte: card }, token)).json();
  if (paiement.statut === "requires_action") {
    const sessionId = paiement.redirect.split("/").pop();
    const session = (await t.app.inject({ method: "GET", url: `/next-react/sandbox/paiement/${sessionId}`, headers: json })).json().session;
    await t.app.inject({ method: "POST", url: `/next-react/sandbox/paiement/${sessionId}/code`, headers: json, payload: { code: session.code_sandbox } });
  }
  expect((await get(`isPaiementOK?id_commande=${paiement.id_commande}`, token)).json()).toMatchObject({ paye: true, statut_commande: "placed" });
  return paiement.id_commande;
}

const mailsTo = async (to: string) =>
  (await t.database.db.select().from(schema.backgroundJobs).where(sql`payload->>'to' = ${to}`).orderBy(schema.backgroundJobs.id)).map((j) => j.payload as { subject: string; text: string });

describe("an Amex order weighed heavier than estimated (QA: gigot weighed at 2 kg)", () => {
  it("captures, shows, invoices, mails and credits loyalty euros on 5 % of the weighed goods, rounded down", async () => {
    const c = await readyCustomer("amex-pesee@example.fr", [[gigot, 1], [calissons, 2]]);
    const amex = await savedCard(c.token, "3782 822463 10005", "1234");
    expect((await post("updatePanier", { action: "use_amex", actif: 1 }, c.token)).statusCode).toBe(200);
    const orderId = await payWithCard(c.token, amex);
    const placed = await orderRow(orderId);
    const estimateGoods = placed.goodsCents;
    expect(placed.totals.total_remises).toBe(Math.floor((estimateGoods * 500) / 10_000));

    // 200 g above the average weight: the goods rise, and the discount with them.
    const grams = gigot.averageWeightGrams! + 200;
    const [gigotLine] = await t.database.db.select().from(schema.orderLines).where(and(eq(schema.orderLines.orderId, orderId), eq(schema.orderLines.productId, gigot.id)));
    const weighedGoods = estimateGoods - gigotLine!.lineCents + Math.round((grams * gigotLine!.unitPriceCents) / 1000);
    const discount = Math.floor((weighedGoods * 500) / 10_000);
    expect(discount).toBeGreaterThan(placed.totals.total_remises!);
    const billed = weighedGoods - discount + placed.feeCents;

    const prepared = await moveOrder(deps(), orderId, "prepare", { weights: new Map([[gigot.id, grams]]) });
    expect(prepared.finalCents).toBe(billed);
    const [payment] = await t.database.db.select().from(schema.payments).where(eq(schema.payments.orderId, orderId));
    expect(payment).toMatchObject({ status: "captured", capturedCents: billed });
    expect(billed).toBeLessThanOrEqual(placed.authorisedCents);

    const page = (await get(`getCommande?id_commande=${orderId}`, c.token)).json().commande;
    const amounts = Object.fromEntries(page.montants.map((m: { code: string; montant: number }) => [m.code, m.montant]));
    expect(amounts).toMatchObject({ goods: weighedGoods / 100, discounts: -discount / 100, total: billed / 100 });

    await moveOrder(deps(), orderId, "ship");
    const delivered = await moveOrder(deps(), orderId, "deliver");
    // 2 % of the goods paid with money: the weighed goods after the weighed discount, no fee.
    const loyalty = Math.floor(((billed - placed.feeCents) * 200) / 10_000);
    expect(delivered.loyaltyCents).toBe(loyalty);
    const [credit] = await t.database.db.select().from(schema.loyaltyLedger).where(and(eq(schema.loyaltyLedger.orderId, orderId), eq(schema.loyaltyLedger.kind, "eurofid"), sql`${schema.loyaltyLedger.amount} > 0`));
    expect(credit!.amount).toBe(loyalty);

    const invoice = await invoiceText(orderId);
    expect(invoice.slice(invoice.indexOf("Remises"), invoice.indexOf("Remises") + 2)).toEqual(["Remises", `–${euro(discount)}`]);
    expect(invoice).toContain(euro(billed));
    const mail = (await mailsTo("amex-pesee@example.fr")).find((m) => m.subject.includes("est livrée"))!;
    expect(mail.text).toContain(`Montant payé : ${euro(billed)}`);
  });
});

describe("a free delivery on an express slot (LIVRAISONOFFERTE)", () => {
  it("reads « Livraison 0,00 € » and « Supplément express 5,90 € » in the e-mail, on the order page and on the invoice", async () => {
    const c = await readyCustomer("express-offert@example.fr", [[calissons, 4]], expressSlotId);
    expect((await post("updatePanier", { action: "set_code", code: "LIVRAISONOFFERTE" }, c.token)).statusCode).toBe(200);
    const basket = (await get("getPanier", c.token)).json();
    expect(basket).toMatchObject({ fl: 0, totals: { frais_express: 5.9 } });
    const orderId = await payWithCard(c.token, await savedCard(c.token, "4242 4242 4242 4242"));

    const confirmation = (await mailsTo("express-offert@example.fr")).find((m) => m.text.includes(`n° ${orderId}`))!;
    expect(confirmation.text).toContain("Livraison : 0,00 €\nSupplément express : 5,90 €");
    expect(confirmation.text).not.toContain("Frais de livraison");

    const page = (await get(`getCommande?id_commande=${orderId}`, c.token)).json().commande;
    expect(page.montants.filter((m: { code: string }) => m.code === "fee" || m.code === "express")).toEqual([
      { code: "fee", libelle: "Livraison", montant: 0 },
      { code: "express", libelle: "Supplément express", montant: 5.9 },
    ]);

    for (const step of ["prepare", "ship", "deliver"] as const) await moveOrder(deps(), orderId, step);
    const invoice = await invoiceText(orderId);
    expect(invoice.slice(invoice.indexOf("Livraison"), invoice.indexOf("Livraison") + 4)).toEqual(["Livraison", euro(0), "Supplément express", euro(590)]);
    expect(invoice.join("\n")).not.toContain("Frais de livraison");
  });
});

describe("an order replaced by its modification", () => {
  it("names the order that replaced it, with a link, and says nothing was charged for it instead of « Total payé »", async () => {
    const c = await readyCustomer("remplacee@example.fr", [[calissons, 1]]);
    const card = await savedCard(c.token, "4242 4242 4242 4242");
    const originalId = await payWithCard(c.token, card);
    expect((await post("updateCommande", { id_commande: originalId, mode: "modification" }, c.token)).json()).toMatchObject({ success: true });
    await post("updatePanier", { action: "set_quantity", id: calissons.id, quantity: 2 }, c.token);
    const replacementId = await payWithCard(c.token, card);

    const page = (await get(`getCommande?id_commande=${originalId}`, c.token)).json().commande;
    expect(page).toMatchObject({ statut: "cancelled", remplacement: { par: replacementId, debite: false } });
    expect(page.montants.at(-1)).toMatchObject({ code: "total", libelle: "Total non débité" });
    expect(page.montants.map((m: { libelle: string }) => m.libelle)).not.toContain("Total payé");
    const replacement = (await get(`getCommande?id_commande=${replacementId}`, c.token)).json().commande;
    expect(replacement.remplacement).toBeNull();
  });
});
