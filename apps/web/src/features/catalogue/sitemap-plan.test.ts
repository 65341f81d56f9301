import { describe, expect, it } from "vitest";
import { apiPagesFor, PRODUCT_SITEMAPS, sitemapIds } from "./sitemap-plan.ts";

describe("sitemap plan", () => {
  it("has one sitemap for the editorial pages and then the product sitemaps", () => {
    expect(sitemapIds()).toHaveLength(PRODUCT_SITEMAPS + 1);
    expect(sitemapIds()[0]).toEqual({ id: 0 });
  });

  it("reads consecutive API pages for each product sitemap, without overlap", () => {
    expect(apiPagesFor(1)).toHaveLength(50);
    expect(apiPagesFor(1)[0]).toBe(1);
    expect(apiPagesFor(2)[0]).toBe(51);
    expect(apiPagesFor(0)).toEqual([]);
  });
});
