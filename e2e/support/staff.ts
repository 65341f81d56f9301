// Staff in their own browser context: the demo's support account signed in from a staff screen's address, which
// sends them to sign in and back (README: demo accounts).
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./announcement.ts";
import { fromOwnAddress } from "./shopper-address.ts";

export async function signInAsStaff(browser: Browser, request: APIRequestContext, baseURL: string | undefined, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: "fr-FR" });
  await markAnnouncementSeen(context, request, baseURL);
  const staff = await context.newPage();
  await staff.goto(path);
  await expect(staff).toHaveURL(new RegExp(`/authentification\\?redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await staff.getByLabel("Adresse e-mail").fill("support@cabas.example");
  await fromOwnAddress(staff.context());
  await staff.getByLabel("Mot de passe", { exact: true }).fill("Cabas-support-2026");
  await staff.getByRole("button", { name: "Se connecter" }).click();
  // Back on the screen asked for, signed in: the session is set before the journey goes elsewhere.
  await staff.waitForURL((url) => `${url.pathname}${url.search}` === path);
  return staff;
}

/** The warehouse screen moves an order to its customer (ADR 0094): weighed and prepared, handed to the courier, delivered. */
export async function deliverOnWarehouseScreen(staff: Page, orderId: number): Promise<void> {
  await staff.goto("/support/commandes");
  const card = staff.getByRole("article").filter({ has: staff.getByRole("heading", { level: 2, name: new RegExp(`^Commande n°\\s${orderId}\\s: `) }) });
  await card.getByRole("form", { name: `Peser et préparer : commande n° ${orderId}` }).getByRole("button", { name: "Peser et préparer" }).click();
  await expect(staff.getByRole("status")).toHaveText(new RegExp(`^Commande n°\u00A0${orderId} pesée et en préparation`));
  await card.getByRole("button", { name: "Remettre au livreur" }).click();
  await expect(staff.getByRole("status")).toHaveText(`Commande n°\u00A0${orderId} remise au livreur.`);
  await card.getByRole("button", { name: "Livrée" }).click();
  await expect(staff.getByRole("status")).toHaveText(`Commande n°\u00A0${orderId} livrée.`);
}
