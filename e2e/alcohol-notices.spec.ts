// A shopper looking at alcoholic drinks sees the health message wherever one is sold or promoted, and on the product
// page and in the basket that sales to minors are prohibited; an alcohol-free beer carries neither (ADR 0070). And the
// French punctuation of the pages does not wrap alone onto the next line.
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

const WARNING = "L’abus d’alcool est dangereux pour la santé, à consommer avec modération.";
const MINORS = "La vente d’alcool est interdite aux mineurs de moins de 18 ans.";

test("sans JavaScript, la fiche d'un whisky et le panier qui le contient disent les mentions sur l'alcool", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await markAnnouncementSeen(context, context.request, baseURL);
  const page = await context.newPage();
  await page.goto("/whisky-single-malt-francais-70cl");
  // Beside the price, both notices; the « Vous aimerez aussi » list below carries its own health message.
  const notice = page.getByText(MINORS).locator("..");
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(WARNING);

  await page.getByRole("button", { name: "Ajouter au panier : Whisky single malt français" }).click();
  await page.goto("/checkout/mon-panier");
  await expect(page.getByRole("list", { name: "Produits du panier" })).toContainText("Whisky single malt français");
  await expect(page.getByText(MINORS)).toBeVisible();
  await expect(page.getByText(MINORS).locator("..")).toContainText(WARNING);
  await context.close();
});

test("une bière sans alcool ne porte pas les mentions, un rayon de vins les porte une fois", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/biere-sans-alcool-blonde-6-x-25-cl-1-5l");
  await expect(page.getByRole("heading", { level: 1, name: "Bière sans alcool blonde 6 x 25 cl" })).toBeVisible();
  await expect(page.getByText(MINORS)).toHaveCount(0);
  // Its « Vous aimerez aussi » tiles may promote beers with alcohol: the message is then above them, not on the product.
  await expect(page.locator(".page > div").first().getByText(WARNING)).toHaveCount(0);

  await page.goto("/catalogue/vins-rouges");
  await expect(page.getByText(WARNING)).toHaveCount(1);
  await expect(page.getByText(WARNING)).toBeVisible();
  await context.close();
});

test("la tuile d'un produit au poids annonce un prix au kilo aux lecteurs d'écran", async ({ page }) => {
  await page.goto("/brie-de-meaux-aop-a-la-coupe-la-piece");
  const tile = page
    .getByRole("article")
    .filter({ has: page.getByRole("link", { name: "Saint-Nectaire AOP fermier", exact: true }) });
  // Its estimated price leads (ADR 0074), its price by the kilo is said as such.
  await expect(tile.getByText(/^Prix estimé \d+,\d{2}\s€ · environ/)).toHaveCount(1);
  await expect(tile.getByText(/^Prix au kilo\s:\s\d+,\d{2}\s€$/)).toHaveCount(1);
  await expect(tile.getByText(/^Prix\s:/)).toHaveCount(0);
});

test("la fiche produit n'a pas d'espace sécable devant « : ; ! ? »", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/cidre-brut-de-normandie-igp-75cl");
  const text = await page.locator(".page").first().innerText();
  expect(text).toContain("Cidre brut de Normandie IGP");
  expect(text.match(/.{0,30}( [;:!?»]|« ).{0,10}/g) ?? []).toEqual([]);
  await context.close();
});
