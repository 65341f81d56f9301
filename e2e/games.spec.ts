// Challenges and the advent calendar, told as a customer's story: from the footer to the challenges, signed in to
// join one (its progress starts at zero, its products listed), then the advent calendar — closed before 1
// December (the servers' clock is real: December itself is covered by the API tests), opened today in December —
// and its rules; the account's activity tells the challenge joined.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount } from "./support/checkout-steps.ts";
import { confirmEmailForGames } from "./support/email-confirmation.ts";

const BIO = "Le bio, trois fois mieux";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

const card = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3, name: title }) });

test("une cliente rejoint un défi, suit sa progression et découvre le calendrier de l'Avent", async ({ page }) => {
  test.slow();
  // A visitor finds the challenges from the footer, and is asked to sign in to take part.
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Nos défis" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Nos défis" })).toBeVisible();
  await expect(card(page, BIO).getByRole("link", { name: "Connectez-vous pour participer" })).toBeVisible();

  const email = await createAccount(page);
  await page.goto("/defis");
  const bio = card(page, BIO);
  await expect(bio.getByText("Achetez 3 produits bio : 2 € dans votre cagnotte.")).toBeVisible();
  // The team's description, typeset where shown (ADR 0141): « : » and « € » never start a line.
  expect(await bio.getByText(/^Achetez 3 produits bio/).textContent()).toBe("Achetez 3 produits bio\u00a0: 2\u00a0€ dans votre cagnotte.");
  await bio.getByRole("button", { name: `Je participe au défi « ${BIO} »` }).click();
  await expect(page).toHaveURL(/\/defis\?inscrit=\d+/);
  await expect(page.getByRole("status").filter({ hasText: `Vous participez au défi « ${BIO} »` })).toBeVisible();
  await expect(bio.getByRole("progressbar", { name: `Progression du défi « ${BIO} »` })).toHaveAttribute("value", "0");
  await expect(bio.getByText("0 produit sur 3")).toBeVisible();
  await expect(bio.getByRole("button", { name: `Je participe au défi « ${BIO} »` })).toHaveCount(0);

  // The products that count: bio ones.
  await bio.getByRole("link", { name: "Voir les produits qui comptent" }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Les produits qui comptent pour « ${BIO} »` })).toBeVisible();
  await expect(page.locator("#produits").getByRole("listitem").first()).toBeVisible();

  // No finished challenge yet.
  await page.getByRole("link", { name: "Mes défis terminés" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mes défis terminés" })).toBeVisible();
  await expect(page.getByText("Aucun défi terminé pour le moment.")).toBeVisible();

  // The advent calendar: closed before 1 December, today's door to open from 1 to 24 December.
  const state = (await (await page.request.get("/next-react/getCalendrier.php")).json()) as { calendrier: { etat: string; jour_du_jour: number | null } };
  await page.goto("/calendrier-de-l-avent");
  await expect(page.getByRole("heading", { level: 1, name: /^Le calendrier de l'Avent \d{4}$/ })).toBeVisible();
  const doors = page.getByRole("list", { name: "Les cases du calendrier" });
  await expect(doors.getByRole("listitem")).toHaveCount(24);
  if (state.calendrier.etat === "avant") {
    await expect(page.getByText("Le calendrier de l'Avent ouvre ses portes le 1er décembre : une case à ouvrir chaque jour jusqu'au 24 décembre, sans obligation d'achat.")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Ouvrir la case/ })).toHaveCount(0);
    await expect(doors.getByRole("listitem", { name: "1er décembre, s'ouvrira ce jour-là", exact: true })).toBeVisible();
  } else if (state.calendrier.etat === "ouvert") {
    const day = state.calendrier.jour_du_jour!;
    // A game with prizes: the address is confirmed first (ADR 0048).
    await confirmEmailForGames(page, email);
    await page.goto("/calendrier-de-l-avent");
    await page.getByRole("button", { name: `Ouvrir la case du ${day === 1 ? "1er" : day} décembre` }).click();
    // With scripts, the result is the dialog the web-service names (CALENDRIER_NOEL_GAGNANT / _PERDANT).
    const result = page.getByRole("dialog", { name: /^(Bravo, vous avez gagné\s!|Ce n'est pas pour cette fois…)$/ });
    await expect(result).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /^Ouvrir la case/ })).toHaveCount(0);
  } else {
    await expect(page.getByText(/Le calendrier de l'Avent est terminé/)).toBeVisible();
  }

  // Its rules, available to all: free, without purchase.
  await page.getByRole("link", { name: "Lire le règlement du jeu" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Règlement du calendrier de l'Avent" })).toBeVisible();
  await expect(page.getByText("Aucun achat n'est nécessaire pour jouer.")).toBeVisible();

  // The account tells what happened.
  await page.goto("/mon-compte");
  const activity = page.getByRole("region", { name: "Activité récente" });
  await expect(activity.getByRole("link", { name: `Vous participez au défi « ${BIO} »` })).toBeVisible();
});
