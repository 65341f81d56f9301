import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contentPagePaths, footerLinks, UNLINKED_CONTENT_PATHS } from "./content-pages.ts";

const APP_DIR = fileURLToPath(new URL("../../../app/", import.meta.url));
/** The page's source for a path of the shop (« /ma-ville/ » → app/ma-ville/page.tsx). */
const pageSource = (path: string): string | null => {
  const file = `${APP_DIR}${path.replace(/^\/+|\/+$/g, "")}/page.tsx`;
  return existsSync(file) ? readFileSync(file, "utf8") : null;
};
const asksNoIndex = (source: string) => /robots:\s*\{\s*index:\s*false/.test(source);

describe("the shop's own pages", () => {
  it("flags as noindex exactly the footer's pages whose metadata asks not to be indexed", () => {
    const wrong = footerLinks().flatMap((link) => {
      const source = pageSource(link.href);
      if (source === null) return [`${link.href}: no page`];
      return asksNoIndex(source) === (link.noindex === true)
        ? []
        : [`${link.href}: noindex ${asksNoIndex(source)} in its page, ${link.noindex === true} in the footer`];
    });
    expect(wrong).toEqual([]);
    expect(
      footerLinks()
        .filter((link) => link.noindex)
        .map((link) => link.href),
    ).toEqual(["/sondage"]);
  });

  it("lists for the sitemap every indexable footer link, without its trailing slash, and the unlinked pages, each once", () => {
    const paths = contentPagePaths();
    expect(paths).toContain("/ma-ville");
    expect(paths).not.toContain("/ma-ville/");
    expect(paths).not.toContain("/sondage");
    for (const path of UNLINKED_CONTENT_PATHS) {
      expect(paths).toContain(path);
      expect(asksNoIndex(pageSource(path) ?? "robots: { index: false")).toBe(false);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("lists the indexable pages reached from other pages: the welcome offers, the cinema contest, the challenges' FAQ", () => {
    const paths = contentPagePaths();
    for (const path of ["/bienvenue/3-offres", "/offres-clients/offre-cinema", "/defis/faq"]) expect(paths).toContain(path);
  });
});
