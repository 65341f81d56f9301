// Catalogue calls and search quality on the seeded catalogue, through HTTP.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueCalls, packsForServings } from "@cabas/contracts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (path: string) => {
  const res = await t.app.inject({ method: "GET", url: `/next-react/${path}` });
  return { status: res.statusCode, body: res.json() };
};

describe("catalogue calls", () => {
  it("answer their contract", async () => {
    const tree = (await get("getArborescence.php")).body;
    const aisle = tree.categories[0].slug;
    const list = (await get("getProduct.php?limit=5")).body;
    const productId = list.products[0].id;
    const samples: Record<string, string> = {
      getArborescence: "",
      getCatalogue: `slug=${aisle}`,
      getMarque: `slug=${(await get(`getCatalogue.php?slug=${aisle}`)).body.facets.brands[0].slug}`,
      getProduct: `id_article=${productId}`,
      getProductAssoc: `id_article=${productId}`,
      isReservable: `id_product=${productId}`,
      getPack: "",
      getPackThemes: "",
      getRecette: "",
      getProducteur: "id=1",
      getPanachage: "",
      coupDeCoeur: "",
      rappelProduits: "",
    };
    for (const call of catalogueCalls) {
      const { status, body } = await get(`${call.name}.php?${samples[call.name] ?? ""}`);
      expect(status, call.name).toBe(200);
      const parsed = call.output.safeParse(body);
      expect(parsed.success, `${call.name}: ${parsed.error?.message ?? ""}`).toBe(true);
    }
  });

  it("lists an aisle with filters, sort, pagination and brand counts", async () => {
    const all = (await get("getCatalogue.php?slug=cremerie")).body;
    expect(all.total).toBeGreaterThan(20);
    expect(all.products).toHaveLength(20);
    expect(all.pageCount).toBe(Math.ceil(all.total / 20));
    expect(all.category.children.length).toBeGreaterThan(2);
    const cheapFirst = (await get("getCatalogue.php?slug=cremerie&sort=prix&order=asc&limit=50")).body.products;
    // Pieces priced by the kilo sort by their estimated piece price (catalogue-fixes.test.ts): the others by price.
    const prices = cheapFirst.filter((p: { in_stock: number; variableWeight: boolean }) => p.in_stock && !p.variableWeight).map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const bio = (await get("getCatalogue.php?slug=cremerie&bio=1")).body;
    expect(bio.products.every((p: { isBio: boolean }) => p.isBio)).toBe(true);
    const promo = (await get("getCatalogue.php?slug=cremerie&promo=1")).body;
    expect(promo.products.every((p: { regularPrice: number | null; referencePrice: number | null }) => p.regularPrice !== null && p.referencePrice !== null)).toBe(true);
    const counted = all.facets.brands.reduce((n: number, b: { count: number }) => n + b.count, 0);
    expect(counted).toBeLessThanOrEqual(all.total);
  });

  it("answers an empty page with the total when the page is out of range", async () => {
    const { status, body } = await get("getCatalogue.php?slug=cremerie&page=999");
    expect(status).toBe(200);
    expect(body.products).toEqual([]);
    expect(body.total).toBeGreaterThan(0);
  });

  it("gives the full product page: INCO information, unit price, Omnibus reference, breadcrumb", async () => {
    const { body } = await get("getProduct.php?slug=creme-fraiche-epaisse-30-mg-20cl");
    const p = body.product;
    expect(p.allergens).toContainEqual({ key: "lait", label: "Lait" });
    expect(p.nutrition.energyKcal).toBeGreaterThan(0);
    expect(p.ingredients).toBeTruthy();
    expect(p.unitPrice.unit).toBe("l");
    expect(p.breadcrumb[0].href).toMatch(/^\/catalogue\//);
    expect(p.ean13).toBe("3760006000226");
  });

  it("estimates variable-weight products from the kilo price", async () => {
    const { body } = await get("getProduct.php?slug=poulet-fermier-label-rouge-la-piece");
    expect(body.product.variableWeight).toBe(true);
    expect(body.product.unitPrice.unit).toBe("kg");
    // Rounded to the cent.
    expect(Math.abs(body.product.estimatedPrice - (body.product.price * body.product.averageWeightGrams) / 1000)).toBeLessThanOrEqual(0.005 + 1e-9);
  });

  it("answers 404 for unknown slugs and ids, 400 for malformed ones", async () => {
    expect((await get("getProduct.php?slug=nexiste-pas")).status).toBe(404);
    expect((await get("getProduct.php?id_article=999999")).status).toBe(404);
    expect((await get("getCatalogue.php?slug=rayon-inconnu")).status).toBe(404);
    expect((await get("getProduct.php?id_article=abc")).status).toBe(400);
    expect((await get("getCatalogue.php?slug=cremerie&sort=hasard")).status).toBe(400);
  });

  it("gives recipes with ingredients linked to products and packs with their price", async () => {
    const recipes = (await get("getRecette.php")).body.recipes;
    expect(recipes.length).toBeGreaterThanOrEqual(12);
    const recipe = (await get(`getRecette.php?slug=${recipes[0].slug}`)).body.recipe;
    expect(recipe.ingredients.some((i: { product: unknown }) => i.product !== null)).toBe(true);
    expect(recipe.basketPrice).toBeGreaterThan(0);
    const packs = (await get("getPack.php")).body.packs;
    const pack = (await get(`getPack.php?slug=${packs[0].slug}`)).body.pack;
    expect(pack.price).toBeLessThan(pack.regularPrice);
    expect(pack.items.length).toBeGreaterThanOrEqual(3);
  });

  it("tells what a recipe product's pack holds, so packs for N people follow the quantities", async () => {
    const recipe = (await get("getRecette.php?slug=crepes")).body.recipe;
    const contentOf = (label: string) => recipe.ingredients.find((i: { label: string }) => i.label === label)?.productContent;
    expect(contentOf("Farine")).toEqual({ quantity: 1000, unit: "g", pieceGrams: null });
    expect(contentOf("Œufs")).toEqual({ quantity: 6, unit: "piece", pieceGrams: null });
    expect(contentOf("Lait")).toEqual({ quantity: 1000, unit: "ml", pieceGrams: null });
  });

  it("tells what a recipe's counted vegetables weigh, so the page buys their kilos (ADR 0076)", async () => {
    const recipe = (await get("getRecette.php?slug=blanquette-de-veau")).body.recipe;
    const line = (label: string) => recipe.ingredients.find((i: { label: string }) => i.label === label);
    expect(line("Poireau")).toMatchObject({ quantity: 1, unit: "pièce", pieceGrams: 250, productContent: { quantity: 1000, unit: "g" } });
    expect(line("Carottes")).toMatchObject({ quantity: 4, pieceGrams: 125 });
    const need = (label: string, to: number) => {
      const l = line(label);
      return packsForServings({ quantity: l.quantity, unit: l.unit, packs: l.productQuantity, pieceGrams: l.pieceGrams }, { name: l.product?.name ?? l.label, content: l.productContent }, recipe.servings, to);
    };
    // 24 people: 4 leeks (1 kg) and 16 carrots (2 kg); 12 people: 2 leeks, one bag.
    expect([need("Poireau", 24), need("Carottes", 24), need("Poireau", 12)]).toEqual([1, 2, 1]);
    const ratatouille = (await get("getRecette.php?slug=ratatouille")).body.recipe;
    const courgettes = ratatouille.ingredients.find((i: { label: string }) => i.label === "Courgettes");
    expect(courgettes.productContent).toEqual({ quantity: 1, unit: "piece", pieceGrams: 250 });
  });
});

describe("search", () => {
  const search = async (q: string, extra = "") =>
    (await get(`getProduct.php?search=${encodeURIComponent(q)}${extra}`)).body;

  it("folds accents and stems French words", async () => {
    const accents = await search("creme fraiche");
    expect(accents.products[0].name).toMatch(/^Crème fraîche/);
    const pates = await search("pates");
    expect(pates.total).toBeGreaterThan(0);
  });

  it("corrects typos against the catalogue's words and says so", async () => {
    const body = await search("camenbert");
    expect(body.products[0].name).toMatch(/Camembert/);
    expect(body.correctedQuery).toBe("camembert");
  });

  it("does not present a word found as typed, in the singular or with its ligature, as a typo", async () => {
    for (const q of ["oeuf", "œuf", "oeufs", "Œufs"]) {
      const body = await search(q);
      expect(body.total, q).toBeGreaterThan(0);
      expect(body.correctedQuery, q).toBeNull();
    }
  });

  it("finds a product by its EAN-13", async () => {
    const body = await search("3760006000226");
    expect(body.products.map((p: { slug: string }) => p.slug)).toEqual(["creme-fraiche-epaisse-30-mg-20cl"]);
  });

  it("understands what shoppers call a product (« coca », « sopalin »), and says what it searched", async () => {
    const coca = await search("coca");
    expect(coca.products[0].name).toMatch(/^Cola/);
    expect(coca.correctedQuery).toBe("cola");
    const sopalin = await search("sopalin");
    expect(sopalin.products[0].name).toMatch(/^Essuie-tout/);
  });

  it("narrows by the brand facet", async () => {
    const all = await search("chocolat");
    const brand = all.facets.brands[0];
    const narrowed = await search("chocolat", `&brand=${brand.slug}`);
    expect(narrowed.total).toBe(brand.count);
    expect(narrowed.products.every((p: { brand: string }) => p.brand === brand.name)).toBe(true);
  });

  it("narrows a search with the aisles' filters: organic, promoted", async () => {
    const all = await search("beurre", "&limit=50");
    const organic = await search("beurre", "&bio=1&limit=50");
    expect(organic.total).toBeGreaterThan(0);
    expect(organic.total).toBeLessThan(all.total);
    expect(organic.products.every((p: { isBio: boolean }) => p.isBio)).toBe(true);
    const promoted = await search("chocolat", "&promo=1&limit=50");
    expect(promoted.products.every((p: { regularPrice: number | null }) => p.regularPrice !== null)).toBe(true);
  });

  it("keeps the chosen brand in the facet at 0 when the other filters leave it nothing, so the filter form keeps it", async () => {
    const all = (await get("getCatalogue.php?slug=cremerie")).body;
    const organic = (await get("getCatalogue.php?slug=cremerie&bio=1")).body;
    const organicSlugs = new Set(organic.facets.brands.map((b: { slug: string }) => b.slug));
    const brand = all.facets.brands.find((b: { slug: string }) => !organicSlugs.has(b.slug));
    expect(brand).toBeDefined();
    const none = (await get(`getCatalogue.php?slug=cremerie&bio=1&brand=${brand.slug}`)).body;
    expect(none.total).toBe(0);
    expect(none.facets.brands).toContainEqual({ slug: brand.slug, name: brand.name, count: 0 });
    // A brand that does not exist is not made up.
    const unknown = (await get("getCatalogue.php?slug=cremerie&bio=1&brand=marque-inexistante")).body;
    expect(unknown.facets.brands.map((b: { slug: string }) => b.slug)).not.toContain("marque-inexistante");
  });

  it.each(["'; DROP TABLE products; --", "100%", "😀🍫", '"quoted"', "x".repeat(10_000), "%%%", "\\", "  "])(
    "answers any text normally: %#",
    async (q) => {
      const res = await t.app.inject({ method: "GET", url: `/next-react/getProduct.php?search=${encodeURIComponent(q)}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().success).toBe(true);
    },
  );

  it("offers aisles to browse when nothing matches", async () => {
    const body = await search("zzqxw");
    expect(body.total).toBe(0);
    expect(body.suggestions.length).toBeGreaterThan(0);
  });

  it("finds at least 90 % of the benchmark queries' products in the top 3", async () => {
    const lines = readFileSync(new URL("../../../../../bench/search-queries/queries.tsv", import.meta.url), "utf8")
      .split("\n")
      .filter((l) => l.trim() && !l.startsWith("#"));
    expect(lines.length).toBeGreaterThanOrEqual(60);
    const misses: string[] = [];
    for (const line of lines) {
      const [query = "", expected = ""] = line.split("\t");
      const body = await search(query, "&limit=3");
      // « (aucun) »: a word the shop does not sell, answered with no product rather than look-alikes.
      const hit = expected === "(aucun)" ? body.products.length === 0 : body.products.some((p: { slug: string }) => p.slug === expected);
      if (!hit) misses.push(`${query} → ${body.products.map((p: { slug: string }) => p.slug).join(", ")}`);
    }
    const share = (lines.length - misses.length) / lines.length;
    expect(share, misses.join("\n")).toBeGreaterThanOrEqual(0.9);
  });
});
