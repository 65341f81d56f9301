import { describe, expect, it } from "vitest";
import { deliveryAddressProblems, formatFrenchPhone, matchCommune } from "./address-rules.ts";

describe("delivery address completeness", () => {
  const complete = { line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris", phone: "06 12 34 56 78", nom: "Durand", prenom: "Chloé" };

  it("accepts an address with street, postal code, city, name and phone", () => {
    expect(deliveryAddressProblems(complete)).toEqual([]);
  });

  it("says in French what the driver is missing", () => {
    expect(deliveryAddressProblems({ ...complete, phone: null, line1: " " })).toEqual([
      "Indiquez le numéro et la rue.",
      "Indiquez un téléphone pour que le livreur puisse vous joindre.",
    ]);
  });
});

describe("commune matching", () => {
  it("finds the official spelling whatever the accents, case and abbreviations", () => {
    const communes = ["Saint-Étienne", "Villars"];
    expect(matchCommune("st etienne", communes)).toBe("Saint-Étienne");
    expect(matchCommune("SAINT-ETIENNE", communes)).toBe("Saint-Étienne");
    expect(matchCommune("Lyon", communes)).toBeNull();
  });
});

describe("phone formatting", () => {
  it("stores every French form as pairs of digits", () => {
    expect(formatFrenchPhone("0612345678")).toBe("06 12 34 56 78");
    expect(formatFrenchPhone("+33 6 12 34 56 78")).toBe("06 12 34 56 78");
    expect(formatFrenchPhone("01.23.45.67.89")).toBe("01 23 45 67 89");
  });
});
