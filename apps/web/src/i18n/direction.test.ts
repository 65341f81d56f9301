import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, RTL_LOCALES, isRtl, textDirection } from "./config.ts";

describe("layout direction", () => {
  it("is left to right for French, the default locale, as the right-to-left list is empty", () => {
    expect(DEFAULT_LOCALE).toBe("fr");
    expect(RTL_LOCALES).toEqual([]);
    expect(isRtl("fr")).toBe(false);
    expect(textDirection("fr")).toBe("ltr");
  });

  it("would lay out a listed locale right to left", () => {
    RTL_LOCALES.push("ar");
    try {
      expect(textDirection("ar")).toBe("rtl");
    } finally {
      RTL_LOCALES.pop();
    }
  });
});
