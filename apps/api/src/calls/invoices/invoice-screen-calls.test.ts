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
const schedule = (token: string | null, payload: Record<string, unknown>) =>
  post(token, "programmerTauxTva", { id_produit: product.id, motif: "Loi de finances pour 2027, art. 12", ...payload });
const found = async () => (await get(accountant.token, "getTauxTva", { q: String(product.id) })).json().produits[0];
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
        await schedule(token, { taux_bp: 1000, taux_vu_bp: 550, date_effet: "2027-01-01" }),
        await post(token, "annulerTauxTvaProgramme", { id_changement: 1 }),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(NOT_AUTHORIZED);
      }
    }
    expect((await setRate(null, { taux_bp: 2000, taux_vu_bp: 550 })).statusCode).toBe(401);
    expect((await get(null, "getFacturesRectificatives")).statusCode).toBe(401);
    expect((await schedule(null, { taux_bp: 1000, taux_vu_bp: 550, date_effet: "2027-01-01" })).statusCode).toBe(401);
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

describe("a change of the law scheduled ahead (ADR 0140)", () => {
  // Each test here orders the flour a few times more than the seed's stock allows.
  beforeEach(() => db().update(schema.offers).set({ stock: 1000 }).where(eq(schema.offers.productId, product.id)));

  /** The clock moved weeks on: the staff sign in again, as their sessions ran out meanwhile. */
  const moveTo = async (instant: string) => {
    clock = new Date(instant);
    accountant = await staffAccount("compta@cabas.example", [INVOICES_WRITE_PERMISSION]);
    colleague = await staffAccount("compta.collegue@cabas.example", [INVOICES_WRITE_PERMISSION]);
  };

  it("refuses a day that is not ahead or beyond two years, the rate in force, a rate outside the French list, changing nothing", async () => {
    const refusals = [
      [await schedule(accountant.token, { taux_bp: 1000, taux_vu_bp: 550, date_effet: "2026-11-30" }), 422],
      [await schedule(accountant.token, { taux_bp: 1000, taux_vu_bp: 550, date_effet: "2026-12-01" }), 422],
      [await schedule(accountant.token, { taux_bp: 1000, taux_vu_bp: 550, date_effet: "2028-12-02" }), 422],
      [await schedule(accountant.token, { taux_bp: 550, taux_vu_bp: 550, date_effet: "2027-01-01" }), 422],
      [await schedule(accountant.token, { taux_bp: 1900, taux_vu_bp: 550, date_effet: "2027-01-01" }), 400],
      [await schedule(accountant.token, { taux_bp: 1000, taux_vu_bp: 550, date_effet: "01/01/2027" }), 400],
      [await schedule(accountant.token, { taux_bp: 1000, taux_vu_bp: 550, date_effet: "" }), 400],
      [await schedule(accountant.token, { taux_bp: 1000, taux_vu_bp: 2000, date_effet: "2027-01-01" }), 409],
    ] as const;
    expect(refusals.map(([res]) => res.statusCode)).toEqual(refusals.map(([, status]) => status));
    expect(refusals[0][0].json().message).toBe(
      "La date d'effet doit être postérieure à aujourd'hui : un changement qui s'applique dès aujourd'hui se fait avec « Changer le taux ».",
    );
    expect(refusals[2][0].json().message).toBe("La date d'effet ne peut pas dépasser le 1er décembre 2028 (deux ans).");
    expect(refusals[5][0].json().errors.date_effet[0]).toBe("La date doit être au format AAAA-MM-JJ.");
    expect(refusals[6][0].json().errors.date_effet[0]).toBe("Indiquez la date d'effet.");
    expect(await changes()).toEqual([]);
  });

  it("keeps the current rate until Paris midnight of the day, then invoices every order delivered from then at the new rate", async () => {
    const res = await schedule(accountant.token, { taux_bp: 1000, taux_vu_bp: 550, date_effet: "2027-01-01" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ avant_bp: 550, apres_bp: 1000, date_effet: "2027-01-01" });
    expect(res.json().message).toBe(
      `Le taux de « ${product.name} » passera de 5,5\u00A0% à 10\u00A0% le 1er janvier 2027 à 0 h : les commandes livrées à partir de ce jour sont facturées à ce taux ; jusque-là, le taux actuel s'applique.`,
    );
    // The product's row is not touched: the rate is read by date.
    expect(await rateOf()).toBe(550);
    expect(await found()).toMatchObject({ taux_bp: 550, programme: { date_effet: "2027-01-01", apres_bp: 1000, par: { id: accountant.userId } } });
    // One scheduled change at a time.
    const second = await schedule(colleague.token, { taux_bp: 2000, taux_vu_bp: 550, date_effet: "2027-07-01" });
    expect(second.statusCode).toBe(422);
    expect(second.json().message).toContain("est déjà programmé au 1er janvier 2027 : annulez-le");

    const early = await placed();
    const late = await placed();
    // 23:59 in Paris on 31 December: still the old rate.
    await moveTo("2026-12-31T22:59:00Z");
    expect(await deliver(early.id)).toBe(550);
    // Placed in December, delivered at 00:00 on 1 January in Paris: the delivery is the chargeable event.
    await moveTo("2026-12-31T23:00:00Z");
    expect(await deliver(late.id)).toBe(1000);
    expect(await found()).toMatchObject({ taux_bp: 1000, programme: null });
    expect((await found()).changements[0]).toMatchObject({ avant_bp: 550, apres_bp: 1000, nature: "loi", effet: "2026-12-31T23:00:00.000Z", annule: null });
    // A change of the law: neither invoice is to rectify, and the rate in force is the one a change made now is read against.
    expect(await toRectify()).not.toContain(early.id);
    expect(await toRectify()).not.toContain(late.id);
    const stale = await setRate(accountant.token, { taux_bp: 2000, taux_vu_bp: 550 });
    expect(stale.statusCode).toBe(409);
    const corrected = await setRate(accountant.token, { taux_bp: 2000, taux_vu_bp: 1000 });
    expect(corrected.json()).toMatchObject({ avant_bp: 1000, apres_bp: 2000 });
    // A correction of the new rate reaches the invoice issued under the law, not the one before it.
    expect(await toRectify()).toContain(late.id);
    expect(await toRectify()).not.toContain(early.id);
    expect(await found()).toMatchObject({ taux_bp: 2000 });
  });

  it("is cancelled before its date (then the old rate stays, and the colleague's journal says so), not twice nor once in force", async () => {
    await schedule(accountant.token, { taux_bp: 1000, taux_vu_bp: 550, date_effet: "2027-01-01" });
    const id = (await found()).programme.id as number;
    await moveTo("2026-12-15T10:00:00Z");
    const cancelled = await post(colleague.token, "annulerTauxTvaProgramme", { id_changement: id });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe(`Le passage de « ${product.name} » à 10\u00A0% au 1er janvier 2027 est annulé : le taux actuel reste en vigueur.`);
    const again = await post(accountant.token, "annulerTauxTvaProgramme", { id_changement: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain("a déjà été annulé le 15 décembre 2026");
    expect((await post(accountant.token, "annulerTauxTvaProgramme", { id_changement: 999_999 })).statusCode).toBe(404);
    expect((await found()).changements[0]).toMatchObject({ annule: { date: "2026-12-15T10:00:00.000Z", par: { id: colleague.userId } } });

    const order = await placed();
    await moveTo("2027-01-02T10:00:00Z");
    expect(await deliver(order.id)).toBe(550);
    expect(await found()).toMatchObject({ taux_bp: 550, programme: null });

    const auditor = await staffAccount("tva.superviseur@cabas.example", [STAFF_AUDIT_PERMISSION]);
    const journal = (await get(auditor.token, "getJournalConseiller", { email: "compta.collegue@cabas.example" })).json();
    expect(journal.changements_tva[0]).toMatchObject({ date: "2026-12-15T10:00:00.000Z", produit: { id: product.id }, apres_bp: 1000, annulation: true, effet: "2026-12-31T23:00:00.000Z" });

    // Once in force, a scheduled change is no longer cancelled: the rate is changed again.
    await schedule(accountant.token, { taux_bp: 2000, taux_vu_bp: 550, date_effet: "2027-02-01" });
    const inForce = (await found()).programme.id as number;
    await moveTo("2027-02-01T08:00:00Z");
    const late = await post(accountant.token, "annulerTauxTvaProgramme", { id_changement: inForce });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain("est en vigueur : il ne s'annule plus");
    expect(await found()).toMatchObject({ taux_bp: 2000 });
  });

  it("lets a rate be changed at once before the date, the scheduled change then replacing that rate", async () => {
    // After every delivery of the tests above, so the change made at once is dated now (vatChangeDate).
    await moveTo("2027-03-01T10:00:00Z");
    await schedule(accountant.token, { taux_bp: 1000, taux_vu_bp: 550, date_effet: "2027-04-01" });
    const same = await setRate(accountant.token, { taux_bp: 1000, taux_vu_bp: 550, nature: "loi" });
    expect(same.statusCode).toBe(422);
    expect(same.json().message).toContain("est déjà programmé au 1er avril 2027 : annulez-le d'abord");
    expect((await setRate(accountant.token, { taux_bp: 2000, taux_vu_bp: 550 })).statusCode).toBe(200);
    expect(await found()).toMatchObject({ taux_bp: 2000, programme: { apres_bp: 1000 } });
    expect((await changes()).map((c) => [c.rateBeforeBp, c.rateAfterBp, c.effectiveFrom !== null])).toEqual([
      [2000, 1000, true],
      [550, 2000, false],
    ]);
    const order = await placed();
    await moveTo("2027-04-01T10:00:00Z");
    expect(await deliver(order.id)).toBe(1000);
  });
});
