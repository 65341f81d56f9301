// A claim above the instant-credit ceilings, told as a customer's story: her whole delivered order is missing, so her
// claim waits for customer service; an agent reads it on the claims screen (ADR 0095), is refused an amount above what
// was asked, credits a part of it to her prize pot; her order's page then says so.
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { deliverOnWarehouseScreen, signInAsStaff } from "./support/staff.ts";
import { createAccount, placeOrderThroughCalls } from "./support/checkout-steps.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

test("une réclamation au-delà des plafonds est examinée par le service client, qui en crédite une partie", async ({ page, browser, request, baseURL }) => {
  test.slow();
  const email = await createAccount(page);
  // Her order, paid by card (the pages of checkout have their own journeys).
  const { product, quantity, orderId } = await placeOrderThroughCalls(page);

  const staff = await signInAsStaff(browser, request, baseURL, "/support/commandes");
  await deliverOnWarehouseScreen(staff, orderId);

  // Everything claimed missing: above the ceilings, the claim waits for a person.
  await page.goto(`/commande/${orderId}`);
  const claim = page.getByRole("region", { name: "Signaler un problème" });
  await claim.getByLabel(`Quantité concernée : ${product.name}`).fill(String(quantity));
  await claim.getByLabel("Commentaire (facultatif)").fill("Le sac n'était pas devant ma porte.");
  await claim.getByRole("button", { name: "Envoyer ma réclamation" }).click();
  await expect(page).toHaveURL(new RegExp(`/commande/${orderId}\\?reclamation=examen$`));
  await expect(page.getByText(/Réclamation enregistrée\s: elle est en cours d'examen par notre service client/)).toBeVisible();
  await expect(page.getByRole("list", { name: "Vos réclamations sur cette commande" })).toContainText("En cours d'examen par le service client");

  // The agent reads it with what they weigh, among the claims waiting.
  await staff.goto("/mon-compte");
  await staff.getByRole("link", { name: "Réclamations à examiner" }).click();
  await expect(staff).toHaveURL(/\/support\/reclamations$/);
  await expect(staff.getByRole("heading", { level: 1, name: "Réclamations à examiner" })).toBeVisible();
  const card = staff.getByRole("article").filter({ has: staff.getByRole("heading", { level: 2, name: new RegExp(`, commande n°\\s${orderId}$`) }) });
  await expect(card).toContainText(email);
  await expect(card.getByRole("cell", { name: `${quantity}\u00A0× ${product.name}`, exact: true })).toBeVisible();
  await expect(card.getByRole("cell", { name: "Manquant", exact: true })).toBeVisible();
  await expect(card).toContainText("« Le sac n'était pas devant ma porte. »");
  await expect(card).toContainText("Aucune autre réclamation de ce client sur 30\u00A0jours.");
  const heading = await card.getByRole("heading", { level: 2 }).textContent();
  const claimId = /Réclamation n°\s(\d+)/.exec(heading ?? "")![1]!;
  const decision = card.getByRole("form", { name: `Décision sur la réclamation n° ${claimId}` });

  // A refusal needs its reason; an amount above what was asked is refused, and the amount typed stays.
  await decision.getByRole("button", { name: "Refuser" }).click();
  await expect(decision.getByRole("alert")).toHaveText("Choisissez le motif du refus : le client le lit.");
  // A credit cannot be taken back (ADR 0116): an empty amount credits nothing, even with Enter in the field.
  await decision.getByLabel(/^Montant à créditer/).press("Enter");
  await expect(decision.getByRole("alert")).toHaveText(/^Tapez le montant à créditer\s: rien n'est crédité sans montant\.$/);
  await decision.getByLabel(/^Montant à créditer/).fill("9999");
  await decision.getByRole("button", { name: "Créditer…" }).click();
  await decision.getByRole("button", { name: /^Confirmer le crédit de 9\s999,00\s€$/ }).click();
  await expect(decision.getByRole("alert")).toHaveText(/^Le montant à créditer \(9\s999,00\s€\) dépasse le montant demandé \(.+\)\s:\srien n'a été crédité\.$/);
  await expect(decision.getByLabel(/^Montant à créditer/)).toHaveValue("9999");

  // Enter in the field states the amount; only the button stating it credits it.
  await decision.getByLabel(/^Montant à créditer/).fill("5,50");
  await decision.getByLabel(/^Montant à créditer/).press("Enter");
  await expect(decision.getByRole("group")).toContainText(/^5,50\s€ à créditer sur la cagnotte du client, sans retour possible\./);
  await expect(staff).toHaveURL(/\/support\/reclamations$/);
  await decision.getByRole("button", { name: /^Confirmer le crédit de 5,50\s€$/ }).click();
  await expect(staff).toHaveURL(new RegExp(`/support/reclamations\\?fait=creditee&n=${claimId}&montant=550$`));
  await expect(staff.getByRole("status")).toHaveText(`La réclamation n°\u00A0${claimId} est créditée de 5,50\u00A0€ sur la cagnotte du client. Le client est prévenu par e-mail.`);
  await expect(card).toHaveCount(0);

  // Her order's page tells her: a part credited, and how much was asked.
  await page.goto(`/commande/${orderId}`);
  await expect(page.getByRole("list", { name: "Vos réclamations sur cette commande" })).toContainText(/\(5,50\s€\)\s: Créditée en partie sur votre cagnotte \(.+ demandés\)/);

  // She answers the e-mail with a photo; the agent reviews the decision from her order's number (ADR 0098).
  const review = staff.getByRole("region", { name: "Revoir une réclamation réglée" });
  await review.getByLabel("N° de commande").fill(`n° ${orderId}`);
  await review.getByRole("button", { name: "Voir ses réclamations" }).click();
  await expect(staff).toHaveURL(new RegExp(`/support/reclamations\\?commande=n%C2%B0(\\+|%20)${orderId}#revoir$`));
  const settled = review.getByRole("article").filter({ has: staff.getByRole("heading", { level: 3, name: `Réclamation n°\u00A0${claimId}` }) });
  await expect(settled).toContainText(/Créditée de 5,50\s€ sur .+ demandés le .+ par /);
  const revision = settled.getByRole("form", { name: `Révision de la réclamation n° ${claimId}` });
  // Without a reason the revision is refused, and the amount typed stays.
  await revision.getByLabel(/^Montant à ajouter/).fill("1");
  await revision.getByRole("button", { name: "Créditer en plus…" }).click();
  await revision.getByRole("button", { name: /^Confirmer le crédit de 1,00\s€$/ }).click();
  await expect(revision.getByRole("alert")).toHaveText("Dites pourquoi la décision est revue : l'équipe le relira.");
  await expect(revision.getByLabel(/^Montant à ajouter/)).toHaveValue("1");
  // An empty amount no longer means « everything left » (ADR 0116): the rest of what she asked is typed, then confirmed.
  await revision.getByLabel(/^Montant à ajouter/).fill("");
  await revision.getByLabel("Pourquoi la décision est revue").fill("Photo reçue : le sac manquait bien.");
  await revision.getByRole("button", { name: "Créditer en plus…" }).click();
  await expect(revision.getByRole("alert")).toHaveText(/^Tapez le montant à ajouter\s: rien n'est crédité sans montant\.$/);
  const left = /\(([\d\s]+,\d{2})\s€ restants\)/.exec((await revision.getByText(/^Montant à ajouter/).textContent()) ?? "")![1]!;
  await revision.getByLabel(/^Montant à ajouter/).fill(left);
  await revision.getByRole("button", { name: "Créditer en plus…" }).click();
  await revision.getByRole("button", { name: /^Confirmer le crédit de / }).click();
  await expect(staff).toHaveURL(new RegExp(`/support/reclamations\\?fait=revue&n=${claimId}&montant=\\d+&commande=${orderId}#revoir$`));
  await expect(review.getByRole("status")).toHaveText(new RegExp(`^La réclamation n°\\s${claimId} est créditée de .+ de plus sur la cagnotte du client\\. Le client est prévenu par e-mail\\.$`));
  await expect(settled).toContainText(/Créditée de .+ \(toute la demande\) le /);
  await expect(settled.getByRole("list", { name: `Révisions de la réclamation n° ${claimId}` })).toContainText(/ajoutés après un crédit de 5,50\s€\. «\sPhoto reçue : le sac manquait bien\.\s»/);
  await expect(settled.getByRole("form")).toHaveCount(0);
  await expect(settled).toContainText(/Rien à ajouter\s: toute la demande est créditée\./);
  await staff.context().close();

  await page.goto(`/commande/${orderId}`);
  await expect(page.getByRole("list", { name: "Vos réclamations sur cette commande" })).toContainText(/\s:\sCréditée sur votre cagnotte/);
});
