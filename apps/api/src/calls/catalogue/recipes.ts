// getRecette: one recipe with its ingredients linked to products, or the list of recipes.
import { arrayContains, asc, count, eq, inArray } from "drizzle-orm";
import { centsToEuros, getRecette, packsForServings, type RecipeCard } from "@cabas/contracts";
import { schema } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { notFound } from "../../http/app-error.ts";
import { resolvePerimeter } from "../perimeters/resolve-perimeter.ts";
import { cardsByProductId, publicCard } from "./offer-cards.ts";

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
    const lines = await db
      .select()
      .from(schema.recipeIngredients)
      .where(eq(schema.recipeIngredients.recipeId, recipe.id))
      .orderBy(asc(schema.recipeIngredients.position));
    const productIds = lines.flatMap((l) => (l.productId ? [l.productId] : []));
    const [cards, contents] = await Promise.all([
      cardsByProductId(db, perimeter.id, productIds, now()),
      productIds.length
        ? db
            .select({ id: schema.products.id, name: schema.products.name, quantity: schema.products.netQuantity, unit: schema.products.netUnit })
            .from(schema.products)
            .where(inArray(schema.products.id, productIds))
        : [],
    ]);
    const contentOf = new Map(contents.map((c) => [c.id, c]));
    let basketCents = 0;
    const ingredients = lines.map((l) => {
      const card = l.productId ? cards.get(l.productId) : undefined;
      const content = l.productId ? contentOf.get(l.productId) : undefined;
      const packs = content
        ? packsForServings({ quantity: l.quantity, unit: l.unit, packs: l.productQuantity }, { name: content.name, content }, recipe.servings, recipe.servings)
        : l.productQuantity;
      if (card && card.in_stock) basketCents += card.currentCents * packs;
      return {
        label: l.label,
        quantity: l.quantity,
        unit: l.unit,
        productQuantity: l.productQuantity,
        productContent: content ? { quantity: content.quantity, unit: content.unit } : null,
        product: card ? publicCard(card) : null,
      };
    });
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
