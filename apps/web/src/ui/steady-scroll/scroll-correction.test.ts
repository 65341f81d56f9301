import { describe, expect, it } from "vitest";
import { anchoredCorrection, isAtEnd, isEndKey, pickAnchor, scrollCorrection } from "./scroll-correction.ts";

describe("scroll correction for sections rendered late", () => {
  it("keeps the page's end in view when the shopper was there", () => {
    expect(scrollCorrection([{ top: 100, bottom: 1_300, delta: 700 }], true)).toBe("end");
  });

  it("scrolls by the growth of the sections that were above the viewport, not of those in it or below", () => {
    const resizes = [
      // Was 520 px tall, bottom at -300: above the viewport.
      { top: -820, bottom: 100, delta: 400 },
      // In the viewport before the change: its bottom was at 1,100 - 300 - 400 = 400.
      { top: 100, bottom: 1_100, delta: 300 },
      { top: 1_100, bottom: 2_000, delta: 200 },
    ];
    expect(scrollCorrection(resizes, false)).toBe(400);
  });

  it("counts a section pushed down by one above it by where it was before", () => {
    // Both were above the viewport: the one now at 80 px ended at 0 before (500, less its 100 and the 400 above it).
    expect(
      scrollCorrection(
        [
          { top: 80, bottom: 500, delta: 100 },
          { top: -900, bottom: 80, delta: 400 },
        ],
        false,
      ),
    ).toBe(500);
  });

  it("needs nothing when sections shrink or grow below the viewport", () => {
    expect(scrollCorrection([{ top: 900, bottom: 1_600, delta: 180 }], false)).toBe(0);
    expect(scrollCorrection([], false)).toBe(0);
  });

  it("sees the end only after a scroll, within two pixels", () => {
    expect(isAtEnd(5_197, 720, 5_917)).toBe(true);
    expect(isAtEnd(5_196, 720, 5_919)).toBe(false);
    expect(isAtEnd(0, 900, 600)).toBe(false);
  });

  it("knows the keys that go to the page's end, but not End in a text field", () => {
    const key = (key: string, extra: Partial<Parameters<typeof isEndKey>[0]> = {}) =>
      isEndKey({ key, ctrlKey: false, metaKey: false, altKey: false, target: { tagName: "BODY" } as unknown as EventTarget, ...extra });
    expect(key("End")).toBe(true);
    expect(key("End", { ctrlKey: true })).toBe(true);
    expect(key("ArrowDown", { metaKey: true })).toBe(true);
    expect(key("ArrowDown")).toBe(false);
    expect(key("End", { target: { tagName: "INPUT" } as unknown as EventTarget })).toBe(false);
  });

  it("keeps in place the first block in view that shows content, passing over blank placeholders", () => {
    const blocks = [
      { top: -2_400, bottom: -900, blank: false },
      // A deferred section not rendered yet, straddling the viewport's top: an empty placeholder.
      { top: -900, bottom: 300, blank: true },
      // The footer, where a jump landed.
      { top: 300, bottom: 1_100, blank: false },
    ];
    expect(pickAnchor(blocks, 800)).toBe(2);
    // Once the section shows its content, it is what the shopper looks at.
    expect(pickAnchor([blocks[0]!, { ...blocks[1]!, blank: false }, blocks[2]!], 800)).toBe(1);
    // A block that only touches the viewport's edge is not in view; nothing in view gives -1.
    expect(pickAnchor([{ top: 800, bottom: 1_200, blank: false }], 800)).toBe(-1);
    expect(pickAnchor([{ top: -400, bottom: 0, blank: false }], 800)).toBe(-1);
    expect(pickAnchor([{ top: 0, bottom: 800, blank: true }], 800)).toBe(-1);
  });

  it("scrolls by the growth or shrinking of the sections before the kept block only", () => {
    // The placeholder above the footer rendered 280 px shorter; one after the footer (none on the page) would not count.
    expect(
      anchoredCorrection(
        [
          { delta: -280, beforeAnchor: true },
          { delta: 120, beforeAnchor: false },
        ],
        false,
      ),
    ).toBe(-280);
    expect(anchoredCorrection([{ delta: 400, beforeAnchor: true }, { delta: 100, beforeAnchor: true }], false)).toBe(500);
    expect(anchoredCorrection([{ delta: 400, beforeAnchor: false }], false)).toBe(0);
    expect(anchoredCorrection([{ delta: 400, beforeAnchor: true }], true)).toBe("end");
  });
});
