import { describe, expect, it } from "vitest";
import { CARD_COLUMNS, PRODUCT_COLUMNS, deferredGrid, placeholderRows } from "./section-placeholder.ts";

describe("placeholderRows", () => {
  it("counts a started row as a row, at each width", () => {
    expect(placeholderRows(12, PRODUCT_COLUMNS)).toEqual({ "--rows-s": 6, "--rows-m": 4, "--rows-l": 3 });
    expect(placeholderRows(11, PRODUCT_COLUMNS)).toEqual({ "--rows-s": 6, "--rows-m": 4, "--rows-l": 3 });
    expect(placeholderRows(4, CARD_COLUMNS)).toEqual({ "--rows-s": 4, "--rows-m": 2, "--rows-l": 2 });
  });

  it("gives no rows to an empty grid", () => {
    expect(placeholderRows(0, PRODUCT_COLUMNS)).toEqual({ "--rows-s": 0, "--rows-m": 0, "--rows-l": 0 });
  });
});

describe("deferredGrid", () => {
  it("marks the section deferred for <SteadyScroll> and carries its rows", () => {
    expect(deferredGrid(6, CARD_COLUMNS)).toEqual({
      "data-deferred-section": "",
      style: { "--rows-s": 6, "--rows-m": 3, "--rows-l": 2 },
    });
  });
});
