// The home page defers its lower sections (content-visibility) and renders them as the page scrolls; SteadyScroll
// then corrects the scroll. A link far down (the footer's) keeps moving for a moment after Playwright has scrolled to
// it, and a click aimed at it then can land beside it: under load, the survey's journey once clicked nothing.
import { expect, type Locator } from "@playwright/test";

/** Scrolls the element into view and waits until it stays in place for 200 ms. */
export async function scrollIntoSteadyView(element: Locator): Promise<void> {
  await expect
    .poll(
      async () => {
        await element.scrollIntoViewIfNeeded();
        const before = await element.boundingBox();
        await element.page().waitForTimeout(200);
        const after = await element.boundingBox();
        return before !== null && after !== null && before.x === after.x && before.y === after.y;
      },
      { message: "l'élément n'a pas cessé de bouger" },
    )
    .toBe(true);
}
