// A customer whose SEPA debit came back pays the amount due herself, by card from her order's page, through the
// provider's hosted page (ADR 0129, amendment): the order page and the mail say it is paid, customer service's list drops it.
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount, readyToPayThroughCalls } from "./support/checkout-steps.ts";
import { mailTo } from "./support/outbox.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { inDatabase } from "./support/database.ts";
import { signInAsStaff } from "./support/staff.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

test("une cliente dont le prélèvement est revenu (MS02) règle le montant dû par carte depuis la page de sa commande : réglé une fois, hors de la liste du service client, confirmé par courriel", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(!process.env.DATABASE_URL, "needs the web-service's database");
  test.setTimeout(240_000);
  const email = await createAccount(page);
  await readyToPayThroughCalls(page);
  await page.goto("/checkout/paiement");
  const mandateForm = page.locator("form").filter({ has: page.getByRole("heading", { level: 3, name: "Mandat de prélèvement SEPA" }) });
  await waitForHydrated(mandateForm.getByRole("button", { name: "Signer le mandat" }));
  // The sandbox's test IBAN whose debits the debtor refuses (README, « Paying in the sandbox »).
  await mandateForm.getByLabel("IBAN").fill("FR76 3000 6000 0100 0000 0040 504");
  await mandateForm.getByLabel("Titulaire du compte").fill("Léa Martin");
  await mandateForm.getByLabel("Lieu de signature").fill("Lyon");
  await mandateForm.getByRole("checkbox", { name: /j'autorise Cabas à prélever mon compte/ }).check();
  await mandateForm.getByRole("button", { name: "Signer le mandat" }).click();
  const notice = page.getByRole("status").filter({ hasText: "Mandat de prélèvement SEPA signé." });
  await expect(notice).toContainText(/CABAS-[0-9A-F]{12}/);
  const rum = /CABAS-[0-9A-F]{12}/.exec((await notice.textContent()) ?? "")![0];
  await page.locator("form").filter({ hasText: `référence unique du mandat (RUM) : ${rum}` }).getByRole("button", { name: "Commander avec obligation de paiement" }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation(-sepa)?\/\d+$/);
  const orderId = Number(/(\d+)$/.exec(page.url())![1]);

  // The warehouse prepares it: the debit is presented (captured).
  const staff = await signInAsStaff(browser, request, baseURL, "/support/commandes");
  const card = staff.getByRole("article").filter({ has: staff.getByRole("heading", { level: 2, name: new RegExp(`^Commande n°\\s${orderId}\\s: `) }) });
  await card.getByRole("form", { name: `Peser et préparer : commande n° ${orderId}` }).getByRole("button", { name: "Peser et préparer" }).click();
  await expect(staff.getByRole("status")).toHaveText(new RegExp(`^Commande n°\u00A0${orderId} pesée et en préparation`));
  // The sandbox's bank answers two minutes later; a tester need not wait: its return falls due now, and the
  // sandbox.sepa-returns job (every minute) sends it to the shop's notification route.
  await inDatabase((query) =>
    query("update sandbox_payments set return_due_at = now() where id in (select provider_ref from payments where order_id = $1)", [orderId]),
  );
  const subject = `Votre commande Cabas n° ${orderId}\u00A0: prélèvement retourné par votre banque`;
  await expect.poll(() => mailTo(email, subject), { timeout: 150_000, intervals: [2_000] }).toContain("Motif indiqué par la banque\u00A0: prélèvement refusé par le titulaire du compte (MS02).");

  // She pays it herself from the order's page: a new card on the provider's page, 3-D Secure if the bank asks it.
  await page.goto(`/commande/${orderId}`);
  const pay = page.getByRole("button", { name: /^Régler [\d,]+\s€ par carte$/ });
  const amount = /Régler ([\d,]+)\s€/.exec((await pay.textContent()) ?? "")![1]!;
  await pay.click();
  await expect(page).toHaveURL(/\/modal\/paiement\/sbp_/);
  await page.getByLabel("Numéro de carte").fill("4242 4242 4242 4242");
  await page.getByLabel("Date d'expiration (MM/AA)").fill("12/29");
  await page.getByLabel("Cryptogramme (CVC)").fill("123");
  await page.getByRole("button", { name: /^Payer / }).click();
  if (await page.getByRole("heading", { name: "Authentification 3-D Secure" }).isVisible()) {
    const code = /(\d{6})/.exec((await page.getByText(/Code reçu/).textContent()) ?? "")![1]!;
    await page.getByLabel("Code de confirmation").fill(code);
    await page.getByRole("button", { name: "Valider" }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/commande/${orderId}$`));
  await expect(page.getByText(/réglés par carte en ligne le/)).toBeVisible();
  await expect(page.getByRole("button", { name: /par carte$/ })).toHaveCount(0);
  await expect.poll(() => mailTo(email, `Votre commande Cabas n° ${orderId}\u00A0: montant dû réglé`), { timeout: 30_000 }).toContain(`Nous avons bien reçu votre paiement de ${amount}\u00A0€ par carte`);

  // Customer service no longer lists it.
  await staff.goto("/support/commandes");
  await expect(staff.getByRole("heading", { level: 3, name: new RegExp(`^Commande n°\\s${orderId}\\s: `) })).toHaveCount(0);
  await staff.context().close();
});
