// Customer service and the shop's own pages, told as shoppers' stories: writing to customer service with and
// without JavaScript, the offers of the moment, an arrival through a partner's link, and the abandoned baskets page.
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount } from "./support/checkout-steps.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

test("une visiteuse écrit au service client et reçoit une référence", async ({ page }) => {
  await page.goto("/contacter-cabas");
  await expect(page.getByRole("heading", { level: 1, name: "Contacter Cabas" })).toBeVisible();
  await page.getByLabel("Votre nom").fill("Chloé Durand");
  await page.getByLabel("Votre adresse e-mail").fill("chloe.durand@exemple.fr");
  await page.getByLabel("Sujet").selectOption({ label: "Une livraison" });
  await page.getByLabel("Votre message").fill("Pouvez-vous sonner deux fois ? La sonnette du bas ne marche plus.");
  await page.getByRole("button", { name: "Envoyer mon message" }).click();
  await expect(page.getByRole("status").filter({ hasText: /^Message envoyé \(référence SC-\d{6}\)/ })).toBeVisible();
});

test("sans JavaScript, une cliente écrit au service client avec ses nom et e-mail déjà remplis", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await createAccount(page);
  await page.goto("/contacter-cabas?commande=123");
  await expect(page.getByLabel("Votre nom")).toHaveValue("Léa Martin");
  await expect(page.getByLabel("Numéro de commande (facultatif)")).toHaveValue("123");
  await page.getByLabel("Votre message").fill("Une question sur ma commande, merci de me rappeler.");
  await page.getByRole("button", { name: "Envoyer mon message" }).click();
  // Order 123 is not hers: the web-service says so, and nothing is sent.
  await expect(page.getByRole("alert").filter({ hasText: "Cette commande n'existe pas." })).toBeVisible();
  await context.close();
});

test("les offres du moment, une arrivée par le lien d'un partenaire et les paniers abandonnés", async ({ page }) => {
  await page.goto("/offres-clients");
  const codes = page.getByRole("region", { name: "Les codes du moment" });
  await expect(codes).toContainText("BIENVENUE10");
  await expect(codes).toContainText("10,00 € de remise dès 60,00 € d'achats");

  // The partner's parameters are counted once and leave the address.
  await page.goto("/catalogue/cremerie?partenaire=bons-plans&campagne=noel");
  await expect(page).toHaveURL(/\/catalogue\/cremerie$/);

  await createAccount(page);
  await page.goto("/mes-paniers-abandonnes");
  await expect(page.getByRole("heading", { level: 1, name: "Mes paniers abandonnés" })).toBeVisible();
  await expect(page.getByText("Vous n'avez aucun panier abandonné.")).toBeVisible();
});
