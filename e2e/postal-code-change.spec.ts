// A guest changes postal code with a basket (ADR 0064), told as a shopper's story: in Paris she fills her basket;
// she tells the header she is now in Lyon, where one product is dearer and another is out of stock. She is warned
// at once, the INDISPO dialog names the missing product, and the basket shows Lyon's price. Then the same without
// JavaScript, from the postal-code page.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { inDatabase } from "./support/database.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { shopperAddress } from "./support/shopper-address.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

type Card = { id: number; slug: string; name: string; stock: number; in_stock: number; variableWeight: boolean };

/**
 * Two products of an aisle no other journey uses, sold by the unit in Paris and in Lyon: in Lyon the first now
 * costs `lyonPrice` cents, the second is out of stock.
 */
async function lyonDiffers(request: APIRequestContext, slug: string, lyonPrice: number): Promise<[Card, Card]> {
  const response = await request.get(`/next-react/getCatalogue.php?slug=${slug}&limit=40`);
  expect(response.ok()).toBe(true);
  const cards = ((await response.json()) as { products: Card[] }).products.filter(
    (p) => p.in_stock === 1 && p.stock >= 10 && !p.variableWeight,
  );
  return inDatabase(async (query) => {
    const lyon = (await query("SELECT id FROM perimeters WHERE code = 'lyon'", [])).rows[0]!.id as number;
    const sold = await query(
      "SELECT product_id FROM offers WHERE perimeter_id = $1 AND stock >= 10 AND product_id = ANY($2::int[])",
      [lyon, cards.map((c) => c.id)],
    );
    const inLyon = new Set(sold.rows.map((r) => r.product_id as number));
    const [dearer, missing] = cards.filter((c) => inLyon.has(c.id));
    expect(missing).toBeTruthy();
    await query(
      "UPDATE offers SET price_cents = $3, promo_price_cents = NULL WHERE product_id = $1 AND perimeter_id = $2",
      [dearer!.id, lyon, lyonPrice],
    );
    await query("UPDATE offers SET stock = 0, in_stock = false WHERE product_id = $1 AND perimeter_id = $2", [
      missing!.id,
      lyon,
    ]);
    return [dearer!, missing!];
  });
}

const postalCodeLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /code postal/ });

/** Tells the header's postal-code dialog a new postal code, as a shopper would. */
async function tellHeaderPostalCode(page: Page, cp: string) {
  await waitForHydrated(postalCodeLink(page));
  await postalCodeLink(page).click();
  const dialog = page.getByRole("dialog", { name: "Où souhaitez-vous être livré ?" });
  await dialog.getByLabel("Code postal").fill(cp);
  await dialog.getByRole("button", { name: "Valider" }).click();
}
const basketLine = (page: Page, name: string) =>
  page.getByRole("list", { name: "Produits du panier" }).getByRole("listitem").filter({ hasText: name }).first();

test("un invité qui change de code postal est prévenu des produits indisponibles et voit les prix de sa nouvelle zone", async ({
  page,
}) => {
  test.slow();
  test.skip(
    !process.env.DATABASE_URL,
    "needs DATABASE_URL: Lyon's prices and stock are changed in the web-service's database",
  );
  const [dearer, missing] = await lyonDiffers(page.request, "vaisselle", 777);

  // In Paris, with two products in the basket.
  await page.goto("/");
  await tellHeaderPostalCode(page, "75011");
  await expect(page.getByRole("banner").getByRole("link", { name: /actuellement 75011/ })).toBeVisible();
  for (const product of [dearer, missing]) {
    await page.goto(`/${product.slug}`);
    const add = page.getByRole("button", { name: `Ajouter au panier : ${product.name}` });
    await waitForHydrated(add);
    await add.click();
    await expect(
      page
        .getByRole("group", { name: `Quantité de ${product.name}` })
        .first()
        .getByText("1", { exact: true }),
    ).toBeVisible();
  }

  // Now in Lyon.
  await page.goto("/checkout/mon-panier");
  await expect(basketLine(page, dearer.name)).not.toContainText("7,77 €");
  await tellHeaderPostalCode(page, "69002");

  await expect(
    page.getByText("Certains produits de votre panier ne sont pas disponibles à cette adresse."),
  ).toBeVisible();
  const indispo = page.getByRole("dialog", { name: "Produits indisponibles" });
  await expect(indispo.getByRole("region", { name: missing.name })).toBeVisible();
  await expect(indispo.getByRole("region", { name: dearer.name })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(indispo).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: /actuellement 69002/ })).toBeVisible();
  // Lyon's price, without reloading, and again after a reload.
  await expect(basketLine(page, dearer.name)).toContainText("7,77 €");
  await page.reload();
  await expect(basketLine(page, dearer.name)).toContainText("7,77 €");
});

test("sans JavaScript, la page du code postal dit quels produits manquent et le panier montre les nouveaux prix", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  test.skip(
    !process.env.DATABASE_URL,
    "needs DATABASE_URL: Lyon's prices and stock are changed in the web-service's database",
  );
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const [dearer, missing] = await lyonDiffers(context.request, "nettoyants-menagers", 888);

  await page.goto("/code-postal?redirect=%2F");
  await page.getByRole("textbox", { name: "Code postal" }).fill("75011");
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: /actuellement 75011/ })).toBeVisible();
  for (const product of [dearer, missing]) {
    await page.goto(`/${product.slug}`);
    await page.getByRole("button", { name: `Ajouter au panier : ${product.name}` }).click();
    await expect(page.getByRole("group", { name: `Quantité de ${product.name}` }).first()).toBeVisible();
  }

  await page.goto("/code-postal?redirect=%2F");
  await page.getByRole("textbox", { name: "Code postal" }).fill("69002");
  await page.getByRole("button", { name: "Valider" }).click();
  const notice = page.getByRole("status").filter({ hasText: "n'est pas disponible à ce code postal" });
  await expect(notice).toContainText(`« ${missing.name} »`);
  await expect(notice).not.toContainText(dearer.name);
  await expect(notice.getByRole("link", { name: "Continuer mes achats" })).toHaveAttribute("href", "/");
  await notice.getByRole("link", { name: "Remplacez-le ou retirez-le depuis votre panier" }).click();
  await expect(page).toHaveURL(/\/checkout\/mon-panier#indispos$/);
  await expect(
    page
      .getByRole("list", { name: "Produits indisponibles" })
      .getByRole("listitem")
      .filter({ hasText: missing.name })
      .first(),
  ).toBeVisible();
  await expect(basketLine(page, dearer.name)).toContainText("8,88 €");
  await context.close();
});

test("depuis la page du code postal, le bouton du panier montre aussitôt le total de la nouvelle zone", async ({ page }) => {
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: Lyon's prices are changed in the web-service's database");
  const [dearer] = await lyonDiffers(page.request, "papier-et-essuie-tout", 999);
  await page.goto("/code-postal?redirect=%2F");
  await page.getByRole("textbox", { name: "Code postal" }).fill("75011");
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: /actuellement 75011/ })).toBeVisible();
  await page.goto(`/${dearer.slug}`);
  const add = page.getByRole("button", { name: `Ajouter au panier : ${dearer.name}` });
  await waitForHydrated(add);
  await add.click();
  const basketButton = page.getByRole("banner").getByRole("link", { name: /Panier/ });
  await expect(basketButton).toHaveAccessibleName(/^1 article Panier/);
  await expect(basketButton).not.toContainText("9,99");

  // The page's form, scripts running: back on the home page, the header's basket is Lyon's at once.
  await page.goto("/code-postal?redirect=%2F");
  const field = page.getByRole("textbox", { name: "Code postal" });
  await waitForHydrated(field);
  await expect(page.locator('form input[name="scripted"]')).toHaveCount(1);
  await field.fill("69002");
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: /actuellement 69002/ })).toBeVisible();
  await expect(basketButton).toContainText(/9,99\s€/);
});

// ADR 0071: a customer signed in on her phone and her laptop chooses Lyon on the phone; the laptop, which still had
// Paris's cookies, shows Lyon as soon as it loads a page, and its basket is not moved back to Paris.
test("le second appareil d'une cliente suit le code postal qu'elle a choisi sur le premier", async ({ browser, baseURL }) => {
  test.slow();
  const email = `ines.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@exemple.fr`;
  const password = "Deux-appareils-2026";
  const phone = await browser.newContext({ baseURL });
  const laptop = await browser.newContext({ baseURL });
  try {
    for (const device of [phone, laptop]) await markAnnouncementSeen(device, device.request, baseURL);
    const signUp = await phone.request.post("/next-react/register.php", {
      headers: shopperAddress(),
      form: { civilite: "Mme", prenom: "Inès", nom: "Roux", email, password, cp: "75011" },
    });
    expect(signUp.ok()).toBe(true);
    const signIn = await laptop.request.post("/next-react/loginToken.php", { form: { email, password } });
    expect(signIn.ok()).toBe(true);

    const laptopPage = await laptop.newPage();
    await laptopPage.goto("/");
    await expect(laptopPage.getByRole("banner").getByRole("link", { name: /actuellement 75011/ })).toBeVisible();

    const phonePage = await phone.newPage();
    await phonePage.goto("/");
    await tellHeaderPostalCode(phonePage, "69002");
    await expect(phonePage.getByRole("banner").getByRole("link", { name: /actuellement 69002/ })).toBeVisible();

    // The laptop loads a page with Paris's cookies: the basket read on load renews them, the page follows.
    await laptopPage.goto("/catalogue");
    await expect(laptopPage.getByRole("banner").getByRole("link", { name: /actuellement 69002/ })).toBeVisible();
    const cookies = await laptop.cookies();
    const phoneCookies = await phone.cookies();
    expect(cookies.find((c) => c.name === "ID_PERIMETRE")?.value).toBe(phoneCookies.find((c) => c.name === "ID_PERIMETRE")?.value);
    expect(cookies.find((c) => c.name === "CP")?.value).toBe("69002");
  } finally {
    await phone.close();
    await laptop.close();
  }
});

test("un code postal tapé « 75 001 », comme on l'écrit souvent, est pris, avec ou sans JavaScript", async ({ page, browser, baseURL }) => {
  await page.goto("/");
  await waitForHydrated(postalCodeLink(page));
  await postalCodeLink(page).click();
  const dialog = page.getByRole("dialog", { name: "Où souhaitez-vous être livré ?" });
  // The dialog opens on its field: a shopper who just types types the code, not into the close button.
  await expect(dialog.getByLabel("Code postal")).toBeFocused();
  // Typed key by key, as a shopper does: the field must not cut the code short.
  await dialog.getByLabel("Code postal").pressSequentially("75 001");
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: /actuellement 75001/ })).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const plain = await context.newPage();
  await plain.goto("/code-postal?redirect=%2F");
  await plain.getByRole("textbox", { name: "Code postal" }).pressSequentially("75 002");
  await plain.getByRole("button", { name: "Valider" }).click();
  await expect(plain.getByRole("banner").getByRole("link", { name: /actuellement 75002/ })).toBeVisible();
  await context.close();
});
