// How the sitemap is split: one sitemap for aisles, brands, recipes, packs and the shop's own pages, then fixed-size
// product sitemaps read through the paginated product list (100 per call, the API's maximum). /sitemap.xml is the
// index: it lists the editorial sitemap and as many product sitemaps as the catalogue fills, never an empty one.
import type { MetadataRoute } from "next";
import { contentPagePaths } from "../shell/content-pages.ts";

export const PRODUCTS_PER_SITEMAP = 5_000;
export const API_PAGE_SIZE = 100;
/** The most product sitemaps served (room for 100,000 products), when the catalogue's size cannot be read. */
export const PRODUCT_SITEMAPS = 20;

/** Product sitemaps `total` products fill, within the maximum served. */
export const productSitemapCount = (total: number): number =>
  Math.min(PRODUCT_SITEMAPS, Math.max(0, Math.ceil(total / PRODUCTS_PER_SITEMAP)));

/** Sitemap ids: 0 (editorial) then 1..N for products; all that may be served when the size is unknown (null). */
export const sitemapIds = (total: number | null = null): { id: number }[] =>
  Array.from({ length: (total === null ? PRODUCT_SITEMAPS : productSitemapCount(total)) + 1 }, (_, id) => ({ id }));

/** API pages (1-based) that hold the products of product sitemap n (1-based). */
export const apiPagesFor = (n: number): number[] => {
  if (!Number.isInteger(n) || n < 1) return [];
  const perSitemap = PRODUCTS_PER_SITEMAP / API_PAGE_SIZE;
  return Array.from({ length: perSitemap }, (_, i) => (n - 1) * perSitemap + i + 1);
};

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);

/** The sitemap index (sitemaps.org protocol) listing these sitemap addresses. */
export const sitemapIndexXml = (urls: readonly string[]): string =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`)
    .join("\n")}\n</sitemapindex>\n`;

/** The slugs the editorial sitemap lists, as the web-service gives them. */
export type EditorialSlugs = {
  categorySlugs: readonly string[];
  brandSlugs: readonly string[];
  recipeSlugs: readonly string[];
  themeSlugs: readonly string[];
  packSlugs: readonly string[];
};

/**
 * The editorial sitemap: the home page, aisles, brands, recipes and packs, then the shop's own pages from the footer's
 * list (content-pages.ts: every indexable footer link and the pages no link reaches), each address once — the
 * catalogue, recipes and packs pages the footer links to keep their place and priority above.
 */
export function editorialEntries(origin: string, slugs: EditorialSlugs): MetadataRoute.Sitemap {
  const url = (path: string) => new URL(path, origin).toString();
  const structural: MetadataRoute.Sitemap = [
    { url: url("/"), changeFrequency: "daily", priority: 1 },
    { url: url("/catalogue"), changeFrequency: "daily", priority: 0.9 },
    ...slugs.categorySlugs.map((slug) => ({
      url: url(`/catalogue/${slug}`),
      changeFrequency: "daily" as const,
      priority: 0.8,
    })),
    ...slugs.brandSlugs.map((slug) => ({ url: url(`/marque/${slug}`), changeFrequency: "weekly" as const })),
    { url: url("/recettes"), changeFrequency: "weekly" },
    ...slugs.recipeSlugs.map((slug) => ({ url: url(`/recettes/${slug}`), changeFrequency: "monthly" as const })),
    { url: url("/packs"), changeFrequency: "weekly" },
    ...slugs.themeSlugs.map((slug) => ({ url: url(`/packs/${slug}`), changeFrequency: "weekly" as const })),
    ...slugs.packSlugs.map((slug) => ({ url: url(`/packs/${slug}`), changeFrequency: "weekly" as const })),
  ];
  const listed = new Set(structural.map((entry) => entry.url));
  const content = contentPagePaths()
    .map(url)
    .filter((address) => !listed.has(address))
    .map((address) => ({ url: address, changeFrequency: "monthly" as const }));
  return [...structural, ...content];
}
