// « Télécharger mes données » (exportDonnees, ADR 0082): Camille signs in, opens her settings and downloads her data;
// the file is named after the day and holds her account, her two delivered orders and her balances, in cents. A new
// customer whose browser runs no script downloads hers too.
import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { PASSWORD, uniqueEmail } from "./support/checkout-steps.ts";
import { shopperAddress, fromOwnAddress } from "./support/shopper-address.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

type Amount = { centimes: number; devise: string };
type DataFile = {
  format: string;
  compte: { email: string; prenom: string; nom: string };
  commandes: { statut: string; montants: { total: Amount }; lignes: unknown[] }[];
  fidelite: { soldes: { euros_fidelite: Amount; cagnotte: Amount; jokers: number } };
  bons_achat: { code: string }[];
};

/** Presses the section's button and reads the file the browser saves. */
async function downloadMyData(page: Page): Promise<{ download: Download; file: DataFile }> {
  const section = page.getByRole("region", { name: "Télécharger mes données" });
  const [download] = await Promise.all([page.waitForEvent("download"), section.getByRole("button", { name: "Télécharger mes données" }).click()]);
  const path = await download.path();
  return { download, file: JSON.parse(await readFile(path, "utf8")) as DataFile };
}

test("une cliente télécharge ses données depuis ses paramètres et y retrouve ses commandes", async ({ page }) => {
  await page.goto("/parametres");
  await expect(page).toHaveURL(/\/authentification\?redirect=%2Fparametres$/);
  await page.getByLabel("Adresse e-mail").fill("client@cabas.example");
  await fromOwnAddress(page.context());
  await page.getByLabel("Mot de passe", { exact: true }).fill("Cabas-client-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/parametres$/);

  const section = page.getByRole("region", { name: "Télécharger mes données" });
  await expect(section.getByText(/tout ce que Cabas conserve sur vous/)).toBeVisible();
  const { download, file } = await downloadMyData(page);
  expect(download.suggestedFilename()).toMatch(/^cabas-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  // The download leaves her where she was.
  await expect(page).toHaveURL(/\/parametres$/);

  expect(file.format).toBe("cabas-mes-donnees");
  expect(file.compte).toMatchObject({ email: "client@cabas.example", prenom: "Camille", nom: "Bernard" });
  const delivered = file.commandes.filter((c) => c.statut === "delivered");
  expect(delivered.length).toBeGreaterThanOrEqual(2);
  for (const order of delivered) {
    expect(order.lignes.length).toBeGreaterThan(0);
    expect(order.montants.total).toEqual({ centimes: expect.any(Number), devise: "EUR" });
  }
  expect(file.fidelite.soldes.jokers).toBeGreaterThanOrEqual(0);
  expect(file.bons_achat.map((b) => b.code)).toEqual(expect.arrayContaining(["BA-DEMO-5"]));
  // Her password's hash (argon2id) stays in the database; the API tests check every other secret.
  expect(JSON.stringify(file)).not.toContain("$argon2");
});

test("sans JavaScript, le téléchargement des données se fait aussi", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, acceptDownloads: true });
  await markAnnouncementSeen(context, context.request, baseURL);
  const page = await context.newPage();
  const email = uniqueEmail("donnees");
  const signUp = await context.request.post("/next-react/register.php", {
    headers: shopperAddress(),
    form: { civilite: "Mme", prenom: "Zoé", nom: "Lambert", email, password: PASSWORD, cp: "75011" },
  });
  expect(signUp.ok()).toBe(true);

  await page.goto("/parametres");
  const { download, file } = await downloadMyData(page);
  expect(download.suggestedFilename()).toMatch(/^cabas-mes-donnees-/);
  expect(file.compte).toMatchObject({ email, prenom: "Zoé", nom: "Lambert" });
  expect(file.commandes).toEqual([]);
  await context.close();
});
