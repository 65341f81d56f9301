import { expect, type Page } from "@playwright/test";

/**
 * After an action whose success is a redirect: no « Une erreur est survenue » toast comes with it. The failure this
 * guards against (the redirect's rejection taken for an error) shows its toast just after the next page has
 * rendered, so its absence is checked for a moment rather than at once.
 */
export async function expectNoErrorToast(page: Page): Promise<void> {
  const shown = await expect(page.getByText("Une erreur est survenue"))
    .toBeVisible({ timeout: 1_500 })
    .then(
      () => true,
      () => false,
    );
  expect(shown, "un message d'erreur accompagne le succès").toBe(false);
}
