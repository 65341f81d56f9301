import { describe, expect, it } from "vitest";
import { editsBetween, nameSound, sameHousehold, sameNamedHousehold, soundAlike } from "./household.ts";

describe("editsBetween", () => {
  it("counts a letter added, dropped, replaced, or two neighbours swapped, as one edit", () => {
    expect(editsBetween("oberkampf", "oberkampf")).toBe(0);
    expect(editsBetween("oberkampf", "oberkamf")).toBe(1);
    expect(editsBetween("lefevre", "lefevrre")).toBe(1);
    expect(editsBetween("martin", "martun")).toBe(1);
    expect(editsBetween("martin", "matrin")).toBe(1);
    expect(editsBetween("martin", "martinn")).toBe(1);
    expect(editsBetween("", "a")).toBe(1);
  });

  it("says 2 for anything further", () => {
    expect(editsBetween("martin", "matrim")).toBe(2);
    expect(editsBetween("martin", "mart")).toBe(2);
    expect(editsBetween("martin", "dupont")).toBe(2);
    expect(editsBetween("abcd", "badc")).toBe(2);
  });
});

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

describe("sameHousehold, with a slip of one letter", () => {
  const home = { line1: "12 bis, rue Oberkampf", postalCode: "75011" };

  it("takes one letter added, dropped, replaced or swapped in a street word of five letters or more for a slip", () => {
    expect(sameHousehold(home, { line1: "12 bis rue Oberkamf", postalCode: "75011" })).toBe(true);
    expect(sameHousehold(home, { line1: "12bis rue Oberkapmf", postalCode: "75011" })).toBe(true);
    expect(sameHousehold({ line1: "12 av. Jean Jaurès", postalCode: "94100" }, { line1: "12 avenue Jean Jaurez", postalCode: "94100" })).toBe(true);
  });

  it("keeps another number, postal code, short word or a second slip another home", () => {
    expect(sameHousehold(home, { line1: "13 bis rue Oberkampf", postalCode: "75011" })).toBe(false);
    expect(sameHousehold(home, { line1: "12 ter rue Oberkampf", postalCode: "75011" })).toBe(false);
    expect(sameHousehold(home, { line1: "12 bis rue Oberkampf", postalCode: "75012" })).toBe(false);
    expect(sameHousehold({ line1: "5 rue de la Paix", postalCode: "75002" }, { line1: "5 rue du Prix", postalCode: "75002" })).toBe(false);
    expect(sameHousehold({ line1: "12 avenue Jean Jaurès", postalCode: "94100" }, { line1: "12 avenu Jean Jaurez", postalCode: "94100" })).toBe(false);
    expect(sameHousehold(home, { line1: "12 bis rue Oberkmpfa", postalCode: "75011" })).toBe(false);
  });
});

describe("sameNamedHousehold", () => {
  const home = { nom: "Lefèvre", line1: "12 bis, rue Oberkampf", postalCode: "75011" };

  it("needs the same last name at the same home", () => {
    expect(sameNamedHousehold(home, { nom: "LEFEVRE", line1: "12BIS rue Oberkampf", postalCode: "75011" })).toBe(true);
    expect(sameNamedHousehold(home, { nom: "Martin", line1: "12 bis rue Oberkampf", postalCode: "75011" })).toBe(false);
    expect(sameNamedHousehold(home, { nom: "Lefèvre", line1: "14 rue Oberkampf", postalCode: "75011" })).toBe(false);
  });

  it("takes one slip of one letter, in a name of six letters or more or in the street, not in both", () => {
    expect(sameNamedHousehold(home, { nom: "Lefevrre", line1: "12 bis rue Oberkampf", postalCode: "75011" })).toBe(true);
    expect(sameNamedHousehold(home, { nom: "Lefèvre", line1: "12 bis rue Oberkamf", postalCode: "75011" })).toBe(true);
    expect(sameNamedHousehold({ ...home, nom: "Martin" }, { nom: "Matrin", line1: "12 bis rue Oberkampf", postalCode: "75011" })).toBe(true);
    expect(sameNamedHousehold(home, { nom: "Lefevrre", line1: "12 bis rue Oberkamf", postalCode: "75011" })).toBe(false);
    // A short name one letter apart is as likely another family of the building.
    expect(sameNamedHousehold({ ...home, nom: "Marin" }, { nom: "Martin", line1: "12 bis rue Oberkampf", postalCode: "75011" })).toBe(false);
    expect(sameNamedHousehold({ ...home, nom: "Petit" }, { nom: "Petiot", line1: "12 bis rue Oberkampf", postalCode: "75011" })).toBe(false);
  });

  it("takes another spelling of the same name for one slip, not beside a slip in the street (ADR 0063)", () => {
    expect(sameNamedHousehold(home, { nom: "Lefebvre", line1: "12 bis rue Oberkampf", postalCode: "75011" })).toBe(true);
    expect(sameNamedHousehold({ ...home, nom: "Dupont" }, { nom: "Dupond", line1: "12 bis rue Oberkampf", postalCode: "75011" })).toBe(true);
    expect(sameNamedHousehold(home, { nom: "Lefebvre", line1: "12 bis rue Oberkamf", postalCode: "75011" })).toBe(false);
    expect(sameNamedHousehold(home, { nom: "Lefebvre", line1: "14 rue Oberkampf", postalCode: "75011" })).toBe(false);
  });

  it("never matches on a missing or empty name (an erased account's orders keep theirs)", () => {
    expect(sameNamedHousehold({ ...home, nom: "" }, { ...home, nom: "" })).toBe(false);
    expect(sameNamedHousehold({ line1: home.line1, postalCode: home.postalCode }, home)).toBe(false);
    expect(sameNamedHousehold({ ...home, nom: " - " }, { ...home, nom: "--" })).toBe(false);
  });
});

describe("nameSound", () => {
  it("hears two spellings of one French name as one", () => {
    const pairs = [
      ["Lefebvre", "Lefèvre"],
      ["Dupont", "Dupond"],
      ["Thomas", "Tomas"],
      ["Mathieu", "Matthieu"],
      ["Gauthier", "Gautier"],
      ["Renaud", "Renault"],
      ["Girault", "Giraud"],
      ["Philippe", "Filipe"],
      ["Schmitt", "Schmidt"],
      ["Le Gall", "Legall"],
      ["Meyer", "Meier"],
      ["Rousseau", "Rousseaux"],
      ["Jacques", "Jacq"],
      ["Guérin", "Guerin"],
      ["Berger", "Bergé"],
    ];
    for (const [a, b] of pairs) expect(soundAlike(a!, b!), `${a} / ${b}`).toBe(true);
  });

  it("keeps names that sound different apart", () => {
    const pairs = [
      ["Martin", "Marin"],
      ["Petit", "Petiot"],
      ["Bernard", "Bertrand"],
      ["Roux", "Rousseau"],
      ["Lefèvre", "Lefeuvre"],
      ["Fabre", "Favre"],
      ["Moreau", "Moret"],
      ["Girard", "Gérard"],
    ];
    for (const [a, b] of pairs) expect(soundAlike(a!, b!), `${a} / ${b}`).toBe(false);
  });

  it("writes the sound in plain letters", () => {
    expect(nameSound("Lefebvre")).toBe("lefevr");
    expect(nameSound("Le Gall")).toBe("legal");
  });

  it("takes no short sound for a match", () => {
    expect(soundAlike("Ba", "Bah")).toBe(false);
    expect(soundAlike("", "")).toBe(false);
  });
});
