import { describe, expect, it } from "vitest";
import { footerLinks } from "../shell/content-pages.ts";
import { apiPagesFor, editorialEntries, PRODUCT_SITEMAPS, productSitemapCount, sitemapIds, sitemapIndexXml } from "./sitemap-plan.ts";

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

describe("the editorial sitemap", () => {
  const origin = "https://www.cabas.example";
  const entries = editorialEntries(origin, {
    categorySlugs: ["cremerie", "fromages"],
    brandSlugs: ["cabas"],
    recipeSlugs: ["crepes"],
    themeSlugs: ["apero"],
    packSlugs: ["pack-apero"],
  });
  const paths = entries.map((entry) => new URL(entry.url).pathname);

  it("lists every indexable page the footer links to, at its canonical address", () => {
    const missing = footerLinks()
      .filter((link) => !link.noindex)
      .map((link) => new URL(link.href, origin).pathname.replace(/(.)\/$/, "$1"))
      .filter((path) => !paths.includes(path));
    expect(missing).toEqual([]);
  });

  it("leaves out the pages that ask not to be indexed, and lists each address once", () => {
    expect(paths).not.toContain("/sondage");
    expect(new Set(paths).size).toBe(paths.length);
    // The catalogue keeps its own priority rather than the shop's pages' monthly entry.
    expect(entries.find((entry) => entry.url === `${origin}/catalogue`)).toMatchObject({ priority: 0.9 });
  });

  it("lists the shop's pages no footer link reaches, and the catalogue's own pages", () => {
    expect(paths).toEqual(expect.arrayContaining(["/contacter-cabas", "/calendrier-de-l-avent", "/faq", "/rappels-produits"]));
    expect(paths).toEqual(expect.arrayContaining(["/", "/catalogue/fromages", "/marque/cabas", "/recettes/crepes", "/packs/apero", "/packs/pack-apero"]));
  });
});
