// A click on a link far down the home page (the footer's), once it has stopped moving.
import { expect, type Locator } from "@playwright/test";

/**
 * Scrolls `target` into view and waits until it stays there. The home page's sections below the fold are laid out
 * at a placeholder height (content-visibility: auto) until they come near the viewport, and scroll anchoring is off
 * (globals.css): a jump to the footer renders them a frame later. SteadyScroll keeps the footer in place then
 * (ADR 0106), but only once the page's scripts run; before, the footer can move by hundreds of pixels. A click sent
 * right after the scroll (as click() does) can then press on a link and release on something else, and nothing is
 * followed: under load the survey's journey once opened nothing.
 */
export async function scrollIntoViewUntilStill(target: Locator): Promise<void> {
  await expect(async () => {
    // Centred each time: "if needed" leaves alone a target that a correction left touching the viewport's edge.
    await target.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
    const still = await target.evaluate(async (element) => {
      const before = element.getBoundingClientRect();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const after = element.getBoundingClientRect();
      const inView = after.top >= 0 && after.bottom <= window.innerHeight;
      return inView && after.top === before.top && after.left === before.left;
    });
    expect(still, "in view and not moving").toBe(true);
  }).toPass();
}
