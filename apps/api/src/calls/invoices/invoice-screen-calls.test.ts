// The invoices screen's calls on a real database (ADR 0133): who may use them (403), a rate changed against the rate
// read (a colleague's change meanwhile refuses it), a correction listing the invoices issued at the wrong rate and a
// change of the law listing none, an order placed before the change and delivered after invoiced at the new rate,
// the rectifying invoice issued once however many clicks at once, downloadable by accounting, and the team journal.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { INVOICES_WRITE_PERMISSION, NOT_AUTHORIZED, STAFF_AUDIT_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, createSlot, insertOrder, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { createSandboxProvider } from "../../payment/sandbox-provider.ts";
import { moveOrder } from "../orders/order-warehouse.ts";

const QUANTITY = 12;
const SECRET = "vat-screen-secret-0123456789abcdef0123456789abcdef";
let clock = new Date("2026-12-01T10:00:00Z");
let t: TestApp;
const db = () => t.database.db;
let customer: Awaited<ReturnType<typeof registerCustomer>>;
let slotId = 0;
let charges = 0;
type Product = { id: number; name: string; priceCents: number; rateBp: number };
let product: Product;
let accountant: { token: string; userId: number };
let colleague: { token: string; userId: number };
let outsider: { token: string; userId: number };

const sandbox = () => createSandboxProvider({ db: db(), secret: SECRET, now: () => clock, deliver: async () => {} });
const deps = () => ({ db: db(), provider: sandbox(), now: clock, publicUrl: "http://localhost:3000" });

const staffAccount = async (email: string, permissions: string[]) => {
  await db().insert(schema.users).values({ email, passwordHash: await hashPassword("Factures 2026 !"), nom: "Roux", prenom: "Inès", permissions }).onConflictDoNothing();
  const res = await t.app.inject({ method: "POST", url: "/next-react/loginToken.php", headers: ORIGIN, payload: { email, password: "Factures 2026 !" } });
  const [user] = await db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  return { token: res.json().token as string, userId: user!.id };
};
const get = (token: string | null, call: string, query: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url: `/next-react/${call}.php?${new URLSearchParams(query).toString()}`, headers: token ? bearer(token) : {} });
const post = (token: string | null, call: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/next-react/${call}.php`, headers: { ...ORIGIN, ...(token ? bearer(token) : {}) }, payload });
const setRate = (token: string | null, payload: Record<string, unknown>) =>
  post(token, "setTauxTva", { id_produit: product.id, nature: "correction", motif: "Fiche du fournisseur relue", ...payload });
const rateOf = async () => (await db().select({ rate: schema.products.vatRateBp }).from(schema.products).where(eq(schema.products.id, product.id)))[0]!.rate;
const changes = () => db().select().from(schema.vatRateChanges).orderBy(schema.vatRateChanges.id);
const lastNumber = async () => (await db().select({ n: schema.invoiceCounters.lastNumber }).from(schema.invoiceCounters).where(eq(schema.invoiceCounters.year, 2026)))[0]?.n ?? 0;
const toRectify = async () => (await get(accountant.token, "getFacturesRectificatives")).json().a_rectifier.map((i: { id_commande: number }) => i.id_commande) as number[];

/** An order of the product placed now (« placed », paid by a SEPA mandate), not delivered. */
async function placed() {
  charges += 1;
  // Twelve packets: the fixture's 7 € discount and 5,90 € fee leave an amount to pay.
  const charge = await sandbox().chargeMandate(`sbm_vat_${charges}`, QUANTITY * product.priceCents + 590 - 700, `vat-${charges}`);
  return insertOrder(db(), {
    userId: customer.userId,
    perimeterId: customer.perimeterId,
    slotId,
    now: clock,
    lines: [{ productId: product.id, name: product.name, quantity: QUANTITY, unitCents: product.priceCents }],
    status: "placed",
    providerRef: charge.providerRef,
    method: "sepa",
  });
}
async function deliver(orderId: number) {
  for (const step of ["prepare", "ship", "deliver"] as const) await moveOrder(deps(), orderId, step);
  const [line] = await db().select({ rate: schema.orderLines.vatRateBp }).from(schema.orderLines).where(eq(schema.orderLines.orderId, orderId));
  return line!.rate;
}
const delivered = async () => {
  const order = await placed();
  await deliver(order.id);
  return order;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, paymentSecret: SECRET });
  customer = await registerCustomer(t, "tva.cliente@example.fr");
  slotId = (await createSlot(db(), customer.perimeterId, new Date("2026-12-03T08:00:00Z"), 1000)).id;
  const [row] = await db()
    .select({ id: schema.products.id, name: schema.products.name, priceCents: schema.offers.priceCents, rateBp: schema.products.vatRateBp })
    .from(schema.products)
    .innerJoin(schema.offers, eq(schema.offers.productId, schema.products.id))
    .where(sql`${schema.products.name} = 'Farine de blé T55' and ${schema.offers.perimeterId} = ${customer.perimeterId}`);
  product = row!;
  accountant = await staffAccount("compta@cabas.example", [INVOICES_WRITE_PERMISSION]);
  colleague = await staffAccount("compta.collegue@cabas.example", [INVOICES_WRITE_PERMISSION]);
  outsider = await staffAccount("stock.seul@cabas.example", ["stock.write"]);
}, 120_000);
afterAll(() => t.close());

beforeEach(async () => {
  clock = new Date("2026-12-01T10:00:00Z");
  await db().delete(schema.vatRateChanges);
  await db().update(schema.products).set({ vatRateBp: 550 }).where(eq(schema.products.id, product.id));
});

describe("who may use the invoices screen", () => {
  it("refuses customers and staff without invoices.write (403) and guests (401), changing nothing", async () => {
    for (const token of [customer.token, outsider.token]) {
      for (const res of [
        await get(token, "getTauxTva", { q: product.name }),
        await get(token, "getFacturesRectificatives"),
        await get(token, "downloadFactureRectificative", { n: "1" }),
        await setRate(token, { taux_bp: 2000, taux_vu_bp: 550 }),
        await post(token, "emettreFactureRectificative", { id_commande: 1 }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(NOT_AUTHORIZED);
      }
    }
    expect((await setRate(null, { taux_bp: 2000, taux_vu_bp: 550 })).statusCode).toBe(401);
    expect((await get(null, "getFacturesRectificatives")).statusCode).toBe(401);
    expect(await rateOf()).toBe(550);
    expect(await changes()).toEqual([]);
  });
});

describe("changing a product's rate", () => {
  it("finds the product with its rate, and refuses a rate outside the French list, the same rate, or a reason missing", async () => {
    const found = (await get(accountant.token, "getTauxTva", { q: "farine de ble t55" })).json();
    expect(found.produits.find((p: { id: number }) => p.id === product.id)).toMatchObject({ nom: product.name, taux_bp: 550, changements: [] });
    const odd = await setRate(accountant.token, { taux_bp: 1900, taux_vu_bp: 550 });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().errors.taux_bp[0]).toBe("Choisissez l'un des taux français : 20 %, 10 %, 5,5 % ou 2,1 %.");
    const same = await setRate(accountant.token, { taux_bp: 550, taux_vu_bp: 550 });
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toBe(`« ${product.name} » est déjà à 5,5\u00A0% : choisissez un autre taux.`);
    const silent = await setRate(accountant.token, { taux_bp: 2000, taux_vu_bp: 550, motif: " " });
    expect(silent.statusCode).toBe(400);
    expect(silent.json().errors.motif).toBeDefined();
    const nature = await setRate(accountant.token, { taux_bp: 2000, taux_vu_bp: 550, nature: "erreur" });
    expect(nature.statusCode).toBe(400);
    expect(await rateOf()).toBe(550);
    expect(await changes()).toEqual([]);
  });

  it("refuses a change read before a colleague's, keeping the colleague's rate", async () => {
    const first = await setRate(colleague.token, { taux_bp: 1000, taux_vu_bp: 550, nature: "loi", motif: "Loi de finances" });
    expect(first.statusCode).toBe(200);
    const stale = await setRate(accountant.token, { taux_bp: 2000, taux_vu_bp: 550 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(`Le taux de « ${product.name} » a changé depuis votre lecture : il est maintenant de 10\u00A0%. Vérifiez-le avant de le changer.`);
    expect(await rateOf()).toBe(1000);
    expect((await changes()).map((c) => [c.staffUserId, c.rateBeforeBp, c.rateAfterBp, c.nature])).toEqual([[colleague.userId, 550, 1000, "loi"]]);
    // Two at once from the same reading: one wins, the other is refused.
    const both = await Promise.all([setRate(accountant.token, { taux_bp: 2000, taux_vu_bp: 1000 }), setRate(colleague.token, { taux_bp: 210, taux_vu_bp: 1000 })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await changes()).toHaveLength(2);
  });
});

describe("the invoices to rectify", () => {
  it("lists the orders invoiced at a rate corrected since as an error, not those after it; invoices an order placed before at the new rate", async () => {
    const before = await delivered();
    const waiting = await placed();
    clock = new Date("2026-12-01T11:00:00Z");
    const res = await setRate(accountant.token, { taux_bp: 2000, taux_vu_bp: 550 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ avant_bp: 550, apres_bp: 2000, nature: "correction", a_rectifier: 1 });
    expect(res.json().message).toContain("1 commande a une facture à rectifier");
    clock = new Date("2026-12-01T12:00:00Z");
    // Placed before the change, delivered after: the delivery is the chargeable event, its invoice has the new rate.
    expect(await deliver(waiting.id)).toBe(2000);
    const after = await delivered();

    const list = (await get(accountant.token, "getFacturesRectificatives")).json();
    const ids = list.a_rectifier.map((i: { id_commande: number }) => i.id_commande);
    expect(ids).toContain(before.id);
    expect(ids).not.toContain(waiting.id);
    expect(ids).not.toContain(after.id);
    expect(list.a_rectifier.find((i: { id_commande: number }) => i.id_commande === before.id).lignes).toEqual([
      { nom: product.name, montant: (QUANTITY * product.priceCents) / 100, taux_facture_bp: 550, taux_applicable_bp: 2000 },
    ]);
    // The product's search shows the change, its nature, reason and author.
    const found = (await get(accountant.token, "getTauxTva", { q: String(product.id) })).json().produits[0];
    expect(found.changements[0]).toMatchObject({ avant_bp: 550, apres_bp: 2000, nature: "correction", motif: "Fiche du fournisseur relue", par: { id: accountant.userId } });
  });

  it("lists none after a change of the law: the invoices issued before were right", async () => {
    const before = await delivered();
    clock = new Date("2026-12-01T11:00:00Z");
    const res = await setRate(accountant.token, { taux_bp: 1000, taux_vu_bp: 550, nature: "loi", motif: "Loi de finances 2027, art. 12" });
    expect(res.json()).toMatchObject({ a_rectifier: 0 });
    expect(res.json().message).toContain("les factures déjà émises gardent leur taux");
    expect(await toRectify()).not.toContain(before.id);
  });

  it("issues the rectifying invoice once, however many clicks at once, and lets accounting download it", async () => {
    const order = await delivered();
    clock = new Date("2026-12-01T11:00:00Z");
    await setRate(accountant.token, { taux_bp: 2000, taux_vu_bp: 550 });
    const numberBefore = await lastNumber();
    const clicks = await Promise.all([
      post(accountant.token, "emettreFactureRectificative", { id_commande: order.id }),
      post(accountant.token, "emettreFactureRectificative", { id_commande: order.id }),
      post(colleague.token, "emettreFactureRectificative", { id_commande: order.id }),
    ]);
    expect(clicks.map((c) => c.statusCode)).toEqual([200, 200, 200]);
    expect(clicks.map((c) => c.json().deja_emise).sort()).toEqual([false, true, true]);
    const number = `F2026-${String(numberBefore + 1).padStart(6, "0")}`;
    expect(new Set(clicks.map((c) => c.json().numero))).toEqual(new Set([number]));
    expect(await lastNumber()).toBe(numberBefore + 1);
    const rows = await db().select().from(schema.rectifyingInvoices).where(eq(schema.rectifyingInvoices.orderId, order.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lines.map((l) => [l.invoicedRateBp, l.correctRateBp])).toEqual([[550, 2000]]);
    const mails = await db()
      .select()
      .from(schema.backgroundJobs)
      .where(sql`${schema.backgroundJobs.payload}->>'subject' = ${`Facture rectificative de votre commande Cabas n° ${order.id}`}`);
    expect(mails).toHaveLength(1);

    const list = (await get(accountant.token, "getFacturesRectificatives")).json();
    expect(list.a_rectifier.map((i: { id_commande: number }) => i.id_commande)).not.toContain(order.id);
    expect(list.emises.find((i: { id_commande: number }) => i.id_commande === order.id)).toMatchObject({ numero: number, facture_remplacee: rows[0]!.originalNumber });
    const again = await post(accountant.token, "emettreFactureRectificative", { id_commande: order.id });
    expect(again.json()).toMatchObject({ deja_emise: true, numero: number });

    const pdf = await get(colleague.token, "downloadFactureRectificative", { n: String(order.id) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="facture-rectificative-${number}.pdf"`);
    expect(pdf.rawPayload.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const none = await get(accountant.token, "downloadFactureRectificative", { n: String((await delivered()).id) });
    expect(none.statusCode).toBe(404);

    // An order with nothing to rectify is refused in French, and issues nothing.
    const right = await delivered();
    const numbered = await lastNumber();
    const refused = await post(accountant.token, "emettreFactureRectificative", { id_commande: right.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("rien à rectifier");
    expect(await lastNumber()).toBe(numbered);

    // The team journal says who changed the rate and who issued the invoice.
    const auditor = await staffAccount("tva.superviseur@cabas.example", [STAFF_AUDIT_PERMISSION]);
    const journalOf = async (email: string) => (await get(auditor.token, "getJournalConseiller", { email })).json();
    const mine = await journalOf("compta@cabas.example");
    expect(mine.changements_tva[0]).toMatchObject({ produit: { id: product.id }, avant_bp: 550, apres_bp: 2000, nature: "correction" });
    const issuer = rows[0]!.issuedByUserId === accountant.userId ? mine : await journalOf("compta.collegue@cabas.example");
    expect(issuer.factures_rectificatives[0]).toMatchObject({ id_commande: order.id, numero: number });
    expect(await db().select().from(schema.rectifyingInvoices).where(inArray(schema.rectifyingInvoices.orderId, [right.id]))).toEqual([]);
  });
});
