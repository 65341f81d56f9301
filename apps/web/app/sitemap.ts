// sitemap.xml, split: /sitemap/0.xml for aisles, brands, recipes, packs and the shop's own pages; /sitemap/N.xml for
// products.
import type { MetadataRoute } from "next";
import { siteOrigin } from "@/features/catalogue/origin";
import { apiPagesFor, API_PAGE_SIZE, sitemapIds } from "@/features/catalogue/sitemap-plan";
import { catalogueSize, getCategoryTree, listProductSlugs, readPackTheme, readPackThemes, readRecipes, searchBrands } from "@/lib/api/catalogue";

// Read at request time: the catalogue lives in the API, not in the build.
export const dynamic = "force-dynamic";

/** As many product sitemaps as the catalogue fills (all that may be served when the API cannot say, at build). */
export async function generateSitemaps() {
  return sitemapIds(await catalogueSize().catch(() => null));
}

/**
 * The shop's editorial and legal pages a visitor may look for from a search engine (the account, basket and checkout
 * pages are for the signed-in shopper, the forms' own pages are reached from them).
 */
const CONTENT_PATHS = [
  "/faq",
  "/comment-ca-marche",
  "/livraison",
  "/frais-de-livraison-courses-a-domicile",
  "/livraison-de-courses-pour-professionnels",
  "/nos-services",
  "/nos-engagements",
  "/la-marque",
  "/programme-de-fidelite-cabas",
  "/offre-nouveau-client",
  "/defis",
  "/calendrier-de-l-avent",
  "/avis-client",
  "/picking",
  "/rappels-produits",
  "/application-pour-faire-ses-courses-smartphone-tablette",
  "/communique-de-presse",
  "/recrute",
  "/contacter-cabas",
  "/conditions-generales-de-vente",
  "/mentions-legales",
  "/donnees-personnelles",
  "/cookies",
  "/attributions",
] as const;

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
  const url = (path: string) => new URL(path, origin).toString();
  return [
    { url: url("/"), changeFrequency: "daily", priority: 1 },
    { url: url("/catalogue"), changeFrequency: "daily", priority: 0.9 },
    ...flatten(tree).map((slug) => ({ url: url(`/catalogue/${slug}`), changeFrequency: "daily" as const, priority: 0.8 })),
    ...brands.map((slug) => ({ url: url(`/marque/${slug}`), changeFrequency: "weekly" as const })),
    { url: url("/recettes"), changeFrequency: "weekly" },
    ...recipes.map((r) => ({ url: url(`/recettes/${r.slug}`), changeFrequency: "monthly" as const })),
    { url: url("/packs"), changeFrequency: "weekly" },
    ...themes.map((theme) => ({ url: url(`/packs/${theme.slug}`), changeFrequency: "weekly" as const })),
    ...(packs?.packs ?? []).map((p) => ({ url: url(`/packs/${p.slug}`), changeFrequency: "weekly" as const })),
    ...CONTENT_PATHS.map((path) => ({ url: url(path), changeFrequency: "monthly" as const })),
  ];
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
