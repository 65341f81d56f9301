// The cinema contest, told as shoppers' stories: a customer finds it from the offers page, reads its rules in their
// dialog, is asked at her first play to confirm her address (ADR 0048) and follows the e-mail's link back to the
// game, plays once (won or lost: the draw is the shop's, both are fine) and is refused a second play the same day
// from a tab left open (without scripts too: the page then shows the day's play); without scripts the result shows in
// the page and the rules on theirs; a visitor is asked to sign in first. The seed opens the contest a week before the day the servers start.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount } from "./support/checkout-steps.ts";
import { confirmationLinkFor, confirmEmailForGames } from "./support/email-confirmation.ts";
import { waitForHydrated } from "./support/hydration.ts";

const PAGE = "/offres-clients/offre-cinema";
const RESULT_TITLE = /^(Bravo, vous avez gagné\s!|Ce n'est pas pour cette fois…)$/;
const ALREADY_PLAYED = "Vous avez déjà joué aujourd'hui : revenez demain pour retenter votre chance !";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

const playButton = (page: Page) => page.getByRole("button", { name: "Jouer", exact: true });

test("une cliente lit le règlement, joue au jeu concours cinéma, puis ne peut rejouer que demain", async ({ page, context }) => {
  const email = await createAccount(page);
  await page.goto("/offres-clients");
  await page.getByRole("link", { name: "Jouer au jeu concours cinéma" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Le jeu concours cinéma Cabas" })).toBeVisible();
  await expect(page.getByText(/^\d+ lots de «\s2 places de cinéma\s» à gagner pendant toute la durée du jeu$/)).toBeVisible();
  // A second tab, opened before playing, still shows the button.
  const otherTab = await context.newPage();
  await otherTab.goto(PAGE);

  // The rules, in their dialog: free, without purchase, one play a day.
  const rulesLink = page.getByRole("link", { name: "Règlement du jeu" });
  await waitForHydrated(rulesLink);
  await rulesLink.click();
  const rules = page.getByRole("dialog", { name: "Règlement du jeu concours cinéma" });
  await expect(rules.getByText("Aucun achat n'est nécessaire pour jouer.")).toBeVisible();
  await expect(rules.getByText("une seule fois par jour et par compte")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(rules).toBeHidden();
  // Focus goes back to what opened the dialog.
  await expect(rulesLink).toBeFocused();

  // The first press asks to confirm the address: the e-mail's link confirms it and brings her back to the game.
  const first = playButton(page);
  await waitForHydrated(first);
  await first.click();
  await expect(page.getByText("Confirmez votre adresse e-mail pour participer : nous venons de vous envoyer un lien.")).toBeVisible();
  await page.goto(await confirmationLinkFor(email));
  await expect(page).toHaveURL(/\/offres-clients\/offre-cinema\?adresse_confirmee=1$/);
  await expect(page.getByText("Votre adresse e-mail est confirmée : vous pouvez jouer.")).toBeVisible();

  // One play: the dialog the web-service names, with its texts. Pressed twice in a row (a double-click), it plays once
  // and its result still shows.
  const play = playButton(page);
  await waitForHydrated(play);
  await play.dblclick();
  const result = page.getByRole("dialog", { name: RESULT_TITLE });
  await expect(result).toBeVisible();
  if ((await page.locator("dialog[open]").getAttribute("data-view")) === "CONCOURS_CINE_GAGNANT") {
    await expect(result.getByText(/^Vous gagnez 2 places de cinéma/)).toBeVisible();
    await expect(result.getByText(/^CINE-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/)).toBeVisible();
  } else {
    await expect(page.locator("dialog[open]")).toHaveAttribute("data-view", "CONCOURS_CINE_PERDANT");
    await expect(result.getByText(/^mais le jeu concours continue jusqu'au /)).toBeVisible();
    await expect(result.getByText("Vous pouvez retenter votre chance demain")).toBeVisible();
  }
  await page.keyboard.press("Escape");
  await expect(page.getByText("Vous avez joué aujourd'hui : revenez demain pour retenter votre chance !")).toBeVisible();
  await expect(playButton(page)).toHaveCount(0);
  // The button that opened the result is gone: focus waits on the main anchor, not on <body>.
  await expect(page.locator("#main-anchor")).toBeFocused();

  // The tab left open tries again: refused, in French.
  const again = playButton(otherTab);
  await waitForHydrated(again);
  await again.click();
  await expect(otherTab.getByText(ALREADY_PLAYED)).toBeVisible();
  await expect(otherTab.getByRole("dialog")).toHaveCount(0);
});

test("sans JavaScript, le résultat s'affiche dans la page et le règlement sur la sienne", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await confirmEmailForGames(page, await createAccount(page));
  await page.goto(PAGE);
  await playButton(page).click();
  await expect(page).toHaveURL(/\?resultat=(gagne|perdu)#resultat$/);
  await expect(page.getByRole("status").getByRole("heading", { level: 2, name: RESULT_TITLE })).toBeVisible();
  await expect(playButton(page)).toHaveCount(0);
  await page.getByRole("link", { name: "Règlement du jeu" }).click();
  await expect(page).toHaveURL(/\/offres-clients\/offre-cinema\/reglement$/);
  await expect(page.getByRole("heading", { level: 1, name: "Règlement du jeu concours cinéma" })).toBeVisible();
  await expect(page.getByText("Aucun achat n'est nécessaire pour jouer.")).toBeVisible();
  await context.close();
});

test("sans JavaScript, un second « Jouer » depuis un onglet resté ouvert montre la partie du jour", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await confirmEmailForGames(page, await createAccount(page));
  await page.goto(PAGE);
  const otherTab = await context.newPage();
  await otherTab.goto(PAGE);
  await playButton(page).click();
  await expect(page).toHaveURL(/\?resultat=(gagne|perdu)#resultat$/);
  // The second play is refused; the page shows the first one's result rather than hiding it behind the refusal.
  await playButton(otherTab).click();
  await expect(otherTab).toHaveURL(/\?resultat=deja#resultat$/);
  await expect(otherTab.getByRole("status").getByRole("heading", { level: 2, name: RESULT_TITLE })).toBeVisible();
  await expect(otherTab.getByText("Vous avez joué aujourd'hui : revenez demain pour retenter votre chance !")).toBeVisible();
  await expect(playButton(otherTab)).toHaveCount(0);
  await context.close();
});

test("un visiteur découvre le jeu et doit se connecter pour jouer", async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByText(/^Connectez-vous pour tenter votre chance\s: encore \d+ lots? à gagner/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Se connecter pour jouer" })).toHaveAttribute("href", "/authentification?redirect=%2Foffres-clients%2Foffre-cinema");
  await expect(playButton(page)).toHaveCount(0);
});
