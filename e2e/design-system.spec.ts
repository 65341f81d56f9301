// Stories of the living style guide (/design-system): modal host, toasts, loading button, drawer, YouTube view.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { waitForHydrated } from "./support/hydration.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

async function openStyleGuide(page: Page) {
  await page.goto("/design-system");
  // Interactive stories need the page to be hydrated.
  await waitForHydrated(page.getByRole("heading", { level: 1, name: "Guide de style" }));
}

const focusIsInsideOpenDialog = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.querySelector("dialog[open]");
    return !!dialog && dialog.contains(document.activeElement);
  });

test.describe("fenêtres modales", () => {
  test("une fenêtre s'ouvre, le focus y entre, Échap la ferme et le focus revient au bouton", async ({ page }) => {
    await openStyleGuide(page);
    const opener = page.getByRole("button", { name: "Ouvrir INFO" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Livraison offerte" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("La livraison est offerte dès 80 € d'achats.");
    await expect.poll(() => focusIsInsideOpenDialog(page)).toBe(true);

    const close = dialog.getByRole("button", { name: "Fermer la modal" });
    await expect(close).toHaveAttribute("title", "Fermer la modal");

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("le bouton « Fermer la modal » ferme la fenêtre et rend le focus", async ({ page }) => {
    await openStyleGuide(page);
    const opener = page.getByRole("button", { name: "Ouvrir CONFIRM", exact: true });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Vider le panier ?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Fermer la modal" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("le focus reste dans la fenêtre quand on tabule", async ({ page }) => {
    await openStyleGuide(page);
    await page.getByRole("button", { name: "Ouvrir CONFIRM", exact: true }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await focusIsInsideOpenDialog(page)).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusIsInsideOpenDialog(page)).toBe(true);
    }
  });

  test("une seule fenêtre à la fois : la seconde remplace la première", async ({ page }) => {
    await openStyleGuide(page);
    const opener = page.getByRole("button", { name: "Ouvrir deux fenêtres à la suite" });
    await opener.click();
    await expect(page.getByRole("dialog")).toHaveCount(1);
    await expect(page.getByRole("dialog")).toContainText("Deuxième fenêtre : elle remplace la première.");
    await expect(page.getByText("Elle sera remplacée.")).toHaveCount(0);
    await expect(page.locator("dialog[open]")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test("la confirmation attend la fin de l'action puis se ferme", async ({ page }) => {
    await openStyleGuide(page);
    await page.getByRole("button", { name: "Ouvrir CONFIRM", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Vider le panier ?" });
    await dialog.getByRole("button", { name: "Vider le panier" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Dernière confirmation : confirmée")).toBeVisible();
  });

  test("la fenêtre perdante du calendrier de l'Avent porte les textes de la spécification et les couleurs reçues", async ({ page }) => {
    await openStyleGuide(page);
    await page.getByRole("button", { name: "Ouvrir CALENDRIER_NOEL_PERDANT" }).click();
    const dialog = page.getByRole("dialog", { name: "Ce n'est pas pour cette fois…" });
    await expect(dialog.getByText("mais le jeu concours continue jusqu'au 24 décembre !")).toBeVisible();
    await expect(dialog.getByText("Vous pouvez retenter votre chance demain")).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Ce n'est pas pour cette fois…" })).toHaveCSS("color", "rgb(255, 255, 255)");
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(async () => Math.round((await page.locator("dialog[open]").boundingBox())?.width ?? 0)).toBe(800);
    await page.setViewportSize({ width: 800, height: 800 });
    await expect.poll(async () => Math.round((await page.locator("dialog[open]").boundingBox())?.width ?? 0)).toBe(700);
  });

  test("la vue CGV charge les conditions générales de vente", async ({ page }) => {
    await openStyleGuide(page);
    await page.getByRole("button", { name: "Ouvrir CGV" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expect(dialog.locator("p").first()).not.toBeEmpty();
  });

  test("la vue ZONES résume les zones livrées et mène à /ma-ville", async ({ page }) => {
    await openStyleGuide(page);
    await page.getByRole("button", { name: "Ouvrir ZONES" }).click();
    const dialog = page.getByRole("dialog", { name: "Les villes où nous livrons" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/\d+ communes?/).first()).toBeVisible();
    await dialog.getByRole("link", { name: "Voir toutes les villes livrées" }).click();
    await expect(page).toHaveURL(/\/ma-ville\/?$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("la vue VIDEO_YOUTUBE ne contacte pas YouTube avant le clic", async ({ page }) => {
    const youtube: string[] = [];
    page.on("request", (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) youtube.push(request.url());
    });
    await openStyleGuide(page);
    await page.getByRole("button", { name: "Ouvrir VIDEO_YOUTUBE" }).click();
    const dialog = page.getByRole("dialog", { name: "Comment Cabas prépare vos commandes" });
    const play = dialog.getByRole("button", { name: /Lire la vidéo/ });
    await expect(play).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(youtube).toEqual([]);

    await play.click();
    const frame = dialog.locator("iframe");
    await expect(frame).toHaveAttribute("src", /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ/);
    await expect(frame).toHaveAttribute("title", "Comment Cabas prépare vos commandes");
  });
});

test.describe("notifications", () => {
  test("un toast de succès s'annonce poliment et se ferme seul après environ 3 secondes", async ({ page }) => {
    await openStyleGuide(page);
    // Timed from the click, which comes before the toast shows: seeing the toast late (a busy machine) cannot
    // shorten the time measured.
    const clickedAt = Date.now();
    await page.getByRole("button", { name: "Toast succès" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Votre liste a bien été enregistrée." });
    await expect(toast).toBeVisible();
    await page.waitForTimeout(Math.max(0, clickedAt + 2000 - Date.now()));
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 4000 });
    const elapsed = Date.now() - clickedAt;
    expect(elapsed).toBeGreaterThan(2500);
    expect(elapsed).toBeLessThan(5500);
  });

  test("un toast d'erreur s'annonce comme une alerte", async ({ page }) => {
    await openStyleGuide(page);
    await page.getByRole("button", { name: "Toast erreur" }).click();
    const toast = page.getByRole("alert").filter({ hasText: "Le paiement n'a pas abouti." });
    await expect(toast).toBeVisible();
    await expect(toast.locator("xpath=..")).toHaveAttribute("aria-live", "assertive");
    await expect(toast).toBeHidden({ timeout: 5000 });
  });

  test("chaque type de toast a son style et aucune barre de progression", async ({ page }) => {
    await openStyleGuide(page);
    for (const label of ["Toast information", "Toast avertissement"])
      await page.getByRole("button", { name: label }).click();
    await expect(page.locator('[data-type="info"]')).toBeVisible();
    await expect(page.locator('[data-type="warning"]')).toBeVisible();
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
});

test("un bouton en chargement cache son libellé, montre le spinner et reste nommé", async ({ page }) => {
  await openStyleGuide(page);
  const button = page.getByRole("button", { name: "Valider le panier" });
  await expect(button.getByTestId("spinner")).toHaveCount(0);
  await button.click();
  await expect(button).toHaveAttribute("aria-busy", "true");
  await expect(button.getByTestId("spinner")).toBeVisible();
  await expect(button.getByText("Valider le panier")).toHaveCSS("opacity", "0");
  await expect(page.getByRole("button", { name: "Valider le panier" })).toHaveCount(1);
});

test("les tailles de bouton font 32, 38 et 46 px", async ({ page }) => {
  await openStyleGuide(page);
  for (const [size, height] of [
    ["small", 32],
    ["medium", 38],
    ["big", 46],
  ] as const) {
    const box = await page.getByRole("button", { name: `primary ${size}`, exact: true }).boundingBox();
    expect(Math.round(box?.height ?? 0)).toBe(height);
  }
});

test("le panneau latéral s'ouvre et se ferme, et rend le focus", async ({ page }) => {
  await openStyleGuide(page);
  const opener = page.getByRole("button", { name: "Ouvrir le panneau MAINTENANCE_MORE_INFO" });
  await opener.click();
  const drawer = page.getByRole("dialog", { name: "En savoir plus sur la maintenance" });
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveAttribute("data-state", "open");
  await drawer.getByRole("button", { name: "Fermer le panneau" }).click();
  await expect(drawer).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
});

test("les boutons radio sont de vrais boutons radio, exclusifs", async ({ page }) => {
  await openStyleGuide(page);
  const keep = page.getByRole("radio", { name: "Conserver les listes initiales" });
  const remove = page.getByRole("radio", { name: "Supprimer les listes initiales" });
  await expect(remove).toBeChecked();
  await keep.check();
  await expect(keep).toBeChecked();
  await expect(remove).not.toBeChecked();
});
