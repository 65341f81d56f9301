// Steps of the purchase path shared by the journeys: an account, a basket above the minimum, a delivery address and
// a held slot, each done through the storefront as a shopper would; and the same steps, and a paid order, through the
// web-service's calls, for the journeys whose story starts after them.
import { expect, type APIRequestContext, type APIResponse, type Page } from "@playwright/test";
import { shopperAddress } from "./shopper-address.ts";

type Product = { id: number; slug: string; name: string; price: number; stock: number; in_stock: number; variableWeight: boolean };

export const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@exemple.fr`;
export const PASSWORD = "Panier-de-saison-42";

async function productsOf(request: APIRequestContext, slug: string): Promise<Product[]> {
  const response = await request.get(`/next-react/getCatalogue.php?slug=${slug}&limit=40`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { products: Product[] };
  return body.products.filter((p) => p.in_stock === 1 && p.stock >= 10 && !p.variableWeight);
}

/** A customer whose account is created through the web-service: its cookies land in the page's context. */
export async function createAccount(page: Page): Promise<string> {
  const email = uniqueEmail("lea");
  const response = await page.request.post("/next-react/register.php", {
    headers: shopperAddress(),
    form: { civilite: "Mme", prenom: "Léa", nom: "Martin", email, password: PASSWORD, cp: "75011" },
  });
  expect(response.ok()).toBe(true);
  return email;
}

/** A wine between 15 and 60 € and how many make the basket pass 40 € (fillBasket's choice). */
async function wineAbove40Euros(request: APIRequestContext): Promise<{ product: Product; quantity: number }> {
  const candidates = [...(await productsOf(request, "vins-rouges")), ...(await productsOf(request, "vins-blancs"))];
  const found = candidates.find((p) => p.price >= 15 && p.price < 60);
  expect(found, "a wine between 15 and 60 €").toBeTruthy();
  return { product: found!, quantity: Math.ceil(40.01 / found!.price) };
}

/**
 * Adds a wine from its product page until the basket is above 40 € (Paris's minimum is 35 €, and above 30 € the
 * sandbox asks a 3-D Secure challenge). No variable weight: the amount to authorise is the amount shown.
 */
export async function fillBasket(page: Page): Promise<{ product: Product; quantity: number }> {
  const { product, quantity } = await wineAbove40Euros(page.request);

  await page.goto(`/${product.slug}`);
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: `Ajouter au panier : ${product.name}` }).click();
  const stepper = page.getByRole("group", { name: `Quantité de ${product.name}` }).first();
  await expect(stepper.getByText("1", { exact: true })).toBeVisible();
  for (let q = 2; q <= quantity; q++) {
    await stepper.getByRole("button", { name: `Ajouter une unité : ${product.name}` }).click();
    await expect(stepper.getByText(String(q), { exact: true })).toBeVisible();
  }
  return { product, quantity };
}

/** The delivery address the journeys give, with its door code and floor, as the address form's fields name it. */
const DELIVERY_ADDRESS = {
  prenom: "Léa", nom: "Martin", adresse: "12 rue Oberkampf", code_postal: "75011", ville: "Paris",
  digicode: "4521A", etage: "3e gauche", telephone: "06 12 34 56 78",
};

/** Adds an address with door code and floor from /mes-adresses, and makes it the basket's delivery address. */
export async function addDeliveryAddress(page: Page) {
  await page.goto("/mes-adresses");
  const form = page.getByRole("form", { name: "Nouvelle adresse" });
  await form.getByLabel("Prénom").fill(DELIVERY_ADDRESS.prenom);
  await form.getByLabel("Nom", { exact: true }).fill(DELIVERY_ADDRESS.nom);
  await form.getByLabel("Adresse", { exact: true }).fill(DELIVERY_ADDRESS.adresse);
  await form.getByLabel("Code postal").fill(DELIVERY_ADDRESS.code_postal);
  await form.getByLabel("Ville").fill(DELIVERY_ADDRESS.ville);
  await form.getByLabel("Digicode (facultatif)").fill(DELIVERY_ADDRESS.digicode);
  await form.getByLabel("Étage (facultatif)").fill(DELIVERY_ADDRESS.etage);
  await form.getByLabel("Téléphone").fill(DELIVERY_ADDRESS.telephone);
  await form.getByRole("button", { name: "Ajouter l'adresse" }).click();
  await expect(page.getByText("Adresse ajoutée.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Mes adresses" }).getByText(/Digicode 4521A · Étage 3e gauche/)).toBeVisible();

  await page.getByRole("group", { name: "Adresse de livraison" }).getByRole("radio", { name: /12 rue Oberkampf/ }).check();
  await page.getByRole("button", { name: "Utiliser ces adresses" }).click();
  await expect(page.getByText("Adresses de votre panier enregistrées.")).toBeVisible();
}

/**
 * Holds the first open slot. The journeys share one shop: late in the day today's few places are taken by the other
 * worker's journeys, and a slot shown open may be full by the click. The shop then says so (« Ce créneau est
 * complet ») and shows it full; like a shopper, the journey takes the next one.
 */
export async function pickSlot(page: Page) {
  await page.goto("/creneau");
  await expect(page.getByRole("heading", { level: 1, name: "Créneaux de livraison" })).toBeVisible();
  const full = page.getByRole("alert").filter({ hasText: /Ce créneau est complet\s: choisissez-en un autre\./ });
  const held = page.getByText(/Créneau réservé jusqu'à\s\d{1,2}\sh/);
  for (let attempt = 0; attempt < 5; attempt++) {
    await page.locator('button[name="id_tranche"]:not([disabled])').first().click();
    await expect(held.or(full).first()).toBeVisible();
    if (await held.isVisible()) break;
    // Refused: the grid read again, so that the next click is answered on its own (the refusal above would otherwise
    // still be on screen and pass for its answer) and the slot now full is no longer offered.
    await page.goto("/creneau");
    await expect(full).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/creneau\?choisi=1$/);
  await expect(held).toBeVisible();
  // The basket has products: the page says where the order goes on.
  await expect(page.getByRole("link", { name: "Continuer ma commande" })).toHaveAttribute("href", "/checkout/ma-commande");
}

/** On the provider's hosted card page: a test card typed in and paid (the sandbox's accepted VISA unless told). */
export async function fillHostedCardForm(page: Page, cardNumber = "4242 4242 4242 4242") {
  await page.getByLabel("Numéro de carte").fill(cardNumber);
  await page.getByLabel("Date d'expiration (MM/AA)").fill("12/34");
  await page.getByLabel("Cryptogramme (CVC)").fill("123");
  await page.getByRole("button", { name: /^Payer / }).click();
}

/** The 3-D Secure challenge the sandbox asks above 30 €: the code it shows on its page (demonstration mode) typed back. */
export async function confirmThreeDSecure(page: Page) {
  const shown = await page.getByText(/^Code reçu \(mode démonstration\)/).textContent();
  const code = /(\d{4,6})\s*$/.exec(shown ?? "")?.[1];
  expect(code, `a code in « ${shown} »`).toBeTruthy();
  await page.getByLabel("Code de confirmation").fill(code!);
  await page.getByRole("button", { name: "Valider" }).click();
}

/**
 * From the recap to the confirmation, as briefly as the journeys that only need an order: a new card on the hosted
 * page, then its 3-D Secure challenge (checkout.spec.ts pays with every check). Returns the order's id.
 */
export async function payWithNewCard(page: Page): Promise<number> {
  await page.goto("/checkout/ma-commande");
  await page.getByRole("link", { name: "Passer au paiement" }).click();
  await expect(page).toHaveURL(/\/checkout\/paiement$/);
  const newCard = page.locator("form").filter({ has: page.getByRole("heading", { level: 2, name: "Nouvelle carte" }) });
  await newCard.getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await expect(page).toHaveURL(/\/modal\/paiement\/sbp_[A-Za-z0-9_-]+$/);
  await fillHostedCardForm(page);
  await confirmThreeDSecure(page);
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  return Number(/\/checkout\/confirmation\/(\d+)$/.exec(page.url())![1]);
}

/** The storefront's own address: the web-service takes a POST only from the shop's pages (ADR 0005). */
const shopOrigin = () => new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000").origin;

/** A call's JSON answer, after checking it succeeded (its message in the failure otherwise). */
async function succeeded<T>(response: APIResponse, what: string): Promise<T & { success: true }> {
  const body = (await response.json().catch(() => ({}))) as T & { success?: boolean; message?: string };
  expect(response.ok() && body.success, `${what}: ${response.status()} ${body.message ?? ""}`).toBe(true);
  return body as T & { success: true };
}

/** A form posted to the web-service as the shop's pages post it (its Origin), with the page's cookies. */
const postForm = (page: Page, path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
  page.request.post(path, { headers: { origin: shopOrigin(), ...headers }, form });

const postCall = <T>(page: Page, name: string, form: Record<string, string>) =>
  postForm(page, `/next-react/${name}.php`, form).then((r) => succeeded<T>(r, name));

/**
 * The end state of fillBasket, addDeliveryAddress and pickSlot (the same wine, the same address with its door code and
 * floor, the first open slot), reached through the web-service's calls: for a signed-in customer's journey whose story
 * starts at the recap or the payment. Each of those steps has its own journeys through the pages.
 */
export async function readyToPayThroughCalls(page: Page): Promise<{ product: Product; quantity: number }> {
  const { product, quantity } = await wineAbove40Euros(page.request);
  await postCall(page, "updatePanier", { action: "set_quantity", id: String(product.id), quantity: String(quantity) });
  const { adresse } = await postCall<{ adresse: { id_adresse: number } }>(page, "updateAdresse", DELIVERY_ADDRESS);
  const id = String(adresse.id_adresse);
  await postCall(page, "setAdresses", { id_adresse_liv: id, id_adresse_fac: id });

  // The first open slot; as in pickSlot, the next one when another worker's journey took its last place meanwhile.
  const grid = await succeeded<{ jours: { creneaux: { id_tranche: number; etat: string }[] }[] }>(await page.request.get("/next-react/getCreneaux.php"), "getCreneaux");
  const open = grid.jours.flatMap((day) => day.creneaux).filter((slot) => slot.etat === "disponible");
  for (const slot of open.slice(0, 5)) {
    const held = await postForm(page, "/next-react/setCreneaux.php", { id_tranche: String(slot.id_tranche) });
    if (held.ok()) return { product, quantity };
  }
  throw new Error("no open slot could be held");
}

/**
 * A basket ready to pay (readyToPayThroughCalls) paid by a new card through the sandbox's hosted page, its 3-D Secure
 * code typed back, all through calls: what payWithNewCard does in the pages. Returns the order's id.
 */
export async function placeOrderThroughCalls(page: Page): Promise<{ product: Product; quantity: number; orderId: number }> {
  const ready = await readyToPayThroughCalls(page);
  const configuration = await succeeded<{ checkout: string }>(await page.request.get("/next-react/payConfiguration.php?type=carte"), "payConfiguration");
  const { paiement } = await postCall<{ paiement: { redirect: string } }>(page, "payCommande", { checkout: configuration.checkout, mode: "nouvelle_carte" });
  const session = /\/modal\/paiement\/(sbp_[A-Za-z0-9_-]+)$/.exec(paiement.redirect)?.[1];
  expect(session, `the hosted page in « ${paiement.redirect} »`).toBeTruthy();
  // The sandbox answers scripts in JSON (apps/api/src/payment/payment-routes.ts).
  const sandbox = (step: string, form: Record<string, string>) =>
    postForm(page, `/next-react/sandbox/paiement/${session}/${step}`, form, { accept: "application/json" }).then((r) =>
      succeeded<{ session: { statut: string; code_sandbox: string | null }; redirect: string }>(r, `sandbox ${step}`),
    );
  const challenge = await sandbox("carte", { numero: "4242 4242 4242 4242", expiration: "12/34", cvc: "123" });
  expect(challenge.session.statut).toBe("challenge");
  const paid = await sandbox("code", { code: challenge.session.code_sandbox ?? "" });
  const orderId = Number(/^\/checkout\/confirmation\/(\d+)$/.exec(paid.redirect)?.[1]);
  expect(orderId, `an order in « ${paid.redirect} »`).toBeGreaterThan(0);
  return { ...ready, orderId };
}
