// All recipes, 20 per page.
import type { Metadata } from "next";
import Link from "next/link";
import { Breadcrumb } from "@/features/catalogue/breadcrumb";
import { parsePage, type RawSearchParams } from "@/features/catalogue/list-query";
import { siteOrigin } from "@/features/catalogue/origin";
import { Pagination } from "@/features/catalogue/pagination";
import styles from "@/features/catalogue/catalogue.module.css";
import { pageMetadata } from "@/features/content/metadata";
import { getT } from "@/i18n/server";
import { readRecipes } from "@/lib/api/catalogue";
import { formatDuration } from "@/lib/format/duration";
import { typesetFrench } from "@cabas/contracts/french-typography";

type Props = { searchParams: Promise<RawSearchParams> };

const pageOf = async (searchParams: Props["searchParams"]) => {
  const raw = await searchParams;
  return parsePage(Array.isArray(raw.page) ? raw.page[0] : raw.page);
};

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const [t, page] = await Promise.all([getT(), pageOf(searchParams)]);
  return pageMetadata({
    title: page > 1 ? t("catalogue.page-title", { title: t("catalogue.recipes-title"), page }) : t("catalogue.recipes-title"),
    description: t("catalogue.recipes-description"),
    path: page > 1 ? `/recettes?page=${page}` : "/recettes",
  });
}

export default async function RecipesPage({ searchParams }: Props) {
  const page = await pageOf(searchParams);
  const [t, data, origin] = await Promise.all([getT(), readRecipes(page), siteOrigin()]);
  const recipes = data?.recipes ?? [];
  return (
    <div className={`page ${styles.page}`}>
      <Breadcrumb crumbs={[{ name: t("catalogue.recipes-title"), path: "/recettes" }]} origin={origin} t={t} />
      <h1 className={styles.title}>{t("catalogue.recipes-title")}</h1>
      <p className={styles.lead}>{t("catalogue.recipes-description")}</p>
      {recipes.length === 0 && data && data.total > 0 ? (
        <p className={styles.empty}>{t("catalogue.out-of-range-recipes", { page, count: data.total })}</p>
      ) : (
        <ul className={styles.cards}>
          {recipes.map((recipe) => (
            <li key={recipe.slug}>
              <article className={styles.card}>
                <h2>
                  <Link href={`/recettes/${recipe.slug}`} prefetch={false}>
                    {recipe.name}
                  </Link>
                </h2>
                <p>{typesetFrench(recipe.description)}</p>
                <p>
                  {t("catalogue.recipe-meta", {
                    duration: formatDuration(recipe.totalMinutes),
                    difficulty: recipe.difficulty,
                    servings: recipe.servings,
                  })}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={data?.pageCount ?? 0}
        hrefFor={(p) => (p > 1 ? `/recettes?page=${p}` : "/recettes")}
        t={t}
      />
    </div>
  );
}
