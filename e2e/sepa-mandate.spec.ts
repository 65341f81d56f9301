// A customer pays by SEPA direct debit (ADR 0057): she reads the mandate's own words (creditor, its identifier, the
// authorisation, recurrent payment, date and place), signs it only by ticking the consent box, sees its unique
// reference (RUM), orders, and finds the mandate and the debit notice in her confirmation e-mail. Then one revokes
// her mandate from her account, without JavaScript, and the payment page no longer offers it (ADR 0062). And one whose
// bank sends a debit back is told, her mandate revoked with why, and customer service records the amount paid (ADR 0129).
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount, readyToPayThroughCalls } from "./support/checkout-steps.ts";
import { mailTo } from "./support/outbox.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { debitReturnedByTheBank } from "./support/sepa-return.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

test("une cliente lit le mandat SEPA, le signe en cochant son accord, voit sa RUM et la retrouve dans le courriel de confirmation", async ({
  page,
}) => {
  test.slow();
  const email = await createAccount(page);
  // A basket, an address and a slot (their pages have their own journeys).
  await readyToPayThroughCalls(page);

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
  await expect(mandate).toContainText(/Date de signature\s: \d{1,2}(er)? \S+ \d{4}/);

  await mandate.getByLabel("IBAN").fill("FR76 3000 6000 0112 3456 7890 189");
  await mandate.getByLabel("Titulaire du compte").fill("Léa Martin");
  await mandate.getByLabel("Lieu de signature").fill("Paris");
  const consent = mandate.getByRole("checkbox", { name: /j'autorise Cabas à prélever mon compte/ });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await mandate.getByRole("button", { name: "Signer le mandat" }).click();

  await expect(page).toHaveURL(/\/checkout\/paiement\?mandat=\d+$/);
  const notice = page.getByRole("status").filter({ hasText: "Mandat de prélèvement SEPA signé." });
  await expect(notice).toContainText(/Sa référence unique \(RUM\)\s: CABAS-[0-9A-F]{12}\./);
  const rum = /CABAS-[0-9A-F]{12}/.exec((await notice.textContent()) ?? "")![0];
  const sepa = page.locator("form").filter({ hasText: `référence unique du mandat (RUM) : ${rum}` });
  await expect(sepa).toContainText("Compte FR76 **** **** 0189 (Léa Martin)");
  await expect(sepa).toContainText(" à Paris");
  await sepa.getByRole("button", { name: "Commander avec obligation de paiement" }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation(-sepa)?\/\d+$/);
  const orderId = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole("heading", { level: 1, name: "Merci pour votre commande !" })).toBeVisible();
  const mail = () => mailTo(email, `Votre commande Cabas n° ${orderId} est confirmée`);
  await expect.poll(mail, { timeout: 15_000 }).toContain(`référence unique du mandat (RUM)\u00A0: ${rum}.`);
  const text = mail();
  expect(text).toContain("identifiant créancier SEPA (ICS)\u00A0: FR72ZZZ123456");
  expect(text).toContain("Avis de prélèvement\u00A0: un prélèvement de ");
  expect(text).toContain("DROIT DE RÉTRACTATION");
  expect(text).toContain("sont jointes à ce message (conditions-generales-de-vente-cabas.txt)");
});

test("une cliente révoque son mandat SEPA depuis son compte, sans JavaScript, et la page de paiement ne le propose plus", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await createAccount(page);
  // A basket, an address and a slot (their pages have their own journeys).
  await readyToPayThroughCalls(page);
  await page.goto("/checkout/paiement");
  const mandateForm = page.locator("form").filter({ has: page.getByRole("heading", { level: 3, name: "Mandat de prélèvement SEPA" }) });
  await waitForHydrated(mandateForm.getByRole("button", { name: "Signer le mandat" }));
  await mandateForm.getByLabel("IBAN").fill("FR76 3000 6000 0112 3456 7890 189");
  await mandateForm.getByLabel("Titulaire du compte").fill("Léa Martin");
  await mandateForm.getByLabel("Lieu de signature").fill("Nantes");
  await mandateForm.getByRole("checkbox", { name: /j'autorise Cabas à prélever mon compte/ }).check();
  await mandateForm.getByRole("button", { name: "Signer le mandat" }).click();
  const notice = page.getByRole("status").filter({ hasText: "Mandat de prélèvement SEPA signé." });
  await expect(notice).toContainText(/CABAS-[0-9A-F]{12}/);
  const rum = /CABAS-[0-9A-F]{12}/.exec((await notice.textContent()) ?? "")![0];

  // The same session in a browser that runs no script: the revocation is plain links and one form.
  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() });
  const account = await noScript.newPage();
  await account.goto("/mes-cartes-bancaires");
  const mandates = account.getByRole("region", { name: "Mes mandats de prélèvement SEPA" });
  await expect(mandates).toContainText(`Mandat ${rum} (référence unique du mandat) — compte FR76 **** **** 0189 (Léa Martin), signé le`);
  await expect(mandates).toContainText(" à Nantes");
  await mandates.getByRole("link", { name: `Révoquer le mandat ${rum}` }).click();

  const confirm = account.getByRole("region", { name: `Révoquer le mandat ${rum} ?` });
  await expect(confirm).toContainText("ne pourra plus payer aucune nouvelle commande");
  await expect(confirm).toContainText("Aucune commande déjà passée n'attend de prélèvement sur ce mandat.");
  await confirm.getByRole("button", { name: "Confirmer la révocation" }).click();

  await expect(account).toHaveURL(/\/mes-cartes-bancaires\?revocation=1#mandats-sepa$/);
  await expect(account.getByRole("status")).toContainText("Votre mandat de prélèvement est révoqué : il ne servira plus à aucune nouvelle commande.");
  await expect(account.getByRole("region", { name: "Mes mandats de prélèvement SEPA" })).toContainText("Aucun mandat de prélèvement en cours.");
  await expect(account.getByRole("region", { name: "Mes mandats de prélèvement SEPA" }).getByText(rum)).toHaveCount(0);
  // Listed among the revoked ones, as hers (ADR 0129: a bank's return would give its reason instead).
  await expect(account.getByRole("region", { name: "Mandats révoqués" })).toContainText(new RegExp(`Mandat ${rum} .*Révoqué le \\d{1,2}(er)? \\S+ \\d{4}, à votre demande\\.`));

  // The payment page no longer pays with it: it asks to sign a new mandate instead.
  await account.goto("/checkout/paiement");
  await expect(account.getByRole("heading", { level: 1, name: "Paiement" })).toBeVisible();
  await expect(account.getByText(rum)).toHaveCount(0);
  await expect(account.getByRole("button", { name: "Signer le mandat" })).toBeVisible();
  await noScript.close();
});

test("une frontalière signe un mandat sur son compte suisse : le BIC et son adresse sont demandés, vérifiés, puis imprimés sur le mandat", async ({
  page,
}) => {
  test.slow();
  await createAccount(page);
  await readyToPayThroughCalls(page);
  await page.goto("/checkout/paiement");
  const mandateForm = () => page.locator("form").filter({ has: page.getByRole("heading", { level: 3, name: "Mandat de prélèvement SEPA" }) });
  await waitForHydrated(mandateForm().getByRole("button", { name: "Signer le mandat" }));
  const sign = async (fill?: () => Promise<void>) => {
    const form = mandateForm();
    await form.getByLabel("IBAN").fill("CH93 0076 2011 6238 5295 7");
    await form.getByLabel("Titulaire du compte").fill("Léa Martin");
    await form.getByLabel("Lieu de signature").fill("Annemasse");
    await fill?.();
    await form.getByRole("checkbox", { name: /j'autorise Cabas à prélever mon compte/ }).check();
    await form.getByRole("button", { name: "Signer le mandat" }).click();
  };

  // Without the BIC and the address, nothing is signed: the page says what is missing and opens the fields.
  await sign();
  await expect(page.getByRole("alert").filter({ hasText: "il demande le code BIC de votre banque" })).toBeVisible();
  await expect(page.getByText(/CABAS-[0-9A-F]{12}/)).toHaveCount(0);
  const form = mandateForm();
  await expect(form.getByLabel("Code BIC de votre banque")).toBeVisible();

  await sign(async () => {
    await form.getByLabel("Code BIC de votre banque").fill("ubsw ch zh 80a");
    await form.getByLabel("Adresse (numéro et rue)").fill("12 rue du Salève");
    await form.getByLabel("Code postal").fill("74100");
    await form.getByLabel("Ville").fill("Annemasse");
    await form.getByLabel("Pays").selectOption("FR");
  });
  const notice = page.getByRole("status").filter({ hasText: "Mandat de prélèvement SEPA signé." });
  await expect(notice).toContainText(/CABAS-[0-9A-F]{12}/);
  const rum = /CABAS-[0-9A-F]{12}/.exec((await notice.textContent()) ?? "")![0];
  const signed = page.locator("form").filter({ hasText: `référence unique du mandat (RUM) : ${rum}` });
  await expect(signed).toContainText("Compte CH93 **** ");
  await expect(signed).toContainText("Banque (BIC) : UBSWCHZH80A, adresse du titulaire : 12 rue du Salève, 74100 Annemasse, France");
});

test("le prélèvement d'une cliente revient de sa banque (MS02) : elle est prévenue, son mandat révoqué avec le motif, et le service client note le paiement", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(!process.env.DATABASE_URL, "needs the web-service's database");
  test.setTimeout(240_000);
  const { email, orderId, rum, staff, subject } = await debitReturnedByTheBank(page, browser, request, baseURL);
  const mail = mailTo(email, subject);
  expect(mail).toMatch(/appelez notre service client au 01\s86\s95\s00\s00/);
  expect(mail).toContain(`Votre mandat de prélèvement ${rum} est révoqué à la suite de ce retour`);

  await page.goto(`/commande/${orderId}`);
  await expect(page.getByRole("status").filter({ hasText: "Prélèvement impayé" })).toContainText(
    /Prélèvement impayé\s: votre banque nous a retourné le prélèvement de [\d,]+\s€ le \d{1,2}(er)? \S+ \d{4} \(motif\s: prélèvement refusé par le titulaire du compte \(MS02\)\)\. [\d,]+\s€ restent dus\. Pour régler/,
  );
  await page.goto("/mes-cartes-bancaires");
  await expect(page.getByRole("region", { name: "Mes mandats de prélèvement SEPA" })).toContainText("Aucun mandat de prélèvement en cours.");
  await expect(page.getByRole("region", { name: "Mandats révoqués" })).toContainText(
    new RegExp(`Mandat ${rum} .*Révoqué le \\d{1,2}(er)? \\S+ \\d{4}\\. Votre banque a retourné le prélèvement de la commande n°\\s${orderId}\\s: prélèvement refusé par le titulaire du compte \\(MS02\\)\\.`),
  );

  // Customer service sees it, takes the payment at the terminal and records it: the order leaves the list.
  await staff.goto("/support/commandes");
  const unpaid = staff.getByRole("region", { name: "Prélèvements SEPA impayés" });
  const debit = unpaid.getByRole("article").filter({ has: staff.getByRole("heading", { level: 3, name: new RegExp(`^Commande n°\\s${orderId}\\s: `) }) });
  await expect(debit).toContainText(/retourné le .*\s: prélèvement refusé par le titulaire du compte \(MS02\)\./);
  await debit.getByLabel(/Référence du paiement de .* donnée par le terminal/).fill("TPE-90210");
  await debit.getByRole("button", { name: "Montant dû encaissé" }).click();
  await expect(staff.getByRole("status")).toHaveText(new RegExp(`^Commande n°\u00A0${orderId} réglée par carte après son prélèvement impayé, [\\d,]+\u00A0€ encaissés\\.$`));
  await expect(staff.getByRole("heading", { level: 3, name: new RegExp(`^Commande n°\\s${orderId}\\s: `) })).toHaveCount(0);
  await page.goto(`/commande/${orderId}`);
  await expect(page.getByText(/réglés par carte auprès de notre service client le/)).toBeVisible();
  await staff.context().close();
});
