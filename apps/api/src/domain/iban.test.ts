import { describe, expect, it } from "vitest";
import { checkIban, isValidIbanKey, maskIban, normaliseIban } from "./iban.ts";

describe("IBAN", () => {
  it("accepts valid IBANs typed with spaces and lower case", () => {
    expect(checkIban("fr76 3000 6000 0112 3456 7890 189")).toEqual({ ok: true, iban: "FR7630006000011234567890189" });
    expect(checkIban("DE89 3704 0044 0532 0130 00").ok).toBe(true);
    expect(checkIban("BE68539007547034").ok).toBe(true);
  });

  it("refuses a wrong mod-97 key with a French reason", () => {
    const result = checkIban("FR7630006000011234567890188");
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/clé de contrôle/) });
    expect(isValidIbanKey("FR7630006000011234567890189")).toBe(true);
  });

  it("refuses a wrong length or shape", () => {
    expect(checkIban("FR76300060000112345678901").ok).toBe(false);
    expect(checkIban("not an iban")).toEqual({ ok: false, reason: expect.stringMatching(/forme attendue/) });
    expect(normaliseIban("")).toBeNull();
  });

  it("masks all but the country, key and last four", () => {
    expect(maskIban("FR7630006000011234567890189")).toBe("FR76 **** **** 0189");
  });
});
