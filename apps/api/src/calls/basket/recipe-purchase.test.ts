// buyRecette through HTTP on a real seeded database: scaled whole packs added to the basket, unavailable products
// reported, bad input refused with nothing changed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { MAX_LINE_QUANTITY, packsForServings } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { addedQuantity, bulkAddMessage } from "./bulk-add.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const ORIGIN = { origin: "http://localhost:3000" };
const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url: `/next-react/${url}.php`, payload, headers: { ...ORIGIN, ...headers } });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Ingredient = {
  productId: number;
  packs: number;
  quantity: number | null;
  unit: string | null;
  pieceGrams: number | null;
  name: string;
  content: { quantity: number; unit: "g" | "ml" | "piece"; pieceGrams: number | null };
};
let recipe: { slug: string; servings: number; ingredients: Ingredient[] };
let perimeterId = 0;

async function newGuest(): Promise<string> {
  const res = await post("loginCP", { cp: "75011" });
  perimeterId = res.json().perimetre;
  return res.json().token as string;
}

const lineCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.basketItems))[0]?.n ?? 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await newGuest();
  // A recipe whose products are each named once, all sold and in stock where the guest is.
  const rows = await t.database.db
    .select({
      slug: schema.recipes.slug,
      servings: schema.recipes.servings,
      productId: schema.recipeIngredients.productId,
      packs: schema.recipeIngredients.productQuantity,
      quantity: schema.recipeIngredients.quantity,
      unit: schema.recipeIngredients.unit,
      pieceGrams: schema.recipeIngredients.pieceGrams,
      name: schema.products.name,
      netQuantity: schema.products.netQuantity,
      netUnit: schema.products.netUnit,
      averageWeightGrams: schema.products.averageWeightGrams,
      stock: schema.offers.stock,
    })
    .from(schema.recipes)
    .innerJoin(schema.recipeIngredients, eq(schema.recipeIngredients.recipeId, schema.recipes.id))
    .leftJoin(schema.products, eq(schema.products.id, schema.recipeIngredients.productId))
    .leftJoin(schema.offers, and(eq(schema.offers.productId, schema.recipeIngredients.productId), eq(schema.offers.perimeterId, perimeterId)))
    .orderBy(schema.recipes.id);
  const bySlug = new Map<string, typeof rows>();
  for (const row of rows) bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row]);
  for (const [slug, lines] of bySlug) {
    const linked = lines.filter((l) => l.productId !== null);
    const ids = new Set(linked.map((l) => l.productId));
    if (linked.length >= 2 && ids.size === linked.length && linked.every((l) => (l.stock ?? 0) > 50)) {
      recipe = { slug, servings: lines[0]!.servings, ingredients: linked.map((l) => ({
          productId: l.productId!,
          packs: l.packs,
          quantity: l.quantity,
          unit: l.unit,
          pieceGrams: l.pieceGrams,
          name: l.name!,
          content: { quantity: l.netQuantity!, unit: l.netUnit!, pieceGrams: l.averageWeightGrams },
        })) };
      break;
    }
  }
  expect(recipe).toBeDefined();
});
afterAll(() => t.close());

describe("buyRecette", () => {
  it("adds the recipe's products for N people as whole packs, on top of what the basket holds", async () => {
    const token = await newGuest();
    const [first] = recipe.ingredients;
    await post("updatePanier", { action: "set_quantity", id: first!.productId, quantity: 2 }, bearer(token));
    const personnes = recipe.servings * 2 + 1;
    const res = await post("buyRecette", { slug: recipe.slug, personnes }, bearer(token));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.ajoutes).toBe(recipe.ingredients.length);
    expect(body.indispos).toEqual([]);
    expect(body.personnes).toBe(personnes);
    expect(body.message).toBe(`${recipe.ingredients.length} produits ajoutés à votre panier.`);
    const quantities = new Map<number, number>(body.panier.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity]));
    for (const ingredient of recipe.ingredients) {
      const expected = packsForServings(ingredient, ingredient, recipe.servings, personnes) + (ingredient === first ? 2 : 0);
      expect(quantities.get(ingredient.productId)).toBe(expected);
    }
    // The answer's basket is the one getPanier reads.
    const read = await t.app.inject({ method: "GET", url: "/next-react/getPanier.php", headers: bearer(token) });
    expect(read.json().totalItems).toBe(body.panier.totalItems);
  });

  it("buys crêpes for 24 by the quantities needed, not 6 times every pack", async () => {
    const token = await newGuest();
    const res = await post("buyRecette", { slug: "crepes", personnes: 24 }, bearer(token));
    expect(res.statusCode).toBe(200);
    const byName = new Map<string, number>(res.json().panier.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity]));
    // 1.5 kg of flour, 24 eggs, 3 l of milk, 300 g of butter, 6 sachets of vanilla sugar.
    const expected: [string, number][] = [
      ["Farine de blé T55", 2],
      ["Œufs frais de poules élevées en plein air x6", 4],
      ["Lait demi-écrémé UHT", 3],
      ["Beurre demi-sel de Bretagne", 2],
      ["Sucre vanillé x10", 1],
    ];
    for (const [name, quantity] of expected) if (byName.has(name)) expect(byName.get(name), name).toBe(quantity);
    expect(expected.filter(([name]) => byName.has(name)).length).toBeGreaterThanOrEqual(3);
  });

  it("sums two lines naming one product before rounding to packs: 50 g and 10 g of butter are one pack", async () => {
    const db = t.database.db;
    const [crepes] = await db.select().from(schema.recipes).where(eq(schema.recipes.slug, "crepes"));
    const [butter] = await db
      .select({ productId: schema.recipeIngredients.productId })
      .from(schema.recipeIngredients)
      .where(and(eq(schema.recipeIngredients.recipeId, crepes!.id), eq(schema.recipeIngredients.unit, "g"), eq(schema.recipeIngredients.quantity, 50)));
    expect(butter?.productId).toBeTruthy();
    const [extra] = await db
      .insert(schema.recipeIngredients)
      .values({ recipeId: crepes!.id, position: 99, label: "Beurre pour la poêle", quantity: 10, unit: "g", productId: butter!.productId, productQuantity: 1 })
      .returning();
    try {
      const res = await post("buyRecette", { slug: "crepes", personnes: crepes!.servings }, bearer(await newGuest()));
      expect(res.statusCode).toBe(200);
      const item = res.json().panier.items.find((i: { id: number }) => i.id === butter!.productId);
      expect(item?.quantity).toBe(1);
    } finally {
      await db.delete(schema.recipeIngredients).where(eq(schema.recipeIngredients.id, extra!.id));
    }
  });

  it("buys the kilos of vegetables a recipe counts in pieces, never a bag per piece (ADR 0076)", async () => {
    const bought = async (personnes: number) => {
      const res = await post("buyRecette", { slug: "blanquette-de-veau", personnes }, bearer(await newGuest()));
      expect(res.statusCode).toBe(200);
      return new Map<string, number>(res.json().panier.items.map((i: { name: string; quantity: number }) => [i.name, i.quantity]));
    };
    // 24 people: 16 carrots of 125 g (2 kg), 4 leeks of 250 g (1 kg), 4 onions (400 g), 4 lemons (480 g).
    const for24 = await bought(24);
    const expected: [string, number][] = [
      ["Carottes des sables", 2],
      ["Poireaux", 1],
      ["Oignons jaunes", 1],
      ["Citrons jaunes", 1],
    ];
    for (const [name, quantity] of expected) if (for24.has(name)) expect(for24.get(name), name).toBe(quantity);
    expect(expected.filter(([name]) => for24.has(name)).length).toBeGreaterThanOrEqual(3);
    // 12 people: 2 leeks are half a bag.
    const for12 = await bought(12);
    if (for12.has("Poireaux")) expect(for12.get("Poireaux")).toBe(1);
    if (for12.has("Carottes des sables")) expect(for12.get("Carottes des sables")).toBe(1);
  });

  it("uses the recipe's own number of people by default", async () => {
    const token = await newGuest();
    const res = await post("buyRecette", { slug: recipe.slug }, bearer(token));
    expect(res.json().personnes).toBe(recipe.servings);
    const quantities = new Map<number, number>(res.json().panier.items.map((i: { id: number; quantity: number }) => [i.id, i.quantity]));
    for (const ingredient of recipe.ingredients) expect(quantities.get(ingredient.productId)).toBe(ingredient.packs);
  });

  it("starts a guest session for a visitor who has none", async () => {
    const res = await post("buyRecette", { slug: recipe.slug });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === "ID_VISITEUR")?.value).toBeTruthy();
    expect(res.json().panier.items.length).toBe(recipe.ingredients.length);
  });

  it("reports a product out of stock with its reason and adds the others", async () => {
    const token = await newGuest();
    const [gone] = recipe.ingredients;
    const where = and(eq(schema.offers.productId, gone!.productId), eq(schema.offers.perimeterId, perimeterId));
    const [before] = await t.database.db.select({ stock: schema.offers.stock, inStock: schema.offers.inStock }).from(schema.offers).where(where);
    await t.database.db.update(schema.offers).set({ stock: 0, inStock: false }).where(where);
    try {
      const body = (await post("buyRecette", { slug: recipe.slug }, bearer(token))).json();
      expect(body.success).toBe(true);
      expect(body.ajoutes).toBe(recipe.ingredients.length - 1);
      expect(body.indispos).toHaveLength(1);
      expect(body.indispos[0].id_article).toBe(gone!.productId);
      expect(body.indispos[0].raison).toMatch(/stock/i);
      expect(body.message).toMatch(/1 produit indisponible\.$/);
      expect(body.panier.items.some((i: { id: number }) => i.id === gone!.productId)).toBe(false);
    } finally {
      await t.database.db.update(schema.offers).set(before!).where(where);
    }
  });

  it("refuses an unknown recipe or a wrong number of people in French, and changes nothing", async () => {
    const token = await newGuest();
    const lines = await lineCount();
    const unknown = await post("buyRecette", { slug: "pas-une-recette" }, bearer(token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: "Cette recette n'existe pas." });
    for (const personnes of ["0", "25", "2.5", "deux", "-3"]) {
      const res = await post("buyRecette", { slug: recipe.slug, personnes }, bearer(token));
      expect(res.statusCode, personnes).toBe(400);
      expect(res.json().success).toBe(false);
      expect(res.json().message).toMatch(/personnes/);
    }
    const missing = await post("buyRecette", {}, bearer(token));
    expect(missing.statusCode).toBe(400);
    expect(await lineCount()).toBe(lines);
  });
});

describe("bulk additions", () => {
  it("never go past the basket's limit per line", () => {
    expect(addedQuantity(0, 3)).toBe(3);
    expect(addedQuantity(MAX_LINE_QUANTITY - 1, 5)).toBe(MAX_LINE_QUANTITY);
  });
  it("say how many products went in and how many could not", () => {
    expect(bulkAddMessage(1, 0)).toBe("1 produit ajouté à votre panier.");
    expect(bulkAddMessage(3, 2)).toBe("3 produits ajoutés à votre panier ; 2 produits indisponibles.");
    expect(bulkAddMessage(0, 2)).toBe("Aucun produit ajouté à votre panier ; 2 produits indisponibles.");
    expect(bulkAddMessage(1, 1)).toBe("1 produit ajouté à votre panier ; 1 produit indisponible.");
  });
});
