// Referral, told as a customer's story: Léa finds her code on /mes-parrainages and invites a friend by e-mail; the
// friend opens the invitation, signs up with the code already filled in and finds her welcome voucher on
// /bons-d-achat; Léa sees her friend signed up, her own voucher to come with the first delivery.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount, PASSWORD, uniqueEmail } from "./support/checkout-steps.ts";
import { fromOwnAddress } from "./support/shopper-address.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

/** The link of the newest e-mail sent to `to` that carries a referral code (sent by a background job). */
async function invitationLink(to: string): Promise<string> {
  const outbox = process.env.E2E_OUTBOX_DIR;
  expect(outbox, "E2E_OUTBOX_DIR names the outbox folder").toBeTruthy();
  let link = "";
  await expect
    .poll(
      () => {
        const files = readdirSync(outbox!)
          .filter((f) => f.endsWith(".json"))
          .map((f) => join(outbox!, f))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
        for (const file of files) {
          const mail = JSON.parse(readFileSync(file, "utf8")) as { to?: unknown; text?: string };
          if (JSON.stringify(mail.to ?? "").includes(to) && mail.text?.includes("parrain=")) {
            link = /https?:\/\/\S+parrain=\S+/.exec(mail.text)?.[0] ?? "";
            return link;
          }
        }
        return "";
      },
      { timeout: 15_000 },
    )
    .toContain("parrain=");
  return link;
}

test("une cliente parraine une amie par e-mail ; l'amie s'inscrit avec le code et trouve son bon de bienvenue", async ({ page, browser, baseURL, request }) => {
  test.slow();
  await createAccount(page);
  const friendEmail = uniqueEmail("ines");

  // Léa's code and the invitation.
  await page.goto("/mes-parrainages");
  await expect(page.getByRole("heading", { level: 1, name: "Mes parrainages" })).toBeVisible();
  const code = (await page.getByLabel(/^Votre code parrain :/).textContent())!.trim();
  expect(code).toMatch(/^LEA-[A-Z0-9]{5}$/);
  await expect(page.getByRole("textbox", { name: "Votre lien à partager" })).toHaveValue(new RegExp(`parrain=${code}$`));
  expect(await page.getByText(/^Pas encore de bon/).textContent()).toContain("Pas encore de bon\u00a0: il arrive");
  await page.getByRole("textbox", { name: "Adresse e-mail de votre ami" }).fill(friendEmail);
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation envoyée à ${friendEmail}.` })).toBeVisible();
  const friends = page.getByRole("list", { name: "Vos filleuls" });
  await expect(friends.getByRole("listitem").filter({ hasText: friendEmail })).toContainText("Invité");
  // The same address again is refused, in French, beside the form: the summary links to the field (ADR 0046).
  await page.getByRole("textbox", { name: "Adresse e-mail de votre ami" }).fill(friendEmail);
  await page.getByRole("button", { name: "Envoyer l'invitation" }).click();
  const refusal = page.getByRole("region", { name: "Inviter un ami par e-mail" }).getByRole("alert");
  await expect(refusal).toHaveText(/^Une erreur empêche l'envoi\s:/);
  await expect(refusal.getByRole("link", { name: "Vous avez déjà invité cette adresse : votre invitation est toujours valable." })).toHaveAttribute(
    "href",
    `#${await page.getByRole("textbox", { name: "Adresse e-mail de votre ami" }).getAttribute("id")}`,
  );

  // The friend, in her own browser, opens the invitation: the sign-up form has the code.
  const link = new URL(await invitationLink(friendEmail));
  const friendContext = await browser.newContext({ baseURL });
  await markAnnouncementSeen(friendContext, request, baseURL);
  const friend = await friendContext.newPage();
  await friend.goto(`${link.pathname}${link.search}`);
  await expect(friend.getByRole("heading", { level: 1, name: "Créer un compte" })).toBeVisible();
  await expect(friend.getByRole("textbox", { name: "Code parrain (facultatif)" })).toHaveValue(code);
  await friend.getByRole("radio", { name: "Mme" }).check();
  await friend.getByLabel("Prénom").fill("Inès");
  await friend.getByLabel("Nom", { exact: true }).fill("Moreau");
  await friend.getByLabel("Adresse e-mail").fill(friendEmail);
  await fromOwnAddress(friend.context());
  await friend.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await friend.getByRole("textbox", { name: "Code postal" }).fill("75011");
  await friend.getByRole("button", { name: "Créer mon compte" }).click();
  // The welcome confirms the voucher the form promised.
  const welcome = friend.getByRole("dialog", { name: "Bienvenue chez Cabas !" });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText("Bienvenue chez Cabas, Inès ! Votre bon de bienvenue de 10 € vous attend.");

  await friend.goto("/bons-d-achat");
  await expect(friend.getByRole("heading", { level: 1, name: "Mes bons d'achat" })).toBeVisible();
  await expect(friend.getByRole("heading", { level: 2, name: "1 bon à utiliser" })).toBeVisible();
  const voucher = friend.getByRole("list", { name: "Bons à utiliser" }).getByRole("listitem");
  await expect(voucher).toContainText("Bon de parrainage de 10,00 €");
  await expect(voucher).toContainText("Dès 50,00 € d'achats");
  await expect(voucher).toContainText("À utiliser");
  await friendContext.close();

  // Léa sees her friend signed up; her voucher comes with the first delivery.
  await page.goto("/mes-parrainages");
  const row = page.getByRole("list", { name: "Vos filleuls" }).getByRole("listitem").filter({ hasText: friendEmail });
  await expect(row).toContainText("Inès M.");
  await expect(row).toContainText("Inscrit");
  await expect(row.getByRole("button", { name: /Retirer l'invitation/ })).toHaveCount(0);
});

test("la cliente voit ses euros fidélité et jusqu'à quand ils sont valables", async ({ page }) => {
  await page.goto("/authentification?redirect=%2Fprogramme-de-fidelite-cabas");
  await page.getByLabel("Adresse e-mail").fill("client@cabas.example");
  await fromOwnAddress(page.context());
  await page.getByLabel("Mot de passe", { exact: true }).fill("Cabas-client-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  const balances = page.getByRole("definition").filter({ hasText: /^Valables jusqu'au \d{1,2}(er)? \S+ \d{4}, et 12 mois de plus à chaque commande livrée$/ });
  await expect(balances).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Ma fidélité" })).toBeVisible();
});

test("la cliente de démonstration : deux commandes livrées expliquent ses euros fidélité et le défi gagné, lisibles à 360 px", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/authentification?redirect=%2Fprogramme-de-fidelite-cabas");
  await page.getByLabel("Adresse e-mail").fill("client@cabas.example");
  await fromOwnAddress(page.context());
  await page.getByLabel("Mot de passe", { exact: true }).fill("Cabas-client-2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  const history = page.getByRole("table", { name: "Historique de vos avantages, du plus récent au plus ancien" });
  await expect(history.getByRole("row").filter({ hasText: /Commande n° \d+ livrée/ })).toHaveCount(2);
  await expect(history.getByRole("row").filter({ hasText: "Défi « Deux commandes, une récompense » réussi" })).toContainText("+5,00");
  // At 360 px every movement fits: nothing scrolls sideways, the page nor the table.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const box = await history.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(360);

  await page.goto("/defis");
  const challenge = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Deux commandes, une récompense" }) });
  await expect(challenge.getByText("Défi réussi : 5,00 € ajoutés à votre cagnotte.")).toBeVisible();
  await expect(challenge.getByRole("button", { name: /Participer/ })).toHaveCount(0);
  await page.goto("/defis/historique");
  await expect(page.getByText("Gagné : 5,00 € dans votre cagnotte")).toBeVisible();
  expect(await page.getByText(/^Gagné/).textContent()).toMatch(/^Gagné\u00a0: 5,00\s€ dans votre cagnotte$/);
  await page.goto("/mes-commandes-terminees");
  const orders = page.getByRole("main").getByRole("listitem").filter({ has: page.getByRole("link", { name: /^Commande n° \d+$/ }) });
  await expect(orders).toHaveCount(2);
  await expect(orders.first()).toContainText("livrée");
  await expect(orders.first().getByRole("link", { name: "Facture" })).toBeVisible();
});

test("« Mes bonnes affaires » : une nouvelle cliente y trouve les promotions du moment, en attendant celles de ses produits habituels", async ({ page }) => {
  await createAccount(page);
  await page.goto("/mon-compte");
  await page.getByRole("link", { name: "Mes bonnes affaires" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mes bonnes affaires" })).toBeVisible();
  // No order yet: none of her usual products, and the shop's promotions instead.
  const usual = page.getByRole("region", { name: "Vos produits habituels en promotion" });
  await expect(usual).toContainText("Aucun des produits que vous commandez n'est en promotion en ce moment.");
  const others = page.getByRole("region", { name: "Les autres promotions du moment" });
  await expect(others.getByRole("listitem").first()).toBeVisible();
  expect(await others.getByRole("listitem").count()).toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: "Vos économies qui vous attendent" }).getByRole("link", { name: "cagnotte" })).toHaveAttribute("href", "/ma-cagnotte");
});

test("sans JavaScript, l'inscription avec un code parrain confirme le bon de bienvenue sur la page d'arrivée", async ({ page, browser, baseURL }) => {
  await createAccount(page);
  await page.goto("/mes-parrainages");
  const code = (await page.getByLabel(/^Votre code parrain :/).textContent())!.trim();

  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await markAnnouncementSeen(context, context.request, baseURL);
  const friend = await context.newPage();
  await friend.goto(`/authentification?signin=1&parrain=${code}`);
  await expect(friend.getByRole("textbox", { name: "Code parrain (facultatif)" })).toHaveValue(code);
  await friend.getByRole("radio", { name: "Mme" }).check();
  await friend.getByLabel("Prénom").fill("Inès");
  await friend.getByLabel("Nom", { exact: true }).fill("Moreau");
  await friend.getByLabel("Adresse e-mail").fill(uniqueEmail("ines"));
  await fromOwnAddress(friend.context());
  await friend.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await friend.getByRole("textbox", { name: "Code postal" }).fill("75011");
  await friend.getByRole("button", { name: "Créer mon compte" }).click();

  const notice = friend.getByRole("status").filter({ hasText: "Votre bon de bienvenue de 10 € vous attend." });
  await expect(notice).toHaveText("Bienvenue chez Cabas, Inès ! Votre bon de bienvenue de 10 € vous attend.");
  await expect(friend.getByRole("banner").getByRole("link", { name: "Bonjour Inès" })).toBeVisible();
  // Said once, on the page the sign-up lands on.
  await friend.goto("/faq");
  await expect(friend.getByText("Votre bon de bienvenue de 10 € vous attend.")).toHaveCount(0);
  await context.close();
});
