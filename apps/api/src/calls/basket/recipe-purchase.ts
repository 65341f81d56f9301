// buyRecette: a recipe's products for N people put in the basket in one go, as whole packs (the recipe page's rule,
// packsForLines), added to what the basket already holds. Ingredients the shop does not sell are not products and
// are left out; products not sold where the basket is, or out of stock, are answered one by one.
import { asc, eq } from "drizzle-orm";
import { buyRecette, packsForLines } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound } from "../../http/app-error.ts";
import { getOrCreateActiveBasket, viewForPrincipal } from "./basket-store.ts";
import { addLinesToBasket, bulkAddMessage, type BulkLine } from "./bulk-add.ts";
import { ensurePrincipal } from "./guest-principal.ts";

/** The recipe's products for `personnes`, each once (a product named by two ingredients gets both quantities, summed). */
export async function recipeLines(db: Database, recipe: { id: number; servings: number }, personnes: number): Promise<BulkLine[]> {
  const rows = await db
    .select({
      productId: schema.products.id,
      name: schema.products.name,
      netQuantity: schema.products.netQuantity,
      netUnit: schema.products.netUnit,
      averageWeightGrams: schema.products.averageWeightGrams,
      quantity: schema.recipeIngredients.quantity,
      unit: schema.recipeIngredients.unit,
      packs: schema.recipeIngredients.productQuantity,
      pieceGrams: schema.recipeIngredients.pieceGrams,
      label: schema.recipeIngredients.label,
    })
    .from(schema.recipeIngredients)
    .innerJoin(schema.products, eq(schema.products.id, schema.recipeIngredients.productId))
    .where(eq(schema.recipeIngredients.recipeId, recipe.id))
    .orderBy(asc(schema.recipeIngredients.position));
  // Lines naming one product are summed before rounding to packs (packsForLines): 50 g and 10 g of butter, one pack.
  const byProduct = new Map<number, typeof rows>();
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return [...byProduct.values()].map((productRows) => {
    const row = productRows[0]!;
    const content = { quantity: row.netQuantity, unit: row.netUnit, pieceGrams: row.averageWeightGrams };
    const needs = productRows.map((r) => ({ quantity: r.quantity, unit: r.unit, packs: r.packs, pieceGrams: r.pieceGrams, label: r.label }));
    return { productId: row.productId, name: row.name, quantity: packsForLines(needs, { name: row.name, content }, recipe.servings, personnes) };
  });
}

export const buyRecetteCall = implement(buyRecette, async (ctx) => {
  const { db, input, now } = ctx;
  const [recipe] = await db.select().from(schema.recipes).where(eq(schema.recipes.slug, input.slug)).limit(1);
  if (!recipe) throw notFound("Cette recette n'existe pas.");
  const personnes = input.personnes ?? recipe.servings;
  const lines = await recipeLines(db, recipe, personnes);
  // A visitor without a session gets a guest one, as when adding a single product (updatePanier).
  const principal = await ensurePrincipal(ctx);
  const at = now();
  const basket = await getOrCreateActiveBasket(db, principal, at);
  const { ajoutes, indispos } = await addLinesToBasket(db, basket.id, lines, at);
  return { message: bulkAddMessage(ajoutes, indispos.length), ajoutes, personnes, indispos, panier: await viewForPrincipal(db, principal, at) };
});
