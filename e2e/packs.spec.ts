// Packs bought as packs: a shopper puts a pack in the basket from its page and finds its discount in the basket,
// with and without JavaScript; the list of packs says which cannot be bought, as their pages do.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { waitForHydrated } from "./support/hydration.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

type PackDetail = { slug: string; name: string; discountPercent: number; items: { product: { in_stock: number; stock: number } }[] };

/** A discounted pack of the catalogue whose products are all in stock. */
async function discountedPack(request: APIRequestContext): Promise<PackDetail> {
  const response = await request.get("/next-react/getPack.php");
  expect(response.ok()).toBe(true);
  const { packs } = (await response.json()) as { packs: { slug: string }[] };
  for (const { slug } of packs) {
    const detail = (await (await request.get(`/next-react/getPack.php?slug=${slug}`)).json()) as { pack: PackDetail };
    if (detail.pack.discountPercent > 0 && detail.pack.items.every((i) => i.product.in_stock === 1 && i.product.stock >= 10)) return detail.pack;
  }
  throw new Error("no discounted pack in stock");
}

test("une cliente met un pack au panier depuis sa page et retrouve sa remise dans le panier", async ({ page }) => {
  const pack = await discountedPack(page.request);
  await page.goto(`/packs/${pack.slug}`);
  const addPack = page.getByRole("button", { name: `Ajouter le pack « ${pack.name} » au panier` });
  await waitForHydrated(addPack);
  await addPack.click();
  await expect(page.getByRole("status").filter({ hasText: `Pack « ${pack.name} » ajouté à votre panier` })).toContainText("de remise par pack sur ses produits");
  await page.goto("/checkout/mon-panier");
  await expect(page.getByText("Remises")).toBeVisible();
});

test("sans JavaScript, le bouton d'un pack le met au panier", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const pack = await discountedPack(page.request);
  await page.goto(`/packs/${pack.slug}`);
  await page.getByRole("button", { name: `Ajouter le pack « ${pack.name} » au panier` }).click();
  await expect(page).toHaveURL(new RegExp(`/packs/${pack.slug}$`));
  await expect(page.getByRole("status").filter({ hasText: `Pack « ${pack.name} » ajouté à votre panier` })).toBeVisible();
  await context.close();
});

type PackListCard = { slug: string; name: string; unavailable: { name: string; reason: string }[] };

test("la liste des packs dit lesquels sont indisponibles et pourquoi, comme leur page, sans bouton qui échouerait", async ({ page }) => {
  const { packs } = (await (await page.request.get("/next-react/getPack.php")).json()) as { packs: PackListCard[] };
  // The demo catalogue has packs with a product out of stock where a visitor without address is (offers.ts).
  const unavailable = packs.find((p) => p.unavailable.length > 0);
  const available = packs.find((p) => p.unavailable.length === 0);
  expect(unavailable, "a pack that cannot be bought").toBeDefined();
  expect(available, "a pack that can be bought").toBeDefined();
  const card = (name: string) => page.getByRole("listitem").filter({ has: page.getByRole("link", { name, exact: true }) });

  await page.goto("/packs");
  // Each card's title is a heading right under the page's, no level skipped (RGAA 9.1).
  await expect(page.getByRole("heading", { level: 2, name: unavailable!.name, exact: true })).toBeVisible();
  // In words, not only in colour, with the products that stop it.
  await expect(card(unavailable!.name)).toContainText("Indisponible : ");
  for (const product of unavailable!.unavailable) await expect(card(unavailable!.name)).toContainText(`« ${product.name} »`);
  await expect(card(available!.name)).not.toContainText("Indisponible");

  // The pack's page says why and offers no button; its theme's list says it too.
  await card(unavailable!.name).getByRole("link", { name: unavailable!.name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: unavailable!.name })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Pack indisponible pour le moment" })).toContainText(`« ${unavailable!.unavailable[0]!.name} »`);
  await expect(page.getByRole("button", { name: /^Ajouter le pack/ })).toHaveCount(0);
  const { pack } = (await (await page.request.get(`/next-react/getPack.php?slug=${unavailable!.slug}`)).json()) as { pack: { theme: { slug: string } | null } };
  expect(pack.theme).not.toBeNull();
  await page.goto(`/packs/${pack.theme!.slug}`);
  await expect(page.getByRole("heading", { level: 2, name: unavailable!.name, exact: true })).toBeVisible();
  await expect(card(unavailable!.name)).toContainText(`Indisponible : « ${unavailable!.unavailable[0]!.name} »`);
});
