import { describe, expect, it } from "vitest";
import { apiPagesFor, PRODUCT_SITEMAPS, productSitemapCount, sitemapIds, sitemapIndexXml } from "./sitemap-plan.ts";

describe("sitemap plan", () => {
  it("has one sitemap for the editorial pages and then the product sitemaps", () => {
    expect(sitemapIds()).toHaveLength(PRODUCT_SITEMAPS + 1);
    expect(sitemapIds()[0]).toEqual({ id: 0 });
  });

  it("counts only the product sitemaps the catalogue fills", () => {
    expect(productSitemapCount(0)).toBe(0);
    expect(productSitemapCount(1)).toBe(1);
    expect(productSitemapCount(5_000)).toBe(1);
    expect(productSitemapCount(5_001)).toBe(2);
    expect(productSitemapCount(50_000)).toBe(10);
    expect(productSitemapCount(10_000_000)).toBe(PRODUCT_SITEMAPS);
    expect(sitemapIds(700)).toEqual([{ id: 0 }, { id: 1 }]);
  });

  it("reads consecutive API pages for each product sitemap, without overlap", () => {
    expect(apiPagesFor(1)).toHaveLength(50);
    expect(apiPagesFor(1)[0]).toBe(1);
    expect(apiPagesFor(2)[0]).toBe(51);
    expect(apiPagesFor(0)).toEqual([]);
  });

  it("writes a sitemap index with escaped addresses", () => {
    const xml = sitemapIndexXml(["https://cabas.fr/sitemap/0.xml", "https://cabas.fr/a?b=1&c=2"]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<sitemap><loc>https://cabas.fr/sitemap/0.xml</loc></sitemap>");
    expect(xml).toContain("<loc>https://cabas.fr/a?b=1&amp;c=2</loc>");
  });
});
