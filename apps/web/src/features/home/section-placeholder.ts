// How tall a deferred home section is before it renders (content-visibility: auto keeps its placeholder's height
// until it nears the viewport). A placeholder shorter than its section is not only a scrollbar that jumps: when a
// script measures a tile inside a section not rendered yet (an accessibility audit does), the browser lays the
// tiles out in the placeholder's height, and they overflow onto the next section's, making its targets look
// covered. So each section says how many rows it has at each width, and the CSS multiplies them by a row height
// at least as tall as a real one (home.module.css): the placeholder is never shorter than the section.
import type { CSSProperties } from "react";
import { DEFERRED_SECTION } from "../../ui/steady-scroll/scroll-correction.ts";

/** Columns of a grid under 640 px, from 640 px and from 1024 px: at most as many as it really has there. */
export type GridColumns = readonly [phone: number, tablet: number, desktop: number];

/** The product grid's own columns (catalogue.module.css `.grid`). */
export const PRODUCT_COLUMNS: GridColumns = [2, 3, 5];
/** `auto-fill` of 130 px cards: 2 on the narrowest phone, more as the page widens. */
export const CATEGORY_COLUMNS: GridColumns = [2, 3, 5];
/** `auto-fill` of 240 px cards: 1 on a phone, 2 from 640 px, at least 3 from 1024 px. */
export const CARD_COLUMNS: GridColumns = [1, 2, 3];

/** Rows of `itemCount` items at each width, as the custom properties the placeholder's height reads. */
export function placeholderRows(itemCount: number, columns: GridColumns): CSSProperties {
  const [phone, tablet, desktop] = columns.map((perRow) => Math.ceil(Math.max(0, itemCount) / perRow));
  return { "--rows-s": phone, "--rows-m": tablet, "--rows-l": desktop } as CSSProperties;
}

/** The attributes of a deferred section of `itemCount` items laid out in `columns`. */
export const deferredGrid = (itemCount: number, columns: GridColumns) => ({
  ...DEFERRED_SECTION,
  style: placeholderRows(itemCount, columns),
});
