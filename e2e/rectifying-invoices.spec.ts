// A rectifying invoice (ADR 0127) as the customer finds it: her order, delivered before migration 0030, had an invoice
// with a product at its aisle's rate; accounting issues the rectifying invoice with its command, and her order's page
// lists it beside the invoice, downloadable by her only.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { markAnnouncementSeen } from "./support/announcement.ts";
import { deliverOnWarehouseScreen, signInAsStaff } from "./support/staff.ts";
import { createAccount, placeOrderThroughCalls } from "./support/checkout-steps.ts";

test.beforeEach(({ context, request, baseURL }) => markAnnouncementSeen(context, request, baseURL));

/** What migration 0030 left of an invoice issued before it: numbered after its order, a line at its aisle's rate. */
async function asIssuedBefore0030(orderId: number) {
  const { default: pg } = await import("pg");
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query("UPDATE orders SET invoice_number = regexp_replace(invoice_number, '-[0-9]+$', '-' || id) WHERE id = $1", [orderId]);
    await db.query(
      `UPDATE order_lines SET vat_rate_bp = CASE WHEN vat_rate_bp = 2000 THEN 550 ELSE 2000 END
       WHERE order_id = $1 AND product_id = (SELECT min(product_id) FROM order_lines WHERE order_id = $1)`,
      [orderId],
    );
  } finally {
    await db.end();
  }
}

const invoicesCommand = (...args: string[]) =>
  execFileSync("npx", ["tsx", fileURLToPath(new URL("../apps/api/src/cli/invoices.ts", import.meta.url)), ...args], { encoding: "utf8", env: process.env });

test("une cliente trouve la facture rectificative de sa commande à côté de sa facture", async ({ page, browser, request, baseURL }) => {
  test.skip(!process.env.DATABASE_URL, "needs DATABASE_URL: the invoice is put back as migration 0030 left those issued before it");
  test.slow();
  await createAccount(page);
  const { orderId } = await placeOrderThroughCalls(page);
  const staff = await signInAsStaff(browser, request, baseURL, "/support/commandes");
  await deliverOnWarehouseScreen(staff, orderId);
  await staff.context().close();

  // None yet: its address says so on the order's page.
  await page.goto(`/commande/${orderId}/facture-rectificative`);
  await expect(page).toHaveURL(new RegExp(`/commande/${orderId}\\?erreur=facture-rectificative$`));
  await expect(page.getByRole("main").getByRole("alert")).toHaveText(/^Pas de facture rectificative pour cette commande\s:\ssa facture n'a rien à corriger\.$/);

  await asIssuedBefore0030(orderId);
  expect(invoicesCommand("a-rectifier")).toContain(`npm run invoices -- rectifier ${orderId}`);
  const issued = invoicesCommand("rectifier", String(orderId));
  const number = /^Facture rectificative (F\d{4}-\d{6}) émise/.exec(issued)?.[1];
  expect(number, issued).toBeTruthy();
  expect(invoicesCommand("rectifier", String(orderId))).toContain("rien de plus n'est émis");

  await page.goto(`/commande/${orderId}`);
  await expect(page.getByRole("link", { name: "Télécharger la facture (PDF)" })).toBeVisible();
  const rectifying = page.getByRole("link", { name: new RegExp(`^Télécharger la facture rectificative n°\\s${number}\\s\\(PDF\\)$`) });
  await expect(rectifying).toBeVisible();
  await expect(page.getByText(new RegExp(`elle annule et remplace la facture n°\\sF\\d{4}-${orderId}, dont un taux de TVA était erroné`))).toBeVisible();
  const href = await rectifying.getAttribute("href");
  expect(href).toBe(`/commande/${orderId}/facture-rectificative`);
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toBe(`attachment; filename="facture-rectificative-${number}.pdf"`);
  expect((await response.body()).subarray(0, 5).toString("latin1")).toBe("%PDF-");

  // Someone else following the link reaches the 404 page, not the rectifying invoice.
  await page.context().clearCookies();
  await createAccount(page);
  expect((await page.goto(href!))?.status()).toBe(404);
});
