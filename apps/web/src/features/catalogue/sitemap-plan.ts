// How the sitemap is split: one sitemap for aisles, brands, recipes and packs, then fixed-size product sitemaps
// read through the paginated product list (100 per call, the API's maximum).

export const PRODUCTS_PER_SITEMAP = 5_000;
export const API_PAGE_SIZE = 100;
/** Room for 100,000 products; sitemaps past the last product are empty, which search engines accept. */
export const PRODUCT_SITEMAPS = 20;

export const sitemapIds = (): { id: number }[] => Array.from({ length: PRODUCT_SITEMAPS + 1 }, (_, id) => ({ id }));

/** API pages (1-based) that hold the products of product sitemap n (1-based). */
export const apiPagesFor = (n: number): number[] => {
  if (!Number.isInteger(n) || n < 1) return [];
  const perSitemap = PRODUCTS_PER_SITEMAP / API_PAGE_SIZE;
  return Array.from({ length: perSitemap }, (_, i) => (n - 1) * perSitemap + i + 1);
};
