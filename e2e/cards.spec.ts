// Payment dialogs, told as shoppers' stories: a customer saves a card through the provider's form opened in ADD_CARD,
// then deletes it through DELETE_CARD (cancelling first keeps it); another saves a card from the payment page and
// comes back to it, then pays by phone after confirming in CONFIRM_PAIEMENT_TEL and reaches the confirmation page,
// and staff confirm on the warehouse screen the payment the adviser took.
import { expect, test, type Locator, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { createAccount, readyToPayThroughCalls } from "./support/checkout-steps.ts";
import { signInAsStaff } from "./support/staff.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

/** The dialogs replace the plain forms only once the page is hydrated. */
async function openHydrated(page: Page, path: string, heading: string) {
  await page.goto(path);
  await waitForHydrated(page.getByRole("heading", { level: 1, name: heading }));
}

/** Saves a VISA ending in 4242 named `name`: ADD_CARD's provider form, then the naming form on /cartes-bancaires. */
async function saveCardFrom(page: Page, opener: Locator, name: string) {
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Ajouter une carte bancaire" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Numéro de carte")).toBeFocused();
  await dialog.getByLabel("Numéro de carte").fill("4242 4242 4242 4242");
  await dialog.getByLabel("Date d'expiration (MM/AA)").fill("12/34");
  await dialog.getByLabel("Cryptogramme (CVC)").fill("123");
  await dialog.getByRole("button", { name: "Vérifier la carte" }).click();

  await expect(page).toHaveURL(/\/cartes-bancaires\?id_empreinte=[A-Za-z0-9_-]+$/);
  await page.getByLabel("Nom de la carte (facultatif)").fill(name);
  await page.getByRole("button", { name: "Enregistrer cette carte" }).click();
}

test("une cliente enregistre une carte, renonce à la supprimer, puis la supprime", async ({ page }) => {
  await createAccount(page);
  await openHydrated(page, "/mes-cartes-bancaires", "Mes cartes bancaires");
  await saveCardFrom(page, page.getByRole("link", { name: "Ajouter une carte" }), "Perso");
  await expect(page).toHaveURL(/\/mes-cartes-bancaires\?ajout=1$/);
  await expect(page.getByText("Votre carte est enregistrée.")).toBeVisible();
  const cardRow = page.getByRole("listitem").filter({ hasText: "Perso — VISA •••• 4242" });
  await expect(cardRow).toBeVisible();

  const remove = cardRow.getByRole("button", { name: "Supprimer la carte Perso" });
  await waitForHydrated(remove);
  await remove.click();
  const dialog = page.getByRole("dialog", { name: "Supprimer une carte bancaire" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("Supprimer la carte Perso (VISA •••• 4242) ?")).toBeVisible();
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(cardRow).toBeVisible();

  await remove.click();
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Votre carte est supprimée." })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cardRow).toHaveCount(0);
  await expect(page.getByText("Aucune carte enregistrée.")).toBeVisible();
  // Still gone once the page is read again from the web-service.
  await page.reload();
  await expect(page.getByText("Aucune carte enregistrée.")).toBeVisible();
});

test("un client paie par téléphone après avoir confirmé comment se passe le paiement ; l'équipe confirme le paiement, puis annule la commande et note le remboursement fait au terminal", async ({ page, browser, request, baseURL }) => {
  test.slow();
  await createAccount(page);
  // A basket, an address and a slot (their pages have their own journeys).
  await readyToPayThroughCalls(page);

  // A card saved from the payment page brings the shopper back there, the card ready to choose.
  await openHydrated(page, "/checkout/paiement", "Paiement");
  await saveCardFrom(page, page.getByRole("link", { name: "enregistrez une carte" }), "Pro");
  await expect(page).toHaveURL(/\/checkout\/paiement\?ajout=1$/);
  await expect(page.getByText("Votre carte est enregistrée : vous pouvez la choisir ci-dessous.")).toBeVisible();
  await expect(page.getByRole("radio", { name: /^Pro — VISA •••• 4242/ })).toBeChecked();

  const byPhone = page.getByRole("button", { name: "Commander et payer par téléphone" });
  await waitForHydrated(byPhone);
  await byPhone.click();
  const dialog = page.getByRole("dialog", { name: "Payer par téléphone" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(/un conseiller vous appelle depuis le [0-9 +]+ pour prendre votre paiement par carte bancaire/);
  await expect(dialog).toContainText("Votre commande est passée dès maintenant, avec obligation de paiement.");

  // Cancelling places no order.
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  await expect(byPhone).toBeFocused();
  await expect(page).toHaveURL(/\/checkout\/paiement\?ajout=1$/);

  await byPhone.click();
  await dialog.getByRole("button", { name: "Confirmer" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  const id = /\/checkout\/confirmation\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByText(new RegExp(`^Commande n° ${id} — `))).toBeVisible();

  // Staff confirm on the warehouse screen what the adviser took (ADR 0094, amended); an unreadable amount is refused.
  const staff = await signInAsStaff(browser, request, baseURL, "/support/commandes?etat=a_confirmer");
  const card = staff.getByRole("article").filter({ has: staff.getByRole("heading", { level: 2, name: new RegExp(`^Commande n°\\s${id}\\s: `) }) });
  await expect(card).toContainText("Paiement par téléphone à confirmer");
  const confirm = card.getByRole("form", { name: `Confirmer le paiement : commande n° ${id}` });
  await confirm.getByLabel(/^Montant réglé par téléphone/).fill("douze euros");
  await confirm.getByRole("button", { name: "Confirmer le paiement" }).click();
  await expect(confirm.getByRole("alert")).toHaveText("Montant illisible : 50,60 par exemple.");
  await confirm.getByLabel(/^Montant réglé par téléphone/).fill("");
  await confirm.getByRole("button", { name: "Confirmer le paiement" }).click();
  await expect(staff.getByRole("status")).toHaveText(new RegExp(`^Commande n°\u00A0${id} payée par téléphone, confirmée, \\d+,\\d{2}\u00A0€ encaissés\\.$`));
  await expect(card).toHaveCount(0);

  // Cancelled, the order owes the customer what the adviser took: the screen lists the refund until it is recorded
  // with the terminal's reference (ADR 0094, amendment 3).
  await staff.goto("/support/commandes");
  const cancel = card.getByRole("form", { name: `Annuler la commande n° ${id}` });
  await cancel.getByRole("checkbox").check();
  await cancel.getByRole("button", { name: "Annuler la commande" }).click();
  await expect(staff.getByRole("status")).toHaveText(`Commande n°\u00A0${id} annulée. À rembourser sur la carte du client, au terminal de paiement par téléphone\u00A0: voir «\u00A0Remboursements par téléphone à faire\u00A0».`);
  const refunds = staff.getByRole("region", { name: "Remboursements par téléphone à faire" });
  const refund = refunds.getByRole("form", { name: `Remboursement de la commande n° ${id}` });
  // The amount owed, as the web-service says it.
  const label = (await refund.getByText(/^Référence du remboursement de /).textContent()) ?? "";
  const amount = /de (\d+,\d{2})\u00A0€ donnée/.exec(label)![1]!;
  await refund.getByRole("button", { name: "Remboursement effectué" }).click();
  await expect(refund.getByRole("alert")).toHaveText("Indiquez la référence du remboursement donnée par le terminal.");
  // Only the answer to the last action shows: the cancellation's message gives way to the refusal.
  await expect(staff.getByText(new RegExp(`^Commande n°\\s${id} annulée\\.`))).toBeHidden();
  await refund.getByLabel(/^Référence du remboursement de/).fill("TPE-2026-000417");
  await refund.getByRole("button", { name: "Remboursement effectué" }).click();
  await expect(staff.getByRole("status")).toHaveText(`Commande n°\u00A0${id} remboursée par téléphone, ${amount}\u00A0€ rendus sur sa carte.`);
  await expect(refund).toHaveCount(0);
  await staff.context().close();

  // The customer reads it on the order's page.
  await page.goto(`/commande/${id}`);
  await expect(page.getByText(new RegExp(`^Remboursé le .+\\s:\\s${amount}\\s€ réglés par téléphone, remboursés sur votre carte\\.$`))).toBeVisible();
});
