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

  it("reads La Poste's abbreviations of street types and leaves out the particles", () => {
    const avenue = { line1: "12 avenue Jean-Jaurès", postalCode: "94100" };
    expect(sameHousehold(avenue, { line1: "12 av. Jean Jaures", postalCode: "94100" })).toBe(true);
    expect(sameHousehold(avenue, { line1: "12, Av Jean Jaurès", postalCode: "94100" })).toBe(true);
    expect(sameHousehold({ line1: "5 bd de la Villette", postalCode: "75019" }, { line1: "5 boulevard Villette", postalCode: "75019" })).toBe(true);
    expect(sameHousehold({ line1: "8 r. du Faubourg St-Denis", postalCode: "75010" }, { line1: "8 rue Faubourg Saint Denis", postalCode: "75010" })).toBe(true);
    expect(sameHousehold({ line1: "3 pl. des Vosges", postalCode: "75004" }, { line1: "3 place Vosges", postalCode: "75004" })).toBe(true);
    // Another street type, another number or another street stay another home.
    expect(sameHousehold(avenue, { line1: "12 rue Jean-Jaurès", postalCode: "94100" })).toBe(false);
    expect(sameHousehold(avenue, { line1: "21 avenue Jean-Jaurès", postalCode: "94100" })).toBe(false);
    expect(sameHousehold({ line1: "5 rue de la Paix", postalCode: "75002" }, { line1: "5 rue de Paix", postalCode: "75002" })).toBe(true);
    expect(sameHousehold({ line1: "5 rue de la Paix", postalCode: "75002" }, { line1: "5 rue de la Pompe", postalCode: "75002" })).toBe(false);
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
