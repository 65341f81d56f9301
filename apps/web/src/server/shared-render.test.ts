import { describe, expect, it } from "vitest";
import { appSegmentsOf, isProductAddress, navigationOf, parseCookies, sharedRenderOf } from "./shared-render.ts";

const segments = appSegmentsOf(["/", "/faq", "/mes-listes", "/catalogue/[slug]", "/[slug]", "/cabas/producteur/[id]", "/mon-compte"]);
const load = (url: string, cookie: string | undefined, headers: Record<string, string> = {}, method = "GET") => ({
  method,
  url,
  headers: { host: "cabas.test", ...(cookie === undefined ? {} : { cookie }), ...headers },
});

describe("appSegmentsOf and isProductAddress", () => {
  it("tells a product's address from the app's own single-segment pages", () => {
    expect([...segments].sort()).toEqual(["cabas", "catalogue", "faq", "mes-listes", "mon-compte"]);
    expect(isProductAddress("/camembert-de-normandie-250-g", segments)).toBe(true);
    expect(isProductAddress("/faq", segments)).toBe(false);
    expect(isProductAddress("/mes-listes", segments)).toBe(false);
    expect(isProductAddress("/catalogue/cremerie", segments)).toBe(false);
  });

  it("takes no address for a product when the app's routes are unknown", () => {
    expect(isProductAddress("/camembert-de-normandie-250-g", null)).toBe(false);
    expect(isProductAddress("/mes-listes", null)).toBe(false);
    expect(sharedRenderOf(load("/mes-listes", "JS=1"), null)).toBeNull();
    expect(sharedRenderOf(load("/catalogue/cremerie", "JS=1"), null)).not.toBeNull();
  });
});

describe("parseCookies", () => {
  it("reads names and values, the first of a name winning", () => {
    expect([...parseCookies("a=1; b = 2;c=x=y; a=3; broken; =v")]).toEqual([
      ["a", "1"],
      ["b", "2"],
      ["c", "x=y"],
    ]);
    expect(parseCookies(undefined).size).toBe(0);
  });
});

describe("sharedRenderOf", () => {
  const cookies = "JS=1; ID_VISITEUR=guest-token; CP=75011; ID_PERIMETRE=2; _ga=GA1.2.3";

  it("shares a catalogue page between shoppers with scripts, keyed by the variant cookies only", () => {
    const shared = sharedRenderOf(load("/catalogue/cremerie?page=2", cookies), segments);
    expect(shared).toEqual({
      key: "cabas.test /catalogue/cremerie?page=2 shared:guest CP=75011; ID_PERIMETRE=2; JS=1",
      cookie: "CP=75011; ID_PERIMETRE=2; JS=1",
      mode: "guest",
      navigation: null,
    });
    // Another guest in the same area, with another basket: the same page.
    expect(sharedRenderOf(load("/catalogue/cremerie?page=2", "ID_PERIMETRE=2; JS=1; CP=75011; ID_VISITEUR=other"), segments)?.key).toBe(shared?.key);
    // Another area: another page.
    expect(sharedRenderOf(load("/catalogue/cremerie?page=2", "JS=1; CP=69001; ID_PERIMETRE=5"), segments)?.key).not.toBe(shared?.key);
  });

  it("never hands the renderer the tokens that say who the shopper is", () => {
    const shared = sharedRenderOf(load("/camembert-de-normandie-250-g", "JS=1; ID=customer-token; AUTH_CREDENTIAL=%7B%7D; ID_VISITEUR=g; CP=75011"), segments);
    expect(shared?.mode).toBe("account");
    expect(shared?.cookie).toBe("CP=75011; JS=1");
    expect(shared?.key).toContain("shared:account");
  });

  it("covers the aisles, brands, recipes, packs, search, producers, the home page and products", () => {
    for (const path of ["/", "/catalogue", "/catalogue/cremerie", "/marque/bonne-maman", "/recettes", "/recettes/quiche", "/packs", "/packs/apero", "/recherche?text=yaourt", "/cabas/producteur/3", "/brie-de-meaux"]) {
      expect(sharedRenderOf(load(path, "JS=1"), segments), path).not.toBeNull();
    }
  });

  it("renders for the shopper alone whatever else: no scripts, a personal cookie, another page, not a plain load", () => {
    expect(sharedRenderOf(load("/catalogue/cremerie", "CP=75011; ID_VISITEUR=g"), segments)).toBeNull();
    expect(sharedRenderOf(load("/catalogue/cremerie", "JS=0"), segments)).toBeNull();
    expect(sharedRenderOf(load("/catalogue/cremerie", undefined), segments)).toBeNull();
    for (const personal of ["PANIER_MESSAGE=%7B%7D", "MODAL_A_OUVRIR=BIENVENUE", "ID_SA=staff"]) {
      expect(sharedRenderOf(load("/catalogue/cremerie", `JS=1; ${personal}`), segments), personal).toBeNull();
    }
    for (const path of ["/faq", "/mes-listes", "/mon-compte", "/checkout/mon-panier", "/commande/10000001", "/liste/4", "/recherche/x", "/cabas"]) {
      expect(sharedRenderOf(load(path, "JS=1"), segments), path).toBeNull();
    }
    expect(sharedRenderOf(load("/catalogue/cremerie", "JS=1", { "next-action": "a" }), segments)).toBeNull();
    expect(sharedRenderOf(load("/catalogue/cremerie", "JS=1", { authorization: "Bearer t" }), segments)).toBeNull();
    expect(sharedRenderOf(load("/catalogue/cremerie", "JS=1", { purpose: "prefetch" }), segments)).toBeNull();
    expect(sharedRenderOf(load("/catalogue/cremerie", "JS=1", {}, "POST"), segments)).toBeNull();
    expect(sharedRenderOf(load(`/recherche?text=${"a".repeat(3000)}`, "JS=1"), segments)).toBeNull();
    expect(sharedRenderOf(load("/catalogue/cremerie", `JS=1; CP=${"9".repeat(100)}`), segments)).toBeNull();
  });

  it("keeps the mode of the storefront's own background render, whose cookies were already filtered", () => {
    expect(sharedRenderOf(load("/catalogue/cremerie", "CP=75011; JS=1"), segments, "account")?.mode).toBe("account");
  });
});

describe("client-side navigations (ADR 0054)", () => {
  const cookies = "JS=1; ID_VISITEUR=guest-token; CP=75011; ID_PERIMETRE=2";
  const tree = encodeURIComponent(JSON.stringify(["", { children: ["catalogue", { children: [["slug", "cremerie", "d"], {}] }] }, null, null, true]));
  const router = { rsc: "1", "next-router-state-tree": tree };

  it("shares a navigation's RSC payload between shoppers who send the same router headers", () => {
    const shared = sharedRenderOf(load("/brie-de-meaux?_rsc=1x2y3", cookies, router), segments);
    expect(shared?.cookie).toBe("CP=75011; ID_PERIMETRE=2; JS=1");
    expect(shared?.navigation).toEqual(router);
    expect(shared?.key).toBe(`cabas.test /brie-de-meaux?_rsc=1x2y3 shared:guest CP=75011; ID_PERIMETRE=2; JS=1 navigation:${JSON.stringify(router)}`);
    // Another guest of the area, coming from the same page: the same answer.
    expect(sharedRenderOf(load("/brie-de-meaux?_rsc=1x2y3", "JS=1; CP=75011; ID_PERIMETRE=2; ID_VISITEUR=other", router), segments)?.key).toBe(shared?.key);
    // From another page (another state tree), as a prefetch, or as a page load: another answer.
    const elsewhere = { ...router, "next-router-state-tree": encodeURIComponent(JSON.stringify(["", { children: ["faq", {}] }])) };
    expect(sharedRenderOf(load("/brie-de-meaux?_rsc=1x2y3", cookies, elsewhere), segments)?.key).not.toBe(shared?.key);
    expect(sharedRenderOf(load("/brie-de-meaux?_rsc=1x2y3", cookies, { ...router, "next-router-prefetch": "1" }), segments)?.key).not.toBe(shared?.key);
    expect(sharedRenderOf(load("/brie-de-meaux", cookies), segments)?.key).not.toBe(shared?.key);
  });

  it("renders for the shopper alone the navigations to personal pages, actions, and oversized or repeated headers", () => {
    expect(sharedRenderOf(load("/mes-listes?_rsc=1", cookies, router), segments)).toBeNull();
    expect(sharedRenderOf(load("/brie-de-meaux?_rsc=1", "CP=75011", router), segments)).toBeNull();
    expect(sharedRenderOf(load("/brie-de-meaux?_rsc=1", `${cookies}; ID_SA=staff`, router), segments)).toBeNull();
    expect(navigationOf(load("/brie-de-meaux", cookies, { ...router, "next-action": "abc" }))).toBeNull();
    expect(navigationOf(load("/brie-de-meaux", cookies, router, "POST"))).toBeNull();
    expect(navigationOf(load("/brie-de-meaux", cookies, { ...router, "next-router-state-tree": "x".repeat(5000) }))).toBeNull();
    expect(navigationOf(load("/_next/static/chunk.js", cookies, router))).toBeNull();
    expect(navigationOf({ method: "GET", url: "/brie-de-meaux", headers: { rsc: "1", "next-url": ["/a", "/b"] } })).toBeNull();
    expect(navigationOf(load("/brie-de-meaux", cookies))).toBeNull();
  });
});
