// Content pages render in Chromium with their one h1 and real text from the web-service; 404 and /redirect behave.
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { waitForHydrated } from "./support/hydration.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

const CONTENT_PAGES = [
  "/",
  "/faq",
  "/recrute",
  "/la-marque",
  "/application-pour-faire-ses-courses-smartphone-tablette",
  "/affiliation",
  "/nos-engagements",
  "/nos-services",
  "/picking",
  "/livraison-de-courses-pour-professionnels",
  "/bienvenue",
  "/offres-clients",
  "/bienvenue/3-offres",
  "/programme-de-fidelite-cabas",
  "/newsletter",
  "/comment-ca-marche",
  "/frais-de-livraison-courses-a-domicile",
  "/ma-ville",
  "/livraison",
  "/mentions-legales",
  "/conditions-generales-de-vente",
  "/donnees-personnelles",
  "/cookies",
  "/communique-de-presse",
  "/offre-nouveau-client",
  "/attributions",
];

for (const path of CONTENT_PAGES) {
  test(`la page ${path} s'affiche avec son titre et son contenu`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).not.toBeEmpty();
    const main = page.getByRole("main");
    const text = (await main.innerText()).replace(/\s+/g, " ").trim();
    expect(text.length).toBeGreaterThan(200);
    await expect(page).toHaveTitle(/Cabas/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical ?? "").toMatch(new RegExp(`${path === "/" ? "/?" : path}$`));
  });
}

test("la FAQ range ses réponses dans des questions dépliables", async ({ page }) => {
  await page.goto("/faq");
  const first = page.locator("details").first();
  await expect(first).toBeVisible();
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open", "");
});

test("les questions de la FAQ n'ont pas d'espace sécable devant « : ; ! ? »", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/faq");
  const questions = (await page.locator("summary").allInnerTexts()).join("\n");
  expect(questions).toContain("?");
  expect(questions.match(/.{0,30}( [;:!?»]|« ).{0,10}/g) ?? []).toEqual([]);
  await context.close();
});

test("les frais de livraison sont présentés en tableau par zone", async ({ page }) => {
  await page.goto("/frais-de-livraison-courses-a-domicile");
  await expect(page.getByRole("table").first()).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Frais de livraison" }).first()).toBeVisible();
  await expect(page.getByText(/Minimum de commande/).first()).toBeVisible();
});

test("une commune livrée a sa page, une commune inconnue donne la page introuvable", async ({ page }) => {
  await page.goto("/ma-ville");
  const commune = page.locator('a[href^="/livraison/"]').first();
  const name = (await commune.innerText()).trim();
  await commune.click();
  await expect(page).toHaveURL(/\/livraison\/[^/]+\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Livraison de courses à ${name}`);
  await expect(page.getByRole("heading", { name: "Codes postaux desservis" })).toBeVisible();

  const missing = await page.goto("/livraison/nulle-part/commune-inconnue");
  expect(missing?.status()).toBe(404);
});

test("une adresse inconnue affiche la page introuvable avec un bouton vers l'accueil", async ({ page }) => {
  const response = await page.goto("/cette-page-n-existe-pas/vraiment");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Oups, cette page est introuvable" })).toBeVisible();
  await expect(page.locator('svg[data-illustration="page-introuvable"]')).toBeVisible();
  const home = page.getByRole("main").getByRole("link", { name: "Retour à l'accueil" });
  await expect(home).toBeVisible();
  await home.click();
  await expect(page).toHaveURL(/\/$/);
});

test("sans JavaScript, une page introuvable est une vraie page en français avec l'accueil et la recherche", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  // An unknown single-segment address (product pages) and an unknown recipe both call notFound().
  for (const path of ["/nimportequoi", "/recettes/inexistante"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Oups, cette page est introuvable" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Retour à l'accueil" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("search").first()).toBeVisible();
  }
  await context.close();
});

test("/redirect suit un chemin de la boutique", async ({ page }) => {
  await page.goto("/redirect?t=/faq");
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("/redirect refuse d'envoyer vers un site extérieur non autorisé", async ({ page }) => {
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));
  await page.goto("/redirect?t=https://evil.example/vol-de-session");
  expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3000").host);
  await expect(page.getByRole("heading", { level: 1, name: "Ce lien ne peut pas être suivi" })).toBeVisible();
  expect(requests.some((url) => url.includes("evil.example") && !url.includes("/redirect?"))).toBe(false);
});

test("la politique cookies nomme chaque cookie que le site dépose, sans bandeau ni lien promis qui n'existent pas", async ({ page, context }) => {
  // A visitor browses, fills a basket and opens the drawer: the site sets its cookies (and only its own).
  const foreign: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && !["127.0.0.1", "localhost"].includes(url.hostname)) foreign.push(url.href);
  });
  await page.goto("/catalogue/legumes");
  const add = page.getByRole("button", { name: /^Ajouter au panier : / }).first();
  await waitForHydrated(add);
  await add.click();
  await expect(page.getByRole("group", { name: /^Quantité de / }).first()).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: /Panier/ }).click();
  await expect(page.getByRole("dialog", { name: "Mon panier" })).toBeVisible();

  await page.goto("/cookies");
  const main = page.getByRole("main");
  const set = (await context.cookies()).map((c) => c.name);
  expect(set).toEqual(expect.arrayContaining(["JS", "ID_VISITEUR", "CART_DRAWER"]));
  for (const name of new Set(set)) await expect(main.getByText(new RegExp(`^${name} \\(`)), name).toHaveCount(1);
  expect(foreign).toEqual([]);

  // No consent banner on the first visit, and no « Gérer les cookies » link at the bottom of the page.
  await expect(page.getByRole("button", { name: /Tout accepter|Tout refuser|Personnaliser/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Gérer les cookies/ })).toHaveCount(0);
  await expect(main).toContainText("aucun bandeau ne vous demande votre accord");
  await expect(main).not.toContainText("Gérer les cookies");
});
