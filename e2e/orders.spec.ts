// After checkout, as shoppers live it: a card the bank declines and a second try in the same slot; a hosted card
// page left half-way, found again on the order's page and abandoned; an order's amounts and tracking in French;
// someone else's order answered with the 404 page.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { confirmThreeDSecure, createAccount, fillHostedCardForm, placeOrderThroughCalls, readyToPayThroughCalls } from "./support/checkout-steps.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

/** A new customer with a basket, an address and a held slot, on the payment page after « Commander » with a new card. */
async function startCardPayment(page: Page): Promise<void> {
  await createAccount(page);
  // A basket, an address and a slot (their pages have their own journeys).
  await readyToPayThroughCalls(page);
  await page.goto("/checkout/paiement");
  await expect(page.getByRole("heading", { level: 1, name: "Paiement" })).toBeVisible();
  const newCard = page.locator("form").filter({ has: page.getByRole("heading", { level: 2, name: "Nouvelle carte" }) });
  await newCard.getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await expect(page).toHaveURL(/\/modal\/paiement\/sbp_[A-Za-z0-9_-]+$/);
}

test("un client dont la carte est refusée réessaie dans le même créneau", async ({ page }) => {
  test.slow();
  await startCardPayment(page);
  await fillHostedCardForm(page, "4000 0000 0000 0002");

  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement non abouti" })).toBeVisible();
  // The bank's reason said once, not « Paiement refusé : Paiement refusé … ».
  await expect(page.getByRole("status")).toHaveText("Paiement refusé par la banque. Votre panier vous attend pour réessayer.");
  await page.getByRole("link", { name: "Réessayer le paiement" }).click();
  await expect(page).toHaveURL(/\/checkout\/paiement$/);
  await expect(page.getByRole("heading", { level: 2, name: "Nouvelle carte" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  // The slot is still the basket's: paying again needs no new choice.
  await page.goto("/checkout/ma-commande");
  await expect(page.getByRole("region", { name: "Créneau de livraison" })).not.toContainText("Aucun créneau réservé.");
});

test("une cliente quitte la page de paiement, retrouve sa commande à finaliser, puis abandonne ce paiement", async ({ page }) => {
  test.slow();
  await startCardPayment(page);
  const providerPage = new URL(page.url()).pathname;

  // Back on the payment page: the basket became an order waiting for its payment, which is named.
  await page.goto("/checkout/paiement");
  const notice = page.getByRole("main").getByRole("alert");
  await expect(notice).toContainText(/Votre panier est devenu la commande n° \d+, qui attend son paiement/);
  const orderId = Number(/commande n° (\d+)/.exec((await notice.textContent()) ?? "")![1]);

  // The page links to it.
  await page.getByRole("link", { name: `Voir la commande n° ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/commande/${orderId}$`));
  const pending = page.getByRole("region", { name: "Paiement à finaliser" });
  await expect(pending.getByRole("link", { name: "Finaliser le paiement" })).toHaveAttribute("href", providerPage);
  await expect(page.getByRole("button", { name: "Modifier ma commande" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Ajouter des articles" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Suivi" })).toContainText("Commande passée (carte bancaire)");

  await pending.getByRole("link", { name: "Finaliser le paiement" }).click();
  await expect(page).toHaveURL(new RegExp(`${providerPage}$`));
  await expect(page.getByLabel("Numéro de carte")).toBeVisible();

  await page.goto(`/commande/${orderId}`);
  const abandon = page.getByRole("button", { name: "Abandonner ce paiement" });
  await waitForHydrated(abandon);
  await abandon.click();
  await expect(page).toHaveURL(/\/checkout\/mon-panier$/);
  await expect(page.getByRole("list", { name: "Produits du panier" })).toBeVisible();
  await page.goto("/checkout/ma-commande");
  await expect(page.getByRole("region", { name: "Créneau de livraison" })).not.toContainText("Aucun créneau réservé.");
  await page.goto(`/commande/${orderId}`);
  await expect(page.getByRole("region", { name: "Paiement à finaliser" })).toHaveCount(0);
});

test("une commande payée détaille ses montants et son suivi en français ; celle d'un autre client est introuvable (404)", async ({ page }) => {
  test.slow();
  await startCardPayment(page);
  await fillHostedCardForm(page);
  await confirmThreeDSecure(page);
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const orderId = Number(/(\d+)$/.exec(page.url())![1]);

  await page.goto(`/commande/${orderId}`);
  const amounts = page.getByRole("table", { name: "Montants de la commande" });
  await expect(amounts.getByRole("rowheader", { name: "Marchandises TTC" })).toBeVisible();
  // Delivery is named as the basket names it (ADR 0073), never « Frais de livraison TTC ».
  await expect(amounts.getByRole("rowheader", { name: "Livraison", exact: true })).toBeVisible();
  // Nothing comes after the purchases (no donation, no benefit spent): one total, not « Total TTC » then « Total ».
  await expect(amounts.getByRole("rowheader", { name: "Total TTC", exact: true })).toBeVisible();
  await expect(amounts.getByRole("rowheader", { name: /^Total/ })).toHaveCount(1);
  const tracking = page.getByRole("region", { name: "Suivi" });
  await expect(tracking).toContainText("Commande passée (carte bancaire)");
  await expect(tracking).not.toContainText("(card)");

  // Someone else opening it gets the 404 page, with its status.
  await page.context().clearCookies();
  await createAccount(page);
  const response = await page.goto(`/commande/${orderId}`);
  expect(response?.status()).toBe(404);
  const missing = await page.goto("/commande/9999999");
  expect(missing?.status()).toBe(404);
});

test("un nom de produit garde « 1,5 L » sur une ligne : suggestions, liste et commande", async ({ page }) => {
  test.slow();
  const name = "Eau minérale naturelle plate 1,5 L";
  // The stored name keeps its ordinary space; what is shown joins the number and its unit (read as it is: toHaveText
  // would fold the no-break space into a space).
  const shown = "Eau minérale naturelle plate 1,5\u00A0L";
  await createAccount(page);
  const shelf = (await (await page.request.get("/next-react/getCatalogue.php?slug=eaux&limit=40")).json()) as { products: { id: number; name: string }[] };
  const water = shelf.products.find((p) => p.name === name);
  expect(water, name).toBeTruthy();

  await page.goto("/");
  const search = page.getByRole("search").getByRole("combobox", { name: "Rechercher un produit" });
  await waitForHydrated(search);
  await search.fill("eau plate");
  const option = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option").filter({ hasText: name }).first();
  await expect(option).toBeVisible();
  expect(await option.textContent()).toContain(shown);

  const created = await page.request.post("/next-react/addList.php", { form: { title: "Eaux", article_id: String(water!.id) } });
  expect(created.ok()).toBe(true);
  const listId = ((await created.json()) as { liste: { list_id: number } }).liste.list_id;
  await page.goto(`/liste/${listId}`);
  const listLine = page.getByRole("list", { name: "Produits de la liste" }).getByRole("link", { name, exact: true });
  await expect(listLine).toBeVisible();
  expect(await listLine.textContent()).toBe(shown);

  expect((await page.request.post("/next-react/updatePanier.php", { form: { action: "set_quantity", id: String(water!.id), quantity: "2" } })).ok()).toBe(true);
  const { orderId } = await placeOrderThroughCalls(page);
  await page.goto(`/commande/${orderId}`);
  const orderLine = page.getByRole("table", { name: "Articles de la commande" }).getByRole("cell").filter({ hasText: name });
  await expect(orderLine).toBeVisible();
  expect(await orderLine.textContent()).toContain(shown);
});
