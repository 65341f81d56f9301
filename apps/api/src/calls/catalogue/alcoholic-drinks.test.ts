// Alcoholic drinks are marked on every card the storefront shows (product page, tiles, basket), from the strength the
// product declares, not from its aisle (ADR 0070), through HTTP on the seeded catalogue.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callClient, createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const { get } = callClient(() => t);
const product = async (slug: string) => (await (await get(`getProduct?slug=${slug}`)).json()).product;
type Card = { name: string; alcoholic: boolean };

describe("alcoholic drinks on product cards", () => {
  it("marks a whisky and a cider as alcoholic, not the alcohol-free beer beside them", async () => {
    expect((await product("whisky-single-malt-francais-70cl")).alcoholic).toBe(true);
    expect((await product("cidre-brut-de-normandie-igp-75cl")).alcoholic).toBe(true);
    expect((await product("biere-sans-alcool-blonde-6-x-25-cl-1-5l")).alcoholic).toBe(false);
    expect((await product("creme-fraiche-epaisse-30-mg-20cl")).alcoholic).toBe(false);
  });

  it("marks the tiles of a list: every wine, and on the beer shelf all but the alcohol-free beer", async () => {
    const wines = await (await get("getCatalogue?slug=vins-rouges&limit=100")).json();
    expect(wines.products.length).toBeGreaterThan(0);
    expect(wines.products.every((p: Card) => p.alcoholic)).toBe(true);
    const beers = await (await get("getCatalogue?slug=bieres-et-cidres&limit=100")).json();
    const soft = beers.products.filter((p: Card) => !p.alcoholic).map((p: Card) => p.name);
    expect(soft).toEqual(["Bière sans alcool blonde 6 x 25 cl"]);
  });

  it("keeps cider out of the craft-beer offer", async () => {
    const cider = await product("cidre-brut-de-normandie-igp-75cl");
    expect(cider.mixMatch).toBeNull();
    const ipa = await product("biere-ipa-artisanale-33-cl");
    expect(ipa.mixMatch?.name).toBe("Bières artisanales : -50 % sur la 2e");
  });
});
