import { describe, expect, it } from "vitest";
import { ibanFingerprint, SEPA_CREDITOR } from "./sepa-mandate.ts";

describe("ibanFingerprint", () => {
  it("is the same for the same IBAN and key, different for another IBAN or another key", () => {
    const a = ibanFingerprint("k".repeat(32), "FR7630006000011234567890189");
    expect(ibanFingerprint("k".repeat(32), "FR7630006000011234567890189")).toBe(a);
    expect(ibanFingerprint("k".repeat(32), "FR7630004000031234567890143")).not.toBe(a);
    expect(ibanFingerprint("x".repeat(32), "FR7630006000011234567890189")).not.toBe(a);
    expect(a).not.toContain("0189");
  });
});

describe("SEPA_CREDITOR", () => {
  it("names a creditor identifier of the French form with a valid key (ISO 7064 mod 97 over the national part)", () => {
    const ics = SEPA_CREDITOR.creditorId;
    expect(ics).toMatch(/^FR\d{2}ZZZ[0-9A-Z]{6}$/);
    // The business code (ZZZ) is left out of the key; letters count 10..35 as in an IBAN.
    const digits = `${ics.slice(7)}${ics.slice(0, 2)}${ics.slice(2, 4)}`.replace(/[A-Z]/g, (c) =>
      String(c.charCodeAt(0) - 55),
    );
    expect(BigInt(digits) % 97n).toBe(1n);
  });
});
