import { describe, expect, it } from "vitest";
import { isValidFrenchVat, isValidSiret, vatNumberForSiren } from "./company-ids.ts";

describe("SIRET", () => {
  it("accepts a SIRET whose Luhn key is right", () => {
    expect(isValidSiret("732 829 320 00074")).toBe(true);
  });
  it("refuses a wrong key, a wrong length or letters", () => {
    expect(isValidSiret("73282932000075")).toBe(false);
    expect(isValidSiret("7328293200007")).toBe(false);
    expect(isValidSiret("7328293200007A")).toBe(false);
  });
  it("refuses zeros, which pass Luhn but number no company", () => {
    expect(isValidSiret("00000000000000")).toBe(false);
    expect(isValidSiret("000 000 000 00000")).toBe(false);
    // Passes Luhn, but establishment numbers start at 0001 followed by their key.
    expect(isValidSiret("73282932900000")).toBe(false);
  });
  it("uses the digit-sum rule for La Poste", () => {
    expect(isValidSiret("35600000000001")).toBe(true);
    expect(isValidSiret("35600000000002")).toBe(false);
  });
});

describe("VAT number", () => {
  it("computes and checks the key from the SIREN", () => {
    expect(vatNumberForSiren("732829320")).toBe("FR44732829320");
    expect(isValidFrenchVat("FR 44 732829320")).toBe(true);
    expect(isValidFrenchVat("FR45732829320")).toBe(false);
  });
  it("refuses the number of SIREN 000 000 000", () => {
    expect(vatNumberForSiren("000000000")).toBe("FR12000000000");
    expect(isValidFrenchVat("FR12000000000")).toBe(false);
  });
  it("must belong to the same company as the SIRET", () => {
    expect(isValidFrenchVat("FR44732829320", "73282932000074")).toBe(true);
    expect(isValidFrenchVat("FR44732829320", "40483304800022")).toBe(false);
  });
});
