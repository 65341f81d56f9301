// Notepads, told as a shopper's story: a customer writes her shopping as free text, sees products found for each
// line, puts one in the basket, edits the notepad, then deletes it after being asked to confirm.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { createAccount } from "./support/checkout-steps.ts";
import { expectNoErrorToast } from "./support/error-toast.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

const basketButton = (page: Page) => page.getByRole("banner").getByRole("link", { name: /Panier/ });
/** A line of the notepad with the products found for it. */
const notepadLine = (page: Page, text: string) => page.getByRole("region", { name: text, exact: true });

test("une cliente note ses courses dans un bloc-notes, ajoute un produit trouvé au panier, modifie puis supprime le bloc-notes", async ({ page }) => {
  test.setTimeout(60_000);
  await createAccount(page);
  await page.goto("/mon-compte");
  await page.getByRole("link", { name: "Mes blocs-notes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mes blocs-notes" })).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore de bloc-notes.")).toBeVisible();

  const form = page.getByRole("form", { name: "Nouveau bloc-notes" });
  await form.getByLabel("Titre").fill("Apéro");
  await form.getByLabel("Ma liste (facultatif)").fill("2 camembert\n- tomates");
  await form.getByRole("button", { name: "Créer le bloc-notes" }).click();

  await expect(page).toHaveURL(/\/bloc-notes\/\d+\?cree=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Bloc-notes créé." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Apéro" })).toBeVisible();
  const camembert = notepadLine(page, "2 camembert");
  await expect(camembert.getByText("Quantité notée : 2")).toBeVisible();
  await expect(notepadLine(page, "tomates").getByRole("heading", { level: 3, name: /Tomates/ }).first()).toBeVisible();

  // « 2 camembert »: the button adds the two written.
  const add = camembert.getByRole("button", { name: /^Ajouter 2 au panier : Camembert/ }).first();
  await waitForHydrated(add);
  const product = ((await add.getAttribute("aria-label")) ?? "").replace("Ajouter 2 au panier : ", "");
  await add.click();
  const stepper = camembert.getByRole("group", { name: `Quantité de ${product}` }).first();
  await expect(stepper.getByText("2", { exact: true })).toBeVisible();
  await expect(basketButton(page)).toHaveAccessibleName(/^2 articles Panier/);
  // A line without a written quantity adds one.
  await expect(notepadLine(page, "tomates").getByRole("button", { name: /^Ajouter au panier : Tomates/ }).first()).toBeVisible();

  const edit = page.getByRole("form", { name: "Modifier le bloc-notes" });
  await edit.getByLabel("Titre").fill("Apéro du soir");
  await edit.getByLabel("Ma liste (facultatif)").fill("2 camembert\n- tomates\nbaguette x3");
  await edit.getByRole("button", { name: "Enregistrer le bloc-notes" }).click();
  await expect(page).toHaveURL(/\/bloc-notes\/\d+\?enregistre=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Bloc-notes enregistré." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Apéro du soir" })).toBeVisible();
  const baguette = notepadLine(page, "baguette x3");
  await expect(baguette.getByText("Quantité notée : 3")).toBeVisible();
  await expect(baguette.getByRole("heading", { level: 3, name: /Baguette/ }).first()).toBeVisible();

  // Asked first, in the DELETE_BLOCNOTES dialog: cancelling keeps it.
  await page.getByRole("link", { name: "Supprimer ce bloc-notes" }).click();
  const confirm = page.getByRole("dialog", { name: "Supprimer ce bloc-notes ?" });
  await expect(confirm.getByText("Le bloc-notes « Apéro du soir » et tout son texte seront supprimés définitivement.")).toBeVisible();
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("heading", { level: 1, name: "Apéro du soir" })).toBeVisible();

  await page.getByRole("link", { name: "Supprimer ce bloc-notes" }).click();
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(page).toHaveURL(/\/mes-blocs-notes\?supprime=1$/);
  await expect(page.getByRole("status").filter({ hasText: "Bloc-notes supprimé." })).toBeVisible();
  await expectNoErrorToast(page);
  await expect(page.getByText("Vous n'avez pas encore de bloc-notes.")).toBeVisible();
});

test("sans JavaScript, le bloc-notes se supprime par l'étape de confirmation de sa page", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await createAccount(page);
  await page.goto("/mes-blocs-notes");
  const form = page.getByRole("form", { name: "Nouveau bloc-notes" });
  await form.getByLabel("Titre").fill("Marché");
  await form.getByRole("button", { name: "Créer le bloc-notes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Marché" })).toBeVisible();

  await page.getByRole("link", { name: "Supprimer ce bloc-notes" }).click();
  await expect(page).toHaveURL(/\?supprimer=1$/);
  const confirm = page.getByRole("region", { name: "Supprimer ce bloc-notes ?" });
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(page).toHaveURL(/\/mes-blocs-notes\?supprime=1$/);
  await context.close();
});
