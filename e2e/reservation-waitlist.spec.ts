// The waiting list of a product sold on reservation, told as a shopper's story (ADR 0114): the Christmas capon's
// reservations are all taken; a guest is asked to sign in, then joins the list and reads their position, finds it
// again on return, and leaves.
import { expect, test, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { createAccount } from "./support/checkout-steps.ts";
import { inDatabase } from "./support/database.ts";
import { waitForHydrated } from "./support/hydration.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

const CAPON = "Chapon fermier de Bresse AOP";

/** The catalogue's answers are kept a few seconds (ADR 0012): a stock emptied in the database shows once they expire. */
async function openWhenFull(page: Page, slug: string) {
  await expect(async () => {
    await page.goto(`/${slug}`);
    await expect(page.getByText(/toutes les réservations sont prises/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

test("toutes les réservations du chapon sont prises : je m'inscris sur la liste d'attente et je vois ma position", async ({ page }) => {
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the capon's stock is emptied in the web-service's database, as its reservations would");
  // No other journey uses the capon: its reservations are all taken here, and given back at the end.
  const { slug, stocks } = await inDatabase(async (query) => {
    const [product] = (await query("select id, slug from products where name = $1", [CAPON])).rows as { id: number; slug: string }[];
    const saved = (await query("select perimeter_id, stock from offers where product_id = $1", [product!.id])).rows;
    await query("update offers set stock = 0 where product_id = $1", [product!.id]);
    await query("delete from reservation_waitlist where product_id = $1", [product!.id]);
    return { slug: product!.slug, stocks: saved as { perimeter_id: number; stock: number }[] };
  });
  try {
    // A guest is asked to sign in first.
    await openWhenFull(page, slug);
    const waitlist = page.getByRole("region", { name: "Liste d'attente" });
    await expect(waitlist.getByRole("link", { name: "Connectez-vous" })).toBeVisible();

    await createAccount(page);
    await openWhenFull(page, slug);
    const join = waitlist.getByRole("button", { name: "Rejoindre la liste d'attente" });
    await waitForHydrated(join);
    await join.click();
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
    await inDatabase(async (query) => {
      for (const { perimeter_id, stock } of stocks)
        await query("update offers set stock = $1 where product_id = (select id from products where name = $2) and perimeter_id = $3", [stock, CAPON, perimeter_id]);
    });
  }
});
