import { describe, expect, it } from "vitest";
import { MAX_MATCHED_LINES, NOTEPAD_LINES_PER_PAGE } from "@cabas/contracts";
import { notepadLinesPage } from "./notepad-pages.ts";

const lines = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("notepadLinesPage", () => {
  it("shows NOTEPAD_LINES_PER_PAGE lines a page, of the first MAX_MATCHED_LINES", () => {
    expect(NOTEPAD_LINES_PER_PAGE).toBe(20);
    expect(notepadLinesPage(lines(300), 1)).toEqual({ lines: lines(20), page: 1, pages: MAX_MATCHED_LINES / 20 });
    expect(notepadLinesPage(lines(300), 2).lines).toEqual(lines(40).slice(20));
    expect(notepadLinesPage(lines(45), 3)).toEqual({ lines: [41, 42, 43, 44, 45], page: 3, pages: 3 });
  });

  it("shows the last page for a page past it, and one empty page for an empty notepad", () => {
    expect(notepadLinesPage(lines(45), 9)).toEqual({ lines: [41, 42, 43, 44, 45], page: 3, pages: 3 });
    expect(notepadLinesPage(lines(0), 2)).toEqual({ lines: [], page: 1, pages: 1 });
  });
});
