// The basket through HTTP on a real seeded database: reading, set_quantity, bad input, concurrency.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, gt, sql } from "drizzle-orm";
import { emptyBasket } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { unavailableProducts } from "./substitutes.ts";
import { measureFixtureProducts } from "../../test/measure-fixtures.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const ORIGIN = { origin: "http://localhost:3000" };

type Injected = Awaited<ReturnType<TestApp["app"]["inject"]>>;
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/next-react/${url}.php`, payload, headers: { ...ORIGIN, ...headers } });
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url: `/next-react/${url}.php`, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const guestToken = (res: Injected) => res.cookies.find((c) => c.name === "ID_VISITEUR")?.value ?? "";

let perimeterId = 0;
/** Products of the default perimeter with plenty of stock, a fixed price and no promotion. */
let plenty: { id: number; name: string; priceCents: number }[] = [];

async function newGuest(): Promise<string> {
  const res = await post("loginCP", { cp: "75011" });
  return res.json().token as string;
}

async function countRows() {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.basketItems);
  const [b] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.baskets);
  return { items: row?.n ?? 0, baskets: b?.n ?? 0 };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const guest = await post("loginCP", { cp: "75011" });
  perimeterId = guest.json().perimetre;
  const rows = await t.database.db
    .select({ id: schema.products.id, name: schema.products.name, priceCents: schema.offers.priceCents })
    .from(schema.offers)
    .innerJoin(schema.products, eq(schema.products.id, schema.offers.productId))
    .where(
      and(
        eq(schema.offers.perimeterId, perimeterId),
        gt(schema.offers.stock, 50),
        eq(schema.offers.inStock, true),
        sql`${schema.offers.promoPriceCents} is null`,
        eq(schema.products.variableWeight, false),
        eq(schema.products.isReservable, false),
      ),
    )
    .orderBy(schema.products.id)
    .limit(30);
  plenty = rows;
  expect(plenty.length).toBe(30);
});
afterAll(() => t.close());

describe("getPanier", () => {
  it("gives a visitor without a session exactly the empty default basket", async () => {
    const res = await get("getPanier");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "", ...emptyBasket() });
  });

  it("gives a guest without a basket the empty basket in their perimeter, and creates nothing", async () => {
    const token = await newGuest();
    const before = await countRows();
    const res = await get("getPanier", bearer(token));
    expect(res.json()).toMatchObject({ success: true, id_panier: 0, isEmpty: true, perimetre: perimeterId });
    expect(await countRows()).toEqual(before);
  });
});

describe("the basket's price per kilo or litre (French law, ADR 0059)", () => {
  it("gives every line its unit price, in updatePanier's answer and getPanier's", async () => {
    const token = await newGuest();
    // A drink: its price per litre is not its price, so the answer cannot pass by repeating the price.
    const { litre: drink } = await measureFixtureProducts(t.database.db, perimeterId);
    const expected = drink.unitPrice;
    const changed = await post("updatePanier", { action: "set_quantity", id: drink.id, quantity: 2 }, bearer(token));
    expect(changed.json().panier.items[0]).toMatchObject({ id: drink.id, unitPrice: expected });
    expect((await get("getPanier", bearer(token))).json().items[0]).toMatchObject({ id: drink.id, unitPrice: expected });
  });
});

describe("updatePanier set_quantity", () => {
  it("starts a guest session for a visitor without one and puts the product in a new basket", async () => {
    const product = plenty[0]!;
    const res = await post("updatePanier", { action: "set_quantity", id: product.id, quantity: 2 });
    expect(res.statusCode).toBe(200);
    const token = guestToken(res);
    expect(token).toHaveLength(43);
    const { panier } = res.json();
    expect(panier.id_panier).toBeGreaterThan(0);
    expect(panier.items).toHaveLength(1);
    expect(panier.items[0]).toMatchObject({ id: product.id, quantity: 2, line_total: (product.priceCents * 2) / 100 });
    expect(panier).toMatchObject({ isEmpty: false, totalItems: 2, totalUniqueItems: 1 });
    expect(panier.totals.total_marchandise).toBe((product.priceCents * 2) / 100);
    // The same basket comes back on the next read with the new guest token.
    const again = await get("getPanier", bearer(token));
    expect(again.json().id_panier).toBe(panier.id_panier);
  });

  it("changes, adds and removes lines; reading never writes", async () => {
    const token = await newGuest();
    const [a, b] = [plenty[1]!, plenty[2]!];
    await post("updatePanier", { action: "set_quantity", id: a.id, quantity: 1 }, bearer(token));
    await post("updatePanier", { action: "set_quantity", id: b.id, quantity: 3 }, bearer(token));
    let res = await post("updatePanier", { action: "set_quantity", id: a.id, quantity: 4 }, bearer(token));
    expect(res.json().panier.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity])).toEqual([
      [a.id, 4],
      [b.id, 3],
    ]);
    expect(res.json().panier.totals.total_marchandise).toBe((a.priceCents * 4 + b.priceCents * 3) / 100);
    res = await post("updatePanier", { action: "set_quantity", id: a.id, quantity: 0 }, bearer(token));
    expect(res.json().message).toBe("Produit retiré du panier.");
    expect(res.json().panier.items.map((i: { id: number }) => i.id)).toEqual([b.id]);
    const before = await countRows();
    await get("getPanier", bearer(token));
    expect(await countRows()).toEqual(before);
  });

  it("refuses bad quantities and unknown products in French and changes nothing", async () => {
    const token = await newGuest();
    const product = plenty[3]!;
    const first = await post("updatePanier", { action: "set_quantity", id: product.id, quantity: 1 }, bearer(token));
    const basketBefore = first.json().panier;
    const before = await countRows();
    const cases: [Record<string, unknown>, number, RegExp][] = [
      [{ action: "set_quantity", id: product.id, quantity: -1 }, 400, /^La quantité ne peut pas être négative\.$/],
      [{ action: "set_quantity", id: product.id, quantity: 1.5 }, 400, /^La quantité doit être un nombre entier\.$/],
      [{ action: "set_quantity", id: product.id, quantity: 1000 }, 400, /^La quantité ne peut pas dépasser/],
      [{ action: "set_quantity", id: product.id, quantity: "beaucoup" }, 400, /^La quantité doit être un nombre\.$/],
      [{ action: "set_quantity", id: product.id }, 400, /^La quantité/],
      [{ action: "set_quantity", id: "abc", quantity: 1 }, 400, /^Le produit/],
      [{ action: "set_quantity", id: 2_000_000_000, quantity: 1 }, 404, /Ce produit est introuvable/],
      [{ action: "vider_tout" }, 400, /^Action inconnue/],
      [{}, 400, /^Action inconnue/],
    ];
    for (const [payload, status, message] of cases) {
      const res = await post("updatePanier", payload, bearer(token));
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(message);
    }
    const invalid = await post("updatePanier", { action: "set_quantity", id: product.id, quantity: -3 }, bearer(token));
    expect(invalid.json().errors.quantity).toEqual(["La quantité ne peut pas être négative."]);
    expect(await countRows()).toEqual(before);
    expect((await get("getPanier", bearer(token))).json().items).toEqual(basketBefore.items);
  });

  it("refuses more than the stock and products not sold in the perimeter, changing nothing", async () => {
    const token = await newGuest();
    const [scarce, unsold] = [plenty[4]!, plenty[5]!];
    await t.database.db.update(schema.offers).set({ stock: 3 }).where(and(eq(schema.offers.productId, scarce.id), eq(schema.offers.perimeterId, perimeterId)));
    await post("updatePanier", { action: "set_quantity", id: scarce.id, quantity: 2 }, bearer(token));
    const tooMany = await post("updatePanier", { action: "set_quantity", id: scarce.id, quantity: 4 }, bearer(token));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe(`Stock insuffisant : il ne reste que 3 « ${scarce.name} ».`);
    // Lowering stays possible when the stock falls below the basket's quantity.
    await post("updatePanier", { action: "set_quantity", id: scarce.id, quantity: 3 }, bearer(token));
    await t.database.db.update(schema.offers).set({ stock: 1 }).where(and(eq(schema.offers.productId, scarce.id), eq(schema.offers.perimeterId, perimeterId)));
    const view = (await get("getPanier", bearer(token))).json();
    expect(view.alerte).toContain(`Il ne reste que 1 « ${scarce.name} » : réduisez la quantité.`);
    expect(view.checking.step1).toBe(false);
    const lower = await post("updatePanier", { action: "set_quantity", id: scarce.id, quantity: 2 }, bearer(token));
    expect(lower.statusCode).toBe(200);

    await t.database.db.delete(schema.offers).where(and(eq(schema.offers.productId, unsold.id), eq(schema.offers.perimeterId, perimeterId)));
    const notSold = await post("updatePanier", { action: "set_quantity", id: unsold.id, quantity: 1 }, bearer(token));
    expect(notSold.statusCode).toBe(422);
    expect(notSold.json().message).toBe(`« ${unsold.name} » n'est pas vendu dans votre zone de livraison.`);
    expect(lower.json().panier.items.map((i: { id: number }) => i.id)).toEqual([scarce.id]);
    expect((await get("getPanier", bearer(token))).json().items.map((i: { id: number }) => i.id)).toEqual([scarce.id]);
  });

  it("keeps one consistent basket under concurrent changes", async () => {
    const token = await newGuest();
    const products = plenty.slice(10, 30);
    // Many first writes at once: one basket, every line.
    const results = await Promise.all(
      products.map((p) => post("updatePanier", { action: "set_quantity", id: p.id, quantity: 1 }, bearer(token))),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const baskets = new Set(results.map((r) => r.json().panier.id_panier));
    expect(baskets.size).toBe(1);
    // Many quantities for one line at once: the line holds one of them, never a sum or a duplicate.
    const target = products[0]!;
    const quantities = Array.from({ length: 20 }, (_, i) => i + 1);
    await Promise.all(quantities.map((q) => post("updatePanier", { action: "set_quantity", id: target.id, quantity: q }, bearer(token))));
    const view = (await get("getPanier", bearer(token))).json();
    expect(view.totalUniqueItems).toBe(products.length);
    const line = view.items.find((i: { id: number }) => i.id === target.id);
    expect(quantities).toContain(line.quantity);
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.baskets)
      .innerJoin(schema.basketItems, eq(schema.basketItems.basketId, schema.baskets.id))
      .where(eq(schema.baskets.id, view.id_panier));
    expect(count?.n).toBe(products.length);
  });
});

describe("perimeter", () => {
  it("moves the basket to the new perimeter when the visitor changes postal code, repriced there", async () => {
    const token = await newGuest();
    const product = plenty[7]!;
    await post("updatePanier", { action: "set_quantity", id: product.id, quantity: 1 }, bearer(token));
    const moved = await post("loginCP", { cp: "69003" }, bearer(token));
    expect(moved.statusCode).toBe(200);
    const lyon = moved.json().perimetre as number;
    expect(lyon).not.toBe(perimeterId);
    const res = await post("updatePanier", { action: "set_quantity", id: product.id, quantity: 2 }, bearer(token));
    const [offer] = await t.database.db
      .select()
      .from(schema.offers)
      .where(and(eq(schema.offers.productId, product.id), eq(schema.offers.perimeterId, lyon)));
    expect(res.json().panier.perimetre).toBe(lyon);
    expect(res.json().panier.items[0].price).toBe((offer!.promoPriceCents ?? offer!.priceCents) / 100);
  });
});

describe("unavailable products with substitutes (INDISPO)", () => {
  it("lists the lines out of stock or not sold in a perimeter, with in-stock substitutes of the same category", async () => {
    const token = await newGuest();
    const [kept, gone] = [plenty[8]!, plenty[9]!];
    await post("updatePanier", { action: "set_quantity", id: kept.id, quantity: 1 }, bearer(token));
    const basket = (await post("updatePanier", { action: "set_quantity", id: gone.id, quantity: 1 }, bearer(token))).json().panier;
    expect(await unavailableProducts(t.database.db, basket.id_panier, perimeterId, clock)).toEqual([]);
    await t.database.db.update(schema.offers).set({ stock: 0 }).where(and(eq(schema.offers.productId, gone.id), eq(schema.offers.perimeterId, perimeterId)));
    const list = await unavailableProducts(t.database.db, basket.id_panier, perimeterId, clock);
    expect(list.map((u) => [u.id, u.name])).toEqual([[gone.id, gone.name]]);
    const [goneRow] = await t.database.db.select({ categoryId: schema.products.categoryId }).from(schema.products).where(eq(schema.products.id, gone.id));
    for (const card of list[0]!.substitutes) {
      expect(card.in_stock).toBe(1);
      expect([gone.id, kept.id]).not.toContain(card.id);
      const [row] = await t.database.db.select({ categoryId: schema.products.categoryId }).from(schema.products).where(eq(schema.products.id, card.id));
      expect(row?.categoryId).toBe(goneRow?.categoryId);
    }
    expect(list[0]!.substitutes.length).toBeGreaterThan(0);
  });
});

describe("benefits need an account", () => {
  it("answers 401 in French to a guest and changes nothing", async () => {
    const token = await newGuest();
    await post("updatePanier", { action: "set_quantity", id: plenty[6]!.id, quantity: 1 }, bearer(token));
    for (const payload of [
      { action: "use_eurofid", montant: "5" },
      { action: "set_code", code: "BIENVENUE10" },
      { action: "use_joker" },
      { action: "use_amex" },
      { action: "use_ba", action_ba: "add", code: "X" },
      { action: "reset_eurofid" },
    ]) {
      const res = await post("updatePanier", payload, bearer(token));
      expect(res.statusCode, payload.action).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: "NOT_AUTHORIZED", raison: "Connectez-vous pour utiliser vos avantages." });
      // The guest is not signed out of their basket.
      expect(res.cookies.find((c) => c.name === "ID_VISITEUR")).toBeUndefined();
    }
    expect((await get("getPanier", bearer(token))).json().totalItems).toBe(1);
  });
});
