// Reviews, told as a customer's story: the warehouse prepares, hands over and delivers her order from its screen; she
// reviews a product she received from « Donner mon avis », finds it waiting for moderation in her history, rates the
// delivery; the moderator publishes the review from the moderation screen and it shows on the product's page as a
// verified review.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { signInAsStaff } from "./support/staff.ts";
import { createAccount, placeOrderThroughCalls } from "./support/checkout-steps.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

const stars = (page: Page, group: string, label: string) => page.getByRole("group", { name: group }).getByRole("radio", { name: label, exact: true });

test("une cliente livrée donne son avis sur un produit, le voit en attente de validation, puis note sa livraison", async ({ page, browser, request, baseURL }) => {
  test.slow();
  await createAccount(page);
  // Her order, paid by card (the pages of checkout have their own journeys).
  const { product, quantity, orderId } = await placeOrderThroughCalls(page);

  // The warehouse moves the order from its screen (ADR 0094), signed in as the demo's staff account.
  const staff = await signInAsStaff(browser, request, baseURL, "/support/commandes");
  await expect(staff.getByRole("heading", { level: 1, name: "Préparation des commandes" })).toBeVisible();
  await staff.getByLabel("État").selectOption({ label: "À préparer" });
  await staff.getByRole("button", { name: "Afficher" }).click();
  await expect(staff).toHaveURL(/\/support\/commandes\?etat=validee&jour=$/);
  const card = staff.getByRole("article").filter({ has: staff.getByRole("heading", { level: 2, name: new RegExp(`^Commande n°\\s${orderId}\\s: `) }) });
  await expect(card).toContainText("À préparer");
  await expect(card.getByRole("cell", { name: product.name, exact: true })).toBeVisible();
  // The picking list of the order's delivery day (ADR 0094, amendment 4) has its product, with the order's share.
  const ordered = await (await page.request.get(`/next-react/getCommande.php?id_commande=${orderId}`)).json();
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date(ordered.commande.date_livraison as string));
  await staff.getByRole("link", { name: /^Liste de préparation du jour/ }).click();
  await expect(staff.getByRole("heading", { level: 1, name: "Liste de préparation" })).toBeVisible();
  await staff.getByLabel("Jour de livraison", { exact: true }).fill(day);
  await staff.getByRole("button", { name: "Afficher" }).click();
  await expect(staff).toHaveURL(new RegExp(`/support/commandes/preparation\\?jour=${day}$`));
  const picked = staff.getByRole("row").filter({ has: staff.getByRole("cell", { name: product.name, exact: true }) });
  await expect(picked.getByRole("cell", { name: new RegExp(`(^|, )n°\\s${orderId} × ${quantity}(,|$)`) })).toBeVisible();
  await expect(staff.getByRole("button", { name: "Imprimer la liste" })).toBeVisible();
  await staff.goto("/support/commandes?etat=validee");
  // A cancellation needs its box ticked: refused in French, nothing changed.
  await card.getByRole("form", { name: `Annuler la commande n° ${orderId}` }).getByRole("button", { name: "Annuler la commande" }).click();
  await expect(card.getByRole("alert")).toHaveText("Cochez la case pour confirmer l'annulation.");
  await card.getByRole("form", { name: `Peser et préparer : commande n° ${orderId}` }).getByRole("button", { name: "Peser et préparer" }).click();
  await expect(staff).toHaveURL(new RegExp(`/support/commandes\\?etat=validee&fait=en_preparation&n=${orderId}&montant=\\d+$`));
  await expect(staff.getByRole("status")).toHaveText(new RegExp(`^Commande n°\u00A0${orderId} pesée et en préparation, montant final \\d+,\\d{2}\u00A0€\\.$`));
  await expect(card).toHaveCount(0);
  await staff.goto("/support/commandes");
  // The team reads who made the last step.
  await expect(card).toContainText(/Dernière étape par Léa Martin, le \d{2}\/\d{2}\/\d{4} à \d{1,2}\sh(\s\d{2})?\./);
  await card.getByRole("button", { name: "Remettre au livreur" }).click();
  await expect(staff.getByRole("status")).toHaveText(`Commande n°\u00A0${orderId} remise au livreur.`);
  await expect(card).toContainText("En livraison");
  await expect(card.getByRole("form", { name: `Annuler la commande n° ${orderId}` })).toHaveCount(0);
  await card.getByRole("button", { name: "Livrée" }).click();
  await expect(staff.getByRole("status")).toHaveText(`Commande n°\u00A0${orderId} livrée.`);
  await expect(card).toHaveCount(0);

  // The product received is offered for review; the form says how reviews are checked.
  await page.goto("/avis-produit");
  await expect(page.getByRole("heading", { level: 1, name: "Donner mon avis sur des produits" })).toBeVisible();
  await page.getByRole("list", { name: "Produits à noter" }).getByRole("link", { name: `Donner mon avis sur ${product.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/avis-produit\\?article=${product.id}$`));
  await expect(page.getByRole("heading", { level: 2, name: `Mon avis sur ${product.name}` })).toBeVisible();
  await expect(page.getByText("Comment les avis sont-ils contrôlés ?")).toBeVisible();

  const form = page.getByRole("form", { name: `Mon avis sur ${product.name}` });
  await form.getByLabel("Titre de mon avis").fill("Un vin de fête");
  await form.getByLabel("Mon avis", { exact: true }).fill("Un peu court.");
  // No rating chosen: the web-service's French message comes back beside the stars.
  await form.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "La note : choisissez de 1 à 5 étoiles." })).toBeVisible();
  await expect(form.getByText("La note : choisissez de 1 à 5 étoiles.")).toHaveCount(2);
  await stars(page, "Ma note", "4 étoiles sur 5").check();
  await form.getByLabel("Mon avis", { exact: true }).fill("Très bon rapport qualité-prix, parfait avec un rôti du dimanche.");
  await form.getByRole("button", { name: "Envoyer mon avis" }).click();

  // The history shows it waiting for moderation.
  await expect(page).toHaveURL(/\/historique-de-mes-avis-produit\?envoye=\d+$/);
  const reviewId = /envoye=(\d+)$/.exec(page.url())![1]!;
  await expect(page.getByRole("heading", { level: 1, name: "Historique de mes avis produit" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Merci ! Votre avis sera publié après sa relecture par notre équipe." })).toBeVisible();
  const mine = page.getByRole("list", { name: "Mes avis" }).getByRole("listitem").filter({ hasText: product.name });
  await expect(mine).toContainText("En attente de validation");
  await expect(mine).toContainText("Un vin de fête");
  await expect(mine.getByRole("img", { name: "4 étoiles sur 5" })).toBeVisible();

  // The delivery, offered for rating, is rated once.
  await page.goto("/avis-produit");
  await expect(page.getByRole("link", { name: `Donner mon avis sur ${product.name}` })).toHaveCount(0);
  await page.getByRole("link", { name: `Noter la livraison de la commande n° ${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/notation-livreur\\?commande=${orderId}$`));
  const rating = page.getByRole("form", { name: `Noter la livraison de la commande n° ${orderId}` });
  await stars(page, "Ma note de la livraison", "5 étoiles sur 5").check();
  await stars(page, "Ponctualité", "4 étoiles sur 5").check();
  await stars(page, "Amabilité du livreur", "5 étoiles sur 5").check();
  await rating.getByLabel("Commentaire (facultatif)").fill("Livreur très aimable, à l'heure malgré la pluie.");
  await rating.getByRole("checkbox", { name: /J'accepte que mon commentaire soit publié/ }).check();
  await rating.getByRole("button", { name: "Envoyer ma note" }).click();
  await expect(page).toHaveURL(new RegExp(`/notation-livreur\\?commande=${orderId}&merci=commentaire$`));
  await expect(page.getByRole("status").filter({ hasText: "Merci pour votre note ! Votre commentaire sera publié sur la page Avis clients après sa relecture." })).toBeVisible();
  await expect(page.getByRole("form", { name: `Noter la livraison de la commande n° ${orderId}` })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Aucune autre livraison à noter" })).toBeVisible();

  // Every rating counts on the shop's reviews page, published comment or not.
  await page.goto("/avis-client");
  await expect(page.getByRole("heading", { level: 1, name: "Les avis de nos clients" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Note moyenne : [\d,]+ sur 5, \d+ avis$/ })).toBeVisible();

  // A moderator publishes the review from the moderation screen (ADR 0092); a refusal needs its reason. The demo's
  // staff account, still signed in, moderates too.
  const moderator = staff;
  await moderator.goto("/support/avis");
  await expect(moderator.getByRole("heading", { level: 1, name: "Modération des avis" })).toBeVisible();
  const comment = moderator.getByRole("form", { name: `Décision sur le commentaire : Livraison de la commande n° ${orderId}` });
  await comment.getByRole("button", { name: "Refuser" }).click();
  await expect(comment.getByRole("alert")).toHaveText("Choisissez le motif du refus : il est montré à l'auteur.");
  await comment.getByRole("button", { name: "Publier" }).click();
  await expect(moderator.getByRole("status")).toHaveText(/^Le commentaire n°\u00A0\d+ est publié\.$/);
  await expect(comment).toHaveCount(0);
  const decision = moderator.getByRole("form", { name: `Décision sur l'avis : ${product.name}` });
  await expect(moderator.getByRole("article").filter({ has: decision })).toContainText("Très bon rapport qualité-prix, parfait avec un rôti du dimanche.");
  await decision.getByRole("button", { name: "Publier" }).click();
  await expect(moderator).toHaveURL(new RegExp(`/support/avis\\?fait=publie&cible=avis&n=${reviewId}$`));
  await expect(moderator.getByRole("status")).toHaveText(`L'avis n°\u00A0${reviewId} est publié.`);
  await expect(decision).toHaveCount(0);
  await staff.context().close();

  // The review shows on the product's page (once the storefront's copy of the page expires).
  await expect(async () => {
    await page.goto(`/${product.slug}`);
    await expect(page.getByRole("heading", { level: 2, name: "Avis clients" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Un vin de fête" })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByRole("list", { name: "Derniers avis" })).toContainText("Léa M.");
  await expect(page.getByRole("list", { name: "Derniers avis" })).toContainText("Avis vérifié");
  await expect(page.getByRole("link", { name: /Note moyenne : 4 sur 5, 1 avis/ })).toBeVisible();
});
