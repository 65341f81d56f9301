import { describe, expect, it } from "vitest";
import { bicProblem, checkDebtorDetails, debtorAddressLine, normaliseBic } from "./sepa-debtor.ts";

const swiss = { country: "CH", adjective: "suisse" };
const complete = { bic: "ubsw ch zh 80a", adresse: "12 rue du Rhône", code_postal: "1204", ville: "Genève", pays: "ch" };

describe("a SEPA debtor's details (ADR 0085's amendment)", () => {
  it("asks nothing of an EEA account, and keeps nothing of what was sent", () => {
    expect(checkDebtorDetails(complete, undefined)).toEqual({ ok: true, details: null });
  });

  it("keeps a Swiss account's BIC and address, as typed on a RIB", () => {
    expect(checkDebtorDetails(complete, swiss)).toEqual({
      ok: true,
      details: { bic: "UBSWCHZH80A", street: "12 rue du Rhône", postalCode: "1204", town: "Genève", country: "CH" },
    });
  });

  it("names every missing field at once", () => {
    const result = checkDebtorDetails({}, swiss);
    expect(result).toMatchObject({ ok: false, reason: expect.stringContaining("compte suisse demande votre adresse et le code BIC") });
    expect(result.ok ? [] : Object.keys(result.fieldErrors).sort()).toEqual(["adresse", "bic", "code_postal", "pays", "ville"]);
  });

  it("refuses a country outside SEPA for the debtor's address", () => {
    const result = checkDebtorDetails({ ...complete, pays: "US" }, swiss);
    expect(result.ok ? null : result.fieldErrors).toEqual({ pays: ["Choisissez votre pays dans la liste : celui de votre adresse, dans la zone SEPA."] });
  });

  it("checks a BIC's shape and that its bank is in the IBAN's country", () => {
    expect(normaliseBic(" nwbk gb 2l ")).toBe("NWBKGB2L");
    expect(bicProblem("NWBKGB2L", "GB")).toBeNull();
    expect(bicProblem("UBSWCHZH80A", "CH")).toBeNull();
    // Banks of Jersey, Guernsey and the Isle of Man hold British IBANs.
    expect(bicProblem("RBOSJESX", "GB")).toBeNull();
    expect(bicProblem("UBSWCHZH8", "CH")).toMatch(/forme attendue/);
    expect(bicProblem("BNPAFRPP", "CH")).toBe(
      "Ce code BIC est celui d'une banque d'un autre pays (France) que votre IBAN (Suisse) : vérifiez-le sur votre RIB.",
    );
  });

  it("writes the stored address on one line, or nothing when a part is missing", () => {
    const stored = { debtorStreet: "12 rue du Rhône", debtorPostalCode: "1204", debtorTown: "Genève", debtorCountry: "CH" };
    expect(debtorAddressLine(stored)).toBe("12 rue du Rhône, 1204 Genève, Suisse");
    expect(debtorAddressLine({ ...stored, debtorTown: null })).toBeNull();
  });
});
