// The waiting list of a product sold on reservation, told as a shopper's story (ADR 0114): the Christmas capon's
// reservations are all taken; a guest is asked to sign in, comes back to the list's box ready to join (ADR 0123), joins
// it with one click and reads their position, finds it again on return, and leaves. Then (ADR 0120) a place comes back
// and is held for the first in line, who reads until when and adds it to their basket where everyone else reads
// « Indisponible » (ADR 0123); customer service reads the line on its screen, which a customer is refused (403). The
// held place is hers on the catalogue's tiles too (ADR 0131): her aisle and her search offer her own button, with or
// without scripts, while another customer reads the capon « Indisponible » there; a page left open past the window
// reads it « Indisponible » again without a reload (ADR 0137).
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount, PASSWORD, uniqueEmail } from "./support/checkout-steps.ts";
import { shopperAddress, fromOwnAddress } from "./support/shopper-address.ts";
import { inDatabase } from "./support/database.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { signInAsStaff } from "./support/staff.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));
// Both journeys empty the capon's stock and its line, and give them back: one after the other, never side by side.
test.describe.configure({ mode: "default" });

const CAPON = "Chapon fermier de Bresse AOP";

type SavedStock = { perimeter_id: number; stock: number };

/** The capon's reservations all taken (its stock emptied everywhere) and its line emptied; returns the stock to give back. */
const takeAllCaponReservations = () =>
  inDatabase(async (query) => {
    const [product] = (await query("select id, slug from products where name = $1", [CAPON])).rows as { id: number; slug: string }[];
    const saved = (await query("select perimeter_id, stock from offers where product_id = $1", [product!.id])).rows;
    await query("update offers set stock = 0 where product_id = $1", [product!.id]);
    await query("delete from reservation_waitlist where product_id = $1", [product!.id]);
    return { slug: product!.slug, stocks: saved as SavedStock[] };
  });

const giveBackCaponStock = (stocks: readonly SavedStock[]) =>
  inDatabase(async (query) => {
    for (const { perimeter_id, stock } of stocks)
      await query("update offers set stock = $1 where product_id = (select id from products where name = $2) and perimeter_id = $3", [stock, CAPON, perimeter_id]);
  });

/** The catalogue's answers are kept a few seconds (ADR 0012): a stock emptied in the database shows once they expire. */
async function openWhenFull(page: Page, slug: string) {
  await expect(async () => {
    await page.goto(`/${slug}`);
    await expect(page.getByText(/toutes les réservations sont prises/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

test("toutes les réservations du chapon sont prises : je me connecte depuis la liste d'attente, je la rejoins d'un clic et je vois ma position", async ({ page, request }) => {
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the capon's stock is emptied in the web-service's database, as its reservations would");
  // No other journey uses the capon: its reservations are all taken here, and given back at the end.
  const { slug, stocks } = await takeAllCaponReservations();
  try {
    // An account of hers, made elsewhere: this browser is a guest's.
    const email = uniqueEmail("lea");
    const signUp = await request.post("/next-react/register.php", {
      headers: shopperAddress(),
      form: { civilite: "Mme", prenom: "Léa", nom: "Martin", email, password: PASSWORD, cp: "75011" },
    });
    expect(signUp.ok()).toBe(true);

    // A guest is asked to sign in first; the link brings her back to the list's box, ready to join (ADR 0123).
    await openWhenFull(page, slug);
    const waitlist = page.getByRole("region", { name: "Liste d'attente" });
    await waitlist.getByRole("link", { name: "Connectez-vous" }).click();
    await expect(page).toHaveURL(/\/authentification\?redirect=%2F[^&]+%3Fliste-attente%3Drejoindre$/);
    await page.getByLabel("Adresse e-mail").fill(email);
    await fromOwnAddress(page.context());
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("button", { name: "Se connecter" }).click();

    // Back on the product: the join button has focus, and nothing is joined before her click.
    const join = waitlist.getByRole("button", { name: "Rejoindre la liste d'attente" });
    await expect(join).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await expect(waitlist.getByRole("status")).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(waitlist.getByRole("status")).toContainText(/C'est noté\s:\svous êtes en 1re\sposition sur la liste d'attente de «\sChapon fermier de Bresse AOP\s»/);

    // On return the page says it again, and offers to leave.
    await page.reload();
    await expect(waitlist.getByRole("status")).toContainText(/Vous êtes sur la liste d'attente, en 1re\sposition\s:/);
    const leave = waitlist.getByRole("button", { name: "Quitter la liste d'attente" });
    await waitForHydrated(leave);
    await leave.click();
    await expect(waitlist.getByRole("status")).toContainText(/Vous avez quitté la liste d'attente de «\sChapon fermier de Bresse AOP\s»/);
    await expect(waitlist.getByRole("button", { name: "Rejoindre la liste d'attente" })).toBeVisible();
  } finally {
    await giveBackCaponStock(stocks);
  }
});

test("un invité crée son compte depuis la liste d'attente : la bienvenue fermée, le bouton pour la rejoindre a le focus", async ({ page }) => {
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the capon's stock is emptied in the web-service's database, as its reservations would");
  const { slug, stocks } = await takeAllCaponReservations();
  try {
    await openWhenFull(page, slug);
    const waitlist = page.getByRole("region", { name: "Liste d'attente" });
    await waitlist.getByRole("link", { name: "Connectez-vous" }).click();
    await page.getByRole("link", { name: "Créer un compte", exact: true }).click();
    await expect(page).toHaveURL(/\/authentification\?signin=1&redirect=%2F[^&]+%3Fliste-attente%3Drejoindre$/);
    await page.getByRole("radio", { name: "Mme" }).check();
    await page.getByLabel("Prénom").fill("Léa");
    await page.getByLabel("Nom", { exact: true }).fill("Martin");
    await page.getByLabel("Adresse e-mail").fill(uniqueEmail("lea"));
    await fromOwnAddress(page.context());
    await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
    await page.getByRole("textbox", { name: "Code postal" }).fill("75011");
    await page.getByRole("button", { name: "Créer mon compte" }).click();

    // Back on the product under the welcome dialog; once it is closed, the join button has focus, not the page's top
    // (QA of 2026-12-02), and nothing was joined.
    const welcome = page.getByRole("dialog", { name: "Bienvenue chez Cabas !" });
    await expect(welcome).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/${slug}$`));
    await page.keyboard.press("Escape");
    await expect(welcome).toBeHidden();
    const join = waitlist.getByRole("button", { name: "Rejoindre la liste d'attente" });
    await expect(join).toBeFocused();
    await expect(waitlist.getByRole("status")).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(waitlist.getByRole("status")).toContainText(/C'est noté\s:\svous êtes en 1re\sposition/);
  } finally {
    await inDatabase((query) => query("delete from reservation_waitlist where product_id = (select id from products where name = $1)", [CAPON]));
    await giveBackCaponStock(stocks);
  }
});

test("une place se libère : elle m'est gardée, je l'ajoute au panier ; le service client voit la liste, une cliente en est refusée", async ({ page, browser, request, baseURL }) => {
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the capon's stock is emptied, and a place held, in the web-service's database");
  const { slug, stocks } = await takeAllCaponReservations();
  try {
    const email = await createAccount(page);
    await openWhenFull(page, slug);
    const waitlist = page.getByRole("region", { name: "Liste d'attente" });
    const join = waitlist.getByRole("button", { name: "Rejoindre la liste d'attente" });
    await waitForHydrated(join);
    await join.click();
    await expect(waitlist.getByRole("status")).toContainText(/en 1re\sposition/);

    // A place comes back and the line's job offers it to her: what it writes, the place taken off the shelf for her.
    await inDatabase((query) =>
      query(
        `update reservation_waitlist set notified_at = now(), offer_ends_at = now() + interval '24 hours', held_units = 1
         where user_id = (select id from users where email = $1)`,
        [email],
      ),
    );
    await page.reload();
    await expect(waitlist.getByRole("status")).toContainText(/Elle vous est gardée jusqu'au .+\s:\sajoutez-la à votre panier/);
    // Sold out for everyone else on the shared page; for her, until when it is hers and her own button, where
    // « Indisponible » stands for the others (ADR 0123).
    await expect(page.getByText(/Une réservation vous est gardée jusqu'au .+\s:\sajoutez-la à votre panier\./)).toBeVisible();
    await expect(page.getByText(/toutes les réservations sont prises/)).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Indisponible : ${CAPON}` })).toHaveCount(0);
    const add = page.getByRole("main").getByRole("button", { name: `Ajouter au panier : ${CAPON}` });
    await waitForHydrated(add);
    await add.click();
    await expect(page.getByRole("main").getByRole("group", { name: `Quantité de ${CAPON}` })).toContainText("1");
    // Added: both notices say it is in the basket, no longer asking to add it (QA of 2026-12-02).
    await expect(page.getByText(/^Votre réservation est dans votre panier, gardée jusqu'au .+\s:\scommandez d'ici là\.$/)).toBeVisible();
    await expect(waitlist.getByRole("status")).toContainText(/Elle est dans votre panier, gardée jusqu'au .+\s:\scommandez d'ici là\./);
    await expect(page.getByText(/ajoutez-la à votre panier/)).toHaveCount(0);

    // Customer service reads the line: who is told, until when, held.
    const staff = await signInAsStaff(browser, request, baseURL, "/support/listes-attente");
    await expect(staff.getByRole("heading", { level: 1, name: "Listes d'attente des réservations" })).toBeVisible();
    const line = staff.getByRole("region", { name: CAPON });
    await expect(line.getByRole("row").filter({ hasText: email })).toContainText(/Place proposée par e-mail le .+\s:\sgardée jusqu'au /);
    await staff.goto("/mon-compte");
    await expect(staff.getByRole("link", { name: "Listes d'attente des réservations" })).toBeVisible();
    await staff.context().close();

    // A customer is refused the screen: HTTP 403 and its notice (ADR 0119).
    expect((await page.goto("/support/listes-attente"))?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Listes d'attente des réservations" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Cette page est réservée au service client.");
    await expect(page.getByRole("table")).toHaveCount(0);
  } finally {
    await inDatabase((query) => query("delete from reservation_waitlist where product_id = (select id from products where name = $1)", [CAPON]));
    await giveBackCaponStock(stocks);
  }
});

/** The capon's tile on a listing. */
const caponTile = (page: Page) => page.getByRole("main").getByRole("article").filter({ has: page.getByRole("link", { name: CAPON, exact: true }) });

test("une place m'est gardée : la vignette du chapon me la propose au rayon et dans la recherche, je l'ajoute de là ; une autre cliente le lit indisponible", async ({ page, browser, request, baseURL }) => {
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the capon's stock is emptied, and a place held, in the web-service's database");
  const { slug, stocks } = await takeAllCaponReservations();
  const others: BrowserContext[] = [];
  try {
    const email = await createAccount(page);
    await openWhenFull(page, slug);
    const join = page.getByRole("region", { name: "Liste d'attente" }).getByRole("button", { name: "Rejoindre la liste d'attente" });
    await waitForHydrated(join);
    await join.click();
    await expect(page.getByRole("region", { name: "Liste d'attente" }).getByRole("status")).toContainText(/en 1re\sposition/);
    // A place comes back and is held for her, as the line's job does (ADR 0120).
    const [aisle] = (
      await inDatabase(async (query) => {
        await query(
          `update reservation_waitlist set notified_at = now(), offer_ends_at = now() + interval '24 hours', held_units = 1
           where user_id = (select id from users where email = $1)`,
          [email],
        );
        return query("select c.slug from categories c join products p on p.category_id = c.id where p.name = $1", [CAPON]);
      })
    ).rows as { slug: string }[];
    const heldNotice = /^Une réservation vous est gardée jusqu'au .+\s:\sajoutez-la à votre panier\.$/;

    // Her search: the capon's tile says until when it is hers, with her own button where others read « Indisponible ».
    await expect(async () => {
      await page.goto("/recherche?text=chapon");
      await expect(caponTile(page).getByText(heldNotice)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(caponTile(page).getByRole("button", { name: `Ajouter au panier : ${CAPON}` })).toBeVisible();
    await expect(caponTile(page).getByRole("button", { name: `Indisponible : ${CAPON}` })).toHaveCount(0);

    // A place that lapses while her page stays open goes back to the shelf then, without a reload (ADR 0137): her
    // browser's clock jumps past the window (24 hours), on the search and on the product page. A context of its own,
    // signed in as her: a page's clock is its context's, and her other pages must keep today's.
    for (const address of ["/recherche?text=chapon", `/${slug}`]) {
      const later = await browser.newContext({ locale: "fr-FR", baseURL, storageState: await page.context().storageState() });
      others.push(later);
      const open = await later.newPage();
      await open.clock.install();
      const read = open.waitForResponse((answer) => /\/(mesPlacesGardees|maListeAttente)\.php/.test(answer.url()));
      await open.goto(address);
      await read;
      const held = address === `/${slug}` ? open.getByRole("main") : caponTile(open);
      await expect(held.getByText(heldNotice)).toBeVisible();
      await waitForHydrated(held.getByRole("button", { name: `Ajouter au panier : ${CAPON}` }));
      await open.clock.fastForward("24:01:00");
      await expect(held.getByRole("button", { name: `Indisponible : ${CAPON}` })).toBeDisabled();
      await expect(held.getByText(heldNotice)).toHaveCount(0);
      await expect(held.getByRole("button", { name: `Ajouter au panier : ${CAPON}` })).toHaveCount(0);
      if (address === `/${slug}`) await expect(open.getByRole("region", { name: "Liste d'attente" }).getByRole("status")).toContainText(/ce délai est passé/);
      await later.close();
    }

    // Her aisle: the same, read once for the page whatever its tiles, and she adds it from there, up to the one place held.
    let reads = 0;
    page.on("request", (sent) => {
      if (sent.url().includes("/mesPlacesGardees.php")) reads += 1;
    });
    await page.goto(`/catalogue/${aisle!.slug}`);
    const tile = caponTile(page);
    await expect(tile.getByText(heldNotice)).toBeVisible();
    expect(reads).toBe(1);
    const add = tile.getByRole("button", { name: `Ajouter au panier : ${CAPON}` });
    await waitForHydrated(add);
    await add.click();
    const stepper = tile.getByRole("group", { name: `Quantité de ${CAPON}` });
    await expect(stepper).toContainText("1");
    await expect(stepper.getByRole("button", { name: `Ajouter une unité : ${CAPON}` })).toBeDisabled();
    await expect(tile.getByText(/^Votre réservation est dans votre panier, gardée jusqu'au .+\s:\scommandez d'ici là\.$/)).toBeVisible();

    // Without scripts, on pages rendered for her alone (ADR 0032), the server reads her place: the aisle's tile and the
    // product page say it is in her basket.
    const state = await page.context().storageState();
    const noScripts = await browser.newContext({
      locale: "fr-FR",
      baseURL,
      javaScriptEnabled: false,
      storageState: { ...state, cookies: state.cookies.filter((cookie) => cookie.name !== "JS") },
    });
    others.push(noScripts);
    const plain = await noScripts.newPage();
    await plain.goto(`/catalogue/${aisle!.slug}`);
    await expect(caponTile(plain).getByText(/^Votre réservation est dans votre panier, gardée jusqu'au .+\s:\scommandez d'ici là\.$/)).toBeVisible();
    await expect(caponTile(plain).getByRole("group", { name: `Quantité de ${CAPON}` })).toContainText("1");
    await plain.goto(`/${slug}`);
    await expect(plain.getByText(/^Votre réservation est dans votre panier, gardée jusqu'au .+\s:\scommandez d'ici là\.$/)).toBeVisible();
    await expect(plain.getByText(/toutes les réservations sont prises/)).toHaveCount(0);

    // Another customer, with scripts, on the same pages: the capon is sold out, nothing is held for her.
    const otherContext = await browser.newContext({ locale: "fr-FR", baseURL });
    others.push(otherContext);
    await markAnnouncementSeen(otherContext, request, baseURL);
    // Her browser has run the scripts before: the pages are the shared ones, and it reads her held places itself.
    await otherContext.addCookies([{ name: "JS", value: "1", url: baseURL ?? "http://127.0.0.1:3000" }]);
    const other = await otherContext.newPage();
    await createAccount(other);
    for (const address of [`/catalogue/${aisle!.slug}`, "/recherche?text=chapon"]) {
      const read = other.waitForResponse((answer) => answer.url().includes("/mesPlacesGardees.php"));
      await other.goto(address);
      expect(await (await read).json()).toMatchObject({ places: [] });
      const theirs = caponTile(other).getByRole("button", { name: `Indisponible : ${CAPON}` });
      await waitForHydrated(theirs);
      await expect(theirs).toBeDisabled();
      await expect(caponTile(other).getByText(/gardée/)).toHaveCount(0);
    }

    // Without scripts, the product page's box offers her to leave the list, as with them: nobody else waits, so the
    // place goes back on the shelf at once, and the page sells the capon to anyone (no box any more).
    await plain.getByRole("region", { name: "Liste d'attente" }).getByRole("button", { name: "Quitter la liste d'attente" }).click();
    await expect(plain.getByText("Ce produit se vend sur réservation.")).toBeVisible();
    await expect(plain.getByRole("region", { name: "Liste d'attente" })).toHaveCount(0);
    const left = await inDatabase((query) => query("select count(*)::int as n from reservation_waitlist where user_id = (select id from users where email = $1)", [email]));
    expect(left.rows).toEqual([{ n: 0 }]);
  } finally {
    for (const context of others) await context.close();
    await inDatabase((query) => query("delete from reservation_waitlist where product_id = (select id from products where name = $1)", [CAPON]));
    await giveBackCaponStock(stocks);
  }
});
