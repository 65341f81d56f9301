// sitemap.xml, split: /sitemap/0.xml for aisles, brands, recipes, packs and the shop's own pages; /sitemap/N.xml for
// products.
import type { MetadataRoute } from "next";
import { siteOrigin } from "@/features/catalogue/origin";
import { apiPagesFor, API_PAGE_SIZE, editorialEntries, sitemapIds } from "@/features/catalogue/sitemap-plan";
import { catalogueSize, getCategoryTree, listProductSlugs, readPackTheme, readPackThemes, readRecipes, searchBrands } from "@/lib/api/catalogue";

// Read at request time: the catalogue lives in the API, not in the build.
export const dynamic = "force-dynamic";

/** As many product sitemaps as the catalogue fills (all that may be served when the API cannot say, at build). */
export async function generateSitemaps() {
  return sitemapIds(await catalogueSize().catch(() => null));
}

const flatten = <T extends { slug: string; children: T[] }>(nodes: T[]): string[] =>
  nodes.flatMap((n) => [n.slug, ...flatten(n.children)]);

async function editorialUrls(origin: string): Promise<MetadataRoute.Sitemap> {
  const [tree, brands, themes, packs, firstRecipes] = await Promise.all([
    getCategoryTree(),
    searchBrands(),
    readPackThemes(),
    readPackTheme(),
    readRecipes(1),
  ]);
  const recipePages = firstRecipes?.pageCount ?? 0;
  const moreRecipes = await Promise.all(
    Array.from({ length: Math.max(0, recipePages - 1) }, (_, i) => readRecipes(i + 2)),
  );
  const recipes = [firstRecipes, ...moreRecipes].flatMap((r) => r?.recipes ?? []);
  return editorialEntries(origin, {
    categorySlugs: flatten(tree),
    brandSlugs: brands,
    recipeSlugs: recipes.map((r) => r.slug),
    themeSlugs: themes.map((theme) => theme.slug),
    packSlugs: (packs?.packs ?? []).map((p) => p.slug),
  });
}

async function productUrls(origin: string, n: number): Promise<MetadataRoute.Sitemap> {
  const slugs: string[] = [];
  for (const page of apiPagesFor(n)) {
    const { slugs: pageSlugs } = await listProductSlugs(page, API_PAGE_SIZE);
    slugs.push(...pageSlugs);
    if (pageSlugs.length < API_PAGE_SIZE) break;
  }
  return slugs.map((slug) => ({ url: new URL(`/${slug}`, origin).toString(), changeFrequency: "daily" as const }));
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const id = Number(await props.id);
  const origin = await siteOrigin();
  return id === 0 ? editorialUrls(origin) : productUrls(origin, id);
}
