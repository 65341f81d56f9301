// The new-site survey (NOUVEAU_SITE_SONDAGE) told as a customer's story: a guest is asked to sign in; a customer
// sends it half-answered and reads which question is missing, answers the rest, is thanked, and cannot answer twice.
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount } from "./support/checkout-steps.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { scrollIntoViewUntilStill } from "./support/steady-position.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

test("une cliente répond au sondage du nouveau site, une seule fois", async ({ page }) => {
  await page.goto("/sondage");
  await expect(page.getByRole("heading", { level: 1, name: "Votre avis sur le nouveau site" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Connectez-vous" })).toHaveAttribute("href", "/authentification?redirect=%2Fsondage%3Fcode%3DNOUVEAU_SITE_SONDAGE");

  await createAccount(page);
  await page.goto("/sondage");
  const form = page.getByRole("form", { name: "Votre avis sur le nouveau site" });
  const satisfaction = form.getByRole("group", { name: /Dans l'ensemble, êtes-vous satisfait/ });
  await waitForHydrated(form.getByRole("button", { name: "Envoyer mes réponses" }));
  await form.getByRole("group", { name: /Trouver vos produits/ }).getByRole("radio", { name: "Plus facile" }).check();
  await form.getByRole("button", { name: "Envoyer mes réponses" }).click();
  // Refused by the web-service, question by question; what was answered stays.
  await expect(satisfaction.getByText("Merci de répondre à cette question.")).toBeVisible();
  await expect(form.getByRole("group", { name: /Recommanderiez-vous Cabas/ }).getByText("Merci de répondre à cette question.")).toBeVisible();
  await expect(form.getByRole("group", { name: /Trouver vos produits/ }).getByRole("radio", { name: "Plus facile" })).toBeChecked();

  await satisfaction.getByRole("radio", { name: "4", exact: true }).check();
  await form.getByRole("group", { name: /Recommanderiez-vous Cabas/ }).getByRole("radio", { name: "9", exact: true }).check();
  await form.getByLabel(/Que pourrions-nous améliorer/).fill("Plus de produits locaux, s'il vous plaît.");
  await form.getByRole("button", { name: "Envoyer mes réponses" }).click();
  await expect(page).toHaveURL(/\/sondage\?code=NOUVEAU_SITE_SONDAGE&merci=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Merci ! Vos réponses sont bien enregistrées." })).toBeVisible();

  await page.goto("/sondage");
  await expect(page.getByText("Vous avez déjà répondu à ce sondage : merci pour votre participation.")).toBeVisible();
  await expect(page.getByRole("form", { name: "Votre avis sur le nouveau site" })).toHaveCount(0);
});

test("avec JavaScript, le lien du pied de page ouvre le sondage dans sa fenêtre, qui remercie d'un message", async ({ page }) => {
  await createAccount(page);
  await page.goto("/");
  // Clicked before React hydrates it, the link is still a plain one and goes to the survey's page.
  const surveyLink = page.getByRole("contentinfo").getByRole("link", { name: "Votre avis sur le nouveau site" });
  await waitForHydrated(surveyLink);
  await scrollIntoViewUntilStill(surveyLink);
  await surveyLink.click();
  const dialog = page.getByRole("dialog", { name: "Votre avis sur le nouveau site" });
  const form = dialog.getByRole("form", { name: "Votre avis sur le nouveau site" });
  // A refusal stays in the dialog, question by question.
  await form.getByRole("button", { name: "Envoyer mes réponses" }).click();
  await expect(form.getByRole("group", { name: /Dans l'ensemble, êtes-vous satisfait/ }).getByText("Merci de répondre à cette question.")).toBeVisible();
  await form.getByRole("group", { name: /Dans l'ensemble, êtes-vous satisfait/ }).getByRole("radio", { name: "5", exact: true }).check();
  await form.getByRole("group", { name: /Recommanderiez-vous Cabas/ }).getByRole("radio", { name: "10", exact: true }).check();
  await form.getByRole("group", { name: /Trouver vos produits/ }).getByRole("radio", { name: "Plus facile" }).check();
  await form.getByRole("button", { name: "Envoyer mes réponses" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Merci ! Vos réponses sont bien enregistrées.")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await scrollIntoViewUntilStill(surveyLink);
  await surveyLink.click();
  await expect(dialog.getByText("Vous avez déjà répondu à ce sondage : merci pour votre participation.")).toBeVisible();
});
