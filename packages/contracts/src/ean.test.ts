import { describe, expect, it } from "vitest";
import { ean13CheckDigit, invalidEanText, isValidEan13 } from "./ean.ts";

describe("EAN-13 check digit", () => {
  it("computes the GS1 check digit of known barcodes", () => {
    expect(ean13CheckDigit("400638133393")).toBe(1);
    expect(ean13CheckDigit("301762042200")).toBe(3);
    expect(ean13CheckDigit("376000000000")).toBe(0);
  });

  it("accepts a code whose last digit is its check digit", () => {
    expect(isValidEan13("4006381333931")).toBe(true);
    expect(isValidEan13("3017620422003")).toBe(true);
    expect(isValidEan13("3760000000994")).toBe(true);
  });

  it("refuses a wrong check digit, two digits swapped, and anything but 13 digits", () => {
    expect(isValidEan13("3012345678901")).toBe(false);
    expect(isValidEan13("4006381333932")).toBe(false);
    // 3017620422003 with its 4th and 5th digits swapped.
    expect(isValidEan13("3016720422003")).toBe(false);
    expect(isValidEan13("400638133393")).toBe(false);
    expect(isValidEan13("40063813339a1")).toBe(false);
    expect(isValidEan13("96385074")).toBe(false);
  });

  it("names the code in its sentence", () => {
    expect(invalidEanText("3012345678901")).toBe("le code EAN 3012345678901 est invalide (clé de contrôle).");
  });
});
