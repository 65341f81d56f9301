// « Prévenez-moi quand Cabas livre chez moi », told as a visitor's story: a postal code Cabas does not deliver yet,
// the offer beside the message, and the confirmation; with and without JavaScript (ADR 0038).
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { uniqueEmail } from "./support/checkout-steps.ts";
import { waitForHydrated } from "./support/hydration.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

test("une visiteuse de Brest demande à être prévenue quand Cabas livrera chez elle", async ({ page }) => {
  await page.goto("/");
  const postcode = page.getByRole("banner").getByRole("link", { name: "Choisir mon code postal de livraison" });
  await waitForHydrated(postcode);
  await postcode.click();
  const dialog = page.getByRole("dialog", { name: "Où souhaitez-vous être livré ?" });
  await dialog.getByLabel("Code postal").fill("29200");
  await dialog.getByRole("button", { name: "Valider" }).click();
  await expect(dialog.getByText("Cabas ne livre pas encore le 29200")).toBeVisible();

  const offer = dialog.getByRole("region", { name: "Être prévenu quand Cabas livrera le 29200" });
  await offer.getByLabel("Votre adresse e-mail").fill(uniqueEmail("maiwenn"));
  // Without the consent, nothing is recorded: the refusal is said at the top and beside the box.
  await offer.getByRole("button", { name: "Me prévenir" }).click();
  await expect(offer.getByText(/^Cochez la case/)).toHaveCount(2);
  await offer.getByRole("checkbox", { name: /J'accepte de recevoir un seul e-mail/ }).check();
  await offer.getByRole("button", { name: "Me prévenir" }).click();
  await expect(offer.getByRole("status")).toHaveText(/^C'est noté : nous vous écrirons une seule fois, quand Cabas livrera le 29200\./);
});

test("sans JavaScript, l'offre se fait sur la page du code postal", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/code-postal?redirect=%2F");
  await page.getByRole("textbox", { name: "Code postal" }).fill("29200");
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Cabas ne livre pas encore le 29200")).toBeVisible();
  const offer = page.getByRole("region", { name: "Être prévenu quand Cabas livrera le 29200" });
  await offer.getByLabel("Votre adresse e-mail").fill(uniqueEmail("goulven"));
  await offer.getByRole("checkbox", { name: /J'accepte de recevoir un seul e-mail/ }).check();
  await offer.getByRole("button", { name: "Me prévenir" }).click();
  await expect(offer.getByRole("status")).toHaveText(/^C'est noté/);
  await context.close();
});

test("sans JavaScript, l'offre suit aussi les créneaux d'un code postal non livré", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/creneau?cp=22000");
  await expect(page.getByRole("alert").filter({ hasText: "Cabas ne livre pas encore le 22000" })).toBeVisible();
  const offer = page.getByRole("region", { name: "Être prévenu quand Cabas livrera le 22000" });
  await offer.getByLabel("Votre adresse e-mail").fill(uniqueEmail("nolwenn"));
  await offer.getByRole("checkbox", { name: /J'accepte de recevoir un seul e-mail/ }).check();
  await offer.getByRole("button", { name: "Me prévenir" }).click();
  await expect(offer.getByRole("status")).toHaveText(/^C'est noté/);
  await context.close();
});
