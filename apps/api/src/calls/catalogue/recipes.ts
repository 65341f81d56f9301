// getRecette: one recipe with its ingredients linked to products, or the list of recipes.
import { arrayContains, asc, count, eq } from "drizzle-orm";
import { centsToEuros, getRecette, packsForLines, type RecipeCard } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound } from "../../http/app-error.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";
import { cardsByProductId, publicCard } from "./offer-cards.ts";
import { lineAmountCents } from "../../domain/basket-totals.ts";

export const toRecipeCard = (r: typeof schema.recipes.$inferSelect): RecipeCard => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  description: r.description,
  totalMinutes: r.prepMinutes + r.cookMinutes,
  difficulty: r.difficulty,
  servings: r.servings,
  icon: r.icon,
});

export const getRecetteCall = implement(getRecette, async ({ db, input, request, now }) => {
  if (input.slug) {
    const [recipe] = await db.select().from(schema.recipes).where(eq(schema.recipes.slug, input.slug)).limit(1);
    if (!recipe) throw notFound("Cette recette n'existe pas.");
    const perimeter = await resolvePerimeter(db, request, input.id_perimetre);
    // Each line with what one pack of its product holds (for the packs it takes), when it names a product.
    const rows = await db
      .select({
        line: schema.recipeIngredients,
        product: {
          name: schema.products.name,
          quantity: schema.products.netQuantity,
          unit: schema.products.netUnit,
          pieceGrams: schema.products.averageWeightGrams,
        },
      })
      .from(schema.recipeIngredients)
      .leftJoin(schema.products, eq(schema.products.id, schema.recipeIngredients.productId))
      .where(eq(schema.recipeIngredients.recipeId, recipe.id))
      .orderBy(asc(schema.recipeIngredients.position));
    const productIds = rows.flatMap(({ line }) => (line.productId ? [line.productId] : []));
    const cards = await cardsByProductId(db, perimeter.id, productIds, now());
    const ingredients = rows.map(({ line: l, product }) => {
      const card = l.productId ? cards.get(l.productId) : undefined;
      const content = product ? { quantity: product.quantity, unit: product.unit, pieceGrams: product.pieceGrams } : null;
      return {
        label: l.label,
        quantity: l.quantity,
        unit: l.unit,
        productQuantity: l.productQuantity,
        pieceGrams: l.pieceGrams,
        productContent: content,
        product: card ? publicCard(card) : null,
      };
    });
    // As the basket counts the lines buyRecette adds, one per product (packsForLines sums the lines naming it): six
    // tomatoes priced by the kilo cost six estimated pieces.
    const byProduct = new Map<number, typeof rows>();
    for (const row of rows) if (row.line.productId) byProduct.set(row.line.productId, [...(byProduct.get(row.line.productId) ?? []), row]);
    let basketCents = 0;
    for (const [productId, productRows] of byProduct) {
      const card = cards.get(productId);
      const product = productRows[0]!.product;
      if (!card || !card.in_stock || !product) continue;
      const needs = productRows.map(({ line: l }) => ({ quantity: l.quantity, unit: l.unit, packs: l.productQuantity, pieceGrams: l.pieceGrams, label: l.label }));
      const content = { quantity: product.quantity, unit: product.unit, pieceGrams: product.pieceGrams };
      const packs = packsForLines(needs, { name: product.name, content }, recipe.servings, recipe.servings);
      basketCents += lineAmountCents({ unitPriceCents: card.currentCents, quantity: packs, variableWeight: card.variableWeight, averageWeightGrams: card.averageWeightGrams });
    }
    return {
      recipe: {
        ...toRecipeCard(recipe),
        prepMinutes: recipe.prepMinutes,
        cookMinutes: recipe.cookMinutes,
        steps: recipe.steps,
        tags: recipe.tags,
        ingredients,
        basketPrice: centsToEuros(basketCents),
      },
    };
  }
  const where = input.tag ? arrayContains(schema.recipes.tags, [input.tag]) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(schema.recipes)
      .where(where)
      .orderBy(asc(schema.recipes.name))
      .limit(input.limit)
      .offset((input.page - 1) * input.limit),
    db.select({ n: count() }).from(schema.recipes).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    recipes: rows.map(toRecipeCard),
    total,
    page: input.page,
    pageSize: input.limit,
    pageCount: Math.ceil(total / input.limit),
  };
});
