// The stock screen's calls on a real database (ADR 0126): who may use them, the search, every refusal changing
// nothing, a colleague's change refusing a stale setting, concurrent deliveries all counted, the journal, and a
// raise of a reservation product offered to its waiting list at once through the queue; an offer taken off sale or
// put back (ADR 0126, amendment), recorded alike, gone from the shared catalogue at once, its waiting list told.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { NOT_AUTHORIZED, STOCK_MAX, STOCK_WRITE_PERMISSION, STAFF_AUDIT_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";
import { waitlistJobHandlers } from "../reservation-waitlist/waitlist-jobs.ts";

let t: TestApp;
let clock = new Date("2026-12-01T10:00:00Z");
const SHOP = "https://cabas.example";
const db = () => t.database.db;

let perimeterId: number;
let capon: { id: number; name: string; ean: string; slug: string };
let plain: { id: number; name: string; ean: string; slug: string };
let staff: { token: string; userId: number };
let colleague: { token: string; userId: number };
let customer: { token: string; userId: number; perimeterId: number };
const waiting: { token: string; email: string; perimeterId: number }[] = [];

const staffAccount = async (email: string, permissions: string[]) => {
  await db().insert(schema.users).values({ email, passwordHash: await hashPassword("Stock 2026 !"), nom: "Roux", prenom: "Inès", permissions }).onConflictDoNothing();
  const res = await t.app.inject({ method: "POST", url: "/next-react/loginToken.php", headers: ORIGIN, payload: { email, password: "Stock 2026 !" } });
  const [user] = await db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  return { token: res.json().token as string, userId: user!.id };
};
const search = (token: string | null, q: string) =>
  t.app.inject({ method: "GET", url: `/next-react/getStockProduits.php?${new URLSearchParams({ q }).toString()}`, headers: token ? bearer(token) : {} });
const change = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/next-react/setStockProduit.php", headers: { ...ORIGIN, ...(token ? bearer(token) : {}) }, payload });
const shelf = async (productId: number) =>
  (await db().select({ stock: schema.offers.stock }).from(schema.offers).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId))))[0]!.stock;
const setShelf = (productId: number, stock: number) =>
  db().update(schema.offers).set({ stock, inStock: true }).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)));
const sale = (token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/next-react/setVenteProduit.php", headers: { ...ORIGIN, ...(token ? bearer(token) : {}) }, payload });
const onSale = async (productId: number) =>
  (await db().select({ inStock: schema.offers.inStock }).from(schema.offers).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId))))[0]!.inStock;
/** What a shopper of the perimeter reads on the product's page (through the shared catalogue cache). */
const shopperSees = async (slug: string) =>
  (await t.app.inject({ method: "GET", url: `/next-react/getProduct.php?slug=${slug}`, cookies: { ID_PERIMETRE: String(perimeterId) } })).json().product as { in_stock: number };
const journal = () => db().select().from(schema.stockChanges).orderBy(schema.stockChanges.id);
const placeMails = async () =>
  (
    await db()
      .select({ to: sql<string>`${schema.backgroundJobs.payload}->>'to'` })
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, "mail.send"), sql`${schema.backgroundJobs.payload}->>'subject' like 'Une réservation s''est libérée%'`))
      .orderBy(schema.backgroundJobs.id)
  ).map((m) => m.to);
const runJobs = () => runDueJobs(db(), { ...waitlistJobHandlers(db(), SHOP, () => clock), "mail.send": async () => {} }, clock, 100);

beforeAll(async () => {
  // The shared catalogue cache on, long-lived: only the calls' invalidation may make shoppers see a change.
  t = await createTestApp({ now: () => clock, catalogueCache: { freshMs: 600_000, staleMs: 0, maxEntries: 100 } });
  customer = await registerCustomer(t, "stock.client@example.fr");
  perimeterId = customer.perimeterId;
  for (let i = 0; i < 3; i++) {
    const email = `stock.attente.${i}@example.fr`;
    waiting.push({ ...(await registerCustomer(t, email)), email });
  }
  const products = await db()
    .select({ id: schema.products.id, name: schema.products.name, ean: schema.products.ean13, slug: schema.products.slug, reservable: schema.products.isReservable })
    .from(schema.products)
    .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, perimeterId)))
    .orderBy(schema.products.id);
  capon = products.find((p) => p.reservable)!;
  plain = products.find((p) => !p.reservable)!;
  staff = await staffAccount("stock@cabas.example", [STOCK_WRITE_PERMISSION]);
  colleague = await staffAccount("stock.collegue@cabas.example", [STOCK_WRITE_PERMISSION]);
}, 120_000);
afterAll(() => t.close());

beforeEach(async () => {
  clock = new Date("2026-12-01T10:00:00Z");
  await db().delete(schema.stockChanges);
  await db().delete(schema.reservationWaitlist);
  await db().delete(schema.backgroundJobs);
  await setShelf(plain.id, 5);
  await setShelf(capon.id, 0);
});

describe("who may change stock", () => {
  it("refuses customers and staff without stock.write (403) and guests (401), changing nothing", async () => {
    const other = await staffAccount("stock.autre@cabas.example", ["reviews.moderate"]);
    const payload = { id_produit: plain.id, id_perimetre: perimeterId, operation: "livraison", quantite: 3, motif: "reception" };
    for (const token of [customer.token, other.token]) {
      const res = await change(token, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
      expect((await search(token, plain.name)).statusCode).toBe(403);
    }
    expect((await change(null, payload)).statusCode).toBe(401);
    expect((await search(null, plain.name)).statusCode).toBe(401);
    expect(await shelf(plain.id)).toBe(5);
    expect(await journal()).toEqual([]);
  });
});

describe("finding a product", () => {
  it("finds it by name, EAN or number, with its stock, held units and waiting people per perimeter", async () => {
    const byEan = (await search(staff.token, capon.ean)).json();
    const byId = (await search(staff.token, String(capon.id))).json();
    const byName = (await search(staff.token, capon.name.slice(1, 6).toUpperCase())).json();
    for (const answer of [byEan, byId, byName]) expect(answer.produits.map((p: { id: number }) => p.id)).toContain(capon.id);
    const found = byEan.produits.find((p: { id: number }) => p.id === capon.id);
    expect(found).toMatchObject({ nom: capon.name, ean: capon.ean, sur_reservation: true });
    expect(found.perimetres.find((p: { id_perimetre: number }) => p.id_perimetre === perimeterId)).toMatchObject({ stock: 0, gardees: 0, en_attente: 0, en_vente: true });
    expect((await search(staff.token, "zzz introuvable")).json()).toMatchObject({ produits: [], autres: false });
    // Typed without its accents, or with a wildcard that is a letter here.
    const [accented] = await db().select({ id: schema.products.id, name: schema.products.name }).from(schema.products).where(sql`${schema.products.name} ~ '[éèêàç]'`).limit(1);
    const folded = accented!.name.normalize("NFD").replace(/\p{M}/gu, "");
    expect((await search(staff.token, folded)).json().produits.map((p: { id: number }) => p.id)).toContain(accented!.id);
    expect((await search(staff.token, "__")).json()).toMatchObject({ produits: [], autres: false });
  });

  it("refuses an empty search in French", async () => {
    const res = await search(staff.token, "   ");
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.q).toEqual(["Saisissez le nom, l'EAN ou le n° du produit."]);
  });
});

describe("changing a perimeter's stock", () => {
  it("sets the stock read, records who, when, before and after and why, and shows it in the product's history and the team journal", async () => {
    const res = await change(staff.token, { id_produit: plain.id, id_perimetre: perimeterId, operation: "fixer", quantite: "12", stock_vu: "5", motif: "inventaire" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ avant: 5, apres: 12, produit: plain.name, liste_attente: 0 });
    expect(await shelf(plain.id)).toBe(12);
    expect(await journal()).toEqual([
      expect.objectContaining({ productId: plain.id, perimeterId, staffUserId: staff.userId, kind: "set", stockBefore: 5, stockAfter: 12, reason: "inventaire", changedAt: clock }),
    ]);
    const history = (await search(staff.token, plain.ean)).json().produits[0].changements;
    expect(history).toEqual([expect.objectContaining({ operation: "fixer", avant: 5, apres: 12, motif: "inventaire", par: expect.objectContaining({ email: "stock@cabas.example" }) })]);
    const auditor = await staffAccount("stock.audit@cabas.example", [STAFF_AUDIT_PERMISSION]);
    const team = await t.app.inject({ method: "GET", url: `/next-react/getJournalConseiller.php?email=stock%40cabas.example`, headers: bearer(auditor.token) });
    expect(team.json()).toMatchObject({
      total_changements_stock: 1,
      changements_stock: [{ produit: { id: plain.id, nom: plain.name }, operation: "fixer", avant: 5, apres: 12, motif: "inventaire", date: clock.toISOString() }],
    });
  });

  it("refuses bad input in French, field by field, changing nothing", async () => {
    const base = { id_produit: plain.id, id_perimetre: perimeterId, operation: "fixer", quantite: 3, stock_vu: 5, motif: "casse" };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ quantite: -1 }, "quantite", "La quantité ne peut pas être négative."],
      [{ quantite: "2,5" }, "quantite", "La quantité doit être un nombre entier d'unités."],
      [{ quantite: "beaucoup" }, "quantite", "La quantité doit être un nombre."],
      [{ quantite: STOCK_MAX + 1 }, "quantite", "La quantité ne peut pas dépasser 10\u202f000 unités."],
      [{ operation: "livraison", quantite: 0 }, "quantite", "Une livraison ajoute au moins 1 unité."],
      [{ stock_vu: undefined }, "stock_vu", "Le stock lu manque : rechargez la page avant de fixer le stock."],
      [{ motif: "vol" }, "motif", "Choisissez le motif du changement."],
      [{ operation: "vider" }, "operation", "Choisissez : fixer le stock ou ajouter une livraison."],
    ];
    for (const [patch, field, message] of cases) {
      const res = await change(staff.token, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const tooMany = await change(staff.token, { ...base, operation: "livraison", quantite: STOCK_MAX });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().message).toContain("le stock dépasserait 10\u202f000 unités");
    const unknown = await change(staff.token, { ...base, id_produit: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Ce produit n'existe pas.");
    expect(await shelf(plain.id)).toBe(5);
    expect(await journal()).toEqual([]);
  });

  it("refuses a setting whose stock changed since it was read, in French, keeping the colleague's change", async () => {
    // Both read 5; the colleague sets 8 first; the other's 20, counted against a shelf of 5, must not erase it.
    const read = (await search(staff.token, plain.ean)).json().produits[0].perimetres.find((p: { id_perimetre: number }) => p.id_perimetre === perimeterId).stock;
    expect(read).toBe(5);
    expect((await change(colleague.token, { id_produit: plain.id, id_perimetre: perimeterId, operation: "fixer", quantite: 8, stock_vu: read, motif: "inventaire" })).statusCode).toBe(200);
    const stale = await change(staff.token, { id_produit: plain.id, id_perimetre: perimeterId, operation: "fixer", quantite: 20, stock_vu: read, motif: "inventaire" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      "Le stock a changé depuis que vous l'avez lu : 8 unités maintenant, contre 5 unités lues. Rien n'a été changé : vérifiez le rayon et recommencez.",
    );
    expect(await shelf(plain.id)).toBe(8);
    expect((await journal()).map((row) => [row.staffUserId, row.stockAfter])).toEqual([[colleague.userId, 8]]);
  });

  it("counts two deliveries sent at the same moment, each recorded with its own before and after", async () => {
    const delivery = (token: string, quantite: number) => change(token, { id_produit: plain.id, id_perimetre: perimeterId, operation: "livraison", quantite, motif: "reception" });
    const answers = await Promise.all([delivery(staff.token, 3), delivery(colleague.token, 4), delivery(staff.token, 10)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await shelf(plain.id)).toBe(5 + 3 + 4 + 10);
    const rows = (await journal()).sort((a, b) => a.stockBefore - b.stockBefore);
    // Chained: each started from the stock the previous one left.
    expect(rows[0]!.stockBefore).toBe(5);
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.stockBefore).toBe(rows[i - 1]!.stockAfter);
    expect(rows.at(-1)!.stockAfter).toBe(22);
  });
});

describe("a raise of a product on reservation (ADR 0114, 0120)", () => {
  it("offers the units added to the waiting list at once, through the queue, not on the hourly sweep", async () => {
    for (const person of waiting) {
      const res = await t.app.inject({
        method: "POST",
        url: "/next-react/rejoindreListeAttente.php",
        headers: { ...ORIGIN, ...bearer(person.token), cookie: `ID_PERIMETRE=${person.perimeterId}` },
        payload: { id_produit: capon.id },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await change(staff.token, { id_produit: capon.id, id_perimetre: perimeterId, operation: "livraison", quantite: 2, motif: "reception" });
    expect(res.json()).toMatchObject({ avant: 0, apres: 2, liste_attente: 3 });
    expect(res.json().message).toContain("3 personnes attendent une place");
    // The offer job is due now: the worker's next run (within a second) tells the first two, holding their places.
    await runJobs();
    expect(await placeMails()).toEqual([waiting[0]!.email, waiting[1]!.email]);
    expect(await shelf(capon.id)).toBe(0);
    const line = (await search(staff.token, capon.ean)).json().produits[0].perimetres.find((p: { id_perimetre: number }) => p.id_perimetre === perimeterId);
    expect(line).toMatchObject({ stock: 0, gardees: 2, en_attente: 1 });
  });

  it("tells nobody when the stock goes down", async () => {
    await setShelf(capon.id, 0);
    await t.app.inject({
      method: "POST",
      url: "/next-react/rejoindreListeAttente.php",
      headers: { ...ORIGIN, ...bearer(waiting[0]!.token), cookie: `ID_PERIMETRE=${waiting[0]!.perimeterId}` },
      payload: { id_produit: capon.id },
    });
    const res = await change(staff.token, { id_produit: capon.id, id_perimetre: perimeterId, operation: "fixer", quantite: 0, stock_vu: 0, motif: "casse" });
    expect(res.json()).toMatchObject({ avant: 0, apres: 0, liste_attente: 0 });
    await runJobs();
    expect(await placeMails()).toEqual([]);
  });
});

describe("taking an offer off sale and putting it back (ADR 0126, amendment)", () => {
  it("withdraws the offer at once for shoppers, records it, and puts it back", async () => {
    // Read once: the shared cache now holds the product as on sale.
    expect((await shopperSees(plain.slug)).in_stock).toBe(1);
    const off = await sale(staff.token, { id_produit: plain.id, id_perimetre: perimeterId, operation: "retirer", motif: "rappel" });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ en_vente: false, stock: 5, liste_attente: 0, produit: plain.name });
    expect(off.json().message).toContain("est retiré de la vente (rappel du produit)");
    expect(await onSale(plain.id)).toBe(false);
    expect(await shelf(plain.id)).toBe(5);
    expect((await shopperSees(plain.slug)).in_stock).toBe(0);
    // A second click, or a colleague's: refused, nothing recorded twice.
    const again = await sale(colleague.token, { id_produit: plain.id, id_perimetre: perimeterId, operation: "retirer", motif: "qualite" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`« ${plain.name} » (${off.json().perimetre}) est déjà retiré de la vente. Rien n'a été changé.`);

    clock = new Date("2026-12-01T11:00:00Z");
    const back = await sale(colleague.token, { id_produit: plain.id, id_perimetre: perimeterId, operation: "remettre", motif: "controle" });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ en_vente: true, stock: 5, liste_attente: 0 });
    expect(await onSale(plain.id)).toBe(true);
    expect((await shopperSees(plain.slug)).in_stock).toBe(1);
    expect((await journal()).map((r) => [r.staffUserId, r.kind, r.stockBefore, r.stockAfter, r.reason])).toEqual([
      [staff.userId, "withdraw", 5, 5, "rappel"],
      [colleague.userId, "restore", 5, 5, "controle"],
    ]);
    const history = (await search(staff.token, plain.ean)).json().produits[0].changements;
    expect(history.map((c: { operation: string; motif: string }) => [c.operation, c.motif])).toEqual([
      ["remettre", "controle"],
      ["retirer", "rappel"],
    ]);
    const auditor = await staffAccount("stock.audit2@cabas.example", [STAFF_AUDIT_PERMISSION]);
    const team = await t.app.inject({ method: "GET", url: `/next-react/getJournalConseiller.php?email=stock%40cabas.example`, headers: bearer(auditor.token) });
    expect(team.json()).toMatchObject({ total_changements_stock: 1, changements_stock: [{ operation: "retirer", avant: 5, apres: 5, motif: "rappel" }] });
  });

  it("tells the waiting list at once when an offer with units on the shelf is put back on sale", async () => {
    await setShelf(capon.id, 2);
    await db().update(schema.offers).set({ inStock: false }).where(and(eq(schema.offers.productId, capon.id), eq(schema.offers.perimeterId, perimeterId)));
    for (const person of waiting) {
      const res = await t.app.inject({
        method: "POST",
        url: "/next-react/rejoindreListeAttente.php",
        headers: { ...ORIGIN, ...bearer(person.token), cookie: `ID_PERIMETRE=${person.perimeterId}` },
        payload: { id_produit: capon.id },
      });
      expect(res.statusCode).toBe(200);
    }
    await runJobs();
    expect(await placeMails()).toEqual([]);
    const res = await sale(staff.token, { id_produit: capon.id, id_perimetre: perimeterId, operation: "remettre", motif: "controle" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ en_vente: true, stock: 2, liste_attente: 3 });
    expect(res.json().message).toContain("3 personnes attendent une place");
    await runJobs();
    expect(await placeMails()).toEqual([waiting[0]!.email, waiting[1]!.email]);
  });

  it("tells nobody when the offer is taken off sale, or put back with an empty shelf", async () => {
    await t.app.inject({
      method: "POST",
      url: "/next-react/rejoindreListeAttente.php",
      headers: { ...ORIGIN, ...bearer(waiting[0]!.token), cookie: `ID_PERIMETRE=${waiting[0]!.perimeterId}` },
      payload: { id_produit: capon.id },
    });
    const off = await sale(staff.token, { id_produit: capon.id, id_perimetre: perimeterId, operation: "retirer", motif: "qualite" });
    const back = await sale(staff.token, { id_produit: capon.id, id_perimetre: perimeterId, operation: "remettre", motif: "controle" });
    expect([off.json().liste_attente, back.json().liste_attente]).toEqual([0, 0]);
    await runJobs();
    expect(await placeMails()).toEqual([]);
  });

  it("refuses customers, staff without stock.write and guests, and bad input in French, changing nothing", async () => {
    const other = await staffAccount("stock.autre2@cabas.example", ["reviews.moderate"]);
    const base = { id_produit: plain.id, id_perimetre: perimeterId, operation: "retirer", motif: "rappel" };
    for (const token of [customer.token, other.token]) {
      const res = await sale(token, base);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
    }
    expect((await sale(null, base)).statusCode).toBe(401);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ motif: "reception" }, "motif", "Choisissez le motif du retrait ou de la remise en vente."],
      [{ motif: undefined }, "motif", "Choisissez le motif du retrait ou de la remise en vente."],
      [{ operation: "vider" }, "operation", "Choisissez : retirer de la vente ou remettre en vente."],
      [{ operation: true }, "operation", "Choisissez : retirer de la vente ou remettre en vente."],
    ];
    for (const [patch, field, message] of cases) {
      const res = await sale(staff.token, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().errors[field]).toEqual([message]);
    }
    const unknown = await sale(staff.token, { ...base, id_produit: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Ce produit n'existe pas.");
    const alreadyOn = await sale(staff.token, { ...base, operation: "remettre", motif: "controle" });
    expect(alreadyOn.statusCode).toBe(409);
    expect(alreadyOn.json().message).toContain("est déjà en vente. Rien n'a été changé.");
    expect(await onSale(plain.id)).toBe(true);
    expect(await journal()).toEqual([]);
  });
});
