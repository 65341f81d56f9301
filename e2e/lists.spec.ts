// Shopping lists, told as a customer's story: lists made from product pages, a quantity changed, two lists merged,
// the merged list put in the basket, then deleted; and the same list put in the basket without JavaScript.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount } from "./support/checkout-steps.ts";

type Card = { id: number; slug: string; name: string; stock: number; in_stock: number; variableWeight: boolean };

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

async function twoProducts(request: APIRequestContext): Promise<[Card, Card]> {
  const response = await request.get("/next-react/getCatalogue.php?slug=cremerie&limit=40");
  expect(response.ok()).toBe(true);
  const sold = ((await response.json()) as { products: Card[] }).products.filter((p) => p.in_stock === 1 && p.stock >= 10 && !p.variableWeight);
  expect(sold.length).toBeGreaterThanOrEqual(2);
  return [sold[0]!, sold[1]!];
}

/** From a product's page to the list form, through its « Ajouter à une liste » link. */
async function openAddToList(page: Page, product: Card) {
  await page.goto(`/${product.slug}`);
  await page.getByRole("link", { name: "Ajouter à une liste" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Ajouter « ${product.name} » à une liste` })).toBeVisible();
}

const formWith = (page: Page, button: string) => page.locator("form").filter({ has: page.getByRole("button", { name: button, exact: true }) });
const quantityOf = (page: Page, name: string) =>
  page.getByRole("list", { name: "Produits de la liste" }).getByRole("spinbutton", { name: `Quantité de ${name}`, exact: true });

async function basketQuantities(page: Page): Promise<Map<number, number>> {
  const response = await page.request.get("/next-react/getPanier.php");
  const body = (await response.json()) as { items: { id: number; quantity: number }[] };
  return new Map(body.items.map((i) => [i.id, i.quantity]));
}

test("une cliente fait ses listes depuis les fiches, les réunit, met la liste au panier puis la supprime", async ({ page }) => {
  test.slow();
  const [cheese, butter] = await twoProducts(page.request);
  await createAccount(page);

  // A new list made with the product, from its page.
  await openAddToList(page, cheese);
  const create = formWith(page, "Créer la liste avec ce produit");
  await create.getByLabel("Nom de la nouvelle liste").fill("Apéro du samedi");
  await create.getByLabel("Quantité").fill("2");
  await create.getByRole("button", { name: "Créer la liste avec ce produit" }).click();
  await expect(page).toHaveURL(/\/liste\/\d+\?ajoute=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Apéro du samedi" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Produit ajouté à la liste." })).toBeVisible();
  await expect(quantityOf(page, cheese.name)).toHaveValue("2");

  // A second product into that list, chosen in the list of lists.
  await openAddToList(page, butter);
  await formWith(page, "Ajouter à cette liste").getByLabel("Liste").selectOption({ label: "Apéro du samedi" });
  await page.getByRole("button", { name: "Ajouter à cette liste" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Apéro du samedi" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Produits de la liste" }).getByRole("listitem")).toHaveCount(2);

  // Its quantity changed on the list.
  await quantityOf(page, butter.name).fill("3");
  await page.getByRole("button", { name: `Modifier la quantité de ${butter.name}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Quantité modifiée." })).toBeVisible();
  await expect(quantityOf(page, butter.name)).toHaveValue("3");

  // A second list holding the cheese too; the product's page now says where it already is.
  await openAddToList(page, cheese);
  await expect(page.getByText("Déjà dans : Apéro du samedi (2)")).toBeVisible();
  await formWith(page, "Créer la liste avec ce produit").getByLabel("Nom de la nouvelle liste").fill("Brunch");
  await page.getByRole("button", { name: "Créer la liste avec ce produit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Brunch" })).toBeVisible();

  // The two merged into one: the cheese's quantities add up, the originals are gone.
  await page.goto("/mes-listes");
  await expect(page.getByRole("heading", { level: 2, name: "2 listes" })).toBeVisible();
  const merge = formWith(page, "Valider");
  await merge.getByLabel("Apéro du samedi").check();
  await merge.getByLabel("Brunch").check();
  await merge.getByLabel("Nom de la nouvelle liste").fill("Week-end");
  await merge.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Week-end" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Les 2 listes ont été réunies dans cette liste." })).toBeVisible();
  await expect(quantityOf(page, cheese.name)).toHaveValue("3");
  await expect(quantityOf(page, butter.name)).toHaveValue("3");

  // The whole list into the basket.
  await page.getByRole("button", { name: "Tout ajouter au panier" }).click();
  await expect(page.getByRole("status").filter({ hasText: "2 produits ajoutés à votre panier." })).toBeVisible();
  const basket = await basketQuantities(page);
  expect(basket.get(cheese.id)).toBe(3);
  expect(basket.get(butter.id)).toBe(3);
  await expect(page.getByRole("banner").getByRole("link", { name: /Panier/ })).toHaveAccessibleName(/^6 articles Panier/);

  // Deleted after a confirmation.
  await page.getByRole("link", { name: "Supprimer cette liste…" }).click();
  await expect(page.getByText("Supprimer la liste « Week-end » ?")).toBeVisible();
  await page.getByRole("button", { name: "Supprimer", exact: true }).click();
  await expect(page).toHaveURL(/\/mes-listes\?supprimee=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Liste supprimée." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Vous n'avez pas encore de liste" })).toBeVisible();
});

test("sans JavaScript, une cliente crée une liste depuis une fiche et la met au panier", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const [cheese] = await twoProducts(page.request);
  // Signed out, the product's link leads to sign-in, which would bring the shopper back to the list form.
  await page.goto(`/${cheese.slug}`);
  await page.getByRole("link", { name: "Ajouter à une liste" }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/authentification" && url.searchParams.get("redirect") === `/mes-listes?ajouter=${cheese.slug}`);
  await createAccount(page);

  await openAddToList(page, cheese);
  await formWith(page, "Créer la liste avec ce produit").getByLabel("Nom de la nouvelle liste").fill("Fromages");
  await page.getByRole("button", { name: "Créer la liste avec ce produit" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Fromages" })).toBeVisible();

  // A name refused by the web-service comes back on the page with its French reason.
  await page.getByLabel("Nom de la liste").fill("ab");
  await page.getByRole("button", { name: "Renommer" }).click();
  await expect(page.getByText("Le nom de la liste doit faire au moins 3 caractères.")).toBeVisible();

  await page.goto(page.url().replace(/\?.*$/, ""));
  await page.getByRole("button", { name: "Tout ajouter au panier" }).click();
  await expect(page.getByRole("status").filter({ hasText: "1 produit ajouté à votre panier." })).toBeVisible();
  expect((await basketQuantities(page)).get(cheese.id)).toBe(1);
  await context.close();
});
