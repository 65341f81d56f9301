// A professional's story (ADR 0042): the page for professionals promises what exists, and a professional corrects
// their company's details on « Mes informations personnelles », with scripts and without.
import { expect, test, type APIRequestContext } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { shopperAddress } from "./support/shopper-address.ts";
import { PASSWORD, uniqueEmail } from "./support/checkout-steps.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

/** A professional account signed up as the sign-up form sends it; its cookies sign the browser in. */
async function signUpProfessional(request: APIRequestContext, who: string) {
  const response = await request.post("/next-react/register.php", {
    headers: shopperAddress(),
    form: {
      civilite: "M.",
      prenom: "Hugo",
      nom: "Petit",
      email: uniqueEmail(who),
      password: PASSWORD,
      cp: "75011",
      pro: "1",
      raison_sociale: "Bistrot Petit",
      siret: "73282932000074",
      tva: "FR44732829320",
    },
  });
  expect(response.ok()).toBe(true);
}

test("la page des professionnels ne promet que ce qui existe", async ({ page }) => {
  await page.goto("/livraison-de-courses-pour-professionnels");
  const main = page.getByRole("main");
  await expect(main.getByText(/Des factures au nom de votre entreprise/)).toBeVisible();
  await expect(main.getByText(/totaux HT, TVA et TTC/)).toBeVisible();
  for (const untrue of [/30 jours/, /Plusieurs utilisateurs/, /24 heures ouvrées/, /Prix affichés hors taxes/]) await expect(main.getByText(untrue)).toHaveCount(0);
  await expect(main.getByRole("link", { name: "Créer mon compte professionnel" })).toHaveAttribute("href", "/authentification?signin=1&pro=1");
});

test("un professionnel corrige le SIRET et le numéro de TVA de son entreprise", async ({ page }) => {
  await signUpProfessional(page.request, "hugo-pro");
  await page.goto("/infos-personnelles");
  const company = page.getByRole("region", { name: "Mon entreprise" });
  await expect(company).toContainText("Vos factures sont établies au nom de cette raison sociale, avec ce SIRET et ce numéro de TVA.");
  await expect(company.getByLabel("Raison sociale")).toHaveValue("Bistrot Petit");
  await expect(company.getByLabel("SIRET")).toHaveValue("73282932000074");
  await expect(company.getByLabel("N° de TVA intracommunautaire (facultatif)")).toHaveValue("FR44732829320");
  const submit = company.getByRole("button", { name: "Enregistrer" });
  await waitForHydrated(submit);

  // A SIRET with a wrong key: said in the summary and beside the field, what was typed kept.
  await company.getByLabel("Raison sociale").fill("Bistrot Petit et Fils");
  await company.getByLabel("SIRET").fill("552 081 317 00019");
  await submit.click();
  await expect(company.getByRole("alert")).toBeVisible();
  await expect(company.getByLabel("SIRET")).toHaveAccessibleDescription(/Ce SIRET n'est pas valide\s: vérifiez les 14 chiffres\./);
  await expect(company.getByLabel("Raison sociale")).toHaveValue("Bistrot Petit et Fils");

  // The right SIRET, but the old VAT number belongs to another SIREN (already said above: the answer to this try is
  // the one where the SIRET is accepted).
  await company.getByLabel("SIRET").fill("552 081 317 00018");
  await submit.click();
  await expect(company.getByLabel("SIRET")).not.toHaveAccessibleDescription(/Ce SIRET n'est pas valide/);
  await expect(company.getByLabel("N° de TVA intracommunautaire (facultatif)")).toHaveAccessibleDescription(
    /Ce numéro de TVA n'est pas celui de votre SIRET\s: ses 9 derniers chiffres doivent être votre SIREN, 552 081 317\./,
  );

  await company.getByLabel("N° de TVA intracommunautaire (facultatif)").fill("fr03 552081317");
  await submit.click();
  await expect(company.getByRole("status")).toHaveText("Les informations de votre entreprise sont enregistrées.");
  await expect(company.getByLabel("SIRET")).toHaveValue("55208131700018");
  await expect(company.getByLabel("N° de TVA intracommunautaire (facultatif)")).toHaveValue("FR03552081317");

  await page.goto("/mon-compte");
  await expect(page.getByText("Compte professionnel : Bistrot Petit et Fils")).toBeVisible();
});

test("sans JavaScript, un professionnel corrige aussi son entreprise", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await markAnnouncementSeen(context, context.request, baseURL);
  const page = await context.newPage();
  await signUpProfessional(context.request, "pro-sans-js");
  await page.goto("/informations-personnelles");
  const company = page.getByRole("region", { name: "Mon entreprise" });
  await company.getByLabel("Raison sociale").fill("Épicerie Petit");
  await company.getByLabel("N° de TVA intracommunautaire (facultatif)").fill("");
  await company.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByRole("region", { name: "Mon entreprise" }).getByText("Les informations de votre entreprise sont enregistrées.")).toBeVisible();
  await page.goto("/informations-personnelles");
  await expect(page.getByRole("region", { name: "Mon entreprise" }).getByLabel("Raison sociale")).toHaveValue("Épicerie Petit");
  await expect(page.getByRole("region", { name: "Mon entreprise" }).getByLabel("N° de TVA intracommunautaire (facultatif)")).toHaveValue("");
  await context.close();
});

test("un particulier n'a pas de section entreprise", async ({ page }) => {
  const response = await page.request.post("/next-react/register.php", {
    headers: shopperAddress(),
    form: { civilite: "Mme", prenom: "Léa", nom: "Martin", email: uniqueEmail("lea-foyer"), password: PASSWORD, cp: "75015" },
  });
  expect(response.ok()).toBe(true);
  await page.goto("/infos-personnelles");
  await expect(page.getByLabel("Prénom")).toBeVisible();
  await expect(page.getByRole("region", { name: "Mon entreprise" })).toHaveCount(0);
});
