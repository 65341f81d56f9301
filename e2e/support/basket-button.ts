// The header's basket button, and one vegetable put in the basket from its aisle: what journeys check a basket with
// before an account is deleted or a staff member leaves (nothing of it must stay on screen after).
import { expect, type Page } from "@playwright/test";
import { waitForHydrated } from "./hydration.ts";

export const headerBasketButton = (page: Page) => page.getByRole("banner").getByRole("link", { name: /Panier/ });

/** Adds the vegetables aisle's first product; returns the header's basket button, which now counts 1. */
export async function addOneVegetable(page: Page) {
  await page.goto("/catalogue/legumes");
  const add = page.getByRole("button", { name: /^Ajouter au panier : / }).first();
  await waitForHydrated(add);
  await add.click();
  const basketButton = headerBasketButton(page);
  await expect(basketButton).toHaveAccessibleName(/^1 article Panier/);
  return basketButton;
}
