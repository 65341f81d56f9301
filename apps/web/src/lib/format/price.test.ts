import { describe, expect, it } from "vitest";
import { eurosToCents, formatCents, formatDate, formatProductPrice, formatUnitPrice, unitPriceRepeatsPrice, signedEuros } from "./price.ts";

/** Intl puts no-break spaces in French amounts; compare with plain spaces for readability. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

describe("price formatting", () => {
  it("shows euros the French way", () => {
    expect(plain(formatCents(199))).toBe("1,99 €");
    expect(plain(formatCents(0))).toBe("0,00 €");
    expect(plain(formatCents(123456))).toBe("1 234,56 €");
  });

  it("keeps the amount and its currency together with a no-break space", () => {
    expect(formatCents(199)).toMatch(/^1,99[\u00a0\u202f]€$/);
  });

  it("converts wire euros to integer cents without floating-point drift", () => {
    expect(eurosToCents(1.99)).toBe(199);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.999)).toBe(2000);
  });

  it("shows the unit price per kilo, litre or piece", () => {
    expect(plain(formatUnitPrice(1240, "kg"))).toBe("12,40 €/kg");
    expect(plain(formatUnitPrice(89, "l"))).toBe("0,89 €/L");
    expect(plain(formatUnitPrice(50, "pièce"))).toBe("0,50 €/pièce");
  });

  it("says per kilo after a price of a product sold by weight", () => {
    expect(plain(formatProductPrice(2369, true))).toBe("23,69 €/kg");
    expect(plain(formatProductPrice(2369, false))).toBe("23,69 €");
  });

  it("does not repeat the price per kilo of a product priced by the kilo", () => {
    expect(unitPriceRepeatsPrice(true, "kg")).toBe(true);
    expect(unitPriceRepeatsPrice(false, "kg")).toBe(false);
    expect(unitPriceRepeatsPrice(false, "pièce")).toBe(false);
  });

  it("formats dates in French and tolerates bad input", () => {
    expect(formatDate("2025-11-03T10:00:00Z")).toBe("3 novembre 2025");
    expect(formatDate("pas une date")).toBe("");
  });

  it("writes the first of the month as « 1er », in Paris time", () => {
    expect(formatDate("2026-12-01T10:00:00Z")).toBe("1er décembre 2026");
    // 23:30 UTC on 30 November is already 1 December in Paris.
    expect(formatDate("2026-11-30T23:30:00Z")).toBe("1er décembre 2026");
    expect(formatDate("2026-12-11T10:00:00Z")).toBe("11 décembre 2026");
    expect(formatDate("2026-12-21T10:00:00Z")).toBe("21 décembre 2026");
  });
});

describe("signedEuros", () => {
  it("writes a deduction with the minus sign against the figure, as every page does", () => {
    expect(signedEuros(-10)).toBe("\u221210,00\u00A0€");
    expect(signedEuros(-1234.5)).toBe("\u22121\u202F234,50\u00A0€");
    expect(signedEuros(7.9)).toBe("7,90\u00A0€");
    expect(signedEuros(0)).toBe("0,00\u00A0€");
  });
});
