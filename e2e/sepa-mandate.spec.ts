// A customer pays by SEPA direct debit (ADR 0057): she reads the mandate's own words (creditor, its identifier, the
// authorisation, recurrent payment, date and place), signs it only by ticking the consent box, sees its unique
// reference (RUM), orders, and finds the mandate and the debit notice in her confirmation e-mail.
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { addDeliveryAddress, createAccount, fillBasket, pickSlot } from "./support/checkout-steps.ts";
import { mailTo } from "./support/outbox.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

test("une cliente lit le mandat SEPA, le signe en cochant son accord, voit sa RUM et la retrouve dans le courriel de confirmation", async ({
  page,
}) => {
  test.slow();
  const email = await createAccount(page);
  await fillBasket(page);
  await addDeliveryAddress(page);
  await pickSlot(page);

  await page.goto("/checkout/paiement");
  await expect(page.getByRole("heading", { level: 1, name: "Paiement" })).toBeVisible();
  const mandate = page
    .locator("form")
    .filter({ has: page.getByRole("heading", { level: 3, name: "Mandat de prélèvement SEPA" }) });
  await expect(mandate).toContainText("Créancier : Cabas SAS, 18 rue du Faubourg-Poissonnière, 75010 Paris");
  await expect(mandate).toContainText("Identifiant créancier SEPA (ICS) : FR72ZZZ123456");
  await expect(mandate).toContainText("Type de paiement : Paiement récurrent");
  await expect(mandate).toContainText(
    "En signant ce formulaire de mandat, vous autorisez Cabas à envoyer des instructions à votre banque pour débiter votre compte",
  );
  await expect(mandate).toContainText(
    "dans les 8 semaines suivant la date de débit de votre compte pour un prélèvement autorisé.",
  );
  await expect(mandate).toContainText(/Date de signature : \d{1,2}(er)? \S+ \d{4}/);

  await mandate.getByLabel("IBAN").fill("FR76 3000 6000 0112 3456 7890 189");
  await mandate.getByLabel("Titulaire du compte").fill("Léa Martin");
  await mandate.getByLabel("Lieu de signature").fill("Paris");
  const consent = mandate.getByRole("checkbox", { name: /j'autorise Cabas à prélever mon compte/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await mandate.getByRole("button", { name: "Signer le mandat" }).click();

  await expect(page).toHaveURL(/\/checkout\/paiement\?mandat=\d+$/);
  const notice = page.getByRole("status").filter({ hasText: "Mandat de prélèvement SEPA signé." });
  await expect(notice).toContainText(/Sa référence unique \(RUM\) : CABAS-[0-9A-F]{12}\./);
  const rum = /CABAS-[0-9A-F]{12}/.exec((await notice.textContent()) ?? "")![0];
  const sepa = page.locator("form").filter({ hasText: `référence unique du mandat (RUM) : ${rum}` });
  await expect(sepa).toContainText("Compte FR76 **** **** 0189 (Léa Martin)");
  await expect(sepa).toContainText(" à Paris");
  await sepa.getByRole("button", { name: "Commander avec obligation de paiement" }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation(-sepa)?\/\d+$/);
  const orderId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  const mail = () => mailTo(email, `Votre commande Cabas n° ${orderId} est confirmée`);
  await expect.poll(mail, { timeout: 15_000 }).toContain(`référence unique du mandat (RUM) : ${rum}.`);
  const text = mail();
  expect(text).toContain("identifiant créancier SEPA (ICS) : FR72ZZZ123456");
  expect(text).toContain("Avis de prélèvement : un prélèvement de ");
  expect(text).toContain("DROIT DE RÉTRACTATION");
  expect(text).toContain("sont jointes à ce message (conditions-generales-de-vente-cabas.txt)");
});
