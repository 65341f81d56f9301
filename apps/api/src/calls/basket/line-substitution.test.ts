// getSubstituts and updatePanier action=substitute (ADR 0044) through HTTP on a real seeded database, with the basket
// view cache and the per-caller answers on, as the shop runs: ownership, every refusal changing nothing, the
// replacement with and without a line of the substitute already there, the stock cap, the remembered preference.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const ORIGIN = { origin: "http://localhost:3000" };

const bearer = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
const post = (url: string, payload: Record<string, unknown>, token?: string) =>
  t.app.inject({ method: "POST", url: `/next-react/${url}.php`, payload, headers: { ...ORIGIN, ...bearer(token) } });
const get = (url: string, token?: string) => t.app.inject({ method: "GET", url: `/next-react/${url}.php`, headers: bearer(token) });

type Product = { id: number; name: string; categoryId: number };
let perimeterId = 0;
/** Products in stock in the default perimeter (plenty), none bought by weight or by reservation. */
let pool: Product[] = [];
/** The largest category of such products, kept apart for the substitutes' own test. */
let category: Product[] = [];
let next = 0;
/** A product of the pool no other test has used (tests change stock and offers). */
const fresh = (): Product => {
  const product = pool[next++];
  if (!product) throw new Error("the test pool ran out of products");
  return product;
};

const newGuest = async (): Promise<string> => (await post("loginCP", { cp: "75011" })).json().token as string;
const setQty = (token: string, id: number, quantity: number) => post("updatePanier", { action: "set_quantity", id, quantity }, token);
const substitute = (token: string | undefined, id: number, substitut: number) => post("updatePanier", { action: "substitute", id, substitut }, token);
/** [product, quantity] of lines, by product id (the test clock gives every line the same time of addition). */
const byProduct = (items: { id: number; quantity: number }[]): [number, number][] =>
  items.map((i): [number, number] => [i.id, i.quantity]).sort((a, b) => a[0] - b[0]);
const sorted = (pairs: [number, number][]) => [...pairs].sort((a, b) => a[0] - b[0]);
const lines = async (token: string) => byProduct((await get("getPanier", token)).json().items);

const offerWhere = (productId: number) => and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId));
const setStock = (productId: number, stock: number) => t.database.db.update(schema.offers).set({ stock }).where(offerWhere(productId));
const unsell = (productId: number) => t.database.db.delete(schema.offers).where(offerWhere(productId));

async function counts() {
  const count = async (table: typeof schema.basketItems | typeof schema.baskets | typeof schema.sessions) =>
    (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;
  return { items: await count(schema.basketItems), baskets: await count(schema.baskets), sessions: await count(schema.sessions) };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock, basketViewCache: { ttlMs: 600_000, maxEntries: 100 }, basketAnswers: { maxEntries: 100 } });
  perimeterId = (await post("loginCP", { cp: "75011" })).json().perimetre;
  const candidates = await t.database.db
    .select({ id: schema.products.id, name: schema.products.name, categoryId: schema.products.categoryId })
    .from(schema.offers)
    .innerJoin(schema.products, eq(schema.products.id, schema.offers.productId))
    .where(
      and(
        eq(schema.offers.perimeterId, perimeterId),
        gt(schema.offers.stock, 50),
        eq(schema.offers.inStock, true),
        eq(schema.products.variableWeight, false),
        eq(schema.products.isReservable, false),
      ),
    )
    .orderBy(schema.products.id);
  // The category with the most such products: a missing one of them always has substitutes among the others.
  const byCategory = new Map<number, Product[]>();
  for (const c of candidates) byCategory.set(c.categoryId, [...(byCategory.get(c.categoryId) ?? []), c]);
  category = [...byCategory.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  expect(category.length).toBeGreaterThanOrEqual(7);
  pool = candidates.filter((c) => c.categoryId !== category[0]!.categoryId);
  expect(pool.length).toBeGreaterThanOrEqual(24);
});
afterAll(() => t.close());

describe("getSubstituts", () => {
  it("answers an empty list to a visitor without a session or a basket, and creates nothing", async () => {
    const before = await counts();
    const none = await get("getSubstituts");
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ success: true, message: "", indispos: [] });
    expect(await counts()).toEqual(before);
    const token = await newGuest();
    const afterGuest = await counts();
    expect((await get("getSubstituts", token)).json().indispos).toEqual([]);
    expect(await counts()).toEqual(afterGuest);
  });

  it("lists the caller's own unavailable lines with at most three in-stock substitutes of the same category", async () => {
    const token = await newGuest();
    const [kept, gone, unsold] = [category[0]!, category[1]!, category[2]!];
    await setQty(token, kept.id, 1);
    await setQty(token, gone.id, 2);
    await setQty(token, unsold.id, 1);
    expect((await get("getSubstituts", token)).json().indispos).toEqual([]);

    await setStock(gone.id, 0);
    await unsell(unsold.id);
    const before = await counts();
    const res = await get("getSubstituts", token);
    expect(res.statusCode).toBe(200);
    const indispos = res.json().indispos as { id: number; name: string; substitutes: { id: number; in_stock: number; stock: number }[] }[];
    expect(indispos.map((u) => [u.id, u.name])).toEqual([
      [gone.id, gone.name],
      [unsold.id, unsold.name],
    ]);
    const inBasket = [kept.id, gone.id, unsold.id];
    for (const line of indispos) {
      expect(line.substitutes.length).toBeGreaterThan(0);
      expect(line.substitutes.length).toBeLessThanOrEqual(3);
      for (const card of line.substitutes) {
        expect(card.in_stock).toBe(1);
        expect(card.stock).toBeGreaterThan(0);
        expect(inBasket).not.toContain(card.id);
        const [row] = await t.database.db.select({ categoryId: schema.products.categoryId }).from(schema.products).where(eq(schema.products.id, card.id));
        expect(row?.categoryId).toBe(gone.categoryId);
      }
    }
    // With six others in stock in the category, each line gets the three closest.
    expect(indispos.map((u) => u.substitutes.length)).toEqual([3, 3]);
    // Read-only.
    expect(await counts()).toEqual(before);

    // Another shopper's token reads their own basket, never this one.
    const other = await newGuest();
    expect((await get("getSubstituts", other)).json().indispos).toEqual([]);
  });
});

describe("updatePanier action=substitute", () => {
  it("replaces the line by a substitute not in the basket, with the same quantity, and getPanier shows it at once", async () => {
    const token = await newGuest();
    const [other, gone, replacement] = [fresh(), fresh(), fresh()];
    await setQty(token, other.id, 1);
    await setQty(token, gone.id, 3);
    await setStock(gone.id, 0);
    // Read (and kept in the view cache and the caller's answers) while unavailable.
    expect(await lines(token)).toEqual(
      sorted([
        [other.id, 1],
        [gone.id, 3],
      ]),
    );

    const res = await substitute(token, gone.id, replacement.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`« ${gone.name} » est remplacé par « ${replacement.name} » : 3 dans votre panier.`);
    const answered = byProduct(res.json().panier.items);
    expect(answered).toEqual(
      sorted([
        [other.id, 1],
        [replacement.id, 3],
      ]),
    );
    expect(await lines(token)).toEqual(answered);
    expect((await get("getSubstituts", token)).json().indispos).toEqual([]);
  });

  it("adds the quantity to the substitute's line when the basket already has it", async () => {
    const token = await newGuest();
    const [gone, replacement] = [fresh(), fresh()];
    await setQty(token, replacement.id, 2);
    await setQty(token, gone.id, 3);
    await unsell(gone.id);
    const res = await substitute(token, gone.id, replacement.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`« ${gone.name} » est remplacé par « ${replacement.name} » : vous en avez maintenant 5 dans votre panier.`);
    expect(await lines(token)).toEqual([[replacement.id, 5]]);
  });

  it("caps the quantity at the substitute's stock where the basket is delivered", async () => {
    const token = await newGuest();
    const [gone, scarce] = [fresh(), fresh()];
    await setQty(token, gone.id, 5);
    await setStock(gone.id, 0);
    await setStock(scarce.id, 2);
    const res = await substitute(token, gone.id, scarce.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`« ${gone.name} » est remplacé par « ${scarce.name} » : 2 dans votre panier (tout le stock disponible à votre adresse).`);
    expect(await lines(token)).toEqual([[scarce.id, 2]]);
  });

  it("gives the new line the preference the customer remembered for its product, not the replaced line's", async () => {
    const email = "remplacement-preference@example.fr";
    const registered = await post("register", { email, password: "Un cabas plein de légumes", civilite: "Mme", nom: "Durand", prenom: "Chloé", cp: "75011" });
    const token = registered.json().token as string;
    const [gone, replacement] = [fresh(), fresh()];
    // Remembered for the substitute in an earlier basket line.
    await setQty(token, replacement.id, 1);
    await post("updatePanier", { action: "update_pref", id: replacement.id, d1: "ne_pas_remplacer" }, token);
    await setQty(token, replacement.id, 0);
    await setQty(token, gone.id, 2);
    await post("updatePanier", { action: "update_pref", id: gone.id, d1: "remplacer" }, token);
    await setStock(gone.id, 0);

    const res = await substitute(token, gone.id, replacement.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().panier.items).toEqual([expect.objectContaining({ id: replacement.id, quantity: 2, substitution: "ne_pas_remplacer" })]);
    const [user] = await t.database.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, email));
    const remembered = await t.database.db
      .select({ productId: schema.productPreferences.productId, pref: schema.productPreferences.substitutionPref })
      .from(schema.productPreferences)
      .where(eq(schema.productPreferences.userId, user!.id))
      .orderBy(desc(schema.productPreferences.productId));
    // Both remembered preferences are left as they were.
    expect(remembered.sort((a, b) => a.productId - b.productId)).toEqual(
      [
        { productId: gone.id, pref: "remplacer" },
        { productId: replacement.id, pref: "ne_pas_remplacer" },
      ].sort((a, b) => a.productId - b.productId),
    );
  });

  it("replaces once when the same replacement is sent twice at once: the basket's lock orders them", async () => {
    const token = await newGuest();
    const [gone, replacement] = [fresh(), fresh()];
    await setQty(token, gone.id, 3);
    await setStock(gone.id, 0);
    const answers = await Promise.all([substitute(token, gone.id, replacement.id), substitute(token, gone.id, replacement.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((r) => r.statusCode === 404)!.json().message).toBe("Ce produit n'est pas dans votre panier.");
    expect(await lines(token)).toEqual([[replacement.id, 3]]);
  });

  it("refuses in French and changes nothing: not in the basket, still available, unknown, not sold, out of stock, same product, no room", async () => {
    const token = await newGuest();
    const [gone, available, unsold, empty, full, absent] = [fresh(), fresh(), fresh(), fresh(), fresh(), fresh()];
    await setQty(token, available.id, 1);
    await setQty(token, full.id, 3);
    await setQty(token, gone.id, 2);
    await setStock(gone.id, 0);
    await unsell(unsold.id);
    await setStock(empty.id, 0);
    await setStock(full.id, 3);
    const before = await lines(token);
    const rows = await counts();

    const cases: [number, number, number, string][] = [
      [absent.id, available.id, 404, "Ce produit n'est pas dans votre panier."],
      [available.id, absent.id, 422, `« ${available.name} » est disponible à votre adresse : il n'y a rien à remplacer.`],
      [gone.id, 2_000_000_000, 404, "Ce produit de remplacement est introuvable."],
      [gone.id, unsold.id, 422, `« ${unsold.name} » n'est pas vendu à votre adresse de livraison.`],
      [gone.id, empty.id, 409, `« ${empty.name} » est en rupture de stock à votre adresse.`],
      [gone.id, gone.id, 400, "Choisissez un autre produit que celui à remplacer."],
      [gone.id, full.id, 409, `Votre panier contient déjà tout le stock disponible de « ${full.name} » à votre adresse.`],
    ];
    for (const [id, substitut, status, message] of cases) {
      const res = await substitute(token, id, substitut);
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message });
      expect(await lines(token), message).toEqual(before);
    }
    // Left out, the replacement is said missing, not « not a number ».
    const invalid = await post("updatePanier", { action: "substitute", id: gone.id }, token);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors.substitut).toEqual(["Le produit de remplacement est obligatoire."]);
    expect(await counts()).toEqual(rows);
  });

  it("refuses at the line limit, changing nothing", async () => {
    const token = await newGuest();
    const [gone, replacement] = [fresh(), fresh()];
    await setStock(replacement.id, MAX_LINE_QUANTITY + 10);
    await setQty(token, replacement.id, MAX_LINE_QUANTITY);
    await setQty(token, gone.id, 1);
    await setStock(gone.id, 0);
    const res = await substitute(token, gone.id, replacement.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Votre panier contient déjà ${MAX_LINE_QUANTITY} « ${replacement.name} », le maximum par produit.`);
    expect(await lines(token)).toEqual(
      sorted([
        [replacement.id, MAX_LINE_QUANTITY],
        [gone.id, 1],
      ]),
    );
  });

  it("never touches another shopper's basket, and starts no session or basket for a visitor without one", async () => {
    const owner = await newGuest();
    const [gone, replacement] = [fresh(), fresh()];
    await setQty(owner, gone.id, 2);
    await setStock(gone.id, 0);
    const before = await lines(owner);

    const intruder = await newGuest();
    await setQty(intruder, pool[0]!.id, 1);
    const foreign = await substitute(intruder, gone.id, replacement.id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Ce produit n'est pas dans votre panier.");
    expect((await get("getSubstituts", intruder)).json().indispos).toEqual([]);

    const rows = await counts();
    const anonymous = await substitute(undefined, gone.id, replacement.id);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.cookies.find((c) => c.name === "ID_VISITEUR")).toBeUndefined();
    expect(await counts()).toEqual(rows);
    // A token that is no session's is no one's basket.
    const unknown = await substitute("jeton-inconnu", gone.id, replacement.id);
    expect(unknown.json().success).toBe(false);
    expect(await counts()).toEqual(rows);

    expect(await lines(owner)).toEqual(before);
    // The owner still can.
    expect((await substitute(owner, gone.id, replacement.id)).statusCode).toBe(200);
    expect(await lines(owner)).toEqual([[replacement.id, 2]]);
  });
});
