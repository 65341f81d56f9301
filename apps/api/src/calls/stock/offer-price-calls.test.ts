// ADR 0138 on a real database: an offer's price and promotion changed on the stock screen (setPrixProduit): who may,
// every refusal changing nothing, the check against the prices read, the reference price read from the price
// history, the team journal, and shoppers' answers and baskets showing the new prices at once (the shared catalogue
// cache on).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull, sql } from "drizzle-orm";
import { NOT_AUTHORIZED, STAFF_AUDIT_PERMISSION, STOCK_WRITE_PERMISSION } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { hashPassword } from "../../domain/passwords.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { bearer, ORIGIN, registerCustomer } from "../../test/order-fixtures.ts";

let t: TestApp;
// 2 December 2026, 11:00 in Paris; moved forward by the tests that need time to pass.
let clock = new Date("2026-12-02T10:00:00Z");
const db = () => t.database.db;
const plain = (text: string): string => text.replace(/[\u00A0\u202F]/g, " ");

type Product = { id: number; name: string };
let perimeterId: number;
let honey: Product;
let staff: { token: string; userId: number };
let colleague: { token: string; userId: number };
let auditor: { token: string; userId: number };
let customer: { token: string; userId: number; perimeterId: number };

const staffAccount = async (email: string, permissions: string[]) => {
  await db().insert(schema.users).values({ email, passwordHash: await hashPassword("Prix 2026 !"), nom: "Roux", prenom: "Inès", permissions }).onConflictDoNothing();
  const res = await t.app.inject({ method: "POST", url: "/next-react/loginToken.php", headers: ORIGIN, payload: { email, password: "Prix 2026 !" } });
  const [user] = await db().select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
  return { token: res.json().token as string, userId: user!.id };
};
const post = (call: string, token: string | null, payload: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: `/next-react/${call}.php`, headers: { ...ORIGIN, ...(token ? bearer(token) : {}) }, payload });
const setPrice = (token: string | null, payload: Record<string, unknown>) => post("setPrixProduit", token, payload);
const offer = async () => (await db().select().from(schema.offers).where(and(eq(schema.offers.productId, honey.id), eq(schema.offers.perimeterId, perimeterId))))[0]!;
const recorded = async () => (await db().select({ n: sql<number>`count(*)::int` }).from(schema.offerPriceChanges))[0]!.n;
/** The offer as the stock screen reads it: its prices, promotion and the stamp sent back with a change. */
const screen = async (token = staff.token) => {
  const res = await t.app.inject({ method: "GET", url: `/next-react/getStockProduits.php?q=${honey.id}`, headers: bearer(token) });
  const product = res.json().produits[0];
  return { product, offer: product.perimetres.find((p: { id_perimetre: number }) => p.id_perimetre === perimeterId) };
};
/** What a shopper reads of the product (the shared cache keeps it). */
const shopperCard = async () =>
  (await t.app.inject({ method: "GET", url: `/next-react/getProduct.php?id_article=${honey.id}&id_perimetre=${perimeterId}` })).json().product as {
    price: number;
    regularPrice: number | null;
    referencePrice: number | null;
    promoEndsAt: string | null;
  };
const basketLine = async () =>
  ((await t.app.inject({ method: "GET", url: "/next-react/getPanier.php", headers: bearer(customer.token) })).json().items as { id: number; price: number; line_total: number }[]).find(
    (i) => i.id === honey.id,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, catalogueCache: { freshMs: 600_000, staleMs: 0, maxEntries: 100 } });
  customer = await registerCustomer(t, "prix.client@example.fr");
  perimeterId = customer.perimeterId;
  const [product] = await db()
    .select({ id: schema.products.id, name: schema.products.name })
    .from(schema.products)
    .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, perimeterId)))
    .where(and(eq(schema.products.isReservable, false), eq(schema.products.variableWeight, false), isNull(schema.products.alcoholPerMille)))
    .orderBy(schema.products.id)
    .limit(1);
  honey = product!;
  await db()
    .update(schema.offers)
    .set({ priceCents: 320, promoPriceCents: null, promoStartsAt: null, promoEndsAt: null, lowest30dCents: null, stock: 50, inStock: true })
    .where(and(eq(schema.offers.productId, honey.id), eq(schema.offers.perimeterId, perimeterId)));
  staff = await staffAccount("prix@cabas.example", [STOCK_WRITE_PERMISSION]);
  colleague = await staffAccount("prix.collegue@cabas.example", [STOCK_WRITE_PERMISSION]);
  auditor = await staffAccount("prix.audit@cabas.example", [STAFF_AUDIT_PERMISSION]);
}, 120_000);
afterAll(() => t.close());

it("refuses guests (401), customers and staff without stock.write (403) before reading their input, nothing changed", async () => {
  const before = await offer();
  const payload = { id_produit: honey.id, id_perimetre: perimeterId, operation: "prix", prix_lu: "320/-/-/-", prix: "3,49" };
  expect((await setPrice(null, payload)).statusCode).toBe(401);
  for (const token of [customer.token, auditor.token])
    for (const res of [await setPrice(token, payload), await setPrice(token, {})]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NOT_AUTHORIZED);
    }
  expect(await offer()).toEqual(before);
  expect(await recorded()).toBe(0);
});

describe("setPrixProduit", () => {
  it("refuses a bad price or promotion in French, changing nothing", async () => {
    const before = await offer();
    const { offer: read } = await screen();
    expect(read).toMatchObject({ prix: 3.2, promotion: null });
    const base = { id_produit: honey.id, id_perimetre: perimeterId, prix_lu: read.prix_lu };
    const promo = { ...base, operation: "promotion", debut: "2026-12-02", fin: "2026-12-09" };
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ ...base, operation: "prix", prix: "0" }, 400, "Le prix doit être supérieur à 0 €."],
      [{ ...base, operation: "prix", prix: "1 000,01" }, 400, "Le prix ne peut pas dépasser 1\u202F000 € : vérifiez la saisie."],
      [{ ...base, operation: "prix", prix: "trois euros" }, 400, "Montant illisible : 50,60 par exemple."],
      [{ ...base, operation: "prix" }, 400, "Saisissez le nouveau prix : 3,20 par exemple."],
      [{ ...base, operation: "prix", prix: "3,20" }, 422, "Le prix est déjà de 3,20 €. Rien n'a été changé."],
      [{ ...base, operation: "soldes", prix: "3,00" }, 400, "Choisissez : changer le prix, lancer une promotion ou l'arrêter."],
      [{ ...promo, prix_promo: "3,20" }, 422, "Le prix promotionnel doit être inférieur au prix, 3,20 €. Rien n'a été changé."],
      [{ ...promo, prix_promo: "2,50", debut: "2026-11-20", fin: "2026-12-01" }, 422, "La promotion ne peut pas commencer avant aujourd'hui."],
      [{ ...promo, prix_promo: "2,50", debut: undefined, fin: "2026-12-01" }, 422, "La promotion finirait dans le passé : choisissez une date de fin à partir d'aujourd'hui."],
      [{ ...promo, prix_promo: "2,50", fin: "31/02/2027" }, 400, "Le dernier jour de la promotion est illisible : 24/12/2026 par exemple."],
      [{ ...promo, prix_promo: "2,50", fin: undefined }, 400, "Choisissez le dernier jour de la promotion."],
      [{ ...promo, prix_promo: "n'importe quoi" }, 400, "Montant illisible : 50,60 par exemple."],
      [{ ...base, operation: "arret" }, 409, "n'a pas de promotion en cours ni prévue. Rien n'a été changé."],
      [{ ...base, operation: "prix", prix: "3,49", prix_lu: "" }, 400, "Les prix lus manquent : rechargez la page avant de les changer."],
      [{ ...base, operation: "prix", prix: "3,49", id_produit: 99_999_999 }, 404, "Ce produit n'existe pas."],
    ];
    for (const [payload, status, message] of refusals) {
      const res = await setPrice(staff.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      const body = res.json();
      expect(plain([body.message, ...Object.values((body.errors ?? {}) as Record<string, string[]>).flat()].join(" "))).toContain(plain(message));
    }
    expect(await offer()).toEqual(before);
    expect(await recorded()).toBe(0);
  });

  it("changes the price: shoppers' answers (through the shared cache) and baskets at once; recorded in the product's history", async () => {
    await post("updatePanier", customer.token, { action: "set_quantity", id: honey.id, quantity: 2 });
    expect(await basketLine()).toMatchObject({ price: 3.2, line_total: 6.4 });
    // Read once: the shared cache now holds the old price.
    expect(await shopperCard()).toMatchObject({ price: 3.2, regularPrice: null });
    const { offer: read } = await screen();
    const res = await setPrice(staff.token, { id_produit: honey.id, id_perimetre: perimeterId, operation: "prix", prix_lu: read.prix_lu, prix: "3,49 €" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ prix: 3.49, promotion: null });
    expect(plain(res.json().message)).toBe(`Prix de « ${honey.name} » (${read.perimetre}) : 3,20 € → 3,49 €.`);
    expect(await shopperCard()).toMatchObject({ price: 3.49, regularPrice: null, referencePrice: null });
    expect(await basketLine()).toMatchObject({ price: 3.49, line_total: 6.98 });
    const { product } = await screen();
    expect(product.changements_prix[0]).toMatchObject({ operation: "prix", prix_avant: 3.2, prix_apres: 3.49, par: { id: staff.userId }, promotion_apres: null });
  });

  it("refuses a change decided from prices a colleague changed since they were read (409), keeping the colleague's", async () => {
    const { offer: read } = await screen();
    const first = await setPrice(colleague.token, { id_produit: honey.id, id_perimetre: perimeterId, operation: "prix", prix_lu: read.prix_lu, prix: "3,59" });
    expect(first.statusCode).toBe(200);
    const late = await setPrice(staff.token, { id_produit: honey.id, id_perimetre: perimeterId, operation: "prix", prix_lu: read.prix_lu, prix: "3,39" });
    expect(late.statusCode).toBe(409);
    expect(plain(late.json().message)).toContain("ont changé depuis que vous les avez lus. Rien n'a été changé");
    expect((await offer()).priceCents).toBe(359);
    expect(await recorded()).toBe(2);
  });

  it("starts a promotion whose reference is the lowest price of the 30 days before it, shown to shoppers at once", async () => {
    // Eight days later, the prices of 2 December (3,20 € then 3,49 €) are still within the 30 days.
    clock = new Date("2026-12-10T09:00:00Z");
    const { offer: read } = await screen();
    const res = await setPrice(staff.token, { id_produit: honey.id, id_perimetre: perimeterId, operation: "promotion", prix_lu: read.prix_lu, prix_promo: "2,99", fin: "2026-12-20" });
    expect(res.statusCode).toBe(200);
    expect(res.json().promotion).toEqual({ prix: 2.99, debut: clock.toISOString(), fin: "2026-12-20T23:00:00.000Z", reference: 3.2 });
    expect(plain(res.json().message)).toContain("2,99 € au lieu de 3,59 € du 10 décembre au 20 décembre, prix de référence 3,20 €.");
    expect(await shopperCard()).toMatchObject({ price: 2.99, regularPrice: 3.59, referencePrice: 3.2, promoEndsAt: "2026-12-20T23:00:00.000Z" });
    expect(await basketLine()).toMatchObject({ price: 2.99 });
    expect((await screen()).offer.promotion).toMatchObject({ prix: 2.99, reference: 3.2 });
  });

  it("refuses a promotion that is no reduction from the lowest price of the 30 days, and stops one", async () => {
    // An hour of promotion: a price applied, if briefly.
    clock = new Date("2026-12-10T10:00:00Z");
    let { offer: read } = await screen();
    const stopped = await setPrice(staff.token, { id_produit: honey.id, id_perimetre: perimeterId, operation: "arret", prix_lu: read.prix_lu });
    expect(stopped.statusCode).toBe(200);
    expect(await shopperCard()).toMatchObject({ price: 3.59, regularPrice: null, referencePrice: null });
    // The promotion at 2,99 € ran today: a new one at 3,09 € would announce a reduction from 3,59 € that is none.
    ({ offer: read } = await screen());
    const refused = await setPrice(staff.token, {
      id_produit: honey.id,
      id_perimetre: perimeterId,
      operation: "promotion",
      prix_lu: read.prix_lu,
      prix_promo: "3,09",
      debut: "2026-12-12",
      fin: "2026-12-20",
    });
    expect(refused.statusCode).toBe(422);
    expect(plain(refused.json().errors.prix_promo[0])).toContain("2,99 € : une promotion à 3,09 € ne serait pas une réduction");
    expect((await offer()).promoPriceCents).toBeNull();
  });

  it("lists the changes in the team journal, with who, before and after", async () => {
    const res = await t.app.inject({ method: "GET", url: `/next-react/getJournalConseiller.php?id_conseiller=${staff.userId}`, headers: bearer(auditor.token) });
    expect(res.statusCode).toBe(200);
    const journal = res.json();
    expect(journal.total_changements_prix).toBe(3);
    expect(journal.changements_prix.map((c: { operation: string }) => c.operation)).toEqual(["arret", "promotion", "prix"]);
    expect(journal.changements_prix[1]).toMatchObject({ produit: { id: honey.id }, prix_avant: 3.59, prix_apres: 3.59, promotion_avant: null, promotion_apres: { prix: 2.99, reference: 3.2 } });
  });
});
