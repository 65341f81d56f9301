import { describe, expect, it } from "vitest";
import { isValidFrenchVat, isValidSiret, vatNumberForSiren, vatNumberProblem, vatNumberProblemMessage } from "./company-ids.ts";

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

describe("what is wrong with a VAT number", () => {
  const siret = "732 829 320 00074";
  it("says nothing of the company's own number", () => {
    expect(vatNumberProblem("FR44 732 829 320", siret)).toBeNull();
    expect(vatNumberProblem("fr44732829320")).toBeNull();
  });
  it("tells a badly written number how to write it", () => {
    for (const raw of ["n'importe quoi", "44732829320", "FR4473282932", "FRAB732829320", "FR12000000000"]) {
      expect(vatNumberProblem(raw, siret)).toEqual({ cause: "format" });
    }
    expect(vatNumberProblemMessage({ cause: "format" })).toBe(
      "Le numéro de TVA s'écrit FR suivi de 2 chiffres de clé et des 9 chiffres du SIREN, par exemple FR44 732 829 320.",
    );
  });
  it("refuses another member state's number and says why", () => {
    expect(vatNumberProblem("BE0123456789", siret)).toEqual({ cause: "foreign" });
    expect(vatNumberProblem("DE 123456789", siret)).toEqual({ cause: "foreign" });
    expect(vatNumberProblemMessage({ cause: "foreign" })).toMatch(/^Cabas livre en France et facture les entreprises françaises/);
  });
  it("gives the right key of the SIREN when only the key is wrong", () => {
    const problem = vatNumberProblem("FR00732829320", siret);
    expect(problem).toEqual({ cause: "key", expected: "FR44732829320" });
    expect(vatNumberProblemMessage(problem!)).toBe(
      "La clé de ce numéro de TVA (les 2 chiffres après FR) est fausse : pour le SIREN 732 829 320, le numéro est FR44 732 829 320.",
    );
  });
  it("says when the number is another SIREN's than the SIRET's, whatever its key", () => {
    expect(vatNumberProblem("FR83404833048", siret)).toEqual({ cause: "other_siren", siren: "732829320" });
    expect(vatNumberProblem("FR00404833048", siret)).toEqual({ cause: "other_siren", siren: "732829320" });
    expect(vatNumberProblemMessage({ cause: "other_siren", siren: "732829320" })).toBe(
      "Ce numéro de TVA n'est pas celui de votre SIRET : ses 9 derniers chiffres doivent être votre SIREN, 732 829 320.",
    );
  });
});
