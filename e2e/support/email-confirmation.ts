// Games with prizes need a confirmed address (ADR 0048): the link of the e-mail their first play sends, read from
// the outbox, as a path of the storefront.
import { expect, type Page } from "@playwright/test";
import { mailTo } from "./outbox.ts";

export const CONFIRMATION_SUBJECT = "Confirmez votre adresse e-mail pour jouer";

/** The confirmation link mailed to `email`, once its background job has written it. */
export async function confirmationLinkFor(email: string): Promise<string> {
  await expect.poll(() => mailTo(email, CONFIRMATION_SUBJECT), { timeout: 15_000 }).toContain("/confirmer-mon-adresse?jeton=");
  const url = /https?:\/\/\S+\/confirmer-mon-adresse\?jeton=\S+/.exec(mailTo(email, CONFIRMATION_SUBJECT))![0];
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

/** For journeys about a game rather than the confirmation: a first play asks for the link, which is then opened. */
export async function confirmEmailForGames(page: Page, email: string): Promise<void> {
  const refused = await page.request.post("/next-react/playConcoursCine.php", { form: {} });
  expect(refused.status()).toBe(422);
  await page.goto(await confirmationLinkFor(email));
}
