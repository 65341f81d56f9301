// « Prévenez-moi quand Cabas livre chez moi », told as a visitor's story: a postal code Cabas does not deliver yet,
// the offer beside the message, and the confirmation; with and without JavaScript (ADR 0038).
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { uniqueEmail } from "./support/checkout-steps.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { shopperAddress } from "./support/shopper-address.ts";
import { signInAsStaff } from "./support/staff.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

/** From the home page, the header's postal-code dialog with `postalCode` typed and sent; returns the dialog. */
async function askInHeaderDialog(page: Page, postalCode: string): Promise<Locator> {
  await page.goto("/");
  const postcode = page.getByRole("banner").getByRole("link", { name: "Choisir mon code postal de livraison" });
  await waitForHydrated(postcode);
  await postcode.click();
  const dialog = page.getByRole("dialog", { name: "Où souhaitez-vous être livré ?" });
  await dialog.getByLabel("Code postal").fill(postalCode);
  await dialog.getByRole("button", { name: "Valider" }).click();
  return dialog;
}

/** The offer for `postalCode` inside `scope`. */
const offerFor = (scope: Page | Locator, postalCode: string) =>
  scope.getByRole("region", { name: `Être prévenu quand Cabas livrera le ${postalCode}` });

/** Fills the offer with `email`, ticks the consent and sends it. */
async function subscribe(offer: Locator, email: string): Promise<void> {
  await offer.getByLabel("Votre adresse e-mail").fill(email);
  await offer.getByRole("checkbox", { name: /J'accepte de recevoir un seul e-mail/ }).check();
  await offer.getByRole("button", { name: "Me prévenir" }).click();
}

test("une visiteuse de Brest demande à être prévenue quand Cabas livrera chez elle, et l'équipe voit la demande", async ({ page, browser, request, baseURL }) => {
  const dialog = await askInHeaderDialog(page, "29200");
  await expect(dialog.getByText("Cabas ne livre pas encore le 29200")).toBeVisible();

  const offer = offerFor(dialog, "29200");
  await offer.getByLabel("Votre adresse e-mail").fill(uniqueEmail("maiwenn"));
  // Without the consent, nothing is recorded: the refusal is said at the top, naming the box (ADR 0118), and beside it.
  await offer.getByRole("button", { name: "Me prévenir" }).click();
  await expect(offer.getByText(/^(Consentement\s:\s)?Cochez la case/)).toHaveCount(2);
  await expect(offer.getByRole("alert").getByRole("link", { name: /^Consentement\s:\sCochez la case/ })).toBeVisible();
  await offer.getByRole("checkbox", { name: /J'accepte de recevoir un seul e-mail/ }).check();
  await offer.getByRole("button", { name: "Me prévenir" }).click();
  await expect(offer.getByRole("status")).toHaveText(/^C'est noté\s: nous vous écrirons une seule fois, quand Cabas livrera le 29200\./);

  // The team reads the waiting postal codes on the zones screen (ADR 0096), with their communes.
  const staff = await signInAsStaff(browser, request, baseURL, "/support/zones");
  const zone = staff.getByRole("article").filter({ has: staff.getByRole("heading", { level: 3, name: "29200\u00A0: Brest" }) });
  await expect(zone).toContainText(/\d+ demandes?, la plus ancienne le /);
  await expect(zone.getByRole("form", { name: "Ouvrir le 29200 à la livraison" }).getByRole("button", { name: "Ouvrir le 29200" })).toBeVisible();
  // A postal code no commune has is refused in French, what was typed kept.
  const other = staff.getByRole("form", { name: "Ouvrir un autre code postal" });
  await other.getByLabel("Code postal").fill("99999");
  await other.getByRole("button", { name: "Ouvrir ce code postal" }).click();
  await expect(other.getByRole("alert")).toHaveText("Choisissez le périmètre qui livrera ce code postal.");
  await other.getByLabel("Livré par le périmètre").selectOption({ label: "Bordeaux Métropole" });
  await other.getByRole("button", { name: "Ouvrir ce code postal" }).click();
  await expect(other.getByRole("alert")).toHaveText(/^Le code postal 99999 n'existe pas\s: aucune commune ne l'a\.$/);
  await expect(other.getByLabel("Code postal")).toHaveValue("99999");
  await expect(other.getByLabel("Livré par le périmètre").locator("option:checked")).toHaveText("Bordeaux Métropole");
  await staff.context().close();
});

test("une adresse déjà inscrite reçoit la même réponse qu'une nouvelle demande", async ({ page }) => {
  // Someone asked already for this address and this code; whoever types them again must not learn it.
  const email = uniqueEmail("deja-demande");
  const first = await page.request.post("/next-react/alerteOuvertureZone.php", {
    headers: shopperAddress(),
    form: { cp: "29200", email, consentement: "1" },
  });
  expect(first.ok()).toBe(true);

  const dialog = await askInHeaderDialog(page, "29200");
  const offer = offerFor(dialog, "29200");
  await subscribe(offer, email);
  await expect(offer.getByRole("status")).toHaveText(/^C'est noté\s: nous vous écrirons une seule fois, quand Cabas livrera le 29200\./);
  await expect(offer.getByText(/déjà inscrit/)).toHaveCount(0);
});

test("sans JavaScript, l'offre se fait sur la page du code postal", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/code-postal?redirect=%2F");
  await page.getByRole("textbox", { name: "Code postal" }).fill("29200");
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Cabas ne livre pas encore le 29200")).toBeVisible();
  const offer = offerFor(page, "29200");
  await subscribe(offer, uniqueEmail("goulven"));
  await expect(offer.getByRole("status")).toHaveText(/^C'est noté/);
  await context.close();
});

test("sans JavaScript, l'offre suit aussi les créneaux d'un code postal non livré", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/creneau?cp=22000");
  await expect(page.getByRole("alert").filter({ hasText: "Cabas ne livre pas encore le 22000" })).toBeVisible();
  const offer = offerFor(page, "22000");
  await subscribe(offer, uniqueEmail("nolwenn"));
  await expect(offer.getByRole("status")).toHaveText(/^C'est noté/);
  await context.close();
});

/** What of the offer sticks out of its box (inside its padding), and how wide its content is, for a readable failure. */
const offerOverflow = (offer: Locator) =>
  offer.evaluate((box) => {
    const frame = box.getBoundingClientRect();
    const style = getComputedStyle(box);
    const left = frame.left + box.clientLeft + parseFloat(style.paddingLeft);
    const right = frame.left + box.clientLeft + box.clientWidth - parseFloat(style.paddingRight);
    const out: string[] = [];
    for (const el of Array.from(box.querySelectorAll("*"))) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && (r.left < left - 0.5 || r.right > right + 0.5)) out.push(`${el.tagName.toLowerCase()} ${Math.round(r.left)}–${Math.round(r.right)} (box ${Math.round(left)}–${Math.round(right)})`);
    }
    return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, out: out.slice(0, 10) };
  });

async function expectOfferFits(offer: Locator, name: string) {
  const layout = await offerOverflow(offer);
  expect(layout.out, name).toEqual([]);
  expect(layout.scrollWidth, name).toBe(layout.clientWidth);
}

test("à 360 px, l'offre tient dans son cadre, dans la fenêtre du code postal comme sur sa page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const dialog = await askInHeaderDialog(page, "29200");
  const inDialog = offerFor(dialog, "29200");
  await expect(inDialog.getByLabel("Votre adresse e-mail")).toBeVisible();
  await expectOfferFits(inDialog, "fenêtre");
  // The dialog's body scrolls up and down only.
  const body = inDialog.locator("xpath=..");
  expect(await body.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);

  await page.goto("/code-postal?redirect=%2F");
  const field = page.getByRole("textbox", { name: "Code postal" });
  await waitForHydrated(field);
  await field.fill("29200");
  await page.getByRole("button", { name: "Valider" }).click();
  const onPage = offerFor(page, "29200");
  await expect(onPage.getByLabel("Votre adresse e-mail")).toBeVisible();
  await expectOfferFits(onPage, "page");
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});

type Fixtures = { browser: Browser; request: APIRequestContext; baseURL: string | undefined };

/** Opens a postal code from the Bordeaux perimeter as the team does, on the zones screen (ADR 0096), in a staff browser. */
async function openZone({ browser, request, baseURL }: Fixtures, postalCode: string): Promise<void> {
  const staff = await signInAsStaff(browser, request, baseURL, "/support/zones");
  const form = staff.getByRole("form", { name: "Ouvrir un autre code postal" });
  await form.getByLabel("Code postal").fill(postalCode);
  await form.getByLabel("Livré par le périmètre").selectOption({ label: "Bordeaux Métropole" });
  await form.getByRole("button", { name: "Ouvrir ce code postal" }).click();
  await expect(staff.getByRole("status")).toHaveText(`Cabas livre maintenant le ${postalCode}. Personne n'attendait ce code postal.`);
  await staff.context().close();
}

test("la zone ouvre pendant que l'offre est à l'écran : la bonne nouvelle mène à choisir le code", async ({ page, browser, request, baseURL }) => {
  const dialog = await askInHeaderDialog(page, "29000");
  await expect(dialog.getByText("Cabas ne livre pas encore le 29000")).toBeVisible();

  await openZone({ browser, request, baseURL }, "29000");
  const offer = offerFor(dialog, "29000");
  await subscribe(offer, uniqueEmail("quimper"));
  await expect(offer.getByRole("status")).toHaveText(/^Bonne nouvelle\s: Cabas livre déjà le 29000\./);
  // The refusal above is wrong now: it goes.
  await expect(dialog.getByText("Cabas ne livre pas encore le 29000")).toHaveCount(0);
  await offer.getByRole("button", { name: "Choisir le 29000 comme code postal" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("banner").getByRole("link", { name: /actuellement 29000/ })).toBeVisible();
});

test("sur les créneaux d'un code, la zone ouverte entre-temps mène aux créneaux du code choisi", async ({ page, browser, request, baseURL }) => {
  await page.goto("/creneau?cp=35000");
  await expect(page.getByRole("alert").filter({ hasText: "Cabas ne livre pas encore le 35000" })).toBeVisible();

  await openZone({ browser, request, baseURL }, "35000");
  const offer = offerFor(page, "35000");
  await waitForHydrated(offer.getByLabel("Votre adresse e-mail"));
  await subscribe(offer, uniqueEmail("rennes"));
  await expect(offer.getByRole("status")).toHaveText(/^Bonne nouvelle\s: Cabas livre déjà le 35000\./);
  await expect(page.getByText("Cabas ne livre pas encore le 35000")).toHaveCount(0);
  await offer.getByRole("button", { name: "Choisir le 35000 comme code postal" }).click();
  await expect(page).toHaveURL(/\/creneau$/);
  await expect(page.getByText(/^Zone de livraison\s: /)).toBeVisible();
});

test("sans JavaScript, la zone ouverte entre-temps se choisit depuis la page du code postal", async ({ browser, request, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/code-postal?redirect=%2Fcreneau");
  await page.getByRole("textbox", { name: "Code postal" }).fill("56000");
  await page.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Cabas ne livre pas encore le 56000")).toBeVisible();

  await openZone({ browser, request, baseURL }, "56000");
  const offer = offerFor(page, "56000");
  await subscribe(offer, uniqueEmail("vannes"));
  await expect(offer.getByRole("status")).toHaveText(/^Bonne nouvelle\s: Cabas livre déjà le 56000\./);
  await expect(page.getByText("Cabas ne livre pas encore le 56000")).toHaveCount(0);
  await offer.getByRole("button", { name: "Choisir le 56000 comme code postal" }).click();
  await expect(page).toHaveURL(/\/creneau$/);
  await expect(page.getByText(/^Zone de livraison\s: /)).toBeVisible();
  await context.close();
});

test("l'équipe ferme un code postal ; ses visiteurs l'apprennent, demandent à être prévenus, et l'équipe le rouvre", async ({ page, browser, request, baseURL }) => {
  // ADR 0099: closed from the zones screen, with why and a confirmation.
  const staff = await signInAsStaff(browser, request, baseURL, "/support/zones");
  const closing = staff.getByRole("form", { name: "Fermer un code postal" });
  const confirmation = closing.getByRole("checkbox", { name: /ne pourront plus commander/ });
  await closing.getByLabel("Code postal à fermer").fill("75020");
  await confirmation.check();
  await closing.getByRole("button", { name: "Fermer ce code postal" }).click();
  await expect(closing.getByRole("alert")).toHaveText("Dites pourquoi ce code postal est fermé : l'équipe le relira.");
  await expect(closing.getByLabel("Code postal à fermer")).toHaveValue("75020");
  await expect(confirmation).toBeChecked();
  await closing.getByLabel("Pourquoi (pour l'équipe)").fill("Tournées du 20e suspendues pendant les travaux.");
  await closing.getByRole("button", { name: "Fermer ce code postal" }).click();
  await expect(staff).toHaveURL(/\/support\/zones\?fait=ferme&cp=75020&paniers=0$/);
  await expect(staff.getByRole("status")).toHaveText("Cabas ne livre plus le 75020. Aucun panier en cours n'y avait d'adresse de livraison.");

  // A visitor of the 20th is told Cabas no longer delivers it, and asks to be told when it does again.
  const dialog = await askInHeaderDialog(page, "75020");
  await expect(dialog.getByText("Cabas ne livre plus le 75020 pour le moment")).toBeVisible();
  const offer = offerFor(dialog, "75020");
  await subscribe(offer, uniqueEmail("belleville"));
  await expect(offer.getByRole("status")).toHaveText(/^C'est noté\s: nous vous écrirons une seule fois, quand Cabas livrera le 75020\./);

  // The team finds it among the codes waited for and opens it again from Paris: she is told.
  await staff.goto("/support/zones");
  const zone = staff.getByRole("article").filter({ has: staff.getByRole("heading", { level: 3, name: "75020\u00A0: Paris" }) });
  const reopening = zone.getByRole("form", { name: "Ouvrir le 75020 à la livraison" });
  await reopening.getByLabel("Livré par le périmètre").selectOption({ label: "Paris & petite couronne" });
  await reopening.getByRole("button", { name: "Ouvrir le 75020" }).click();
  await expect(staff.getByRole("status")).toHaveText("Cabas livre maintenant le 75020. 1 personne est prévenue par e-mail.");
  await staff.context().close();
});
