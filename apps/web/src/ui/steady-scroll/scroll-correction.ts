// Scroll anchoring, for the sections that render only when near the viewport (content-visibility: auto). The page
// turns the browser's own anchoring off (globals.css: the compact header would otherwise read as an upward
// scroll), so a section above the viewport that renders at its real height, rather than its placeholder's, would
// push what the shopper is reading down, and one that renders on the way to the page's end would push the footer
// out of view after End.

/** Defers a section until it nears the viewport (content-visibility: auto, keyed on it in CSS) and has <SteadyScroll> watch it. */
export const DEFERRED_SECTION = { "data-deferred-section": "" } as const;

/**
 * Marks the container whose children SteadyScroll may keep in place (with the site's footer after them): the blocks a
 * shopper reads, in the page's order.
 */
export const STEADY_SCROLL_ROOT = { "data-steady-scroll-root": "" } as const;

/**
 * A block of the page, as laid out now (px, from the viewport's top); `blank` while it is a deferred section whose
 * content the browser has not rendered yet (an empty placeholder, nothing to read).
 */
export type AnchorCandidate = { top: number; bottom: number; blank: boolean };

/**
 * What the shopper is looking at: the first block in the viewport that shows content (its index, or -1). A blank
 * placeholder in view is passed over, so that a jump to the footer across deferred sections (a script's
 * scrollIntoView, a screen reader's jump to a landmark) keeps the footer in place while they render, rather than the
 * empty space above it.
 */
export function pickAnchor(candidates: readonly AnchorCandidate[], viewportHeight: number): number {
  return candidates.findIndex((c) => !c.blank && c.bottom > 0 && c.top < viewportHeight);
}

/**
 * How far to scroll so that the block the shopper was looking at stays in place: to the page's end when they were
 * there, else by the growth of the sections before that block in the page (a section's own growth, or one after it,
 * does not move it).
 */
export function anchoredCorrection(resizes: readonly { delta: number; beforeAnchor: boolean }[], wasAtEnd: boolean): "end" | number {
  if (wasAtEnd) return "end";
  return resizes.reduce((sum, r) => (r.beforeAnchor ? sum + r.delta : sum), 0);
}

/** A section whose height changed, as the page is laid out now (px, from the viewport's top). */
export type SectionResize = { top: number; bottom: number; delta: number };

/**
 * Without a block to keep in place (none in view showing content): how far to scroll so that what the shopper saw
 * stays in place: to the page's end when they were there, else by the growth of the sections that were entirely
 * above the viewport (each section's position before the change
 * is its present one less the growth of the changed sections above it).
 */
export function scrollCorrection(resizes: readonly SectionResize[], wasAtEnd: boolean): "end" | number {
  if (wasAtEnd) return "end";
  let correction = 0;
  let shiftAbove = 0;
  for (const resize of [...resizes].sort((a, b) => a.top - b.top)) {
    const bottomBefore = resize.bottom - resize.delta - shiftAbove;
    if (bottomBefore <= 0) correction += resize.delta;
    shiftAbove += resize.delta;
  }
  return correction;
}

/** At the page's end, after scrolling there (a page shorter than the window is at its start, not its end). */
export const isAtEnd = (scrollY: number, viewportHeight: number, pageHeight: number): boolean =>
  scrollY > 0 && scrollY + viewportHeight >= pageHeight - 2;

/** A key that scrolls the page to its end (outside a text field, where End moves the caret). */
export function isEndKey(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; target: EventTarget | null }): boolean {
  const target = event.target as { isContentEditable?: boolean; tagName?: string } | null;
  const editing = Boolean(target?.isContentEditable) || ["INPUT", "TEXTAREA", "SELECT"].includes(target?.tagName ?? "");
  if (editing || event.altKey) return false;
  return event.key === "End" || (event.metaKey && event.key === "ArrowDown");
}
