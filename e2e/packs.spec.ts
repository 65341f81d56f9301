// Packs bought as packs: a shopper puts a pack in the basket from its page and finds its discount in the basket,
// with and without JavaScript.
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
