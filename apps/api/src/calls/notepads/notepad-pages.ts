// Which of a notepad's lines one reading shows: a page of them, so that a notepad of 300 lines is not a page of 300
// product grids (1.6 MB), nor 100 searches a reading.
import { MAX_MATCHED_LINES, NOTEPAD_LINES_PER_PAGE } from "@cabas/contracts";

/**
 * The lines of page `page` among the first MAX_MATCHED_LINES, NOTEPAD_LINES_PER_PAGE a page; a page past the last
 * shows the last (a notepad shortened in another tab), an empty notepad one empty page.
 */
export function notepadLinesPage<T>(lines: readonly T[], page: number): { lines: T[]; page: number; pages: number } {
  const matched = Math.min(lines.length, MAX_MATCHED_LINES);
  const pages = Math.max(1, Math.ceil(matched / NOTEPAD_LINES_PER_PAGE));
  const shown = Math.min(Math.max(1, page), pages);
  const start = (shown - 1) * NOTEPAD_LINES_PER_PAGE;
  return { lines: lines.slice(start, Math.min(start + NOTEPAD_LINES_PER_PAGE, matched)), page: shown, pages };
}
