// A recipe: times, ingredients linked to products, steps, and quantities for N people (?personnes=N, a GET form).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { JsonLd } from "@/features/catalogue/json-ld-script";
import { recipeJsonLd } from "@/features/catalogue/json-ld";
import { siteOrigin } from "@/features/catalogue/origin";
import { ProductTile } from "@/features/catalogue/product-tile";
import { RecipeBasketForm } from "@/features/recipes/recipe-basket-form";
import { toProductTile } from "@/features/catalogue/product-tile-model";
import styles from "@/features/catalogue/catalogue.module.css";
import recipeStyles from "@/features/recipes/recipe.module.css";
import { kitchenQuantity, packsByLine, type LinePacks } from "@cabas/contracts";
import { typesetFrench } from "@cabas/contracts/french-typography";
import { MAX_SERVINGS, MIN_SERVINGS, parseServings, unitFor } from "@/features/recipes/scale";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { readRecipe } from "@/lib/api/catalogue";
import type { RawSearchParams } from "@/features/catalogue/list-query";
import { formatDuration } from "@/lib/format/duration";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<RawSearchParams> };

const load = async (params: Props["params"]) => {
  const { slug } = await params;
  const recipe = await readRecipe(slug);
  if (!recipe) notFound();
  return recipe;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const recipe = await load(params);
  return pageMetadata({ title: recipe.name, description: recipe.description, path: `/recettes/${recipe.slug}` });
}

export default async function RecipePage({ params, searchParams }: Props) {
  const [recipe, raw, t, origin] = await Promise.all([load(params), searchParams, getT(), siteOrigin()]);
  const personnes = Array.isArray(raw.personnes) ? raw.personnes[0] : raw.personnes;
  const servings = parseServings(personnes, recipe.servings);
  const path = `/recettes/${recipe.slug}`;
  // A product named by two lines (50 g and 10 g of butter) is counted once, on the first, as buyRecette buys it.
  const linePacks = packsByLine(
    recipe.ingredients.map((ingredient) => ({
      need: {
        quantity: ingredient.quantity,
        unit: ingredient.unit,
        packs: ingredient.productQuantity,
        pieceGrams: ingredient.pieceGrams,
        label: ingredient.label,
      },
      product: ingredient.product && { id: ingredient.product.id, name: ingredient.product.name, content: ingredient.productContent },
    })),
    recipe.servings,
    servings,
  );
  const packsText = (line: LinePacks) =>
    "packs" in line
      ? t("catalogue.recipe-product-quantity", { count: line.packs })
      : t("catalogue.recipe-product-counted-with", { label: recipe.ingredients[line.countedWith]!.label });
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb
        crumbs={[
          { name: t("catalogue.recipes-title"), path: "/recettes" },
          { name: recipe.name, path },
        ]}
        origin={origin}
        t={t}
      />
      <JsonLd data={recipeJsonLd(origin, recipe)} />
      <h1 className={styles.title}>{recipe.name}</h1>
      <p className={styles.lead}>{typesetFrench(recipe.description)}</p>
      <ul className={recipeStyles.times}>
        <li>{t("catalogue.recipe-prep", { duration: formatDuration(recipe.prepMinutes) })}</li>
        <li>{recipe.cookMinutes > 0 ? t("catalogue.recipe-cook", { duration: formatDuration(recipe.cookMinutes) }) : t("catalogue.recipe-cook-none")}</li>
        <li>{t("catalogue.recipe-total", { duration: formatDuration(recipe.totalMinutes) })}</li>
        <li>{t("catalogue.recipe-level", { difficulty: recipe.difficulty })}</li>
      </ul>

      <form method="get" action={path} className={recipeStyles.servings}>
        <label htmlFor="personnes">{t("catalogue.recipe-servings")}</label>
        <input id="personnes" name="personnes" type="number" min={MIN_SERVINGS} max={MAX_SERVINGS} defaultValue={servings} />
        <button type="submit" className={styles.apply}>
          {t("catalogue.recipe-servings-apply")}
        </button>
      </form>

      <section className={styles.section} aria-labelledby="recipe-ingredients">
        <h2 id="recipe-ingredients">
          {t("catalogue.recipe-ingredients")} — {t("catalogue.recipe-for", { count: servings })}
        </h2>
        {recipe.ingredients.some((ingredient) => ingredient.product) && (
          <RecipeBasketForm slug={recipe.slug} personnes={servings} label={t("catalogue.recipe-add-all", { count: servings })} />
        )}
        <ul className={recipeStyles.ingredients}>
          {recipe.ingredients.map((ingredient, i) => {
            const quantity = kitchenQuantity(ingredient, recipe.servings, servings);
            const unit = quantity ? quantity.unit : ingredient.unit;
            return (
              <li key={`${ingredient.label}-${i}`} className={recipeStyles.ingredient}>
                <p className={recipeStyles.line}>
                  {quantity && <strong>{quantity.text}</strong>}
                  {/* « 250 g », « 3 pièces »: the number and its unit stay on one line (ADR 0070). */}
                  {unit && <>&nbsp;{unitFor(unit, quantity?.value ?? null)}</>} {ingredient.label}
                </p>
                {ingredient.product && linePacks[i] && (
                  <div className={recipeStyles.product}>
                    <p>{packsText(linePacks[i])}</p>
                    <ProductTile product={toProductTile(ingredient.product)} t={t} />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="recipe-steps">
        <h2 id="recipe-steps">{t("catalogue.recipe-steps")}</h2>
        <ol className={recipeStyles.steps}>
          {recipe.steps.map((step, i) => (
            <li key={i}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
