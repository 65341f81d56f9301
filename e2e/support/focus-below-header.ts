// The keyboard walk of WCAG 2.4.11 (focus not obscured): backwards from the footer's last link up to the header, each
// element Shift+Tab reaches must come into view whole, below whatever sticks at the top of the screen (ADR 0124, 0125).
import { expect, type Page } from "@playwright/test";

/** Walks `page` backwards by Shift+Tab from the footer to the header; returns how many elements were checked. */
export async function walkBackBelowStickyHeader(page: Page, context: string): Promise<number> {
  await page.getByRole("contentinfo").getByRole("link").last().focus();
  let checked = 0;
  for (; checked < 250; checked++) {
    await page.keyboard.press("Shift+Tab");
    const seen = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return { inHeader: false, hidden: null };
      const stuck = Array.from(document.querySelectorAll<HTMLElement>("body *")).filter((s) => getComputedStyle(s).position === "sticky");
      if (stuck.some((s) => s.contains(el))) return { inHeader: true, hidden: null };
      const bottom = Math.max(0, ...stuck.map((s) => s.getBoundingClientRect().bottom));
      const box = el.getBoundingClientRect();
      const hidden = box.top < bottom - 0.5 ? `${el.tagName} « ${(el.textContent ?? "").trim().slice(0, 30)} » ${Math.round(box.top)}-${Math.round(box.bottom)}, en-tête jusqu'à ${Math.round(bottom)}` : null;
      return { inHeader: false, hidden };
    });
    expect(seen.hidden, `${context}, ${checked + 1} × Maj+Tab`).toBeNull();
    if (seen.inHeader) break;
  }
  // The walk went through the page up to the header, well past the first screen.
  expect(checked, context).toBeGreaterThan(15);
  expect(checked, context).toBeLessThan(250);
  return checked;
}
