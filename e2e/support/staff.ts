// Staff in their own browser context: the demo's support account signed in from a staff screen's address, which
// sends them to sign in and back (README: demo accounts).
import { expect, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { markAnnouncementSeen } from "./announcement.ts";

export async function signInAsStaff(browser: Browser, request: APIRequestContext, baseURL: string | undefined, path: string): Promise<Page> {
  const context = await browser.newContext({ locale: "fr-FR" });
  await markAnnouncementSeen(context, request, baseURL);
  const staff = await context.newPage();
  await staff.goto(path);
  await expect(staff).toHaveURL(new RegExp(`/authentification\\?redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await staff.getByLabel("Adresse e-mail").fill("support@cabas.example");
  await staff.getByLabel("Mot de passe", { exact: true }).fill("Cabas-support-2026");
  await staff.getByRole("button", { name: "Se connecter" }).click();
  return staff;
}
