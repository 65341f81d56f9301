// Narrow phones: pack, recipe, basket and checkout pages fit the screen (no sideways scrolling), long buttons wrap.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { addDeliveryAddress, createAccount, fillBasket, pickSlot, placeOrderThroughCalls } from "./support/checkout-steps.ts";
import { inDatabase } from "./support/database.ts";
import { waitForHydrated } from "./support/hydration.ts";
import { signInAsStaff } from "./support/staff.ts";
import { walkBackBelowStickyHeader } from "./support/focus-below-header.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

/** Elements sticking out of the viewport on the right, for a readable failure. */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    // Inside a container that scrolls or clips (the aisles' bar), sticking out is by design.
    const clipped = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (getComputedStyle(p).overflowX !== "visible") return true;
      return false;
    };
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("body *"))) {
      if (clipped(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 0.5) out.push(`${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)} → ${Math.round(box.right)}`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, clientWidth: width, out: out.slice(0, 15) };
  });

async function expectNoSidewaysScroll(page: Page, name: string) {
  const layout = await overflowing(page);
  expect(layout.scrollWidth, `${name}: ${layout.out.join(" | ")}`).toBe(layout.clientWidth);
}

for (const width of [360, 412]) {
  test(`à ${width} px, les pages de packs et de recettes tiennent dans l'écran et leur bouton passe à la ligne`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const { packs } = (await (await page.request.get("/next-react/getPack.php")).json()) as { packs: { slug: string }[] };
    for (const path of [`/packs/${packs[0]!.slug}`, "/recettes/crepes?personnes=24", "/recettes/blanquette-de-veau"]) {
      await page.goto(path);
      const button = page.getByRole("button", { name: /^Ajouter (le pack|les produits pour)/ });
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page, `${path.replace(/[^a-z0-9]+/gi, "-")}-${width}`);
    }
  });
}

test("à 360 px, le panier et ses préférences de remplacement tiennent dans l'écran", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const { packs } = (await (await page.request.get("/next-react/getPack.php")).json()) as { packs: { slug: string }[] };
  await page.goto(`/packs/${packs[0]!.slug}`);
  const add = page.getByRole("button", { name: /^Ajouter le pack/ });
  await waitForHydrated(add);
  await add.click();
  await expect(page.getByRole("status").filter({ hasText: /ajouté/ })).toBeVisible();
  await page.goto("/checkout/mon-panier");
  await expect(page.getByRole("combobox").first()).toBeVisible();
  await expectNoSidewaysScroll(page, "panier-360");
});

test("à 360 px, une recherche de 300 caractères sans espace ne fait pas déborder la page", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const word = "z".repeat(300);
  await page.goto(`/recherche?text=${word}`);
  const heading = page.getByRole("heading", { level: 1 });
  // The heading repeats the start of the words, cut with « … », not all 300 letters.
  await expect(heading).toContainText("Aucun résultat pour");
  await expect(heading).toContainText("…");
  expect(((await heading.textContent()) ?? "").length).toBeLessThan(120);
  await expectNoSidewaysScroll(page, "recherche-longue-360");
});

test("à 360 px, les pages de la commande jusqu'au paiement tiennent dans l'écran et « Commander avec obligation de paiement » passe à la ligne", async ({ page }) => {
  test.slow();
  await createAccount(page);
  const { product } = await fillBasket(page);
  await addDeliveryAddress(page);
  await pickSlot(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/checkout/mon-panier");
  await expect(page.getByRole("list", { name: "Produits du panier" }).getByRole("link", { name: product.name })).toBeVisible();
  await expectNoSidewaysScroll(page, "mon-panier-360");

  await page.goto("/checkout/ma-commande");
  await expect(page.getByRole("link", { name: "Passer au paiement" })).toBeVisible();
  await expectNoSidewaysScroll(page, "ma-commande-360");

  await page.goto("/checkout/paiement");
  const newCard = page.locator("form").filter({ has: page.getByRole("heading", { level: 2, name: "Nouvelle carte" }) });
  const pay = newCard.getByRole("button", { name: "Commander avec obligation de paiement" });
  await expect(pay).toBeVisible();
  const card = (await newCard.boundingBox())!;
  const box = (await pay.boundingBox())!;
  expect(box.x + box.width, "le bouton reste dans sa carte").toBeLessThanOrEqual(card.x + card.width);
  await expectNoSidewaysScroll(page, "paiement-360");
});

test("à 320 px, l'en-tête et les pages tiennent dans l'écran sans défilement horizontal (WCAG 1.4.10)", async ({ page }) => {
  // Four pages, then an account and a basket filled from a product page: near 30 s when the machine is busy.
  test.slow();
  await page.setViewportSize({ width: 320, height: 700 });
  // A visitor: the widest header, with « Code postal » in full.
  for (const path of ["/", "/faq", "/contacter-cabas", "/defis"]) {
    await page.goto(path);
    const search = page.getByRole("banner").getByRole("button", { name: "Rechercher" });
    await expect(search).toBeVisible();
    const box = (await search.boundingBox())!;
    expect(box.x + box.width, path).toBeLessThanOrEqual(320);
    // « Code postal » is shown whole, not cut with an ellipsis.
    const chipText = page.getByRole("banner").getByRole("link", { name: "Choisir mon code postal de livraison" }).getByText("Code postal");
    expect(await chipText.evaluate((el) => el.scrollWidth <= el.clientWidth), path).toBe(true);
    await expectNoSidewaysScroll(page, `${path.replace(/[^a-z0-9]+/gi, "-")}-320`);
  }
  // The basket's amount stays whole once the basket holds something.
  await createAccount(page);
  await fillBasket(page);
  await page.goto("/mes-listes");
  const basket = page.getByRole("banner").getByRole("link", { name: /Panier/ });
  const box = (await basket.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await expectNoSidewaysScroll(page, "mes-listes-panier-320");
});

test("à 360 px, le formulaire de contact tient dans l'écran malgré son long sujet", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/contacter-cabas");
  const subject = page.getByRole("combobox", { name: "Sujet" });
  await subject.selectOption({ label: "Un paiement ou un remboursement" });
  const box = (await subject.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(360);
  await expectNoSidewaysScroll(page, "contact-360");
});

test("à 360 px, les textes des clients sans espace passent à la ligne : avis, nom de liste, bloc-notes", async ({ page }) => {
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the review is written in the web-service's database, as moderation would publish it");
  await page.setViewportSize({ width: 360, height: 800 });
  const email = await createAccount(page);
  const bang = "!".repeat(300);
  await inDatabase((query) =>
    query(
      `insert into product_reviews (user_id, product_id, rating, title, body, status, published_at)
       select u.id, p.id, 5, $2, $3, 'published', now() from users u, products p where u.email = $1 and p.slug = 'kiwis-hayward-x6'`,
      [email, "Z".repeat(80), bang],
    ),
  );
  const listName = "Listedecoursespourlapetitefetedusamedisoirchezmoi";
  expect((await page.request.post("/next-react/addList.php", { form: { title: listName } })).ok()).toBe(true);
  const notepad = await page.request.post("/next-react/createBlocNotes.php", { form: { titre: "B".repeat(60), texte: `${"C".repeat(120)}\nlait` } });
  expect(notepad.ok()).toBe(true);
  const { bloc_note } = (await notepad.json()) as { bloc_note: { blocnote_id: number } };

  await page.goto("/kiwis-hayward-x6");
  await expect(page.getByText(bang)).toBeVisible();
  await expectNoSidewaysScroll(page, "avis-360");
  await page.goto("/historique-de-mes-avis-produit");
  await expect(page.getByText(bang)).toBeVisible();
  await expectNoSidewaysScroll(page, "mes-avis-360");
  await page.goto("/mes-listes");
  await expect(page.getByRole("link", { name: listName })).toBeVisible();
  await expectNoSidewaysScroll(page, "mes-listes-360");
  await page.goto("/mes-blocs-notes");
  await expect(page.getByRole("link", { name: "B".repeat(60) })).toBeVisible();
  await expectNoSidewaysScroll(page, "mes-blocs-notes-360");
  await page.goto(`/bloc-notes/${bloc_note.blocnote_id}`);
  await expect(page.getByRole("heading", { level: 1, name: "B".repeat(60) })).toBeVisible();
  await expectNoSidewaysScroll(page, "bloc-notes-360");
});

test("sur un téléphone tenu à l'horizontale (568 × 320), l'en-tête défile avec la page ; debout et sur ordinateur, il reste en haut", async ({ page }) => {
  const headerBottom = async (path: string, width: number, height: number) => {
    await page.setViewportSize({ width, height });
    await page.goto(path);
    await expect(page.getByRole("banner").getByRole("button", { name: "Rechercher" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    return (await page.getByRole("banner").first().boundingBox())!;
  };
  // Sideways, the 164 px header would hide half of the 320 px screen: it is gone once the page scrolls.
  const sideways = await headerBottom("/faq", 568, 320);
  expect(sideways.y + sideways.height, "l'en-tête est sorti de l'écran").toBeLessThanOrEqual(0);
  await expectNoSidewaysScroll(page, "faq-568x320");
  // Held upright, and on a computer, the header stays at the top of the screen as before.
  for (const [width, height] of [[320, 700], [1280, 800]] as const) {
    const upright = await headerBottom("/faq", width, height);
    expect(upright.y, `${width} × ${height}`).toBe(0);
  }
});

test("à 320 px, les liens du fil d'Ariane font 24 px de haut même quand il passe à la ligne (WCAG 2.5.8)", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const path of ["/catalogue/charcuterie-et-traiteur", "/defis/faq", "/kiwis-hayward-x6"]) {
    await page.goto(path);
    const links = page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link");
    expect(await links.count(), path).toBeGreaterThan(0);
    const boxes = await links.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((b) => ({ top: b.top, height: b.height })));
    for (const box of boxes) expect(box.height, path).toBeGreaterThanOrEqual(24);
    await expectNoSidewaysScroll(page, `${path.replace(/[^a-z0-9]+/gi, "-")}-320`);
  }
  // The aisle's trail is long enough to wrap at 320 px: its crumbs sit on two lines, each still 24 px tall.
  await page.goto("/catalogue/charcuterie-et-traiteur");
  const tops = await page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("listitem").evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size);
  expect(tops).toBeGreaterThan(1);
});

/** The other screens of the spec (§2) a phone user reaches, none scrolling sideways at 320 px, touch on. */
test.describe("à 320 px sur un écran tactile, aucune page ne défile de côté", () => {
  test.use({ hasTouch: true, isMobile: true });

  test("pages publiques : accueil, rayons et filtres, produit et ses images, recherche, marque, producteur, créneaux, pages de contenu, connexion", async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of [
      "/", "/catalogue", "/catalogue/epicerie-sucree?bio=1&tri=prix-desc", "/kiwis-hayward-x6", "/kiwis-hayward-x6/images",
      "/recherche?text=fromage", "/recherche?text=fromage&facette_marque=fromagerie-du-bessin", "/marque/fromagerie-du-bessin",
      "/cabas/producteur/1", "/creneau", "/la-marque", "/nos-engagements", "/frais-de-livraison-courses-a-domicile", "/ma-ville",
      "/programme-de-fidelite-cabas", "/calendrier-de-l-avent", "/offres-clients/offre-cinema", "/conditions-generales-de-vente",
      "/authentification", "/authentification?signin=1", "/authentification?signin=1&pro=1",
    ]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, `${path.replace(/[^a-z0-9]+/gi, "-")}-320`);
    }
  });

  test("pages du compte : commandes et une commande, adresses, cartes, cagnotte, bons d'achat, parrainage, défis, réservations", async ({ page }) => {
    test.slow();
    await createAccount(page);
    const { orderId } = await placeOrderThroughCalls(page);
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of [
      "/mon-compte", "/historique-commandes", "/mes-commandes-en-cours", `/commande/${orderId}`, `/checkout/confirmation/${orderId}`,
      "/mes-adresses", "/mes-cartes-bancaires", "/ma-cagnotte", "/bons-d-achat", "/mes-parrainages", "/defis/historique",
      "/mes-reservations-de-creneaux", "/parametres", "/bonnes-affaires",
    ]) {
      await page.goto(path);
      await expectNoSidewaysScroll(page, `${path.replace(/[^a-z0-9]+/gi, "-")}-320`);
    }
  });

  test("le code postal et le bouton de recherche de l'en-tête sont des cibles de 44 px, dessinés toujours en 36 px, et l'en-tête debout tient en 110 px", async ({ page }) => {
    for (const [width, height] of [[320, 700], [375, 700], [390, 844]] as const) {
      await page.setViewportSize({ width, height });
      await page.goto("/faq");
      expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
      const banner = page.getByRole("banner");
      const chip = banner.getByRole("link", { name: "Choisir mon code postal de livraison" });
      const box = (await chip.boundingBox())!;
      expect(box.height, `${width} × ${height}`).toBeGreaterThanOrEqual(44);
      // The pill drawn inside the target keeps the header's look: the background stops 4 px inside, above and below.
      expect(await chip.evaluate((el) => getComputedStyle(el).backgroundClip)).toBe("padding-box");
      // « Code postal » is still whole at 320 px, and the header's rows did not grow.
      expect(await chip.getByText("Code postal").evaluate((el) => el.scrollWidth <= el.clientWidth), `${width} × ${height}`).toBe(true);
      const header = (await banner.boundingBox())!;
      expect(header.height, `${width} × ${height}`).toBeLessThanOrEqual(110);
      expect(box.y + box.height, `${width} × ${height}`).toBeLessThanOrEqual(header.y + header.height);
      // The search button likewise: 44 px square, its disc drawn inside (QA of 2026-12-02), within the search field.
      const search = banner.getByRole("button", { name: "Rechercher" });
      const target = (await search.boundingBox())!;
      expect([target.width, target.height], `${width} × ${height}`).toEqual([44, 44]);
      expect(await search.evaluate((el) => getComputedStyle(el).backgroundClip)).toBe("padding-box");
      const field = (await banner.getByRole("combobox", { name: "Rechercher un produit" }).boundingBox())!;
      expect(target.y).toBeGreaterThanOrEqual(field.y);
      expect(target.x + target.width).toBeLessThanOrEqual(field.x + field.width + 0.5);
    }
  });

  test("écrans de l'équipe : commandes, préparation, avis, réclamations, zones, journaux", async ({ browser, request, baseURL }) => {
    test.slow();
    const staff = await signInAsStaff(browser, request, baseURL, "/support/commandes");
    await staff.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/support/commandes", "/support/commandes/preparation", "/support/avis", "/support/reclamations", "/support/zones", "/support/journal", "/support/agir-en-tant-que"]) {
      await staff.goto(path);
      await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(staff, `${path.replace(/[^a-z0-9]+/gi, "-")}-320`);
    }
    await staff.context().close();
  });
});

test("sur un téléphone tenu à l'horizontale (568 × 320), la grande image de la galerie tient dans la fenêtre, qui se ferme", async ({ page }) => {
  await page.setViewportSize({ width: 568, height: 320 });
  await page.goto("/kiwis-hayward-x6");
  const gallery = page.getByRole("link", { name: "Voir les images de Kiwis Hayward" });
  await waitForHydrated(gallery);
  await gallery.click();
  const dialog = page.getByRole("dialog", { name: "Images de Kiwis Hayward" });
  await expect(dialog).toBeVisible();
  const image = dialog.locator("img").first();
  await expect(image).toBeVisible();
  // Seen whole without scrolling the dialog: its bottom above the dialog's.
  const box = (await image.boundingBox())!;
  const frame = (await dialog.boundingBox())!;
  expect(box.height).toBeGreaterThan(80);
  expect(box.y + box.height, "l'image entière dans la fenêtre").toBeLessThanOrEqual(frame.y + frame.height);
  await dialog.getByRole("button", { name: "Fermer la modal" }).click();
  await expect(dialog).toBeHidden();
});

/**
 * The bottom of what sticks at the top of the screen once the page has scrolled (the header, on computers with its
 * aisles), 0 when nothing does, and the page's scroll padding that must keep it free (ADR 0124).
 */
const stickyTop = (page: Page) =>
  page.evaluate(() => {
    const stuck = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter((el) => getComputedStyle(el).position === "sticky");
    const bottom = Math.max(0, ...stuck.map((el) => el.getBoundingClientRect().bottom));
    return { bottom, padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0 };
  });

test("debout (375 × 700, 390 × 844, 320 × 700), l'en-tête collant tient en 110 px avec la recherche, le code postal, le compte et le panier ; les rayons défilent avec la page", async ({ page }) => {
  for (const [width, height] of [[375, 700], [390, 844], [320, 700]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/faq");
    const banner = page.getByRole("banner");
    const aisles = page.getByRole("navigation", { name: "Rayons", exact: true });
    await expect(aisles.getByRole("link", { name: "Tous les rayons" })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    const header = (await banner.boundingBox())!;
    expect(header.y, `${width} × ${height}`).toBe(0);
    expect(header.height, `${width} × ${height}`).toBeLessThanOrEqual(110);
    // Every function of the header is on screen, whole, inside it, and a 44 px target.
    for (const control of [
      banner.getByRole("combobox", { name: "Rechercher un produit" }),
      banner.getByRole("button", { name: "Rechercher" }),
      banner.getByRole("link", { name: "Choisir mon code postal de livraison" }),
      banner.getByRole("link", { name: "Mon compte" }),
      banner.getByRole("link", { name: /Panier/ }),
      banner.getByRole("link", { name: "Cabas, retour à l'accueil" }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.y, `${width} × ${height}`).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, `${width} × ${height}`).toBeLessThanOrEqual(header.height + 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
    for (const target of [banner.getByRole("link", { name: "Mon compte" }), banner.getByRole("link", { name: /Panier/ }), banner.getByRole("combobox", { name: "Rechercher un produit" })]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    // The aisles went up with the page, and are back under the header at its top.
    const gone = (await aisles.boundingBox())!;
    expect(gone.y + gone.height, `${width} × ${height}`).toBeLessThanOrEqual(0);
    const { bottom, padding } = await stickyTop(page);
    expect(bottom).toBeLessThanOrEqual(110);
    expect(padding).toBeGreaterThanOrEqual(bottom);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(aisles.getByRole("link", { name: "Tous les rayons" })).toBeInViewport();
  }
});

test("à chaque largeur, la marge de défilement de la page suit la hauteur de l'en-tête collant", async ({ page }) => {
  for (const [width, height] of [[320, 700], [390, 844], [768, 1024], [899, 700], [900, 700], [1280, 800], [1440, 900], [568, 320], [1280, 480]] as const) {
    await page.setViewportSize({ width, height });
    await page.goto("/faq");
    await expect(page.getByRole("banner").getByRole("button", { name: "Rechercher" })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    const { bottom, padding } = await stickyTop(page);
    // Never less than the header (focus would hide under it), and a few pixels more at most (the focus ring).
    expect(padding, `${width} × ${height}: en-tête de ${bottom} px`).toBeGreaterThanOrEqual(bottom);
    expect(padding, `${width} × ${height}: en-tête de ${bottom} px`).toBeLessThanOrEqual(bottom + 16);
  }
});

for (const [width, height] of [[320, 700], [390, 844], [1280, 800], [1024, 768]] as const) {
  test(`à ${width} × ${height}, chaque élément atteint par Maj+Tab apparaît entier sous l'en-tête collant (WCAG 2.4.11)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    for (const path of ["/faq", "/catalogue/epicerie-sucree"]) {
      await page.goto(path);
      await walkBackBelowStickyHeader(page, path);
    }
  });
}
