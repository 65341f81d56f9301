// Content calls on the seeded database, through HTTP, checked against their contracts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentCalls } from "@cabas/contracts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { buildApp } from "../../app.ts";
import { schema } from "@cabas/db";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => t.app.inject({ method: "GET", url });

describe("content calls", () => {
  it("every content call answers its contract when called without parameters or with its required one", async () => {
    for (const call of contentCalls) {
      const query = call.name === "getStaticPage" ? "?slug=cookies" : call.name === "redirect" ? "?t=/faq" : "";
      const res = await get(`/next-react/${call.name}.php${query}`);
      expect(res.statusCode, call.name).toBe(200);
      const parsed = call.output.safeParse(res.json());
      expect(parsed.success, `${call.name}: ${parsed.error?.message ?? ""}`).toBe(true);
    }
  });

  it("getConfiguration gives the site metadata, French locale and maintenance options", async () => {
    const body = (await get("/next-react/getConfiguration.php")).json();
    expect(body.settings.options).toEqual({ isUnderMaintenance: false, maintenance: expect.any(String) });
    expect(body.settings.locales).toEqual({ default: "fr", declared: ["fr"], rtl: [] });
    expect(body.settings.themeColor).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("getConfiguration gives as canonical address the one the environment says the shop is deployed at (ADR 0075)", async () => {
    const stored = (await get("/next-react/getConfiguration.php")).json().settings.canonical;
    expect(stored).not.toBe("https://www.cabas.example");
    const deployed = await buildApp({ database: t.database, deployedUrl: "https://www.cabas.example" });
    try {
      const body = (await deployed.inject({ method: "GET", url: "/next-react/getConfiguration.php" })).json();
      expect(body.settings.canonical).toBe("https://www.cabas.example");
    } finally {
      await deployed.close();
    }
  });

  it("getHomepage resolves product blocks with prices for the perimeter", async () => {
    const body = (await get("/next-react/getHomepage.php")).json();
    const products = body.blocks.filter((b: { type: string }) => b.type === "products");
    expect(products.length).toBeGreaterThan(0);
    for (const block of products) {
      expect(block.products.length).toBeGreaterThan(0);
      for (const p of block.products) expect(p.price).toBeGreaterThan(0);
    }
  });

  it("getMessages says the free-delivery offer with the visitor's perimeter's own threshold (ADR 0118)", async () => {
    const offer = async (url: string, cookie?: string) => {
      const res = await t.app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });
      expect(res.statusCode, url).toBe(200);
      const texts: string[] = res.json().messages.map((m: { text: string }) => m.text);
      return texts.find((text) => text.startsWith("Livraison offerte"));
    };
    const perimeters = await t.database.db.select().from(schema.perimeters);
    const [paris, bordeaux] = ["paris", "bordeaux"].map((code) => perimeters.find((p) => p.code === code)!);
    // Bordeaux's threshold is not Paris's in the seed: the test could not tell them apart otherwise.
    expect(bordeaux!.freeDeliveryThresholdCents).not.toBe(paris!.freeDeliveryThresholdCents);

    const defaultOffer = "Livraison offerte dès 100 € d'achat (Paris & petite couronne)";
    const bordeauxOffer = "Livraison offerte dès 90 € d'achat (Bordeaux Métropole)";
    expect(await offer("/next-react/getMessages.php")).toBe(defaultOffer);
    expect(await offer(`/next-react/getMessages.php?id_perimetre=${bordeaux!.id}`)).toBe(bordeauxOffer);
    expect(await offer("/next-react/getMessages.php?cp=33000")).toBe(bordeauxOffer);
    expect(await offer("/next-react/getMessages.php", `ID_PERIMETRE=${bordeaux!.id}`)).toBe(bordeauxOffer);
    // What cannot be read falls back to the default area: the bar is never refused for a stale cookie or code.
    expect(await offer("/next-react/getMessages.php?id_perimetre=99999")).toBe(defaultOffer);
    expect(await offer("/next-react/getMessages.php?cp=29200")).toBe(defaultOffer);
    // No placeholder reaches a visitor.
    const all = (await get(`/next-react/getMessages.php?id_perimetre=${bordeaux!.id}`)).json().messages as { text: string }[];
    for (const m of all) expect(m.text).not.toMatch(/[{}]/);
  });

  it("getStaticPage answers 404 for an unknown page and 400 without a slug", async () => {
    const missing = await get("/next-react/getStaticPage.php?slug=nexiste-pas");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: "Cette page n'existe pas." });
    const noSlug = await get("/next-react/getStaticPage.php");
    expect(noSlug.statusCode).toBe(400);
    expect(noSlug.json().errors.slug).toEqual(["Le paramètre « slug » est obligatoire."]);
  });

  it("every legal and corporate page of the specification has content", async () => {
    const slugs = [
      "la-marque", "application-pour-faire-ses-courses-smartphone-tablette", "affiliation", "nos-engagements",
      "nos-services", "recrute", "livraison-de-courses-pour-professionnels", "picking", "livraison",
      "frais-de-livraison-courses-a-domicile", "ma-ville", "mentions-legales", "conditions-generales-de-vente",
      "donnees-personnelles", "cookies", "communique-de-presse", "offre-nouveau-client", "attributions", "bienvenue-3-offres",
    ];
    for (const slug of slugs) {
      const res = await get(`/next-react/getStaticPage.php?slug=${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect(res.json().page.body.length, slug).toBeGreaterThan(200);
    }
  });

  it("getFraisLivraison gives fee bands by postal code and refuses one that is not delivered", async () => {
    const paris = (await get("/next-react/getFraisLivraison.php?cp=75011")).json();
    expect(paris.perimetres).toHaveLength(1);
    expect(paris.perimetres[0].bands.length).toBeGreaterThan(1);
    const nowhere = await get("/next-react/getFraisLivraison.php?cp=29200");
    expect(nowhere.statusCode).toBe(422);
    expect(nowhere.json().message).toBe("Cabas ne livre pas encore le code postal 29200.");
    const malformed = await get("/next-react/getFraisLivraison.php?cp=75");
    expect(malformed.statusCode).toBe(400);
  });

  it("getZonesLivrables lists real communes with their postal codes", async () => {
    const body = (await get("/next-react/getZonesLivrables.php")).json();
    expect(body.zones.length).toBeGreaterThanOrEqual(3);
    const communes = body.zones.flatMap((z: { departements: { communes: { name: string; postalCodes: string[] }[] }[] }) =>
      z.departements.flatMap((d) => d.communes),
    );
    expect(communes.find((c: { name: string }) => c.name === "Paris")?.postalCodes).toContain("75011");
  });

  it("redirect accepts internal paths and allow-listed hosts only", async () => {
    expect((await get("/next-react/redirect.php?t=%2Ffaq")).json()).toMatchObject({ success: true, url: "/faq", internal: true });
    const open = await get(`/next-react/redirect.php?t=${encodeURIComponent("https://evil.example/")}`);
    expect(open.statusCode).toBe(422);
    expect(open.json().success).toBe(false);
    const sneaky = await get(`/next-react/redirect.php?t=${encodeURIComponent("//evil.example")}`);
    expect(sneaky.statusCode).toBe(422);
  });

  it("getContenuMkt filters by slot and refuses a malformed slot", async () => {
    const home = (await get("/next-react/getContenuMkt.php?slot=home")).json();
    expect(home.blocks.every((b: { slot: string }) => b.slot === "home")).toBe(true);
    expect((await get("/next-react/getContenuMkt.php?slot=%27%3B--")).statusCode).toBe(400);
  });
});
