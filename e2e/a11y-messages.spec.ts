// Messages after a form, with the keyboard only (ADR 0046): a refused form's summary links to the field to correct
// and the link takes focus there; the message a page comes back with (`?cree=1`, `?enregistre=1`) takes focus, and
// takes it again when the same answer lands on the same address. The notepad pages: a form with a field error and
// a page whose message comes from its query string.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount } from "./support/checkout-steps.ts";
import { waitForHydrated } from "./support/hydration.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

/** Sends a form from one of its text fields as a keyboard user does: Enter in the field. */
async function sendWithEnter(page: Page, field: ReturnType<Page["getByLabel"]>) {
  await field.focus();
  await page.keyboard.press("Enter");
}

test("au clavier, le résumé d'erreurs mène au champ, et le message d'arrivée prend le focus, même deux fois de suite", async ({ page }) => {
  test.setTimeout(60_000);
  await createAccount(page);
  await page.goto("/mes-blocs-notes");
  const create = page.getByRole("form", { name: "Nouveau bloc-notes" });
  const title = create.getByLabel("Titre");
  await waitForHydrated(create.getByRole("button", { name: "Créer le bloc-notes" }));

  // Sent without a title: the summary takes focus, names the error and links to the field.
  await sendWithEnter(page, title);
  const summary = create.getByRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary).toContainText("Une erreur empêche l'envoi :");
  const link = summary.getByRole("link", { name: "Le titre est obligatoire." });
  await expect(link).toHaveAttribute("href", `#${await title.getAttribute("id")}`);
  await page.keyboard.press("Tab");
  await expect(link).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(title).toBeFocused();
  await expect(title).toHaveAttribute("aria-invalid", "true");

  // Corrected and sent: the notepad's page says it was created, and focus is on that message.
  await page.keyboard.type("Apéro");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/bloc-notes\/\d+\?cree=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Bloc-notes créé." })).toBeFocused();

  // Saved twice: the second answer lands on the address the first gave, and its message takes focus again.
  const edit = page.getByRole("form", { name: "Modifier le bloc-notes" });
  const editTitle = edit.getByLabel("Titre");
  await waitForHydrated(edit.getByRole("button", { name: "Enregistrer le bloc-notes" }));
  await sendWithEnter(page, editTitle);
  await expect(page).toHaveURL(/\/bloc-notes\/\d+\?enregistre=1$/);
  const saved = page.getByRole("status").filter({ hasText: "Bloc-notes enregistré." });
  await expect(saved).toBeFocused();
  const address = page.url();

  await editTitle.focus();
  await page.keyboard.type(" du soir");
  await expect(editTitle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Apéro du soir" })).toBeVisible();
  expect(page.url()).toBe(address);
  await expect(saved).toBeFocused();
});

test("sans JavaScript, le résumé d'erreurs renvoie au champ par son identifiant", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await markAnnouncementSeen(context, context.request, baseURL);
  const page = await context.newPage();
  await createAccount(page);
  await page.goto("/mes-blocs-notes");
  const create = page.getByRole("form", { name: "Nouveau bloc-notes" });
  await create.getByRole("button", { name: "Créer le bloc-notes" }).click();

  const link = create.getByRole("alert").getByRole("link", { name: "Le titre est obligatoire." });
  await expect(link).toBeVisible();
  const title = create.getByLabel("Titre");
  await expect(title).toHaveAttribute("aria-invalid", "true");
  await expect(link).toHaveAttribute("href", `#${await title.getAttribute("id")}`);
  await context.close();
});

/**
 * The sign-up's field errors, in the order the form shows its fields (RGAA 11.10, WCAG 2.4.3), each named by its field
 * (ADR 0118).
 */
const SIGN_UP_ERRORS_IN_FORM_ORDER = [
  /^Civilité\s:\s.*civilité/,
  /^Prénom\s:\sLe prénom/,
  /^Nom\s:\sLe nom/,
  /^Adresse e-mail\s:\s.*e-mail/,
  /^Mot de passe\s:\sLe mot de passe/,
  /^Code postal\s:\s.*code postal/i,
];

test("l'inscription envoyée vide : le résumé suit l'ordre du formulaire, et son lien « Civilité » mène au premier bouton radio", async ({ page }) => {
  await page.goto("/authentification?signin=1");
  const submit = page.getByRole("button", { name: "Créer mon compte" });
  await waitForHydrated(submit);
  await submit.click();

  const summary = page.getByRole("alert").filter({ hasText: "erreurs empêchent l'envoi" });
  await expect(summary).toBeFocused();
  const links = summary.getByRole("link");
  await expect(links).toHaveText(SIGN_UP_ERRORS_IN_FORM_ORDER);
  // The first link names the group, and lands on a control that takes focus: its first radio, not the fieldset.
  const first = page.getByRole("radio", { name: "Mme" });
  await expect(links.first()).toHaveAttribute("href", `#${await first.getAttribute("id")}`);
  await page.keyboard.press("Tab");
  await expect(links.first()).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute("aria-invalid", "true");
});

test("sans JavaScript, le résumé de l'inscription suit l'ordre du formulaire et renvoie au premier bouton radio", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await markAnnouncementSeen(context, context.request, baseURL);
  const page = await context.newPage();
  await page.goto("/authentification?signin=1");
  await page.getByRole("button", { name: "Créer mon compte" }).click();

  const links = page.getByRole("alert").getByRole("link");
  await expect(links).toHaveText(SIGN_UP_ERRORS_IN_FORM_ORDER);
  const first = page.getByRole("radio", { name: "Mme" });
  await expect(links.first()).toHaveAttribute("href", `#${await first.getAttribute("id")}`);
  // A plain fragment link to a control: the browser moves focus there.
  await links.first().click();
  await expect(first).toBeFocused();
  await context.close();
});
