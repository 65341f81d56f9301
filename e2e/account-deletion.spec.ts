// A customer deletes her account from « Paramètres » (supprimerCompte, ADR 0039): a wrong password first, then the
// right one; she lands on the confirmation, receives the e-mail, and her old credentials no longer open anything.
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { shopperAddress, fromOwnAddress } from "./support/shopper-address.ts";
import { PASSWORD, uniqueEmail } from "./support/checkout-steps.ts";
import { mailTo } from "./support/outbox.ts";
import { addOneVegetable } from "./support/basket-button.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

test("une cliente supprime son compte depuis ses paramètres et ne peut plus s'y connecter", async ({ page }) => {
  const email = uniqueEmail("ines");
  const signUp = await page.request.post("/next-react/register.php", {
    headers: shopperAddress(),
    form: { civilite: "Mme", prenom: "Inès", nom: "Roux", email, password: PASSWORD, cp: "75011" },
  });
  expect(signUp.ok()).toBe(true);

  // A product in her basket: once the account is gone, the header no longer shows it.
  const basketButton = await addOneVegetable(page);

  await page.goto("/parametres");
  const section = page.getByRole("region", { name: "Supprimer mon compte" });
  await expect(section.getByText("La loi nous oblige à garder vos commandes passées et leurs factures pendant dix ans")).toBeVisible();
  await expect(section.getByText(/seront perdus\./)).toBeVisible();
  const submit = section.getByRole("button", { name: "Supprimer définitivement mon compte" });
  await waitForHydrated(submit);

  // A wrong password: said in the summary and beside the field, and the account stays.
  await section.getByLabel("Votre mot de passe actuel").fill("pas-le-bon-mot-de-passe");
  await section.getByLabel("Je comprends que la suppression de mon compte est définitive.").check();
  await submit.click();
  await expect(section.getByText("Mot de passe incorrect : votre compte n'a pas été supprimé.")).toHaveCount(2);
  await expect(section.getByRole("alert")).toContainText("Mot de passe incorrect");
  await expect(section.getByLabel("Votre mot de passe actuel")).toHaveAccessibleDescription(/Mot de passe incorrect/);

  await section.getByLabel("Votre mot de passe actuel").fill(PASSWORD);
  await section.getByLabel("Je comprends que la suppression de mon compte est définitive.").check();
  await submit.click();
  await expect(page).toHaveURL(/\/compte-supprime$/);
  await expect(page.getByRole("status").filter({ hasText: "Votre compte a été supprimé." })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Mon compte" })).toBeVisible();
  await waitForHydrated(basketButton);
  await expect(basketButton).not.toHaveAccessibleName(/^1 article/);

  if (process.env.E2E_OUTBOX_DIR) {
    await expect.poll(() => mailTo(email, "Votre compte Cabas est supprimé"), { timeout: 15_000 }).toContain("Bonjour Inès");
  }

  await page.goto("/parametres");
  await expect(page).toHaveURL(/\/authentification\?redirect=%2Fparametres$/);
  await page.getByLabel("Adresse e-mail").fill(email);
  await fromOwnAddress(page.context());
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Adresse e-mail ou mot de passe incorrect.")).toBeVisible();
});

test("sans JavaScript, la suppression du compte se fait aussi", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await markAnnouncementSeen(context, context.request, baseURL);
  const page = await context.newPage();
  const email = uniqueEmail("sans-js");
  const signUp = await context.request.post("/next-react/register.php", {
    headers: shopperAddress(),
    form: { civilite: "M.", prenom: "Hugo", nom: "Blanc", email, password: PASSWORD, cp: "75011" },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto("/parametres");
  const section = page.getByRole("region", { name: "Supprimer mon compte" });
  await section.getByLabel("Votre mot de passe actuel").fill(PASSWORD);
  await section.getByLabel("Je comprends que la suppression de mon compte est définitive.").check();
  await section.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page).toHaveURL(/\/compte-supprime$/);
  await expect(page.getByText("Votre compte a été supprimé.")).toBeVisible();
  await context.close();
});

test("un compte de l'équipe ne voit pas le formulaire de suppression dans ses paramètres", async ({ page }) => {
  await page.goto("/parametres");
  await page.getByLabel("Adresse e-mail").fill("support@cabas.example");
  await fromOwnAddress(page.context());
  await page.getByLabel("Mot de passe", { exact: true }).fill("Cabas-support-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/parametres$/);
  const section = page.getByRole("region", { name: "Supprimer mon compte" });
  await expect(section.getByText("Un compte de l'équipe Cabas ne se supprime pas depuis la boutique : demandez-le à l'administrateur.")).toBeVisible();
  await expect(section.getByLabel("Votre mot de passe actuel")).toHaveCount(0);
  await expect(section.getByRole("button", { name: "Supprimer définitivement mon compte" })).toHaveCount(0);
});

test("la page « compte supprimé » ouverte avec une session ramène au compte", async ({ page }) => {
  const email = uniqueEmail("toujours-la");
  const signUp = await page.request.post("/next-react/register.php", {
    headers: shopperAddress(),
    form: { civilite: "Mme", prenom: "Alix", nom: "Roux", email, password: PASSWORD, cp: "75011" },
  });
  expect(signUp.ok()).toBe(true);
  await page.goto("/compte-supprime");
  await expect(page).toHaveURL(/\/mon-compte$/);
  await expect(page.getByText("Votre compte a été supprimé.")).toHaveCount(0);
});
