// getPack's list on a real seeded database: each card says whether its pack can be bought where the shopper is, and
// which products stop it, as the pack's own answer and buyPack do; the whole list costs the reads of one pack.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, inArray } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import type { PackCard } from "@cabas/contracts";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { buildPackCards } from "./packs.ts";
import { invalidateCatalogueCache } from "./catalogue-cache.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const { post, get } = queryClient(() => t);
let perimeterId = 0;
let token = "";

type ListAnswer = { packs: PackCard[] };
const list = async (query: Record<string, string | number> = {}) => (await get("getPack", { id_perimetre: perimeterId, ...query })).json<ListAnswer>();
const cardOf = async (slug: string, query: Record<string, string | number> = {}) => (await list(query)).packs.find((p) => p.slug === slug)!;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const guest = await post("loginCP", { cp: "75011" });
  perimeterId = guest.json().perimetre;
  token = guest.json().token;
});
afterAll(() => t.close());

describe("the packs' list", () => {
  it("says which packs cannot be bought here and why, as the pack's page and buyPack do", async () => {
    const db = t.database.db;
    // A pack that can be bought, with two products: one runs out, the other stops being sold here.
    const candidates = (await list()).packs.filter((p) => p.unavailable.length === 0);
    let pack: PackCard | undefined;
    let items: { productId: number; name: string; quantity: number }[] = [];
    for (const candidate of candidates) {
      items = await db
        .select({ productId: schema.packItems.productId, name: schema.products.name, quantity: schema.packItems.quantity })
        .from(schema.packItems)
        .innerJoin(schema.products, eq(schema.products.id, schema.packItems.productId))
        .where(eq(schema.packItems.packId, candidate.id))
        .orderBy(asc(schema.products.name));
      if (items.length >= 2) {
        pack = candidate;
        break;
      }
    }
    expect(pack).toBeDefined();
    const [runsOut, notSold] = items as [(typeof items)[0], (typeof items)[0]];
    const offerOf = (productId: number) => and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId));
    const [runsOutOffer] = await db.select().from(schema.offers).where(offerOf(runsOut.productId));
    const [notSoldOffer] = await db.select().from(schema.offers).where(offerOf(notSold.productId));
    await db.update(schema.offers).set({ stock: 0 }).where(offerOf(runsOut.productId));
    await db.delete(schema.offers).where(offerOf(notSold.productId));
    try {
      const expected = [
        { name: runsOut.name, reason: "out_of_stock" },
        { name: notSold.name, reason: "not_sold" },
      ];
      // In the order of the products' names, the order buyPack names them in.
      const card = await cardOf(pack!.slug);
      expect(card.unavailable).toEqual(expected);
      // The theme's list and the pack's own answer say the same.
      const [theme] = await db
        .select({ slug: schema.packThemes.slug })
        .from(schema.packs)
        .innerJoin(schema.packThemes, eq(schema.packThemes.id, schema.packs.themeId))
        .where(eq(schema.packs.id, pack!.id));
      if (theme) expect((await cardOf(pack!.slug, { theme: theme.slug })).unavailable).toEqual(card.unavailable);
      const detail = (await get("getPack", { slug: pack!.slug, id_perimetre: perimeterId })).json().pack;
      expect(detail.unavailable).toEqual(card.unavailable);
      // And buyPack refuses it: the card offers nothing that would fail.
      const bought = await post("buyPack", { slug: pack!.slug }, token);
      expect(bought.statusCode).toBe(409);
      expect(bought.json().message).toBe(`« ${runsOut.name} » est en rupture de stock.`);

      // Sold again, with one unit fewer than the pack holds: still unavailable, for that reason.
      await db.insert(schema.offers).values(notSoldOffer!);
      await db.update(schema.packItems).set({ quantity: 2 }).where(and(eq(schema.packItems.packId, pack!.id), eq(schema.packItems.productId, runsOut.productId)));
      await db.update(schema.offers).set({ stock: 1, inStock: true }).where(offerOf(runsOut.productId));
      expect((await cardOf(pack!.slug)).unavailable).toEqual([{ name: runsOut.name, reason: "low_stock" }]);
    } finally {
      await db.delete(schema.offers).where(offerOf(notSold.productId));
      await db.insert(schema.offers).values(notSoldOffer!);
      await db.update(schema.offers).set({ stock: runsOutOffer!.stock, inStock: runsOutOffer!.inStock }).where(offerOf(runsOut.productId));
      await db
        .update(schema.packItems)
        .set({ quantity: runsOut.quantity })
        .where(and(eq(schema.packItems.packId, pack!.id), eq(schema.packItems.productId, runsOut.productId)));
    }
    expect((await cardOf(pack!.slug)).unavailable).toEqual([]);
  });

  it("reads the availability of the whole list in as many queries as for one pack", async () => {
    const db = t.database.db;
    const packs = await db.select().from(schema.packs).orderBy(asc(schema.packs.name));
    expect(packs.length).toBeGreaterThan(5);
    let selects = 0;
    const counting: Database = new Proxy(db, {
      get(target, property, receiver) {
        if (property === "select") selects++;
        return Reflect.get(target, property, receiver);
      },
    });
    const queriesFor = async (rows: typeof packs) => {
      selects = 0;
      await buildPackCards(counting, perimeterId, rows, clock);
      return selects;
    };
    await queriesFor(packs); // the recall notices are read once and kept (recall-store.ts)
    const one = await queriesFor(packs.slice(0, 1));
    expect(await queriesFor(packs)).toBe(one);
    // The packs' items with their products' names, then their cards where the shopper is.
    expect(one).toBe(2);
  });
});

describe("a pack's price", () => {
  it("is what the basket charges for the pack, a sold-by-weight item counted at its average weight", async () => {
    // The réveillon holds a chapon of about 3 kg, priced by the kilo: the pack once counted one kilo of it.
    const slug = "reveillon-gourmand";
    const db = t.database.db;
    // Every item in stock where the guest is (the seed's foie gras may have run out there): the price is the point.
    const [pack] = await db.select().from(schema.packs).where(eq(schema.packs.slug, slug));
    const itemIds = (await db.select().from(schema.packItems).where(eq(schema.packItems.packId, pack!.id))).map((i) => i.productId);
    const inPerimeter = and(inArray(schema.offers.productId, itemIds), eq(schema.offers.perimeterId, perimeterId));
    await db.update(schema.offers).set({ stock: 50, inStock: true }).where(inPerimeter);
    invalidateCatalogueCache(db);
    const detail = (await get("getPack", { slug, id_perimetre: perimeterId })).json().pack as PackCard & {
      items: { quantity: number; product: { variableWeight: boolean } }[];
    };
    expect(detail.items.some((i) => i.product.variableWeight)).toBe(true);

    const bought = await post("buyPack", { slug }, (await post("loginCP", { cp: "75011" })).json().token);
    expect(bought.statusCode, bought.body).toBe(200);
    const { total_marchandise, total_remises } = bought.json().panier.totals;
    expect(detail.regularPrice).toBe(total_marchandise);
    expect(detail.price).toBe(Math.round((total_marchandise - total_remises) * 100) / 100);
    // The list, the theme's list and the home page's block announce the same prices.
    const card = await cardOf(slug);
    expect({ price: card.price, regularPrice: card.regularPrice }).toEqual({ price: detail.price, regularPrice: detail.regularPrice });
  });
});
