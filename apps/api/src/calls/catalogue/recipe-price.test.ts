// A recipe's « le panier de la recette » price is what buyRecette puts in the basket, a product sold by the piece and
// priced by the kilo counted at its average weight as the basket counts it (ADR 0074), through HTTP on the seed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { schema } from "@cabas/db";
import { createTestApp, queryClient, type TestApp } from "../../test/test-app.ts";
import { invalidateCatalogueCache } from "./catalogue-cache.ts";

let t: TestApp;
const clock = new Date("2026-11-22T10:00:00Z");
const { post, get } = queryClient(() => t);

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe("a recipe's basket price", () => {
  it("is what buyRecette puts in the basket, a sold-by-weight product at its average weight", async () => {
    const guest = (await post("loginCP", { cp: "75011" })).json();
    const db = t.database.db;
    const [weighed] = await db
      .select({ recipeId: schema.recipes.id, slug: schema.recipes.slug })
      .from(schema.recipes)
      .innerJoin(schema.recipeIngredients, eq(schema.recipeIngredients.recipeId, schema.recipes.id))
      .innerJoin(schema.products, eq(schema.products.id, schema.recipeIngredients.productId))
      .where(eq(schema.products.variableWeight, true))
      .limit(1);
    expect(weighed).toBeDefined();
    // Every product of the recipe in stock where the guest is: the price is the point.
    const ids = (await db.select().from(schema.recipeIngredients).where(eq(schema.recipeIngredients.recipeId, weighed!.recipeId)))
      .flatMap((i) => (i.productId ? [i.productId] : []));
    await db
      .update(schema.offers)
      .set({ stock: 50, inStock: true })
      .where(and(inArray(schema.offers.productId, ids), eq(schema.offers.perimeterId, guest.perimetre)));
    invalidateCatalogueCache(db);

    const { basketPrice } = (await get("getRecette", { slug: weighed!.slug, id_perimetre: guest.perimetre })).json().recipe;
    const bought = await post("buyRecette", { slug: weighed!.slug }, guest.token);
    expect(bought.statusCode, bought.body).toBe(200);
    const panier = (await get("getPanier", {}, guest.token)).json();
    expect(basketPrice).toBe(panier.totals.total_marchandise);
  });
});
