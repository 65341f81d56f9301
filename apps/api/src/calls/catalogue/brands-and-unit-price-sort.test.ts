// The brand facet lists every brand of the results, getMarque without a slug every brand with a product (the
// sitemap's), and « prix au kilo » puts the products priced per piece after those priced per kilo or litre
// (ADR 0074), through HTTP on the seeded catalogue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, countDistinct, eq } from "drizzle-orm";
import { schema } from "@cabas/db";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { get } = callClient(() => t);
const body = async (call: string) => (await get(call)).json();
type Card = { id: number; brand: string | null; in_stock: number; unitPrice: { value: number; unit: "kg" | "l" | "pièce" } };
type Facet = { slug: string; name: string; count: number };

/** Every product of a list, page after page. */
async function everyProduct(call: string): Promise<{ products: Card[]; facets: Facet[] }> {
  const first = await body(`${call}&limit=100&page=1`);
  const products: Card[] = [...first.products];
  for (let page = 2; page <= first.pageCount; page++) products.push(...(await body(`${call}&limit=100&page=${page}`)).products);
  return { products, facets: first.facets.brands };
}

/** How many products of each brand a list holds. */
const brandCounts = (products: Card[]) => {
  const counts = new Map<string, number>();
  for (const p of products) if (p.brand) counts.set(p.brand, (counts.get(p.brand) ?? 0) + 1);
  return counts;
};

describe("the « Marque » facet", () => {
  it("lists every brand of the results with its count, not the first 30", async () => {
    // The demo catalogue: one aisle has a dozen brands, the whole catalogue far more than 30.
    const { products, facets } = await everyProduct("getProduct?sort=nom");
    const expected = brandCounts(products);
    expect(expected.size).toBeGreaterThan(30);
    expect(new Map(facets.map((f) => [f.name, f.count]))).toEqual(expected);
    // The first branded tile's brand can be chosen.
    expect(facets.map((f) => f.name)).toContain(products.find((p) => p.brand)!.brand);
    // Still the brands with the most products first.
    expect(facets.map((f) => f.count)).toEqual([...facets.map((f) => f.count)].sort((x, y) => y - x));
  });

  it("adds up to a search's products that have a brand", async () => {
    const { products, facets } = await everyProduct("getProduct?text=chocolat");
    expect(facets.reduce((n, f) => n + f.count, 0)).toBe(products.filter((p) => p.brand).length);
  });
});

describe("getMarque without a slug", () => {
  it("lists every brand with a product sold in the perimeter, by name", async () => {
    const { brands } = (await body("getMarque")) as { brands: Facet[] };
    const perimeter = (await t.database.db.select().from(schema.perimeters).where(eq(schema.perimeters.isDefault, true)))[0]!;
    const [{ n }] = (await t.database.db
      .select({ n: countDistinct(schema.products.brandId) })
      .from(schema.products)
      .innerJoin(schema.offers, and(eq(schema.offers.productId, schema.products.id), eq(schema.offers.perimeterId, perimeter.id)))) as [{ n: number }];
    expect(n).toBeGreaterThan(30);
    expect(brands).toHaveLength(n);
    expect(brands.every((b) => b.count > 0)).toBe(true);
    // The whole catalogue's facet and this list agree on each brand's count.
    const all = await body("getProduct?limit=1");
    expect(new Map(brands.map((b) => [b.slug, b.count]))).toEqual(new Map(all.facets.brands.map((b: Facet) => [b.slug, b.count])));
  });
});

describe("« Prix au kilo »", () => {
  it.each(["asc", "desc"])("sorts products priced per kilo or litre by that price, then those priced per piece (%s)", async (order) => {
    const { products } = await everyProduct(`getProduct?sort=prix_kilo&order=${order}`);
    const available = products.filter((p) => p.in_stock);
    const pieces = available.filter((p) => p.unitPrice.unit === "pièce");
    const measured = available.filter((p) => p.unitPrice.unit !== "pièce");
    expect(pieces.length).toBeGreaterThan(0);
    expect(measured.length).toBeGreaterThan(0);
    expect(available.slice(0, measured.length)).toEqual(measured);
    const sign = order === "asc" ? 1 : -1;
    for (const group of [measured, pieces]) {
      for (let i = 1; i < group.length; i++) expect(sign * (group[i]!.unitPrice.value - group[i - 1]!.unitPrice.value)).toBeGreaterThanOrEqual(-0.01);
    }
  });
});

describe("the sort by name", () => {
  it("follows French alphabetical order: accents and « œ » folded, whatever the database's collation", async () => {
    const names = ((await body("getCatalogue?slug=cremerie&sort=nom&order=asc&limit=100")) as { products: { name: string }[] }).products.map((p) => p.name);
    const folded = (name: string) => name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").replace(/œ/gi, "oe").toLowerCase();
    expect(names.length).toBeGreaterThan(10);
    expect(names.map(folded)).toEqual([...names.map(folded)].sort());
    // The eggs among the O, not after the yogurts as byte order put « Œ ».
    const eggs = names.findIndex((n) => n.startsWith("Œufs"));
    const yogurt = names.findIndex((n) => n.startsWith("Yaourt"));
    expect(eggs).toBeGreaterThanOrEqual(0);
    expect(yogurt).toBeGreaterThan(eggs);
  });
});
