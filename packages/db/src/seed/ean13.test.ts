import { describe, expect, it } from "vitest";
import { ean13CheckDigit, isValidEan13, makeEan13 } from "./ean13.ts";

describe("EAN-13", () => {
  it("computes the GS1 check digit of known barcodes", () => {
    // Published examples: 4006381333931 (GS1 check digit calculator), 3017620422003, 5901234123457.
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("301762042200")).toBe(3);
    expect(ean13CheckDigit("590123412345")).toBe(7);
    expect(ean13CheckDigit("376000000000")).toBe(0);
  });

  it("gives 0 when the weighted sum is already a multiple of ten", () => {
    expect(ean13CheckDigit("000000000000")).toBe(0);
    expect(isValidEan13("0000000000000")).toBe(true);
  });

  it("validates and rejects codes", () => {
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("4006381333932")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
    expect(isValidEan13("40063813339a1")).toBe(false);
  });

  it("builds valid codes from a prefix and an item number", () => {
    const code = makeEan13("3760042", 17);
    expect(code).toHaveLength(13);
    expect(code.startsWith("376004200017")).toBe(true);
    expect(isValidEan13(code)).toBe(true);
    for (let item = 0; item < 2000; item += 37) expect(isValidEan13(makeEan13("378", item))).toBe(true);
  });

  it("refuses item numbers that do not fit", () => {
    expect(() => makeEan13("3760042", 100_000)).toThrow();
    expect(() => makeEan13("37600420000000", 1)).toThrow();
    expect(() => ean13CheckDigit("12345")).toThrow();
  });
});
