// Professional accounts end to end through HTTP (ADR 0042): an order placed by a company keeps that company, its
// invoice names it with the mentions owed to professionals, it earns no loyalty euros; a household's does not change.
// And the company's facts corrected from the account (updateMe, action entreprise), checked as at sign-up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";
import { createSlot, ORIGIN, pickProducts } from "../../test/order-fixtures.ts";
import { pdfTextLines } from "../../test/pdf-text.ts";
import { forgetPerimeterTerms } from "../basket/basket-store.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { invoicePdfFor } from "./invoice.ts";
import { moveOrder } from "./order-warehouse.ts";

const SECRET = "pro-secret-0123456789abcdef0123456789abcdef";
const clock = new Date("2026-11-22T10:00:00Z");
const COMPANY = { raison_sociale: "Bistrot du Canal", siret: "732 829 320 00074", tva: "FR44 732 829 320" };
let t: TestApp;
let products: Awaited<ReturnType<typeof pickProducts>>;
let slotId = 0;
let signUps = 0;

const { post, get } = callClient(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  const first = await signUp("premier@example.fr");
  products = await pickProducts(t.database.db, first.perimeterId);
  slotId = (await createSlot(t.database.db, first.perimeterId, new Date("2026-11-25T15:00:00Z"), 100)).id;
  await t.database.db.update(schema.perimeters).set({ minimumOrderCents: 0 }).where(eq(schema.perimeters.id, first.perimeterId));
  forgetPerimeterTerms();
});
afterAll(() => t.close());

/** A household, or with `company` a professional account, signed up as the sign-up form sends it. */
async function signUp(email: string, company?: typeof COMPANY) {
  signUps += 1;
  const res = await t.app.inject({
    method: "POST",
    remoteAddress: `10.42.0.${signUps}`,
    url: "/next-react/register.php",
    headers: ORIGIN,
    payload: { email, password: "Un cabas plein de légumes", civilite: "Mme", nom: "Durand", prenom: "Chloé", cp: "75011", ...(company ? { pro: "1", ...company } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
  const [user] = await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  return { token: res.json<{ token: string }>().token, userId: user!.id, perimeterId: res.json<{ perimetre: number }>().perimetre };
}

const deps = () => ({
  db: t.database.db,
  provider: createSandboxProvider({ db: t.database.db, secret: SECRET, now: () => clock, deliver: async () => {} }),
  now: clock,
  publicUrl: "http://localhost:3000",
});

/** Checkout as the shop does it (basket, address, slot, SEPA mandate), then prepared, shipped and delivered. */
async function deliveredOrder(customer: { token: string; userId: number }, productIndex: number) {
  const res = await post("updatePanier", { action: "set_quantity", id: products.fixed[productIndex]!.id, quantity: 2 }, customer.token);
  if (res.statusCode !== 200) throw new Error(res.body);
  const [address] = await t.database.db
    .insert(schema.addresses)
    .values({ userId: customer.userId, company: "Bistrot du Canal", nom: "Durand", prenom: "Chloé", line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris", phone: "0612345678" })
    .returning();
  await t.database.db
    .update(schema.baskets)
    .set({ deliveryAddressId: address!.id, billingAddressId: address!.id })
    .where(and(eq(schema.baskets.userId, customer.userId), eq(schema.baskets.status, "active")));
  expect((await post("setCreneaux", { id_tranche: slotId }, customer.token)).statusCode).toBe(200);
  await post("paySepa", { action: "mandat", iban: "FR7630006000011234567890189", titulaire: "Chloé Durand", lieu: "Paris", accord: "1" }, customer.token);
  const { checkout } = (await get("payConfiguration?type=sepa", customer.token)).json();
  const paid = await post("paySepa", { action: "paiement", checkout }, customer.token);
  expect(paid.statusCode).toBe(200);
  const orderId: number = paid.json().paiement.id_commande;
  await moveOrder(deps(), orderId, "prepare");
  await moveOrder(deps(), orderId, "ship");
  const delivered = await moveOrder(deps(), orderId, "deliver");
  const [order] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.id, orderId));
  return { order: order!, loyaltyCents: delivered.loyaltyCents };
}

const eurofidCredits = async (userId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.loyaltyLedger)
      .where(and(eq(schema.loyaltyLedger.userId, userId), eq(schema.loyaltyLedger.kind, "eurofid"), sql`${schema.loyaltyLedger.amount} > 0`))
  )[0]!.n;

describe("an order placed by a professional account", () => {
  let pro: Awaited<ReturnType<typeof signUp>>;
  let delivered: Awaited<ReturnType<typeof deliveredOrder>>;

  beforeAll(async () => {
    pro = await signUp("bistrot@example.fr", COMPANY);
    delivered = await deliveredOrder(pro, 1);
  });

  it("keeps the company it is billed to, as the account had it", () => {
    expect(delivered.order.buyerCompany).toEqual({ name: "Bistrot du Canal", siret: "73282932000074", vat: "FR44732829320" });
  });

  it("has an invoice naming the company, its SIRET and VAT number, totals HT/TVA/TTC and the B2B mentions", async () => {
    const res = await t.app.inject({ method: "GET", url: `/next-react/downloadFile.php?t=facture&n=${delivered.order.id}`, headers: { authorization: `Bearer ${pro.token}` } });
    expect(res.statusCode).toBe(200);
    const lines = pdfTextLines(res.rawPayload);
    const buyer = lines.slice(lines.indexOf("Facturé à") + 1, lines.indexOf("Article"));
    // The address's company line is not repeated under the company's own name.
    expect(buyer).toEqual(["Bistrot du Canal", "SIREN 732 829 320 · SIRET 732 829 320 00074", "N° de TVA intracommunautaire FR44732829320", "À l'attention de Chloé Durand", "12 rue Oberkampf", "75011 Paris"]);
    for (const label of ["Total HT", "Total TVA", "Total TTC"]) expect(lines).toContain(label);
    const text = lines.join("\n");
    expect(text).toContain("Facture acquittée : payée le 22 novembre 2026 par prélèvement SEPA.");
    expect(text).toContain("Pas d'escompte pour paiement anticipé.");
    expect(text).toMatch(/pénalités au taux de refinancement[\s\S]*majoré de 10 points/);
    expect(text).toContain("indemnité forfaitaire pour frais de recouvrement de 40 €");
    // A business has no withdrawal right: the consumers' sentence is not printed.
    expect(text).not.toContain("droit de rétractation");
    // The e-invoicing reform's category; delivered to the billing address, which is not repeated.
    // The delivery fee is an accessory of the sale of goods (ADR 0055): never a « mixte » operation.
    expect(delivered.order.feeCents).toBeGreaterThan(0);
    expect(text).toContain("Catégorie de l'opération : livraison de biens.");
    expect(text).not.toContain("mixte");
    expect(text).not.toContain("Adresse de livraison");
    // Total TTC is the VAT bases' gross: the goods (no discount here) and the delivery fee.
    const ttc = lines[lines.indexOf("Total TTC") + 1];
    expect(ttc).toBe(`${(delivered.order.finalCents! / 100).toFixed(2).replace(".", ",")} €`);
  });

  it("names the delivery address on its invoice when the goods went elsewhere than the billing address", async () => {
    const elsewhere = { ...delivered.order, deliveryAddress: { ...delivered.order.deliveryAddress, line1: "3 quai de Valmy", line2: "Cuisine, porte B", postalCode: "75010" } };
    const text = pdfTextLines(await invoicePdfFor(t.database.db, elsewhere)).join("\n");
    expect(text).toContain("Adresse de livraison : 3 quai de Valmy, Cuisine, porte B, 75010 Paris.");
  });

  it("earns no loyalty euros when delivered", async () => {
    expect(delivered.loyaltyCents).toBe(0);
    expect(await eurofidCredits(pro.userId)).toBe(0);
    const [mail] = await t.database.db.select().from(schema.backgroundJobs).where(sql`payload->>'subject' like ${`%${delivered.order.id} est livrée%`}`);
    expect(JSON.stringify(mail!.payload)).not.toContain("euros fidélité");
  });

  it("keeps its invoice's company when the account's details are corrected later", async () => {
    const res = await post("updateMe", { action: "entreprise", raison_sociale: "Bistrot du Canal et Fils", siret: "55208131700018", tva: "FR03552081317" }, pro.token);
    expect(res.statusCode).toBe(200);
    const text = pdfTextLines(await invoicePdfFor(t.database.db, delivered.order)).join("\n");
    expect(text).toContain("SIRET 732 829 320 00074");
    expect(text).not.toContain("Bistrot du Canal et Fils");
  });
});

describe("an order placed by a household", () => {
  it("has the invoice it always had, and earns loyalty euros", async () => {
    const household = await signUp("foyer@example.fr");
    const { order, loyaltyCents } = await deliveredOrder(household, 2);
    expect(order.buyerCompany).toBeNull();
    expect(loyaltyCents).toBeGreaterThan(0);
    expect(await eurofidCredits(household.userId)).toBe(1);
    const lines = pdfTextLines(await invoicePdfFor(t.database.db, order));
    const buyer = lines.slice(lines.indexOf("Facturé à") + 1, lines.indexOf("Article"));
    expect(buyer).toEqual(["Chloé Durand", "Bistrot du Canal", "12 rue Oberkampf", "75011 Paris"]);
    const text = lines.join("\n");
    expect(text).toContain("Moyen de paiement : prélèvement SEPA.");
    expect(text).toContain("Pas d'escompte pour paiement anticipé. Le droit de rétractation ne s'applique pas aux denrées périssables.");
    for (const absent of ["SIRET", "acquittée", "indemnité forfaitaire"]) expect(text).not.toContain(absent);
    // Its VAT added up as a company's is (ADR 0068's amendment).
    for (const label of ["Total HT", "Total TVA", "Total TTC"]) expect(lines).toContain(label);
  });
});

describe("correcting the company's details (updateMe, action entreprise)", () => {
  it("saves a valid name, SIRET and VAT number as sign-up stores them, and shows them", async () => {
    const pro = await signUp("atelier@example.fr", COMPANY);
    const res = await post("updateMe", { action: "entreprise", raison_sociale: "  Atelier Dupont  ", siret: "404 833 048 00014", tva: "fr83 404833048" }, pro.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: "Les informations de votre entreprise sont enregistrées.", user: { company: { name: "Atelier Dupont", siret: "40483304800014", vat: "FR83404833048" } } });
    // No VAT number is allowed (a company may have none): an empty field removes it.
    const without = await post("updateMe", { action: "entreprise", raison_sociale: "Atelier Dupont", siret: "40483304800014", tva: "" }, pro.token);
    expect(without.json().user.company).toEqual({ name: "Atelier Dupont", siret: "40483304800014", vat: null });
    expect((await get("me", pro.token)).json().user.company).toEqual({ name: "Atelier Dupont", siret: "40483304800014", vat: null });
  });

  it("refuses what sign-up refuses, field by field, and changes nothing", async () => {
    const pro = await signUp("refus@example.fr", COMPANY);
    const res = await post("updateMe", { action: "entreprise", raison_sociale: " ", siret: "732 829 320 00075", tva: "FR03552081317" }, pro.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      raison_sociale: ["La raison sociale est obligatoire."],
      siret: ["Ce SIRET n'est pas valide : vérifiez les 14 chiffres."],
    });
    const vat = await post("updateMe", { action: "entreprise", raison_sociale: "Bistrot", siret: "73282932000074", tva: "FR03552081317" }, pro.token);
    expect(vat.json().errors).toEqual({ tva: ["Ce numéro de TVA n'est pas celui de votre SIRET : ses 9 derniers chiffres doivent être votre SIREN, 732 829 320."] });
    expect((await get("me", pro.token)).json().user.company).toEqual({ name: "Bistrot du Canal", siret: "73282932000074", vat: "FR44732829320" });
  });

  it("refuses a household account, which has no company", async () => {
    const household = await signUp("menage@example.fr");
    const res = await post("updateMe", { action: "entreprise", raison_sociale: "Ma société", siret: "73282932000074" }, household.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("Seul un compte professionnel a une raison sociale, un SIRET et un numéro de TVA.");
    expect((await get("me", household.token)).json().user).toMatchObject({ kind: "consumer", company: null });
  });
});
