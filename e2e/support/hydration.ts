// Waits until React has hydrated an element: React attaches its props to each DOM node it hydrates. Unlike
// "networkidle", this does not depend on every request of the page having ended, which a loaded CI machine
// can delay for longer than a test lasts.
import { expect, type Locator } from "@playwright/test";

export async function waitForHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith("__reactProps$"))), {
      message: "l'élément n'a pas été hydraté par React",
    })
    .toBe(true);
}
