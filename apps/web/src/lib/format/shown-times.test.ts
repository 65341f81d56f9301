import { describe, expect, it } from "vitest";
import { shownDayTime, shownWeekdayTime } from "./shown-times.ts";

describe("times as the storefront shows them", () => {
  it("keeps « 14 h 32 » on one line after its day (Paris time)", () => {
    expect(shownDayTime(new Date("2026-12-01T13:32:00Z"))).toBe("1er décembre, 14\u00A0h\u00A032");
    expect(shownWeekdayTime(new Date("2026-12-01T22:00:00Z"))).toBe("mardi 1er décembre à 23\u00A0h");
  });
});
