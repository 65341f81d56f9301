import { describe, expect, it } from "vitest";
import { zoneOpenedMessage, zoneOpenedPath } from "./zones.ts";

const messageOf = (path: string) => zoneOpenedMessage(Object.fromEntries(new URL(path, "http://cabas.test").searchParams));

describe("the zones screen's message after opening a postal code", () => {
  it("says what was opened and who is told, from the address it returns to", () => {
    expect(zoneOpenedPath({ postalCode: "29200", added: true, told: 2 })).toBe("/support/zones?fait=ouvert&cp=29200&prevenus=2");
    expect(messageOf(zoneOpenedPath({ postalCode: "29200", added: true, told: 2 }))).toBe("Cabas livre maintenant le 29200. 2 personnes sont prévenues par e-mail.");
    expect(messageOf(zoneOpenedPath({ postalCode: "29200", added: true, told: 1 }))).toBe("Cabas livre maintenant le 29200. 1 personne est prévenue par e-mail.");
    expect(messageOf(zoneOpenedPath({ postalCode: "35000", added: false, told: 0 }))).toBe(
      "Le 35000 était déjà livré par ce périmètre\u00A0: rien n'a été ajouté. Personne n'attendait ce code postal.",
    );
  });

  it("says nothing for an address it did not write", () => {
    expect(zoneOpenedMessage({})).toBeNull();
    expect(zoneOpenedMessage({ fait: "ferme", cp: "29200", prevenus: "1" })).toBeNull();
    expect(zoneOpenedMessage({ fait: "ouvert", cp: "Brest", prevenus: "1" })).toBeNull();
    expect(zoneOpenedMessage({ fait: "ouvert", cp: "29200", prevenus: "beaucoup" })).toBeNull();
  });
});
