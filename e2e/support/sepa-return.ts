// A customer pays by SEPA with the sandbox's IBAN whose debits the debtor refuses, the warehouse prepares the order
// (the debit is presented) and the bank sends it back (MS02, ADR 0129): the story two journeys start from.
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { createAccount, readyToPayThroughCalls } from "./checkout-steps.ts";
import { mailTo } from "./outbox.ts";
import { waitForHydrated } from "./hydration.ts";
import { inDatabase } from "./database.ts";
import { signInAsStaff } from "./staff.ts";

export type ReturnedDebit = { email: string; orderId: number; rum: string; staff: Page; subject: string };

export async function debitReturnedByTheBank(page: Page, browser: Browser, request: APIRequestContext, baseURL: string | undefined): Promise<ReturnedDebit> {
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
  return { email, orderId, rum, staff, subject };
}
