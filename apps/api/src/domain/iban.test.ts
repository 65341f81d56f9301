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

  it("accepts accounts of the whole European Economic Area, at their own lengths", () => {
    expect(checkIban("NO93 8601 1117 947").ok).toBe(true);
    expect(checkIban("MT84 MALT 0110 0001 2345 MTLC AST0 01S").ok).toBe(true);
    expect(checkIban("NO93 8601 1117 9470")).toEqual({ ok: false, reason: "Un IBAN NO compte 15 caractères ; celui-ci en compte 16." });
  });

  it("accepts a SEPA account outside the EEA, saying its mandate needs the address and BIC (ADR 0085's amendment)", () => {
    for (const iban of ["CH93 0076 2011 6238 5295 7", "GB29 NWBK 6016 1331 9268 19", "MC58 1122 2000 0101 2345 6789 030"]) {
      expect(isValidIbanKey(iban.replace(/ /g, ""))).toBe(true);
      expect(checkIban(iban)).toMatchObject({ ok: true, outsideEea: { country: iban.slice(0, 2) } });
    }
    expect(checkIban("CH93 0076 2011 6238 5295 7")).toEqual({ ok: true, iban: "CH9300762011623852957", outsideEea: { country: "CH", adjective: "suisse" } });
    expect(checkIban("FR7630006000011234567890189")).not.toHaveProperty("outsideEea");
    expect(checkIban("CH93 0076 2011 6238 5295 70")).toEqual({ ok: false, reason: "Un IBAN CH compte 21 caractères ; celui-ci en compte 22." });
    expect(checkIban("CH94 0076 2011 6238 5295 7")).toMatchObject({ ok: false, reason: expect.stringMatching(/clé de contrôle/) });
  });

  it("refuses an IBAN of a country outside SEPA even when its key is right", () => {
    expect(isValidIbanKey("TR330006100519786457841326")).toBe(true);
    expect(checkIban("TR33 0006 1005 1978 6457 8413 26")).toEqual({
      ok: false,
      reason: "Le prélèvement SEPA n'est possible que depuis un compte d'un pays de la zone SEPA ; cet IBAN (TR) n'en fait pas partie. Payez par carte bancaire.",
    });
  });

  it("masks all but the country, key and last four", () => {
    expect(maskIban("FR7630006000011234567890189")).toBe("FR76 **** **** 0189");
  });
});
