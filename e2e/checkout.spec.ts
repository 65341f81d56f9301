// The purchase path, told as shoppers' stories: a guest fills a basket, signs up, adds an address with its door code
// and floor, picks a slot, pays with a new card through the hosted page and its 3-D Secure challenge, and sees the
// confirmation; a customer with a past order orders it again, reopens it before its cut-off, completes it while the
// bank checks its modification (the complement follows the modified order), and downloads the invoice of a delivered
// order.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { deliverOnWarehouseScreen, signInAsStaff } from "./support/staff.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { addDeliveryAddress, confirmThreeDSecure, createAccount, fillBasket, fillHostedCardForm, PASSWORD, pickSlot, placeOrderThroughCalls, uniqueEmail } from "./support/checkout-steps.ts";
import { fromOwnAddress } from "./support/shopper-address.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

/** From the recap to the confirmation: a new card on the hosted page, then its 3-D Secure challenge. Returns the order's id. */
async function payWithNewCard(page: Page): Promise<number> {
  await page.goto("/checkout/ma-commande");
  await expect(page.getByRole("heading", { level: 1, name: "Ma commande" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Adresse de livraison" })).toContainText("12 rue Oberkampf, 75011 Paris");
  await expect(page.getByRole("region", { name: "Créneau de livraison" })).not.toContainText("Aucun créneau réservé.");
  await page.getByRole("link", { name: "Passer au paiement" }).click();

  await expect(page).toHaveURL(/\/checkout\/paiement$/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement" })).toBeVisible();
  // The terms of sale, accepted by ordering, read in their dialog before paying.
  await page.getByRole("main").getByRole("link", { name: "conditions générales de vente" }).click();
  const terms = page.getByRole("dialog", { name: "Conditions générales de vente" });
  await expect(terms.getByRole("heading", { level: 2 }).nth(1)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(terms).toBeHidden();
  const newCard = page.locator("form").filter({ has: page.getByRole("heading", { level: 2, name: "Nouvelle carte" }) });
  await newCard.getByRole("button", { name: "Commander avec obligation de paiement" }).click();

  await expect(page).toHaveURL(/\/modal\/paiement\/sbp_[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Paiement sécurisé" })).toBeVisible();
  await fillHostedCardForm(page);

  // Above 30 € the bank asks a code; the sandbox shows it on its page.
  await expect(page.getByRole("heading", { level: 2, name: "Authentification 3-D Secure" })).toBeVisible();
  await expect(page.getByText("Votre banque confirme le paiement par la carte VISA se terminant par 4242.")).toBeVisible();
  await confirmThreeDSecure(page);

  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const id = Number(/\/checkout\/confirmation\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Paiement accepté : votre commande est validée." })).toBeVisible();
  // Typeset as the page shows it: the colon keeps its word's line (a no-break space before it).
  expect(await page.getByRole("status").filter({ hasText: "Paiement accepté" }).textContent()).toContain("Paiement accepté\u00a0: votre commande");
  // The order's total, never the authorisation unlabelled (ADR 0069).
  await expect(page.getByText(new RegExp(`^Commande n° ${id} — Total\\s: \\d+,\\d{2}\\s€( — montant autorisé \\d+,\\d{2}\\s€ \\(produits pesés\\s: vous ne payez que le poids réel\\))?$`))).toBeVisible();
  // When and where, as the courier will come: the slot's label and the address with its door code and floor.
  const delivery = page.getByRole("region", { name: /^Livraison \S+ \d{1,2}(er)? \S+, \d{1,2}\sh\s–\s\d{1,2}\sh$/ });
  await expect(delivery).toContainText("12 rue Oberkampf");
  await expect(delivery).toContainText("Digicode 4521A · Étage 3e gauche");
  return id;
}

/**
 * A signed-in customer with a paid order: the basket, address, slot and card payment of journey 1, through the
 * web-service's calls (journey 1 goes through the pages; these journeys start once the order exists).
 */
async function customerWithOrder(page: Page) {
  await createAccount(page);
  return placeOrderThroughCalls(page);
}

const basketLines = (page: Page) => page.getByRole("list", { name: "Produits du panier" });

test("un invité remplit son panier, crée son compte, ajoute son adresse, choisit un créneau et paie par carte avec 3-D Secure", async ({ page }) => {
  test.slow();
  const { product, quantity } = await fillBasket(page);

  await page.goto("/authentification?signin=1");
  await expect(page.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
  await page.getByRole("radio", { name: "Mme" }).check();
  await page.getByLabel("Prénom").fill("Léa");
  await page.getByLabel("Nom", { exact: true }).fill("Martin");
  await page.getByLabel("Adresse e-mail").fill(uniqueEmail("invitee"));
  await fromOwnAddress(page.context());
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("textbox", { name: "Code postal" }).fill("75011");
  await page.getByRole("button", { name: "Créer mon compte" }).click();
  const welcome = page.getByRole("dialog", { name: "Bienvenue chez Cabas !" });
  await expect(welcome).toBeVisible();
  await welcome.getByRole("button", { name: "C'est parti" }).click();
  await expect(page.getByRole("banner").getByRole("link", { name: /Bonjour Léa/ })).toBeVisible();

  // The guest's basket follows the new account.
  await page.goto("/checkout/mon-panier");
  const stepper = basketLines(page).getByRole("group", { name: `Quantité de ${product.name}` });
  await expect(stepper.getByText(String(quantity), { exact: true })).toBeVisible();

  await addDeliveryAddress(page);
  await pickSlot(page);

  // The recap lists the wine before paying.
  await page.goto("/checkout/ma-commande");
  const row = page.getByRole("table", { name: "Articles du panier" }).getByRole("row").filter({ hasText: product.name });
  await expect(row.getByRole("cell").nth(1)).toHaveText(String(quantity));

  const orderId = await payWithNewCard(page);
  await page.getByRole("link", { name: "Suivre ma commande" }).click();
  await expect(page).toHaveURL(new RegExp(`/commande/${orderId}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Commande n° ${orderId}` })).toBeVisible();
  // The address as the confirmation writes it: its lines, then how the courier reaches the door.
  const address = page.getByRole("main").locator("address");
  await expect(address.getByText("12 rue Oberkampf", { exact: true })).toBeVisible();
  await expect(address.getByText("75011 Paris", { exact: true })).toBeVisible();
  await expect(address.getByText(/^Digicode 4521A · Étage 3e gauche/)).toBeVisible();
  // The basket was ordered: a new, empty one starts.
  await page.goto("/checkout/mon-panier");
  await expect(page.getByText("Votre panier est vide.")).toBeVisible();
});

test("la page de paiement d'un panier qui ne peut pas être payé dit ce qui manque et où le corriger, sans bouton pour commander", async ({ page }) => {
  test.slow();
  await createAccount(page);
  const response = await page.request.get("/next-react/getCatalogue.php?slug=fruits&limit=40");
  const { products } = (await response.json()) as { products: { slug: string; name: string; price: number; in_stock: number; stock: number }[] };
  const cheap = products.find((p) => p.in_stock === 1 && p.stock >= 10 && p.price < 10)!;
  await page.goto(`/${cheap.slug}`);
  const add = page.getByRole("button", { name: `Ajouter au panier : ${cheap.name}` });
  await waitForHydrated(add);
  await add.click();
  await expect(page.getByRole("group", { name: `Quantité de ${cheap.name}` }).first()).toBeVisible();

  // Straight to the payment page, as a bookmark or the back button would: below the minimum, no slot, no address.
  await page.goto("/checkout/paiement");
  await expect(page.getByRole("heading", { level: 1, name: "Paiement" })).toBeVisible();
  const blockers = page.getByRole("main").getByRole("alert");
  await expect(blockers).toContainText("Votre commande ne peut pas encore être payée");
  await expect(blockers).toContainText("Le minimum de commande n'est pas atteint");
  await expect(blockers).toContainText("Choisissez un créneau de livraison.");
  await expect(blockers).toContainText("Choisissez une adresse de livraison.");
  await expect(blockers.getByRole("link", { name: "Compléter mon panier" })).toHaveAttribute("href", "/checkout/mon-panier");
  await expect(blockers.getByRole("link", { name: "Choisir un créneau" })).toHaveAttribute("href", "/creneau");
  await expect(page.getByRole("button", { name: "Commander avec obligation de paiement" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Commander et payer par téléphone" })).toHaveCount(0);
  // Where and when, at a glance.
  await expect(page.getByRole("region", { name: "Adresse de livraison" })).toContainText("Aucune adresse choisie.");
  await expect(page.getByRole("region", { name: "Créneau de livraison" })).toContainText("Aucun créneau réservé.");

  // The address link leads to a new address already holding what the account was created with.
  await blockers.getByRole("link", { name: "Choisir ou compléter mon adresse" }).click();
  await expect(page).toHaveURL(/\/mes-adresses\?retour=%2Fcheckout%2Fpaiement$/);
  const form = page.getByRole("form", { name: "Nouvelle adresse" });
  await expect(form.getByLabel("Prénom")).toHaveValue("Léa");
  await expect(form.getByLabel("Nom", { exact: true })).toHaveValue("Martin");
  await expect(form.getByLabel("Code postal")).toHaveValue("75011");
  await expect(form.getByLabel("Adresse", { exact: true })).toHaveValue("");
});

test("un invité au panier vide sur la page de validation lit que son panier est vide, sans bouton de paiement", async ({ page }) => {
  await page.goto("/checkout/validation");
  await expect(page.getByRole("heading", { level: 1, name: "Validation" })).toBeVisible();
  const main = page.getByRole("main");
  await expect(main).toContainText("Votre panier est vide : il n'y a rien à payer.");
  await expect(main.getByRole("link", { name: "Parcourir les rayons" })).toHaveAttribute("href", "/catalogue");
  await expect(page.getByRole("link", { name: "Passer au paiement" })).toHaveCount(0);
  await expect(main).not.toContainText("0,00 €");
});

test("une cliente recommande une commande passée, puis la modifie avant sa date limite", async ({ page }) => {
  test.slow();
  const { product, quantity, orderId } = await customerWithOrder(page);

  await page.goto(`/commande/${orderId}`);
  await expect(page.getByRole("heading", { level: 1, name: `Commande n° ${orderId}` })).toBeVisible();
  const lines = page.getByRole("table", { name: "Articles de la commande" });
  await expect(lines.getByRole("row").filter({ hasText: product.name }).getByRole("cell").nth(1)).toHaveText(String(quantity));
  await page.getByRole("button", { name: "Commander à nouveau" }).click();
  await expect(page).toHaveURL(/\/checkout\/mon-panier\?rachat=1&indispos=0$/);
  const stepper = basketLines(page).getByRole("group", { name: `Quantité de ${product.name}` });
  await expect(stepper.getByText(String(quantity), { exact: true })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "1 produit de votre commande ajouté à votre panier." })).toBeVisible();
  // Again (a double click, a form sent again): the basket already holds the order, nothing is added twice (ADR 0115).
  await page.goto(`/commande/${orderId}`);
  await page.getByRole("button", { name: "Commander à nouveau" }).click();
  await expect(page).toHaveURL(/\/checkout\/mon-panier\?rachat=0&indispos=0$/);
  await expect(page.getByRole("status").filter({ hasText: /^Les produits de cette commande sont déjà dans votre panier, aux quantités commandées\.$/ })).toBeVisible();
  await expect(stepper.getByText(String(quantity), { exact: true })).toBeVisible();

  // An order can only be reopened into an empty basket: the reordered lines go first.
  await waitForHydrated(page.getByRole("link", { name: "Vider le panier" }));
  await page.getByRole("link", { name: "Vider le panier" }).click();
  await page.getByRole("dialog", { name: "Vider le panier ?" }).getByRole("button", { name: "Vider le panier" }).click();
  await expect(page.getByText("Votre panier est vide.")).toBeVisible();

  await page.goto(`/commande/${orderId}`);
  await expect(page.getByText(/^Modifiable jusqu'au /)).toBeVisible();
  await page.getByRole("button", { name: "Modifier ma commande" }).click();
  await expect(page).toHaveURL(/\/checkout\/mon-panier$/);
  // The banner says until when: « avant le mardi 1er décembre à 10 h », the order's cut-off.
  await expect(
    page.getByRole("status").filter({ hasText: /Vous modifiez une commande déjà passée\s:\svalidez de nouveau votre panier avant\sle\s\S+\s\d{1,2}(er)?\s\S+\sà\s\d{1,2}\sh/ }),
  ).toBeVisible();
  await expect(stepper.getByText(String(quantity), { exact: true })).toBeVisible();
  // The order's page in another tab says the modification is under way and leads back to it, not to a second one.
  const secondTab = await page.context().newPage();
  await secondTab.goto(`/commande/${orderId}`);
  const underWay = secondTab.getByRole("status").filter({ hasText: /^Une modification de cette commande est en cours dans votre panier\s:/ });
  await expect(underWay).toBeVisible();
  await expect(secondTab.getByRole("button", { name: "Modifier ma commande" })).toHaveCount(0);
  await underWay.getByRole("link", { name: "Reprendre ma modification" }).click();
  await expect(secondTab).toHaveURL(/\/checkout\/mon-panier$/);
  await secondTab.close();

  // One more, then the modification is paid like an order: it replaces the original, in the same slot.
  await waitForHydrated(stepper.getByRole("button", { name: `Ajouter une unité : ${product.name}` }));
  await stepper.getByRole("button", { name: `Ajouter une unité : ${product.name}` }).click();
  await expect(stepper.getByText(String(quantity + 1), { exact: true })).toBeVisible();
  await page.goto("/checkout/ma-commande");
  await expect(page.getByText("Livrée sur le créneau de la commande que vous changez.")).toBeVisible();
  // A link cannot make the payment page say what it wants: only known codes read as messages.
  await page.goto(`/checkout/paiement?erreur=${encodeURIComponent("Votre compte est bloqué : appelez le 0899 00 00 00")}`);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("Une erreur est survenue. Réessayez ou contactez-nous.");
  await expect(page.getByText("0899 00 00 00")).toHaveCount(0);
  const newId = await payWithNewCard(page);
  expect(newId).not.toBe(orderId);
  await expect(page.getByText(`Elle remplace la commande n° ${orderId}.`)).toBeVisible();
  await expect(page.getByRole("link", { name: `Voir la commande n° ${orderId}` })).toBeVisible();

  await page.goto(`/commande/${newId}`);
  await expect(lines.getByRole("row").filter({ hasText: product.name }).getByRole("cell").nth(1)).toHaveText(String(quantity + 1));
  await expect(page.getByRole("region", { name: "Suivi" })).toContainText(`Modification de la commande n° ${orderId}`);
  await page.goto(`/commande/${orderId}`);
  // Replaced, not cancelled: its status says so, and which order follows now.
  await expect(page.getByText(new RegExp(`^remplacée par sa modification, la commande n°\\s${newId}$`))).toBeVisible();
  await expect(page.getByText(/^annulée$/i)).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Suivi" })).toContainText(`Remplacée par la commande n° ${newId}`);
  // The history says the same.
  await page.goto("/historique-commandes");
  await expect(page.getByRole("listitem").filter({ hasText: `Commande n° ${orderId}` })).toContainText(new RegExp(`remplacée par sa modification, la commande n°\\s${newId}`));
  await expect(page.getByRole("button", { name: "Modifier ma commande" })).toHaveCount(0);

  // The new order opened again, then emptied: still a modification, said so, with the way out that leaves it as it is.
  await page.goto(`/commande/${newId}`);
  await page.getByRole("button", { name: "Modifier ma commande" }).click();
  await expect(page).toHaveURL(/\/checkout\/mon-panier$/);
  const emptyLink = page.getByRole("link", { name: "Vider le panier" });
  await waitForHydrated(emptyLink);
  await emptyLink.click();
  await page.getByRole("dialog", { name: "Vider le panier ?" }).getByRole("button", { name: "Vider le panier" }).click();
  await expect(page.getByText("Votre panier est vide.")).toBeVisible();
  // Focus lands on the emptied basket, not on the page's body.
  await expect(page.locator(":focus")).toContainText("Votre panier est vide.");
  const banner = page.getByRole("status").filter({ hasText: "Vous modifiez une commande déjà passée" });
  await expect(banner).toBeVisible();
  await banner.getByRole("button", { name: "Abandonner la modification" }).click();
  await expect(page.getByText(`Modification abandonnée : votre commande n° ${newId} reste telle qu'elle était.`)).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto(`/commande/${newId}`);
  await expect(lines.getByRole("row").filter({ hasText: product.name }).getByRole("cell").nth(1)).toHaveText(String(quantity + 1));
});

test("une cliente complète sa commande pendant que la banque vérifie sa modification : le complément suit la commande modifiée", async ({ page }) => {
  test.slow();
  const { product, quantity, orderId } = await customerWithOrder(page);

  // The order reopened, one more bottle, paid by a new card: the bank's challenge waits for its code.
  await page.goto(`/commande/${orderId}`);
  await page.getByRole("button", { name: "Modifier ma commande" }).click();
  await expect(page).toHaveURL(/\/checkout\/mon-panier$/);
  const stepper = basketLines(page).getByRole("group", { name: `Quantité de ${product.name}` });
  await waitForHydrated(stepper.getByRole("button", { name: `Ajouter une unité : ${product.name}` }));
  await stepper.getByRole("button", { name: `Ajouter une unité : ${product.name}` }).click();
  await expect(stepper.getByText(String(quantity + 1), { exact: true })).toBeVisible();
  await page.goto("/checkout/paiement");
  const newCard = page.locator("form").filter({ has: page.getByRole("heading", { level: 2, name: "Nouvelle carte" }) });
  await newCard.getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await expect(page).toHaveURL(/\/modal\/paiement\/sbp_[A-Za-z0-9_-]+$/);
  const bankPage = new URL(page.url()).pathname;
  await fillHostedCardForm(page);
  await expect(page.getByRole("heading", { level: 2, name: "Authentification 3-D Secure" })).toBeVisible();

  // Meanwhile the order still in force is completed with a bottle more.
  await page.goto(`/commande/${orderId}`);
  await page.getByRole("button", { name: "Ajouter des articles" }).click();
  await expect(page).toHaveURL(/\/checkout\/mon-panier$/);
  await expect(page.getByRole("status").filter({ hasText: "Vous complétez une commande déjà passée" })).toBeVisible();
  await page.goto(`/${product.slug}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: `Ajouter au panier : ${product.name}` }).click();
  await expect(page.getByRole("group", { name: `Quantité de ${product.name}` }).first().getByText("1", { exact: true })).toBeVisible();

  // The code typed: the modification replaces the order, and the complement being filled follows it (ADR 0078).
  await page.goto(bankPage);
  await confirmThreeDSecure(page);
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const newId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole("status")).toContainText(
    `Les articles que vous ajoutiez à la commande n° ${orderId} sont toujours dans votre panier : validez-le jusqu'au`,
  );
  await expect(page.getByRole("status")).toContainText(`pour qu'ils soient livrés avec la commande n° ${newId}, sans frais de livraison.`);
  await page.getByRole("link", { name: "Valider les articles ajoutés" }).click();
  await expect(page).toHaveURL(/\/checkout\/mon-panier$/);
  await expect(page.getByRole("status").filter({ hasText: "Vous complétez une commande déjà passée" })).toBeVisible();
  await expect(stepper.getByText("1", { exact: true })).toBeVisible();
  // Nothing stops its payment: it rides in the new order's slot.
  await page.goto("/checkout/ma-commande");
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByText("Livrée sur le créneau de la commande que vous complétez.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Passer au paiement" })).toBeVisible();
});

test("une cliente télécharge la facture de sa commande livrée", async ({ page, browser, request, baseURL }) => {
  test.slow();
  const { orderId } = await customerWithOrder(page);
  await page.goto(`/commande/${orderId}`);
  await expect(page.getByRole("link", { name: "Télécharger la facture (PDF)" })).toHaveCount(0);
  // An invoice link followed too early (an old e-mail, a bookmark): the order's page says why, in French, not raw JSON.
  await page.goto(`/commande/${orderId}/facture`);
  await expect(page).toHaveURL(new RegExp(`/commande/${orderId}\\?erreur=facture$`));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/^Pas encore de facture pour cette commande\s:\selle est établie à sa livraison\.$/);
  await expect(page.getByRole("heading", { level: 1, name: `Commande n° ${orderId}` })).toBeVisible();
  // The web-service's own address opened in the browser: the same page, not its JSON refusal (ADR 0119).
  await page.goto(`/next-react/downloadFile.php?t=facture&n=${orderId}`);
  await expect(page).toHaveURL(new RegExp(`/commande/${orderId}\\?erreur=facture$`));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/^Pas encore de facture pour cette commande\s:\selle est établie à sa livraison\.$/);
  // An unknown list of orders is the 404 page, not the orders in progress in its place.
  expect((await page.goto("/commande/historique?type=xyz"))?.status()).toBe(404);

  // The warehouse delivers it from its screen (ADR 0094); « npm run orders » does the same, tested with its command.
  const staff = await signInAsStaff(browser, request, baseURL, "/support/commandes");
  await deliverOnWarehouseScreen(staff, orderId);
  await staff.context().close();
  await page.goto(`/commande/${orderId}`);
  const invoice = page.getByRole("link", { name: "Télécharger la facture (PDF)" });
  const href = await invoice.getAttribute("href");
  expect(href).toBe(`/commande/${orderId}/facture`);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");
  // Someone else following the link reaches the 404 page, not the invoice.
  await page.context().clearCookies();
  await createAccount(page);
  const other = await page.goto(href!);
  expect(other?.status()).toBe(404);
});
