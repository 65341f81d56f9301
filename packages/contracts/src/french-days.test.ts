import { describe, expect, it } from "vitest";
import { frenchLongDay } from "./french-days.ts";

describe("frenchLongDay", () => {
  it("writes the day, the month in words and the year, with « 1er » on the first", () => {
    expect(frenchLongDay("2026-11-03")).toBe("3 novembre 2026");
    expect(frenchLongDay("2026-12-01")).toBe("1er décembre 2026");
    expect(frenchLongDay("2026-12-31")).toBe("31 décembre 2026");
  });

  it("keeps the day given whatever the machine's time zone (noon UTC is the same day everywhere in Europe)", () => {
    expect(frenchLongDay("2027-03-28")).toBe("28 mars 2027");
  });
});
