// The shared catalogue cache through HTTP: answers kept per perimeter, forgotten on invalidation.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { catalogueCacheOf, invalidateCatalogueCache } from "./catalogue-cache.ts";

let t: TestApp;
beforeAll(async () => {
  // Long enough that nothing expires during the test: only invalidation may refresh an answer.
  t = await createTestApp({ catalogueCache: { freshMs: 600_000, staleMs: 0, maxEntries: 100 } });
});
afterAll(() => t.close());

const get = async (url: string, cookies?: Record<string, string>) => {
  const res = await t.app.inject({ method: "GET", url: `/next-react/${url}`, cookies });
  return { status: res.statusCode, body: res.json(), type: res.headers["content-type"] };
};

const setOffer = (productId: number, perimeterId: number, values: { stock?: number; priceCents?: number; promoPriceCents?: null }) =>
  t.database.db
    .update(schema.offers)
    .set(values)
    .where(and(eq(schema.offers.productId, productId), eq(schema.offers.perimeterId, perimeterId)));

describe("catalogue cache", () => {
  it("serves the stored answer until the catalogue is invalidated", async () => {
    const first = await get("getProduct.php?slug=creme-fraiche-epaisse-30-mg-20cl");
    expect(first.status).toBe(200);
    expect(first.type).toMatch(/^application\/json/);
    expect(first.body.product.in_stock).toBe(1);
    const id: number = first.body.product.id;
    const perimeter = (await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.isDefault, true)))[0]!;

    await setOffer(id, perimeter.id, { stock: 0 });
    const cached = await get("getProduct.php?slug=creme-fraiche-epaisse-30-mg-20cl");
    expect(cached.body).toEqual(first.body);

    invalidateCatalogueCache(t.database.db);
    const fresh = await get("getProduct.php?slug=creme-fraiche-epaisse-30-mg-20cl");
    expect(fresh.body.product.in_stock).toBe(0);
    expect(fresh.body.product.stock).toBe(0);
  });

  it("keeps one answer per perimeter (parameter or cookie)", async () => {
    const perimeters = await t.database.db.select().from(schema.perimeters).orderBy(schema.perimeters.id);
    expect(perimeters.length).toBeGreaterThanOrEqual(2);
    const [a, b] = perimeters as [(typeof perimeters)[0], (typeof perimeters)[0]];
    const product = (await get("getProduct.php?limit=1")).body.products[0];
    await setOffer(product.id, a.id, { priceCents: 1111, promoPriceCents: null });
    await setOffer(product.id, b.id, { priceCents: 2222, promoPriceCents: null });
    invalidateCatalogueCache(t.database.db);

    const byParam = (id: number) => get(`getProduct.php?id_article=${product.id}&id_perimetre=${id}`);
    const byCookie = (id: number) => get(`getProduct.php?id_article=${product.id}`, { ID_PERIMETRE: String(id) });
    expect((await byParam(a.id)).body.product.price).toBe(11.11);
    expect((await byParam(b.id)).body.product.price).toBe(22.22);
    expect((await byCookie(a.id)).body.product.price).toBe(11.11);
    expect((await byCookie(b.id)).body.product.price).toBe(22.22);
  });

  it("keeps no error", async () => {
    const before = catalogueCacheOf(t.database.db)!.stats().size;
    expect((await get("getProduct.php?slug=nexiste-pas")).status).toBe(404);
    expect((await get("getProduct.php?slug=nexiste-pas")).status).toBe(404);
    expect(catalogueCacheOf(t.database.db)!.stats().size).toBe(before);
  });

  it("answers the same to a visitor with a session token: catalogue answers hold nothing personal", async () => {
    const anonymous = await get("getCatalogue.php?slug=cremerie");
    const withToken = await t.app.inject({
      method: "GET",
      url: "/next-react/getCatalogue.php?slug=cremerie",
      headers: { authorization: "Bearer not-a-session" },
    });
    expect(withToken.json()).toEqual(anonymous.body);
  });
});
