import { describe, expect, it } from "vitest";
import { slotPriceLabel } from "./slot-price.ts";

describe("slotPriceLabel", () => {
  it("keeps « + » on the amount's line, with no breakable space anywhere in it", () => {
    expect(slotPriceLabel(1.5)).toBe("+\u00A01,50\u00A0€");
    expect(slotPriceLabel(5.9)).not.toMatch(/ /);
  });

  it("says when a slot costs nothing more", () => {
    expect(slotPriceLabel(0)).toBe("Sans supplément");
  });
});
