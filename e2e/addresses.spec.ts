// The address book told as a customer's story: an address Cabas does not deliver is kept and said to be out of the
// zone; a later refusal replaces the page's earlier answer; deleting an address is asked first, without JavaScript
// on the page and with it in a dialog.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { shopperAddress } from "./support/shopper-address.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

const uniqueEmail = (who: string) => `${who}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@exemple.fr`;

async function signedInCustomer(page: Page) {
  const response = await page.request.post("/next-react/register.php", {
    headers: shopperAddress(),
    form: { civilite: "Mme", prenom: "Léa", nom: "Martin", email: uniqueEmail("lea"), password: "Panier-de-saison-42", cp: "75011" },
  });
  expect(response.ok()).toBe(true);
}

async function addBrest(page: Page) {
  const form = page.getByRole("form", { name: "Nouvelle adresse" });
  await form.getByLabel("Prénom").fill("Léa");
  await form.getByLabel("Nom", { exact: true }).fill("Martin");
  await form.getByLabel("Adresse", { exact: true }).fill("12 boulevard Voltaire");
  await form.getByLabel("Code postal").fill("29200");
  await form.getByLabel("Ville").fill("Brest");
  await form.getByLabel("Téléphone").fill("0612345678");
  await form.getByRole("button", { name: "Ajouter l'adresse" }).click();
}

test("sans JavaScript, une adresse hors zone est dite non livrée, une erreur remplace le message, et la suppression est demandée d'abord", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await signedInCustomer(page);
  await page.goto("/mes-adresses");
  await addBrest(page);
  const added = page.getByRole("status").filter({ hasText: "Adresse ajoutée." });
  await expect(added).toHaveText(/^Adresse ajoutée\.\sCabas ne livre pas le 29200 pour le moment\s:\scette adresse peut servir d'adresse de facturation, pas de livraison\.$/);
  const book = page.getByRole("list", { name: "Mes adresses" });
  await expect(book.getByText("06 12 34 56 78")).toBeVisible();

  // A refusal afterwards: it alone is on screen, each of its entries naming its field (ADR 0118).
  await page.getByRole("form", { name: "Nouvelle adresse" }).getByRole("button", { name: "Ajouter l'adresse" }).click();
  const refusal = page.getByRole("form", { name: "Nouvelle adresse" }).getByRole("alert").first();
  await expect(refusal).toBeVisible();
  await expect(refusal.getByRole("link", { name: /^Ville\s:\s/ })).toBeVisible();
  await expect(refusal.getByRole("link", { name: /^Téléphone\s:\s/ })).toBeVisible();
  await expect(added).toBeHidden();

  // Deleting asks first; cancelling keeps the address.
  await book.getByRole("link", { name: "Supprimer l'adresse 12 boulevard Voltaire" }).click();
  const confirm = page.getByRole("region", { name: "Supprimer cette adresse\u00A0?" });
  await expect(confirm).toContainText("L'adresse «\u00A012 boulevard Voltaire, 29200 Brest\u00A0» sera supprimée de votre carnet.");
  await confirm.getByRole("link", { name: "Annuler" }).click();
  await expect(book.getByText("12 boulevard Voltaire")).toBeVisible();
  await book.getByRole("link", { name: "Supprimer l'adresse 12 boulevard Voltaire" }).click();
  await page.getByRole("region", { name: "Supprimer cette adresse\u00A0?" }).getByRole("button", { name: "Supprimer l'adresse 12 boulevard Voltaire" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Adresse supprimée." })).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore d'adresse.")).toBeVisible();
  await context.close();
});

test("avec JavaScript, supprimer une adresse ouvre une confirmation, qui la supprime", async ({ page }) => {
  await signedInCustomer(page);
  await page.goto("/mes-adresses");
  await addBrest(page);
  await expect(page.getByRole("status").filter({ hasText: "Adresse ajoutée." })).toBeFocused();
  const book = page.getByRole("list", { name: "Mes adresses" });
  await book.getByRole("link", { name: "Supprimer l'adresse 12 boulevard Voltaire" }).click();
  const dialog = page.getByRole("dialog", { name: "Supprimer cette adresse\u00A0?" });
  await expect(dialog).toContainText("12 boulevard Voltaire, 29200 Brest");
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Adresse supprimée." })).toBeFocused();
  await expect(page.getByText("Vous n'avez pas encore d'adresse.")).toBeVisible();
});

test("supprimer l'adresse de livraison et de facturation du panier dit d'abord où il ira, l'y envoie et l'y facture, puis sans autre adresse demande d'en ajouter une", async ({ page, browser, baseURL }) => {
  await signedInCustomer(page);
  const save = async (fields: Record<string, string>) => {
    const res = await page.request.post("/next-react/updateAdresse.php", {
      headers: shopperAddress(),
      form: { prenom: "Léa", nom: "Martin", telephone: "0612345678", ...fields },
    });
    expect(res.ok()).toBe(true);
    return (await res.json()).adresse.id_adresse as number;
  };
  const paris = await save({ adresse: "12 rue Oberkampf", code_postal: "75011", ville: "Paris" });
  await save({ adresse: "5 place Bellecour", code_postal: "69002", ville: "Lyon" });
  expect((await page.request.post("/next-react/setAdresses.php", { headers: shopperAddress(), form: { id_adresse_liv: String(paris), id_adresse_fac: String(paris) } })).ok()).toBe(true);

  await page.goto("/mes-adresses");
  const book = page.getByRole("list", { name: "Mes adresses" });
  await book.getByRole("link", { name: "Supprimer l'adresse 12 rue Oberkampf" }).click();
  const dialog = page.getByRole("dialog", { name: "Supprimer cette adresse\u00A0?" });
  await expect(dialog).toContainText(
    /C'est l'adresse de livraison et de facturation de votre panier\s:\sil sera livré et facturé à «\s5 place Bellecour, 69002 Lyon\s», dans une autre zone de livraison, où les prix et la disponibilité des produits peuvent changer\.\sElle deviendra votre adresse de livraison et de facturation par défaut\./,
  );
  await dialog.getByRole("button", { name: "Supprimer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Adresse supprimée." })).toHaveText(
    /^Adresse supprimée\.\sVotre panier sera livré et facturé à «\s5 place Bellecour, 69002 Lyon\s», dans une autre zone de livraison\s:\sil en suit les prix et la disponibilité\.\sC'est désormais votre adresse de livraison et de facturation par défaut\.$/,
  );
  await expect(page.getByRole("group", { name: "Adresse de livraison" }).getByRole("radio", { name: /5 place Bellecour/ })).toBeChecked();
  await expect(page.getByRole("group", { name: "Adresse de facturation" }).getByRole("radio", { name: /5 place Bellecour/ })).toBeChecked();
  // The basket follows: the slots offered are Lyon's.
  expect((await (await page.request.get("/next-react/getCreneaux.php")).json()).perimetre).toMatch(/Lyon/i);

  // Without JavaScript, the last delivered address: the basket is left without one, and the customer told to add one.
  const bare = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await bare.addCookies(await page.context().cookies());
  const noScript = await bare.newPage();
  await noScript.goto("/mes-adresses");
  await noScript.getByRole("list", { name: "Mes adresses" }).getByRole("link", { name: "Supprimer l'adresse 5 place Bellecour" }).click();
  const confirm = noScript.getByRole("region", { name: "Supprimer cette adresse\u00A0?" });
  await expect(confirm).toContainText(/C'est l'adresse de livraison et de facturation de votre panier, et vous n'avez pas d'autre adresse\s:\sil faudra en ajouter une pour commander\./);
  await confirm.getByRole("button", { name: "Supprimer l'adresse 5 place Bellecour" }).click();
  await expect(noScript.getByRole("status").filter({ hasText: "Adresse supprimée." })).toHaveText(
    /^Adresse supprimée\.\sVotre panier n'a plus d'adresse de livraison ni de facturation\s:\sajoutez-en une pour commander\.$/,
  );
  await bare.close();
});

test("avec JavaScript, le code postal est vérifié pendant la saisie, la ville une fois quittée, sans que la page bouge, et le résumé nomme chaque champ refusé", async ({ page }) => {
  test.setTimeout(60_000);
  await signedInCustomer(page);
  await page.goto("/mes-adresses");
  const form = page.getByRole("form", { name: "Nouvelle adresse" });
  const submit = form.getByRole("button", { name: "Ajouter l'adresse" });
  const postalCode = form.getByLabel("Code postal");
  const town = form.getByLabel("Ville");
  await waitForHydrated(postalCode);
  const status = form.getByRole("status");
  await expect(status).toHaveText("");
  // Where the button sits in the page (not in the window, which scrolls to the field being typed in).
  const top = () => submit.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
  const before = await top();

  // Typed digit by digit: checked once the five are there, said politely under the fields, the town filled in.
  await postalCode.fill("");
  await postalCode.pressSequentially("33000", { delay: 40 });
  await expect(status).toHaveText(/^Cabas livre le 33000 \(Bordeaux Métropole\)\s:\sBordeaux\.$/);
  await expect(town).toHaveValue("Bordeaux");
  expect(await top()).toBe(before);

  // A code of two communes: both offered in the town's list, the town it wrote taken back.
  await postalCode.fill("33270");
  await expect(status).toHaveText(/^Cabas livre le 33270 \(Bordeaux Métropole\)\s:\sBouliac ou Floirac, à choisir dans le champ Ville\.$/);
  await expect(town).toHaveValue("");
  const listId = await town.getAttribute("list");
  await expect(page.locator(`datalist[id="${listId}"] option`)).toHaveCount(2);
  await expect(page.locator(`datalist[id="${listId}"] option`).first()).toHaveAttribute("value", "Bouliac");

  // A town that is none of the code's communes, said once the field is left; corrected (any case), taken back (ADR 0122).
  await town.fill("Pessac");
  await expect(status).toHaveText(/^Cabas livre le 33270/);
  await town.blur();
  await expect(status).toHaveText(/^Attention\s:\s«\sPessac\s» n'est pas une commune du 33270 \(Bouliac ou Floirac\)\s:\scorrigez la ville ou le code postal\.$/);
  await expect(status).toHaveAttribute("data-tone", "warning");
  await town.fill("FLOIRAC");
  await town.blur();
  await expect(status).toHaveText(/^Cabas livre le 33270 \(Bordeaux Métropole\)\s:\sBouliac ou Floirac/);
  await town.fill("");

  // A code Cabas does not deliver: the web-service's refusal, shown as a warning; the page has not moved.
  await postalCode.fill("29200");
  await expect(status).toHaveText(/^Attention\s:\sCabas ne livre pas encore le 29200\./);
  await expect(status).toHaveAttribute("data-tone", "warning");
  expect(await top()).toBe(before);

  // A digit typed before the code already there: a code has five digits, said at once (QA of 2026-12-02).
  await postalCode.press("Home");
  await postalCode.press("3");
  await expect(postalCode).toHaveValue("329200");
  await expect(status).toHaveText(/^Attention\s:\sle code postal doit compter 5\schiffres\.$/);

  // An emoji in two fields: two entries, each naming its field.
  await form.getByLabel("Prénom").fill("Léa");
  await form.getByLabel("Nom", { exact: true }).fill("Martin 😀");
  await form.getByLabel("Adresse", { exact: true }).fill("12 cours de l'Intendance");
  await postalCode.fill("33000");
  await expect(town).toHaveValue("Bordeaux");
  await town.fill("Bordeaux 😀");
  await form.getByLabel("Téléphone").fill("0612345678");
  await submit.click();
  const summary = form.getByRole("alert");
  await expect(summary).toBeFocused();
  const links = summary.getByRole("link");
  await expect(links).toHaveText([/^Nom\s:\sCe champ contient un caractère/, /^Ville\s:\sCe champ contient un caractère/]);
  await expect(links.nth(1)).toHaveAttribute("href", `#${await town.getAttribute("id")}`);
});
