import { describe, expect, it } from "vitest";
import { invoiceNumberText, invoiceYear } from "./invoice-numbers.ts";

describe("invoice numbers", () => {
  it("writes the year and the sequence on six digits", () => {
    expect(invoiceNumberText(2026, 1)).toBe("F2026-000001");
    expect(invoiceNumberText(2027, 123456)).toBe("F2027-123456");
  });

  it("never writes a number of the series of before, the order's eight-digit number", () => {
    for (const sequence of [1, 999_999, 1_000_000, 9_999_999])
      expect(invoiceNumberText(2026, sequence)).not.toMatch(/^F2026-1\d{7}$/);
  });

  it("counts the year in Paris: a delivery at 00:30 on New Year's Day opens the new year's series", () => {
    expect(invoiceYear(new Date("2026-12-31T23:30:00Z"))).toBe(2027);
    expect(invoiceYear(new Date("2026-12-31T22:59:00Z"))).toBe(2026);
  });
});
