// What the shopper pays is what the payment page showed, told as shoppers' stories:
// - a customer whose voucher covers her whole basket orders it without any card, mandate or phone call, with
//   JavaScript and without (ADR 0072);
// - a customer whose basket changes in another tab while the payment page is open is sent back to that page with its
//   new total before anything is charged, and then orders at that total (ADR 0075);
// - a basket paid by its voucher that grows beyond it in another tab is refused for its new amount and offered the
//   means of payment again (ADR 0072 with ADR 0075).
// The vouchers are given in the web-service's database, as customer service would; the orders are counted there.
import { expect, test, type Page } from "@playwright/test";
import { PAGE_ERRORS } from "@cabas/contracts";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { confirmThreeDSecure, createAccount, fillHostedCardForm, readyToPayThroughCalls } from "./support/checkout-steps.ts";
import { inDatabase } from "./support/database.ts";
import { waitForHydrated } from "./support/hydration.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

const SKIP_WITHOUT_DATABASE = "needs DATABASE_URL: the voucher is given and the orders are counted in the web-service's database";

const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });
/** « 63,13 € », as the shop writes it. */
const euros = (cents: number) => euroFormat.format(cents / 100);

/** The basket's total, in cents, as the web-service prices it now. */
async function basketTotalCents(page: Page): Promise<number> {
  const response = await page.request.get("/next-react/getPanier.php");
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { totals: { total_euro: number } };
  return Math.round(body.totals.total_euro * 100);
}

/**
 * A voucher of `cents` with no minimum, valid a month, given to the account by customer service. Its active basket
 * row is touched, as the shop does when it gives vouchers back (ADR 0019), so the basket's benefits list it at once.
 * Returns its code.
 */
async function giveVoucher(email: string, cents: number): Promise<string> {
  const code = `CADEAU${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e4)}`;
  await inDatabase(async (query) => {
    const { rows } = await query(
      `INSERT INTO vouchers (user_id, code, kind, amount_cents, min_basket_cents, expires_at)
       SELECT id, $2, 'ba', $3, 0, now() + interval '30 days' FROM users WHERE lower(email) = lower($1) RETURNING user_id`,
      [email, code, cents],
    );
    expect(rows).toHaveLength(1);
    await query("UPDATE baskets SET updated_at = updated_at WHERE user_id = $1 AND status = 'active'", [rows[0]!.user_id]);
  });
  return code;
}

type OrderRow = { id: number; status: string; total_cents: number; payment_method: string; payments: number };

/** The account's orders, oldest first, with how many payment attempts each has. */
const ordersOf = (email: string): Promise<OrderRow[]> =>
  inDatabase(async (query) => {
    const { rows } = await query(
      `SELECT o.id, o.status, o.total_cents, o.payment_method, (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id) AS payments
       FROM orders o JOIN users u ON u.id = o.user_id WHERE lower(u.email) = lower($1) ORDER BY o.id`,
      [email],
    );
    return rows as OrderRow[];
  });

/** A new customer with a basket above the minimum, a delivery address and a held slot. */
async function customerReadyToPay(page: Page) {
  const email = await createAccount(page);
  // A basket, an address and a slot (their pages have their own journeys).
  const filled = await readyToPayThroughCalls(page);
  return { email, ...filled };
}

/** The voucher applied from the basket's benefits page, as the shopper does (with or without JavaScript). */
async function useVoucher(page: Page, code: string, withScripts: boolean) {
  await page.goto("/checkout/mes-avantages");
  const use = page.getByRole("button", { name: `Utiliser ${code}` });
  if (withScripts) await waitForHydrated(use);
  await use.click();
  await expect(page.getByRole("button", { name: `Retirer ${code}` })).toBeVisible();
}

const paymentForm = (page: Page, heading: string) => page.locator("form").filter({ has: page.getByRole("heading", { level: 2, name: heading }) });

/** On the payment page of a basket its benefits pay: one form, no means of payment asked, then the confirmation. */
async function orderPaidByBenefits(page: Page): Promise<number> {
  await page.goto("/checkout/paiement");
  await expect(page.getByRole("heading", { level: 1, name: "Paiement" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  await expect(page.getByText(`Total : ${euros(0)} — réglé par vos avantages`, { exact: true })).toBeVisible();
  const benefits = paymentForm(page, "Réglée par vos avantages");
  await expect(benefits).toContainText("rien ne sera débité, aucune carte n'est demandée");
  // No card, mandate or phone: the one button to order is the benefits'.
  for (const means of ["Carte enregistrée", "Nouvelle carte", "Prélèvement SEPA", "Par téléphone"]) {
    await expect(page.getByRole("heading", { name: means })).toHaveCount(0);
  }
  await expect(page.getByLabel("IBAN")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Commander avec obligation de paiement" })).toHaveCount(1);
  await benefits.getByRole("button", { name: "Commander avec obligation de paiement" }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const id = Number(/\/checkout\/confirmation\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText("Commande validée : elle est entièrement réglée par vos avantages, rien n'est débité.");
  await expect(page.getByText(`Commande n° ${id} — Total : ${euros(0)} — réglée par vos avantages : rien n'est débité`, { exact: true })).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText(/carte|autorisé/i);
  await expect(page.getByRole("link", { name: "Suivre ma commande" })).toHaveAttribute("href", `/commande/${id}`);
  return id;
}

/** The order in the database: one, placed, paid by the benefits with no payment attempt, and the voucher spent on it. */
async function expectOnePaidByBenefits(email: string, code: string, orderId: number) {
  expect(await ordersOf(email)).toEqual([{ id: orderId, status: "placed", total_cents: 0, payment_method: "benefits", payments: 0 }]);
  const voucher = await inDatabase(async (query) => (await query("SELECT used_order_id, used_at IS NOT NULL AS used FROM vouchers WHERE code = $1", [code])).rows[0]);
  expect(voucher).toEqual({ used_order_id: orderId, used: true });
}

test("une cliente dont le bon d'achat couvre tout le panier commande sans carte : rien n'est débité", async ({ page }) => {
  test.skip(!process.env.DATABASE_URL, SKIP_WITHOUT_DATABASE);
  test.slow();
  const { email } = await customerReadyToPay(page);
  // Customer service offers her a voucher larger than her basket and its delivery.
  const code = await giveVoucher(email, (await basketTotalCents(page)) + 10_000);
  await useVoucher(page, code, true);

  const orderId = await orderPaidByBenefits(page);
  await page.getByRole("link", { name: "Suivre ma commande" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Commande n° ${orderId}` })).toBeVisible();
  // The basket was ordered: a new, empty one starts.
  await page.goto("/checkout/mon-panier");
  await expect(page.getByText("Votre panier est vide.")).toBeVisible();
  await expectOnePaidByBenefits(email, code, orderId);
});

test("sans JavaScript, une cliente applique son bon d'achat et commande un panier entièrement réglé par ses avantages", async ({ page, browser, baseURL }) => {
  test.skip(!process.env.DATABASE_URL, SKIP_WITHOUT_DATABASE);
  test.slow();
  // Her basket, address and slot were prepared earlier; she finishes from a browser that runs no scripts.
  const { email } = await customerReadyToPay(page);
  const code = await giveVoucher(email, (await basketTotalCents(page)) + 10_000);
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() });
  try {
    const noScripts = await context.newPage();
    await useVoucher(noScripts, code, false);
    const orderId = await orderPaidByBenefits(noScripts);
    await expectOnePaidByBenefits(email, code, orderId);
  } finally {
    await context.close();
  }
});

test("le panier change dans un autre onglet avant « Commander » : la page de paiement montre le nouveau total, puis la commande est passée à ce total", async ({ page }) => {
  test.skip(!process.env.DATABASE_URL, SKIP_WITHOUT_DATABASE);
  test.slow();
  const { email, product, quantity } = await customerReadyToPay(page);
  const shownCents = await basketTotalCents(page);
  await page.goto("/checkout/paiement");
  await expect(page.getByRole("heading", { level: 1, name: "Paiement" })).toBeVisible();
  await expect(page.getByText(`Total : ${euros(shownCents)}`, { exact: true })).toBeVisible();

  // In another tab, one more bottle.
  const otherTab = await page.context().newPage();
  await otherTab.goto("/checkout/mon-panier");
  const stepper = otherTab.getByRole("list", { name: "Produits du panier" }).getByRole("group", { name: `Quantité de ${product.name}` });
  const addOne = stepper.getByRole("button", { name: `Ajouter une unité : ${product.name}` });
  await waitForHydrated(addOne);
  await addOne.click();
  await expect(stepper.getByText(String(quantity + 1), { exact: true })).toBeVisible();
  const newCents = await basketTotalCents(page);
  expect(newCents).toBeGreaterThan(shownCents);
  await otherTab.close();

  // Back on the first tab, she orders what the page still shows: refused before anything is placed or charged.
  await paymentForm(page, "Nouvelle carte").getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await expect(page).toHaveURL(/\/checkout\/paiement\?erreur=montant$/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(PAGE_ERRORS.montant);
  await expect(page.getByText(`Total : ${euros(newCents)}`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Total : ${euros(shownCents)}`, { exact: true })).toHaveCount(0);
  expect(await ordersOf(email)).toEqual([]);

  // She has read the new total and orders again: this time at that total.
  await paymentForm(page, "Nouvelle carte").getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await expect(page).toHaveURL(/\/modal\/paiement\/sbp_[A-Za-z0-9_-]+$/);
  await fillHostedCardForm(page);
  await expect(page.getByRole("heading", { level: 2, name: "Authentification 3-D Secure" })).toBeVisible();
  await confirmThreeDSecure(page);
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  const orderId = Number(/\/checkout\/confirmation\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole("status").filter({ hasText: "Paiement accepté : votre commande est validée." })).toBeVisible();
  await expect(page.getByText(`Commande n° ${orderId} — Total : ${euros(newCents)}`, { exact: true })).toBeVisible();

  const orders = await ordersOf(email);
  expect(orders).toEqual([{ id: orderId, status: "placed", total_cents: newCents, payment_method: "card", payments: 1 }]);
});

test("un panier réglé par son bon d'achat qui grandit dans un autre onglet est refusé pour son nouveau montant, et les moyens de paiement reviennent", async ({ page }) => {
  test.skip(!process.env.DATABASE_URL, SKIP_WITHOUT_DATABASE);
  test.slow();
  const { email, product, quantity } = await customerReadyToPay(page);
  // A voucher just larger than the basket: one more bottle goes beyond it.
  const voucherCents = (await basketTotalCents(page)) + 100;
  const code = await giveVoucher(email, voucherCents);
  await useVoucher(page, code, true);
  await page.goto("/checkout/paiement");
  await expect(page.getByText(`Total : ${euros(0)} — réglé par vos avantages`, { exact: true })).toBeVisible();

  // Through the basket's call from another tab of the same browser: one more bottle.
  const more = await page.request.post("/next-react/updatePanier.php", {
    headers: { origin: new URL(page.url()).origin },
    form: { action: "set_quantity", id: String(product.id), quantity: String(quantity + 1) },
  });
  expect(more.ok()).toBe(true);
  const newCents = await basketTotalCents(page);
  expect(newCents).toBeGreaterThan(0);

  await paymentForm(page, "Réglée par vos avantages").getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await expect(page).toHaveURL(/\/checkout\/paiement\?erreur=montant$/);
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(PAGE_ERRORS.montant);
  await expect(page.getByText(`Total : ${euros(newCents)}`, { exact: true })).toBeVisible();
  // Something is to be paid now: the means come back, the benefits' form goes.
  await expect(page.getByRole("heading", { level: 2, name: "Réglée par vos avantages" })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Nouvelle carte" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Prélèvement SEPA" })).toBeVisible();
  expect(await ordersOf(email)).toEqual([]);
  // The voucher is still hers, on the basket, unspent.
  const voucher = await inDatabase(async (query) => (await query("SELECT used_at IS NULL AS unused, basket_id IS NOT NULL AS on_basket FROM vouchers WHERE code = $1", [code])).rows[0]);
  expect(voucher).toEqual({ unused: true, on_basket: true });
});
