// Scroll anchoring, for the sections that render only when near the viewport (content-visibility: auto). The page
// turns the browser's own anchoring off (globals.css: the compact header would otherwise read as an upward
// scroll), so a section above the viewport that renders at its real height, rather than its placeholder's, would
// push what the shopper is reading down, and one that renders on the way to the page's end would push the footer
// out of view after End.

/** Defers a section until it nears the viewport (content-visibility: auto, keyed on it in CSS) and has <SteadyScroll> watch it. */
export const DEFERRED_SECTION = { "data-deferred-section": "" } as const;

/** A section whose height changed, as the page is laid out now (px, from the viewport's top). */
export type SectionResize = { top: number; bottom: number; delta: number };

/**
 * How far to scroll so that what the shopper saw stays in place: to the page's end when they were there, else by
 * the growth of the sections that were entirely above the viewport (each section's position before the change
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
