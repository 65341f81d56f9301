// A customer whose SEPA debit came back pays the amount due herself, by card from her order's page, through the
// provider's hosted page (ADR 0129, amendment): the order page and the mail say it is paid, customer service's list drops it.
// After her last reminder the payment page no longer offers SEPA and links that order instead (ADR 0130, amendment).
// An adviser's call in between is noted on customer service's list, never on her order page (ADR 0136).
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { mailTo } from "./support/outbox.ts";
import { debitReturnedByTheBank } from "./support/sepa-return.ts";
import { inDatabase } from "./support/database.ts";
import { readyToPayThroughCalls } from "./support/checkout-steps.ts";
import { waitForHydrated } from "./support/hydration.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

test("une cliente dont le prélèvement est revenu (MS02), après son dernier rappel, ne se voit plus proposer le prélèvement et règle le montant dû par carte depuis la page de sa commande : réglé une fois, hors de la liste du service client, confirmé par courriel, le prélèvement proposé à nouveau", async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.skip(!process.env.DATABASE_URL, "needs the web-service's database");
  test.setTimeout(240_000);
  const { email, orderId, staff } = await debitReturnedByTheBank(page, browser, request, baseURL);

  // Her first reminder (ADR 0130), due in three days, made due now: the worker mails it, customer service's list counts it.
  const due = await inDatabase(async (query) => {
    await query(
      "update background_jobs set run_at = now() where kind = 'orders.sepa-return-reminder' and payload->>'step' = '1' and (payload->>'paymentId')::int in (select id from payments where order_id = $1)",
      [orderId],
    );
    const { rows } = await query("select captured_cents from payments where order_id = $1 and returned_at is not null", [orderId]);
    return `${(Number(rows[0]!.captured_cents) / 100).toFixed(2).replace(".", ",")}\u00A0€`;
  });
  await expect
    .poll(() => mailTo(email, `Rappel\u00A0: ${due} restent dus sur votre commande Cabas n° ${orderId}`), { timeout: 30_000 })
    .toContain(`/commande/${orderId}`);
  await staff.goto("/support/commandes");
  const unpaid = staff.getByRole("article").filter({ has: staff.getByRole("heading", { level: 3, name: new RegExp(`^Commande n°\\s${orderId}\\s: `) }) });
  await expect(unpaid).toContainText(/1 rappel envoyé, le dernier le/);
  await expect(unpaid).toContainText("Aucun appel noté.");

  // An adviser calls her and notes her promise (ADR 0136): the list shows it, her order page never does.
  const promised = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(Date.now() + 3 * 86_400_000));
  const callForm = unpaid.getByRole("form", { name: `Appel au client de la commande n° ${orderId}` });
  await waitForHydrated(callForm.getByRole("button", { name: "Noter l'appel" }));
  await callForm.getByLabel("Issue de l'appel").selectOption({ label: "Promesse de paiement" });
  await callForm.getByLabel(/^Paiement promis pour le/).fill(promised);
  await callForm.getByLabel(/^Note, réservée à l'équipe/).fill("Réglera par carte sur le site");
  await callForm.getByRole("button", { name: "Noter l'appel" }).click();
  await expect(staff.getByRole("status")).toHaveText(new RegExp(`^Commande n°\\s${orderId}\\s: appel au client noté\\.$`));
  await expect(unpaid).toContainText(/1 appel noté, le dernier le .+ par .+\s: promesse de paiement pour le /);
  await expect(unpaid).toContainText("Réglera par carte sur le site");
  await page.goto(`/commande/${orderId}`);
  await expect(page.getByText(/Réglera par carte sur le site|promesse de paiement/i)).toHaveCount(0);

  // Her second and last reminders made due now as well: after the last one SEPA is barred until she pays (ADR 0130).
  await inDatabase((query) =>
    query(
      "update background_jobs set run_at = now() where kind = 'orders.sepa-return-reminder' and payload->>'step' in ('2', '3') and (payload->>'paymentId')::int in (select id from payments where order_id = $1)",
      [orderId],
    ),
  );
  await expect
    .poll(() => mailTo(email, `Dernier rappel\u00A0: ${due} restent dus sur votre commande Cabas n° ${orderId}`), { timeout: 30_000 })
    .toContain("ne vous est plus propos");

  // Her next basket: the payment page no longer offers SEPA, says why before she chooses it, and links the order to pay
  // (ADR 0130's amendment); the cards are offered as ever.
  await readyToPayThroughCalls(page);
  await page.goto("/checkout/paiement");
  const sepa = page.locator("div").filter({ has: page.getByRole("heading", { level: 2, name: "Prélèvement SEPA" }) }).last();
  await expect(sepa).toContainText(new RegExp(`n'est plus proposé pour vos commandes\\s: celui de votre commande n°\\s${orderId} est revenu impayé`));
  await expect(sepa.getByRole("button")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Nouvelle carte" })).toBeVisible();

  // She pays it herself from the order's page: a new card on the provider's page, 3-D Secure if the bank asks it.
  await sepa.getByRole("link", { name: new RegExp(`^Réglez ${due.replace("\u00A0", "\\s")} de la commande n°\\s${orderId}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/commande/${orderId}$`));
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

  // Customer service no longer lists it, and the payment page offers SEPA again (her mandate, revoked by the MS02,
  // to sign anew).
  await staff.goto("/support/commandes");
  await expect(staff.getByRole("heading", { level: 3, name: new RegExp(`^Commande n°\\s${orderId}\\s: `) })).toHaveCount(0);
  await page.goto("/checkout/paiement");
  await expect(page.getByRole("button", { name: "Signer le mandat" })).toBeVisible();
  await expect(page.getByText(/n'est plus proposé pour vos commandes/)).toHaveCount(0);
  await staff.context().close();
});
