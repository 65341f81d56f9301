// ADR 0132 on a real database: a product sold in a perimeter where it was not (setOffreProduit) and a delivery note
// imported (importBonLivraison, getBonsLivraison): who may, every refusal changing nothing, the offer visible to
// shoppers at once through the shared cache, the note applied whole and once, even when sent twice at the same time.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray, sql } from "drizzle-orm";
import { NOT_AUTHORIZED, STAFF_AUDIT_PERMISSION, STOCK_WRITE_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { runDueJobs } from "../../jobs/job-queue.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { waitlistJobHandlers } from "../reservation-waitlist/waitlist-jobs.ts";
import { bearer, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";

let t: TestApp;
const clock = new Date("2026-12-01T10:00:00Z");
const SHOP = "https://cabas.example";
const db = () => t.database.db;
const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;
/** A message with its typeset no-break spaces read as spaces. */
const plain = (text: string): string => text.replace(/[\u00A0\u202F]/g, " ");

type Product = { id: number; name: string; ean: string; slug: string };
let perimeterId: number;
let newPerimeterId: number;
let honey: Product;
let jam: Product;
let staff: { token: string; userId: number };
let colleague: { token: string; userId: number };
let auditor: { token: string; userId: number };
let customer: { token: string; userId: number; perimeterId: number };

const staffAccount = async (email: string, permissions: string[]) => {
  await db().insert(schema.users).values({ email, passwordHash: await hashPassword("Stock 2026 !"), nom: "Roux", prenom: "Inès", permissions }).onConflictDoNothing();
  const res = await t.app.inject({ method: "POST", url: "/next-react/loginToken.php", headers: ORIGIN, payload: { email, password: "Stock 2026 !" } });
  const [user] = await db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  return { token: res.json().token as string, userId: user!.id };
};
const post = (call: string, token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/next-react/${call}.php`, headers: { ...ORIGIN, ...(token ? bearer(token) : {}) }, payload });
const open = (token: string | null, payload: Record<string, unknown>) => post("setOffreProduit", token, payload);
const importNote = (token: string | null, payload: Record<string, unknown>) => post("importBonLivraison", token, payload);
const cancelNote = (token: string | null, payload: Record<string, unknown>) => post("annulerBonLivraison", token, payload);
const offerOf = async (productId: number, perimeter: number) =>
  (await db().select().from(schema.offers).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeter))))[0];
const shelf = async (productId: number) => (await offerOf(productId, perimeterId))!.stock;
/** Everything the calls could change: offers of the two products, the stock journal, the notes. */
const state = async () => ({
  offers: await db()
    .select()
    .from(schema.offers)
    .where(inArray(schema.offers.productId, [honey.id, jam.id]))
    .orderBy(schema.offers.productId, schema.offers.perimeterId),
  changes: (await db().select({ n: sql<number>`count(*)::int` }).from(schema.stockChanges))[0]!.n,
  notes: (await db().select({ n: sql<number>`count(*)::int` }).from(schema.deliveryNotes))[0]!.n,
});
/** What a shopper of the new perimeter finds searching for the honey (a listing the shared cache keeps). */
const shopperFinds = async () => {
  const res = await t.app.inject({ method: "GET", url: `/next-react/getProduct.php?${new URLSearchParams({ search: honey.name, id_perimetre: String(newPerimeterId) }).toString()}` });
  return (res.json().products as { id: number; price: number; in_stock: number }[]).find((p) => p.id === honey.id);
};

beforeAll(async () => {
  // The shared catalogue cache on, long-lived: only the calls' invalidation may make shoppers see a change.
  t = await createTestApp({ now: () => clock, catalogueCache: { freshMs: 600_000, staleMs: 0, maxEntries: 100 } });
  customer = await registerCustomer(t, "perimetre.client@example.fr");
  perimeterId = customer.perimeterId;
  const [created] = await db().insert(schema.perimeters).values({ code: "TEST-ANNECY", name: "Annecy (essai)", warehouse: "Annecy" }).returning({ id: schema.perimeters.id });
  newPerimeterId = created!.id;
  const products = await db()
    .select({ id: schema.products.id, name: schema.products.name, ean: schema.products.ean13, slug: schema.products.slug })
    .from(schema.products)
    .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, perimeterId)))
    .where(and(eq(schema.products.isReservable, false), eq(schema.products.variableWeight, false), eq(schema.products.netUnit, "g")))
    .orderBy(schema.products.id)
    .limit(2);
  [honey, jam] = products as [Product, Product];
  await db().update(schema.offers).set({ stock: 5, inStock: true }).where(eq(schema.offers.perimeterId, perimeterId));
  staff = await staffAccount("perimetre@cabas.example", [STOCK_WRITE_PERMISSION]);
  colleague = await staffAccount("perimetre.collegue@cabas.example", [STOCK_WRITE_PERMISSION]);
  auditor = await staffAccount("perimetre.audit@cabas.example", [STAFF_AUDIT_PERMISSION]);
}, 120_000);
afterAll(() => t.close());

describe("who may open an offer or import a note", () => {
  it("refuses guests (401), customers and staff without stock.write (403) before reading their input, nothing changed", async () => {
    const before = await state();
    const offer = { id_produit: honey.id, id_perimetre: newPerimeterId, prix: "6,40", motif: "referencement" };
    const note = { id_perimetre: perimeterId, reference: "BL-403", lignes: `${honey.ean};3` };
    expect((await open(null, offer)).statusCode).toBe(401);
    expect((await importNote(null, note)).statusCode).toBe(401);
    for (const token of [customer.token, auditor.token]) {
      for (const res of [await open(token, offer), await importNote(token, note), await open(token, {}), await importNote(token, {})]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe(NOT_AUTHORIZED);
      }
      expect((await t.app.inject({ method: "GET", url: "/next-react/getBonsLivraison.php", headers: bearer(token) })).statusCode).toBe(403);
    }
    expect(await state()).toEqual(before);
  });
});

describe("selling a product in a perimeter where it was not sold (setOffreProduit)", () => {
  it("refuses a bad price, an unknown perimeter or product, and a perimeter selling it already, changing nothing", async () => {
    const before = await state();
    const base = { id_produit: honey.id, id_perimetre: newPerimeterId, motif: "referencement" };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...base, prix: "0" }, 400, "Le prix doit être supérieur à 0 €."],
      [{ ...base, prix: "" }, 400, "Saisissez le prix de vente : 3,20 par exemple."],
      [{ ...base, prix: "six euros" }, 400, "Montant illisible : 50,60 par exemple."],
      [{ ...base, prix: "1 000,01" }, 400, "Le prix ne peut pas dépasser 1\u202F000 € : vérifiez la saisie."],
      [{ ...base, prix: "6,40", stock_initial: "-1" }, 400, "Le stock de départ ne peut pas être négatif."],
      [{ ...base, prix: "6,40", motif: "promo" }, 400, "Choisissez le motif de la mise en vente."],
      [{ ...base, prix: "6,40", id_perimetre: 999_999 }, 404, "Ce périmètre n'existe pas."],
      [{ ...base, prix: "6,40", id_produit: 99_999_999 }, 404, "Ce produit n'existe pas."],
    ];
    for (const [payload, status, message] of refusals) {
      const res = await open(staff.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      const body = res.json();
      expect(plain([body.message, ...Object.values((body.errors ?? {}) as Record<string, string[]>).flat()].join(" "))).toContain(plain(message));
    }
    const sold = await open(staff.token, { ...base, id_perimetre: perimeterId, prix: "6,40" });
    expect(sold.statusCode).toBe(409);
    expect(plain(sold.json().message)).toMatch(/^« .+ » est déjà proposé dans le périmètre « .+ » : changez son stock sur sa fiche\. Rien n'a été changé\.$/);
    await db().update(schema.offers).set({ inStock: false }).where(and(eq(schema.offers.productId, jam.id), eq(schema.offers.perimeterId, perimeterId)));
    const withdrawn = await open(staff.token, { ...base, id_produit: jam.id, id_perimetre: perimeterId, prix: "6,40" });
    expect(withdrawn.statusCode).toBe(409);
    expect(plain(withdrawn.json().message)).toContain("retiré de la vente : remettez-le en vente plutôt. Rien n'a été changé.");
    await db().update(schema.offers).set({ inStock: true }).where(and(eq(schema.offers.productId, jam.id), eq(schema.offers.perimeterId, perimeterId)));
    expect(await state()).toEqual(before);
  });

  it("opens the offer at the price typed, no promotion, visible to shoppers at once, and records it", async () => {
    // Read once: the shared cache now holds a listing of the new perimeter without the honey.
    expect(await shopperFinds()).toBeUndefined();
    const res = await open(staff.token, { id_produit: honey.id, id_perimetre: newPerimeterId, prix: "6,40 €", stock_initial: "12", motif: "referencement" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ produit: honey.name, perimetre: "Annecy (essai)", prix: 6.4, stock: 12, liste_attente: 0 });
    expect(res.json().prix_unitaire.unit).toBe("kg");
    expect(plain(res.json().message)).toContain("est en vente dans le périmètre « Annecy (essai) » à 6,40 € (");
    expect(await offerOf(honey.id, newPerimeterId)).toMatchObject({ priceCents: 640, promoPriceCents: null, lowest30dCents: null, stock: 12, inStock: true, cagnotteCents: 0 });
    expect(await shopperFinds()).toMatchObject({ price: 6.4, in_stock: 1 });
    // Opened twice (a second click, a colleague): refused, the price typed first kept.
    const again = await open(colleague.token, { id_produit: honey.id, id_perimetre: newPerimeterId, prix: "5", motif: "demande" });
    expect(again.statusCode).toBe(409);
    expect((await offerOf(honey.id, newPerimeterId))!.priceCents).toBe(640);
    const [change] = await db().select().from(schema.stockChanges).where(and(eq(schema.stockChanges.productId, honey.id), eq(schema.stockChanges.perimeterId, newPerimeterId)));
    expect(change).toMatchObject({ staffUserId: staff.userId, kind: "open", stockBefore: 0, stockAfter: 12, reason: "referencement", priceCents: 640 });
    const found = (await t.app.inject({ method: "GET", url: `/next-react/getStockProduits.php?q=${honey.ean}`, headers: bearer(staff.token) })).json().produits[0];
    expect(found.perimetres.map((p: { perimetre: string }) => p.perimetre)).toContain("Annecy (essai)");
    expect(found.autres_perimetres.map((p: { perimetre: string }) => p.perimetre)).not.toContain("Annecy (essai)");
    expect(found.changements[0]).toMatchObject({ operation: "ouvrir", avant: 0, apres: 12, motif: "referencement", prix: 6.4, bon: null, perimetre: "Annecy (essai)" });
  });

  it("refuses two openings sent at once but one", async () => {
    const payload = { id_produit: jam.id, id_perimetre: newPerimeterId, prix: "3,20", motif: "saison" };
    const answers = await Promise.all([open(staff.token, payload), open(colleague.token, payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await db().select().from(schema.stockChanges).where(and(eq(schema.stockChanges.productId, jam.id), eq(schema.stockChanges.kind, "open")))).length).toBe(1);
  });
});

describe("importing a delivery note (importBonLivraison)", () => {
  it("refuses a note with any bad line, listing each with its number, and changes nothing", async () => {
    const before = await state();
    const res = await importNote(staff.token, {
      id_perimetre: perimeterId,
      reference: "BL-REFUS",
      lignes: ["EAN;quantité", `${honey.ean};4`, "3760000000994;2", `${jam.ean};douze`, `${honey.ean}`, "3012345678901;1"].join("\n"),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/^Le bon n'a pas été importé\s: 4 lignes sont refusées\. Rien n'a été changé/);
    expect(res.json().errors.lignes.map(plain)).toEqual([
      "Ligne 3 : aucun produit n'a l'EAN 3760000000994.",
      "Ligne 4 : la quantité « douze » doit être un nombre entier d'unités.",
      "Ligne 5 : séparez l'EAN et la quantité par un point-virgule (EAN;quantité).",
      "Ligne 6 : le code EAN 3012345678901 est invalide (clé de contrôle).",
    ]);
    // A product not sold in the perimeter: the offer to open first.
    const elsewhere = await db().select({ ean: schema.products.ean13, name: schema.products.name }).from(schema.products)
      .where(sql`not exists (select 1 from offers o where o.product_id = ${schema.products.id} and o.perimeter_id = ${newPerimeterId})`).limit(1);
    const notSold = await importNote(staff.token, { id_perimetre: newPerimeterId, reference: "BL-REFUS", lignes: `${honey.ean};1\n${elsewhere[0]!.ean};2` });
    expect(notSold.statusCode).toBe(422);
    expect(notSold.json().errors.lignes.map(plain)).toEqual([plain(`Ligne 2 : « ${elsewhere[0]!.name} » n'est pas vendu dans le périmètre « Annecy (essai) » : mettez-le en vente d'abord.`)]);
    const unknown = await importNote(staff.token, { id_perimetre: 999_999, reference: "BL-REFUS", lignes: `${honey.ean};1` });
    expect(unknown.statusCode).toBe(404);
    const blank = await importNote(staff.token, { id_perimetre: perimeterId, reference: "BL-VIDE", lignes: "EAN;quantité\n\n" });
    expect(blank.statusCode).toBe(422);
    expect(plain(blank.json().message)).toBe(
      "Le bon n'a pas été importé : le bon ne contient aucune ligne de produit : collez les lignes EAN;quantité, une par ligne. Rien n'a été changé.",
    );
    const empty = await importNote(staff.token, { id_perimetre: perimeterId, reference: " ", lignes: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.reference).toEqual(["Saisissez la référence du bon de livraison."]);
    expect(await state()).toEqual(before);
  });

  it("adds every line to the stock in one go, sums a product's lines, records one note, and refuses it a second time", async () => {
    const [honeyBefore, jamBefore] = [await shelf(honey.id), await shelf(jam.id)];
    const res = await importNote(staff.token, {
      id_perimetre: perimeterId,
      reference: "BL-2026-0412",
      lignes: `EAN\tQuantité\n${honey.ean}\t10\n${jam.ean}\t3\n\n${honey.ean}\t2\n`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reference: "BL-2026-0412", lignes: 3, unites: 15, produits: 2, liste_attente: 0 });
    expect(plain(res.json().message)).toContain("3 lignes, 15 unités ajoutées au stock de 2 produits.");
    expect([await shelf(honey.id), await shelf(jam.id)]).toEqual([honeyBefore + 12, jamBefore + 3]);
    const [note] = await db().select().from(schema.deliveryNotes).where(and(eq(schema.deliveryNotes.referenceKey, "BL20260412"), eq(schema.deliveryNotes.perimeterId, perimeterId)));
    expect(note).toMatchObject({ perimeterId, staffUserId: staff.userId, lines: 3, units: 15, products: 2 });
    const rows = await db().select().from(schema.stockChanges).where(eq(schema.stockChanges.deliveryNoteId, note!.id)).orderBy(schema.stockChanges.productId);
    expect(rows.map((r) => [r.productId, r.kind, r.stockBefore, r.stockAfter, r.reason])).toEqual(
      [
        [honey.id, "delivery", honeyBefore, honeyBefore + 12, "reception"],
        [jam.id, "delivery", jamBefore, jamBefore + 3, "reception"],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    const history = (await t.app.inject({ method: "GET", url: `/next-react/getStockProduits.php?q=${honey.ean}`, headers: bearer(staff.token) })).json().produits[0].changements;
    expect(history[0]).toMatchObject({ operation: "livraison", apres: honeyBefore + 12, bon: "BL-2026-0412" });

    // The same note again, typed otherwise: refused, saying when and by whom; nothing added twice.
    const before = await state();
    const again = await importNote(colleague.token, { id_perimetre: perimeterId, reference: "bl 2026 0412", lignes: `${honey.ean};10` });
    expect(again.statusCode).toBe(409);
    expect(plain(again.json().message)).toMatch(/^Le bon « bl 2026 0412 » a déjà été importé pour le périmètre «\s.+\s» le 01\/12\/2026 11:00 par Inès Roux\. Rien n'a été changé\.$/);
    expect(await state()).toEqual(before);
    // The same reference in another perimeter is another note.
    expect((await importNote(staff.token, { id_perimetre: newPerimeterId, reference: "BL-2026-0412", lignes: `${honey.ean};1` })).statusCode).toBe(200);

    // One entry per note in the team journal, its deliveries not listed one by one.
    const team = (await t.app.inject({ method: "GET", url: "/next-react/getJournalConseiller.php?email=perimetre%40cabas.example", headers: bearer(auditor.token) })).json();
    expect(team.total_bons_livraison).toBe(2);
    expect(team.bons_livraison[1]).toMatchObject({ reference: "BL-2026-0412", lignes: 3, unites: 15, produits: 2 });
    expect(new Set(team.changements_stock.map((c: { operation: string }) => c.operation))).toEqual(new Set(["ouvrir"]));
    const listed = (await t.app.inject({ method: "GET", url: "/next-react/getBonsLivraison.php", headers: bearer(staff.token) })).json();
    expect(listed.perimetres.map((p: { perimetre: string }) => p.perimetre)).toContain("Annecy (essai)");
    expect(listed.bons.map((b: { reference: string; unites: number }) => [b.reference, b.unites])).toEqual([
      ["BL-2026-0412", 1],
      ["BL-2026-0412", 15],
    ]);
  });

  it("refuses a search for an EAN whose check digit is wrong, saying so, and still finds a valid one (ADR 0139)", async () => {
    const search = (q: string) => t.app.inject({ method: "GET", url: `/next-react/getStockProduits.php?q=${q}`, headers: bearer(staff.token) });
    const wrong = await search("3012345678901");
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.q).toEqual(["Le code EAN 3012345678901 est invalide (clé de contrôle)."]);
    expect((await search(honey.ean)).json().produits.map((p: { id: number }) => p.id)).toEqual([honey.id]);
  });

  it("applies a note sent twice at the same time once", async () => {
    const before = await shelf(jam.id);
    const payload = { id_perimetre: perimeterId, reference: "BL-DOUBLE", lignes: `${jam.ean};7` };
    const answers = await Promise.all([importNote(staff.token, payload), importNote(colleague.token, payload), importNote(staff.token, payload)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await shelf(jam.id)).toBe(before + 7);
    expect((await db().select().from(schema.deliveryNotes).where(eq(schema.deliveryNotes.referenceKey, "BLDOUBLE"))).length).toBe(1);
  });

  it("offers the units of a note to a waiting list at once, as a raise on the screen", async () => {
    const [capon] = await db()
      .select({ id: schema.products.id, ean: schema.products.ean13 })
      .from(schema.products)
      .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, perimeterId)))
      .where(eq(schema.products.isReservable, true))
      .limit(1);
    await db().update(schema.offers).set({ stock: 0 }).where(and(eq(schema.offers.productId, capon!.id), eq(schema.offers.perimeterId, perimeterId)));
    const emails = ["attente.bon.0@example.fr", "attente.bon.1@example.fr"];
    for (const email of emails) {
      const person = await registerCustomer(t, email);
      const res = await t.app.inject({
        method: "POST",
        url: "/next-react/rejoindreListeAttente.php",
        headers: { ...ORIGIN, ...bearer(person.token), cookie: `ID_PERIMETRE=${person.perimeterId}` },
        payload: { id_produit: capon!.id },
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await importNote(staff.token, { id_perimetre: perimeterId, reference: "BL-ATTENTE", lignes: `${capon!.ean};1\n${jam.ean};2` });
    expect(res.statusCode).toBe(200);
    expect(res.json().liste_attente).toBe(2);
    expect(plain(res.json().message)).toContain("2 personnes attendent une place");
    await runDueJobs(db(), { ...waitlistJobHandlers(db(), SHOP, () => clock), "mail.send": async () => {} }, clock, 100);
    const told = await db()
      .select({ to: sql<string>`${schema.backgroundJobs.payload}->>'to'` })
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, "mail.send"), sql`${schema.backgroundJobs.payload}->>'subject' like 'Une réservation s''est libérée%'`));
    // One unit delivered: the first person in line is offered it.
    expect(told.map((m) => m.to)).toEqual([emails[0]]);
  });
});

describe("cancelling a delivery note (annulerBonLivraison, ADR 0139)", () => {
  const noteNamed = async (reference: string) =>
    (await db().select().from(schema.deliveryNotes).where(and(eq(schema.deliveryNotes.reference, reference), eq(schema.deliveryNotes.perimeterId, perimeterId))).orderBy(schema.deliveryNotes.id)).at(-1)!;
  const imported = async (reference: string, lignes: string) => {
    const res = await importNote(staff.token, { id_perimetre: perimeterId, reference, lignes });
    expect(res.statusCode).toBe(200);
    return res.json().id_bon as number;
  };
  const perimeterName = async () => (await db().select({ name: schema.perimeters.name }).from(schema.perimeters).where(eq(schema.perimeters.id, perimeterId)))[0]!.name;
  const setShelf = (productId: number, stock: number) =>
    db().update(schema.offers).set({ stock }).where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)));

  it("refuses guests, customers, staff without the permission, a missing reason and an unknown note, changing nothing", async () => {
    const id = await imported("BL-GARDE", `${honey.ean};2`);
    const before = await state();
    expect((await cancelNote(null, { id_bon: id, motif: "Erreur de saisie" })).statusCode).toBe(401);
    expect((await cancelNote(customer.token, { id_bon: id, motif: "Erreur de saisie" })).statusCode).toBe(403);
    expect((await cancelNote(auditor.token, { id_bon: id, motif: "Erreur de saisie" })).statusCode).toBe(403);
    const blank = await cancelNote(staff.token, { id_bon: id, motif: "  " });
    expect(blank.statusCode).toBe(400);
    expect(plain(blank.json().errors.motif[0])).toBe("Indiquez pourquoi le bon est annulé (mauvais périmètre, bon d'un autre magasin…).");
    const unknown = await cancelNote(staff.token, { id_bon: 999_999, motif: "Erreur de saisie" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Ce bon de livraison n'existe pas.");
    expect(await state()).toEqual(before);
  });

  it("takes back exactly the note's units, marks it cancelled with who and why, refuses a second cancel, and frees its reference", async () => {
    const [honeyBefore, jamBefore] = [await shelf(honey.id), await shelf(jam.id)];
    const id = await imported("BL-ERREUR", `${honey.ean};4\n${jam.ean};2\n${honey.ean};1`);
    // An order takes one honey meanwhile: the cancel still takes back the note's 5, not the shelf's difference.
    await setShelf(honey.id, honeyBefore + 5 - 1);
    const res = await cancelNote(colleague.token, { id_bon: id, motif: "Bon du magasin de Lille importé à Paris" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id_bon: id, reference: "BL-ERREUR", unites: 7, produits: 2 });
    expect(res.json().perimetre).toBe(await perimeterName());
    expect(plain(res.json().message)).toBe(plain(`Bon « BL-ERREUR » annulé (${res.json().perimetre}) : 7 unités retirées du stock de 2 produits. Sa référence peut être importée à nouveau.`));
    expect([await shelf(honey.id), await shelf(jam.id)]).toEqual([honeyBefore - 1, jamBefore]);
    const note = await noteNamed("BL-ERREUR");
    expect(note).toMatchObject({ id, cancelledByUserId: colleague.userId, cancelReason: "Bon du magasin de Lille importé à Paris" });
    expect(note.cancelledAt).toEqual(clock);
    const rows = await db().select().from(schema.stockChanges).where(and(eq(schema.stockChanges.deliveryNoteId, id), eq(schema.stockChanges.kind, "note_cancel"))).orderBy(schema.stockChanges.productId);
    expect(rows.map((r) => [r.productId, r.stockBefore, r.stockAfter, r.reason, r.staffUserId])).toEqual(
      [
        [honey.id, honeyBefore + 4, honeyBefore - 1, "annulation", colleague.userId],
        [jam.id, jamBefore + 2, jamBefore, "annulation", colleague.userId],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    // Listed, not deleted; in the product's history and once in the team journal of who cancelled it.
    const listed = (await t.app.inject({ method: "GET", url: "/next-react/getBonsLivraison.php", headers: bearer(staff.token) })).json();
    expect(listed.bons.find((b: { id: number }) => b.id === id).annulation).toMatchObject({
      date: clock.toISOString(),
      par: { id: colleague.userId, prenom: "Inès", nom: "Roux" },
      motif: "Bon du magasin de Lille importé à Paris",
    });
    const history = (await t.app.inject({ method: "GET", url: `/next-react/getStockProduits.php?q=${jam.ean}`, headers: bearer(staff.token) })).json().produits[0].changements;
    expect(history[0]).toMatchObject({ operation: "annuler_bon", avant: jamBefore + 2, apres: jamBefore, motif: "annulation", bon: "BL-ERREUR" });
    const team = (await t.app.inject({ method: "GET", url: "/next-react/getJournalConseiller.php?email=perimetre.collegue%40cabas.example", headers: bearer(auditor.token) })).json();
    expect(team.total_bons_annules).toBe(1);
    expect(team.bons_annules[0]).toEqual({ date: clock.toISOString(), reference: "BL-ERREUR", perimetre: await perimeterName(), unites: 7, produits: 2, motif: "Bon du magasin de Lille importé à Paris" });
    expect(team.changements_stock.some((c: { operation: string }) => c.operation === "annuler_bon")).toBe(false);

    // Cancelled already: refused, saying when and by whom; nothing taken twice.
    const before = await state();
    const again = await cancelNote(staff.token, { id_bon: id, motif: "Deuxième clic" });
    expect(again.statusCode).toBe(409);
    expect(plain(again.json().message)).toMatch(/^Le bon « BL-ERREUR » \(.+\) a déjà été annulé le 01\/12\/2026 11:00 par Inès Roux\. Rien n'a été changé\.$/);
    expect(await state()).toEqual(before);
    // The right note under the same reference is imported: a second note, the cancelled one kept.
    const reimported = await imported("bl erreur", `${jam.ean};2`);
    expect(reimported).not.toBe(id);
    expect(await shelf(jam.id)).toBe(jamBefore + 2);
  });

  it("refuses the whole cancel, naming the product, when a shelf holds less than the note added, and changes nothing", async () => {
    const id = await imported("BL-VENDU", `${honey.ean};3\n${jam.ean};3`);
    // Sold since: two honey left of the three the note added.
    await setShelf(honey.id, 2);
    const before = await state();
    const res = await cancelNote(staff.token, { id_bon: id, motif: "Erreur de périmètre" });
    expect(res.statusCode).toBe(409);
    expect(plain(res.json().message)).toBe(
      plain(
        `Le bon « BL-VENDU » (${await perimeterName()}) ne peut pas être annulé : « ${honey.name} » n'a plus que 2 unités en rayon, pour 3 unités ajoutées par le bon. Ces unités ont été vendues, commandées ou gardées pour la liste d'attente depuis. Rien n'a été changé : comptez ces rayons et fixez leur stock plutôt.`,
      ),
    );
    expect(await state()).toEqual(before);
    expect((await noteNamed("BL-VENDU")).cancelledAt).toBeNull();
  });

  it("cancels a note once when two cancels are sent at the same time", async () => {
    // Shelf enough for the note's units twice over: only the note's lock keeps them from being taken back twice.
    await setShelf(jam.id, 20);
    const before = await shelf(jam.id);
    const id = await imported("BL-DEUX-ANNUL", `${jam.ean};6`);
    const answers = await Promise.all([
      cancelNote(staff.token, { id_bon: id, motif: "Erreur de saisie" }),
      cancelNote(colleague.token, { id_bon: id, motif: "Erreur de saisie" }),
      cancelNote(staff.token, { id_bon: id, motif: "Erreur de saisie" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await shelf(jam.id)).toBe(before);
    expect((await db().select().from(schema.stockChanges).where(and(eq(schema.stockChanges.deliveryNoteId, id), eq(schema.stockChanges.kind, "note_cancel")))).length).toBe(1);
  });

  it("never takes the last units twice when a cancel races an order taking them", async () => {
    for (let round = 0; round < 5; round += 1) {
      await setShelf(jam.id, 0);
      const id = await imported(`BL-COURSE-${round}`, `${jam.ean};4`);
      // An order takes the four units as checkout does: a guarded update under the offer row's lock.
      const order = db().transaction(async (tx) =>
        rowsOf(await tx.execute(sql`update offers set stock = stock - 4 where product_id = ${jam.id} and perimeter_id = ${perimeterId} and stock >= 4 returning stock`)).length,
      );
      const [ordered, cancel] = await Promise.all([order, cancelNote(staff.token, { id_bon: id, motif: "Erreur de saisie" })]);
      // One of them has the units, never both; the shelf is empty, not negative.
      expect(ordered + (cancel.statusCode === 200 ? 1 : 0)).toBe(1);
      expect(cancel.statusCode).toBe(ordered === 1 ? 409 : 200);
      expect(await shelf(jam.id)).toBe(0);
      const taken = await db().select().from(schema.stockChanges).where(and(eq(schema.stockChanges.deliveryNoteId, id), eq(schema.stockChanges.kind, "note_cancel")));
      expect(taken.length).toBe(ordered === 1 ? 0 : 1);
    }
  });
});
