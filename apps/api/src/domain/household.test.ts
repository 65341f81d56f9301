import { describe, expect, it } from "vitest";
import { sameHousehold, sameNamedHousehold } from "./household.ts";

describe("sameHousehold", () => {
  const home = { line1: "12 bis, rue Oberkampf", postalCode: "75011" };

  it("recognises the same home whatever the accents, case and punctuation", () => {
    expect(sameHousehold(home, { line1: "12BIS RUE OBERKAMPF", postalCode: "75011" })).toBe(true);
    expect(sameHousehold({ line1: "3 allée des Érables", postalCode: "69003" }, { line1: "3 Allee des erables", postalCode: "69003" })).toBe(true);
    expect(sameHousehold(home, { line1: "12 bis rue Oberkampf", postalCode: "75012" })).toBe(false);
    expect(sameHousehold(home, { line1: "12 rue Oberkampf", postalCode: "75011" })).toBe(false);
    expect(sameHousehold(home, {})).toBe(false);
  });
});

describe("sameNamedHousehold", () => {
  const home = { nom: "Lefèvre", line1: "12 bis, rue Oberkampf", postalCode: "75011" };

  it("needs the same last name at the same home", () => {
    expect(sameNamedHousehold(home, { nom: "LEFEVRE", line1: "12BIS rue Oberkampf", postalCode: "75011" })).toBe(true);
    expect(sameNamedHousehold(home, { nom: "Martin", line1: "12 bis rue Oberkampf", postalCode: "75011" })).toBe(false);
    expect(sameNamedHousehold(home, { nom: "Lefèvre", line1: "14 rue Oberkampf", postalCode: "75011" })).toBe(false);
  });

  it("never matches on a missing or empty name (an erased account's orders keep theirs)", () => {
    expect(sameNamedHousehold({ ...home, nom: "" }, { ...home, nom: "" })).toBe(false);
    expect(sameNamedHousehold({ line1: home.line1, postalCode: home.postalCode }, home)).toBe(false);
    expect(sameNamedHousehold({ ...home, nom: " - " }, { ...home, nom: "--" })).toBe(false);
  });
});
