// Substitutes for unavailable basket lines (ADR 0044), told as a shopper's story: a product in the basket runs out at
// the warehouse; the drawer leads to the basket page, which offers products that can take its place; one replaces
// the line with the same quantity. Then the same without JavaScript. Then a customer moves her delivery to Lyon,
// where a product of her basket is not to be had: the INDISPO dialog replaces it there and then.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount } from "./support/checkout-steps.ts";
import { waitForHydrated } from "./support/hydration.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

type Card = { id: number; slug: string; name: string; stock: number; in_stock: number; variableWeight: boolean };
type Line = { id: number; name: string; quantity: number; stock: number; in_stock: number };
type Basket = { id_panier: number; perimetre: number; items: Line[] };
type Indispo = { id: number; name: string; substitutes: { id: number; name: string }[] };

const basketButton = (page: Page) => page.getByRole("banner").getByRole("link", { name: /Panier/ });

/** Products of an aisle no other journey uses (their stock is emptied here), in stock, sold by the unit. */
async function productsOf(request: APIRequestContext, slug: string): Promise<Card[]> {
  const response = await request.get(`/next-react/getCatalogue.php?slug=${slug}&limit=40`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: Card[] };
  return body.products.filter((p) => p.in_stock === 1 && p.stock >= 10 && !p.variableWeight);
}

const basketOf = async (request: APIRequestContext): Promise<Basket> => (await (await request.get("/next-react/getPanier.php")).json()) as Basket;

/**
 * The warehouse runs out of the product where the shopper's basket is delivered. Then waits until the basket says
 * so: its view is kept up to 10 s (ADR 0019), and a stock changed outside the web-service is not announced.
 */
async function runOut(request: APIRequestContext, product: Card) {
  const { perimetre } = await basketOf(request);
  const { default: pg } = await import("pg");
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query("UPDATE offers SET stock = 0 WHERE product_id = $1 AND perimeter_id = $2", [product.id, perimetre]);
  } finally {
    await db.end();
  }
  await expect
    .poll(async () => (await basketOf(request)).items.find((line) => line.id === product.id)?.stock, { timeout: 30_000 })
    .toBe(0);
}

/** Puts `quantity` of the product in the basket from its page, once the page is live, and waits for the stepper. */
async function addFromItsPage(page: Page, product: Card, quantity: number) {
  await page.goto(`/${product.slug}`);
  const add = page.getByRole("button", { name: `Ajouter au panier : ${product.name}` });
  await waitForHydrated(add);
  await add.click();
  const stepper = page.getByRole("group", { name: `Quantité de ${product.name}` }).first();
  for (let q = 2; q <= quantity; q++) await stepper.getByRole("button", { name: `Ajouter une unité : ${product.name}` }).click();
  await expect(stepper.getByText(String(quantity), { exact: true })).toBeVisible();
}

/** The products the basket page offers for the line (the web-service's own answer, to name them). */
async function substitutesOf(request: APIRequestContext, product: Card): Promise<Indispo["substitutes"]> {
  const body = (await (await request.get("/next-react/getSubstituts.php")).json()) as { indispos: Indispo[] };
  const line = body.indispos.find((u) => u.id === product.id);
  expect(line?.substitutes.length ?? 0).toBeGreaterThan(0);
  return line!.substitutes;
}

const replaceButton = (page: Page, substitute: string, missing: string) =>
  page.getByRole("button", { name: `Remplacer par ce produit : ${substitute}, à la place de ${missing}`, exact: true });

test("un produit en rupture se remplace depuis la page panier, avec la même quantité", async ({ page, request }) => {
  test.slow();
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the stock is emptied in the web-service's database, as the warehouse would");
  const [product] = await productsOf(request, "hygiene-dentaire");
  expect(product).toBeTruthy();

  await addFromItsPage(page, product!, 2);

  await runOut(page.request, product!);
  const [substitute] = await substitutesOf(page.request, product!);

  // The drawer keeps to its line and leads to the basket page for the substitutes.
  await page.reload();
  await waitForHydrated(basketButton(page));
  await basketButton(page).click();
  const drawer = page.getByRole("dialog", { name: "Mon panier" });
  const drawerLine = drawer.getByRole("listitem").filter({ hasText: product!.name });
  await expect(drawerLine.getByText("Plus disponible à cette adresse")).toBeVisible();
  await drawerLine.getByRole("link", { name: `Produits équivalents à ${product!.name}` }).click();
  await expect(page).toHaveURL(/\/checkout\/mon-panier#indispos$/);
  await expect(drawer).toBeHidden();

  await expect(page.getByRole("heading", { level: 2, name: "Un produit n'est plus disponible à votre adresse" })).toBeVisible();
  const line = page.getByRole("list", { name: "Produits indisponibles" }).getByRole("listitem").filter({ hasText: product!.name }).first();
  await expect(line.getByText("Plus disponible à cette adresse")).toBeVisible();
  const choices = line.getByRole("list", { name: "Remplacez-le par un produit équivalent :" });
  await expect(choices.getByRole("heading", { level: 3, name: substitute!.name })).toBeVisible();
  // Each substitute shows its price.
  await expect(choices.getByRole("listitem").first()).toContainText("€");
  await expect(line.getByRole("button", { name: `Retirer ${product!.name} indisponible du panier` })).toBeVisible();

  const replace = replaceButton(page, substitute!.name, product!.name);
  await waitForHydrated(replace);
  await replace.click();

  // The line is replaced in place: no unavailable product left, the substitute with the same quantity.
  await expect(page.getByRole("heading", { level: 2, name: /plus disponible/ })).toHaveCount(0);
  const lines = page.getByRole("list", { name: "Produits du panier" });
  await expect(lines.getByRole("group", { name: `Quantité de ${substitute!.name}` }).getByText("2", { exact: true })).toBeVisible();
  await expect(lines.getByRole("link", { name: product!.name, exact: true })).toHaveCount(0);
  // Said in the page's live region, and focus on the substitute's line (the button used is gone).
  const said = `« ${product!.name} » est remplacé par « ${substitute!.name} » : 2 dans votre panier.`;
  await expect(page.getByTestId("live-announcer").filter({ hasText: said })).toHaveCount(1);
  await expect(lines.getByRole("link", { name: substitute!.name, exact: true })).toBeFocused();

  const basket = await basketOf(page.request);
  expect(basket.items.map((item) => [item.id, item.quantity])).toEqual([[substitute!.id, 2]]);
});

test("sans JavaScript, le remplacement se fait aussi, et la page montre le nouveau panier", async ({ browser, baseURL }) => {
  test.slow();
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the stock is emptied in the web-service's database, as the warehouse would");
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const [product] = await productsOf(context.request, "cheveux");
  expect(product).toBeTruthy();

  await page.goto(`/${product!.slug}`);
  await page.getByRole("button", { name: `Ajouter au panier : ${product!.name}` }).click();
  await page.getByRole("group", { name: `Quantité de ${product!.name}` }).first().getByRole("button", { name: `Ajouter une unité : ${product!.name}` }).click();
  await expect(basketButton(page)).toHaveAccessibleName(/^2 articles Panier/);

  await runOut(context.request, product!);
  const [substitute] = await substitutesOf(context.request, product!);

  await page.goto("/checkout/mon-panier");
  const line = page.getByRole("list", { name: "Produits indisponibles" }).getByRole("listitem").filter({ hasText: product!.name }).first();
  await expect(line.getByText("Plus disponible à cette adresse")).toBeVisible();
  await replaceButton(page, substitute!.name, product!.name).click();

  await expect(page).toHaveURL(/\/checkout\/mon-panier$/);
  // The outcome, which a script would announce, is on the page.
  await expect(page.getByRole("status").filter({ hasText: `« ${product!.name} » est remplacé par « ${substitute!.name} » : 2 dans votre panier.` })).toBeVisible();
  await expect(page.getByRole("list", { name: "Produits indisponibles" })).toHaveCount(0);
  const lines = page.getByRole("list", { name: "Produits du panier" });
  await expect(lines.getByRole("group", { name: `Quantité de ${substitute!.name}` }).getByText("2", { exact: true })).toBeVisible();
  await expect(basketButton(page)).toHaveAccessibleName(/^2 articles Panier/);
  await context.close();
});

/** Sets a product's stock where `where` says (a SQL condition on perimeter_id, $2 its parameter), as the warehouses would. */
/** A new delivery address in Lyon (69003), added to the address book and ticked in the choice form, not yet sent. */
async function addAddressInLyon(page: Page) {
  await page.goto("/mes-adresses");
  const form = page.getByRole("form", { name: "Nouvelle adresse" });
  await form.getByLabel("Prénom").fill("Léa");
  await form.getByLabel("Nom", { exact: true }).fill("Martin");
  await form.getByLabel("Adresse", { exact: true }).fill("8 rue Servient");
  await form.getByLabel("Code postal").fill("69003");
  await form.getByLabel("Ville").fill("Lyon");
  await form.getByLabel("Téléphone").fill("06 12 34 56 78");
  await form.getByRole("button", { name: "Ajouter l'adresse" }).click();
  await expect(page.getByText("Adresse ajoutée.")).toBeVisible();
  await page.getByRole("group", { name: "Adresse de livraison" }).getByRole("radio", { name: /8 rue Servient/ }).check();
}

async function setStock(product: { id: number }, where: string, perimeter: number) {
  const { default: pg } = await import("pg");
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(`UPDATE offers SET stock = 0 WHERE product_id = $1 AND ${where}`, [product.id, perimeter]);
  } finally {
    await db.end();
  }
}

test("après un changement d'adresse, le dialogue des produits indisponibles remplace la ligne par un produit équivalent", async ({ page }) => {
  test.slow();
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the stock is emptied in the web-service's database, as Lyon's warehouse would");
  await createAccount(page);
  const [product] = await productsOf(page.request, "deodorants-et-rasage");
  expect(product).toBeTruthy();

  await addFromItsPage(page, product!, 2);

  // None left but where the basket is now (Paris): Lyon, where it will be delivered, has none.
  const paris = (await basketOf(page.request)).perimetre;
  await setStock(product!, "perimeter_id <> $2", paris);

  await addAddressInLyon(page);
  const choose = page.getByRole("button", { name: "Utiliser ces adresses" });
  await waitForHydrated(choose);
  await choose.click();

  const dialog = page.getByRole("dialog", { name: "Produits indisponibles" });
  const missing = dialog.getByRole("region", { name: product!.name, exact: true });
  await expect(missing.getByRole("heading", { level: 3, name: product!.name, exact: true })).toBeVisible();
  // The same products the basket page offers (one rule), now that the basket is delivered in Lyon.
  const offered = await substitutesOf(page.request, product!);
  expect(offered.length, "two products to offer in place of the missing one").toBeGreaterThanOrEqual(2);
  const [gone, substitute] = offered;
  const choices = missing.getByRole("list", { name: "Remplacez-le par un produit équivalent :" });
  for (const card of offered) await expect(choices.getByRole("heading", { level: 3, name: card.name, exact: true })).toBeVisible();

  // The first one runs out in Lyon meanwhile: refused, in French, in the dialog; nothing changed.
  const lyon = (await basketOf(page.request)).perimetre;
  expect(lyon).not.toBe(paris);
  await setStock(gone!, "perimeter_id = $2", lyon);
  const refused = replaceButton(page, gone!.name, product!.name);
  await waitForHydrated(refused);
  await refused.click();
  await expect(missing.getByRole("alert")).toHaveText(`« ${gone!.name} » est en rupture de stock à votre adresse.`);
  await expect(refused).toBeFocused();
  expect((await basketOf(page.request)).items.map((item) => [item.id, item.quantity])).toEqual([[product!.id, 2]]);

  // Another one replaces the line, its quantity carried over: the dialog says so where the choices were.
  await replaceButton(page, substitute!.name, product!.name).click();
  const note = missing.getByText(`Remplacé par « ${substitute!.name} ».`);
  await expect(note).toBeVisible();
  await expect(note).toBeFocused();
  await expect(choices).toHaveCount(0);
  await expect(missing.getByRole("alert")).toHaveCount(0);
  const said = `« ${product!.name} » est remplacé par « ${substitute!.name} » : 2 dans votre panier.`;
  await expect(dialog.getByTestId("live-announcer").filter({ hasText: said })).toHaveCount(1);

  // The basket behind the dialog follows: the header's count and the drawer hold the substitute, not the missing one.
  await dialog.getByRole("button", { name: "Fermer la modal" }).click();
  await expect(dialog).toBeHidden();
  await expect(basketButton(page)).toHaveAccessibleName(/^2 articles Panier/);
  await basketButton(page).click();
  const drawer = page.getByRole("dialog", { name: "Mon panier" });
  await expect(drawer.getByRole("group", { name: `Quantité de ${substitute!.name}`, exact: true }).getByText("2", { exact: true })).toBeVisible();
  await expect(drawer.getByRole("link", { name: `Produits équivalents à ${product!.name}` })).toHaveCount(0);
  await expect(drawer.getByRole("button", { name: `Retirer ${product!.name} indisponible du panier` })).toHaveCount(0);

  const basket = await basketOf(page.request);
  expect(basket.perimetre).toBe(lyon);
  expect(basket.items.map((item) => [item.id, item.quantity])).toEqual([[substitute!.id, 2]]);
});

test("sans JavaScript, le changement d'adresse dit quels produits manquent et mène à leurs remplaçants", async ({ page, browser, baseURL }) => {
  test.slow();
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the stock is emptied in the web-service's database, as Lyon's warehouse would");
  await createAccount(page);
  const [product] = await productsOf(page.request, "douche-et-bain");
  expect(product).toBeTruthy();
  await addFromItsPage(page, product!, 1);
  const paris = (await basketOf(page.request)).perimetre;
  await setStock(product!, "perimeter_id <> $2", paris);

  // The same customer, now in a browser that runs no scripts.
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() });
  const noScript = await context.newPage();
  await addAddressInLyon(noScript);
  await noScript.getByRole("button", { name: "Utiliser ces adresses" }).click();

  const notice = noScript.getByRole("status").filter({ hasText: "n'est pas disponible à cette adresse" });
  await expect(notice).toContainText(`« ${product!.name} »`);
  await notice.getByRole("link", { name: "Remplacez-le ou retirez-le depuis votre panier" }).click();
  await expect(noScript).toHaveURL(/\/checkout\/mon-panier#indispos$/);
  const line = noScript.getByRole("list", { name: "Produits indisponibles" }).getByRole("listitem").filter({ hasText: product!.name }).first();
  await expect(line.getByRole("list", { name: "Remplacez-le par un produit équivalent :" }).getByRole("listitem").first()).toBeVisible();
  await context.close();
});
