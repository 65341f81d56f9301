import { describe, expect, it } from "vitest";
import { zoneClosedMessage, zoneClosedPath, zoneOpenedMessage, zoneOpenedPath } from "./zones.ts";

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

describe("the zones screen's message after closing a postal code (ADR 0099)", () => {
  const closedOf = (path: string) => zoneClosedMessage(Object.fromEntries(new URL(path, "http://cabas.test").searchParams));

  it("says what was closed and the baskets that must choose another address", () => {
    expect(zoneClosedPath({ postalCode: "75012", baskets: 2 })).toBe("/support/zones?fait=ferme&cp=75012&paniers=2");
    expect(closedOf(zoneClosedPath({ postalCode: "75012", baskets: 2 }))).toBe(
      "Cabas ne livre plus le 75012. 2 paniers en cours y ont une adresse de livraison\u00A0: leurs clients, prévenus par e-mail, devront en choisir une autre.",
    );
    expect(closedOf(zoneClosedPath({ postalCode: "75012", baskets: 1 }))).toBe("Cabas ne livre plus le 75012. 1 panier en cours y a une adresse de livraison\u00A0: son client, prévenu par e-mail, devra en choisir une autre.");
    expect(closedOf(zoneClosedPath({ postalCode: "75012", baskets: 0 }))).toBe("Cabas ne livre plus le 75012. Aucun panier en cours n'y avait d'adresse de livraison.");
    // An opening's address is not a closing's, nor the other way round.
    expect(zoneOpenedMessage({ fait: "ferme", cp: "75012", prevenus: "0" })).toBeNull();
    expect(zoneClosedMessage({ fait: "ouvert", cp: "75012", paniers: "0" })).toBeNull();
  });

  it("says nothing for an address it did not write", () => {
    expect(zoneClosedMessage({})).toBeNull();
    expect(zoneClosedMessage({ fait: "ferme", cp: "Paris 12", paniers: "0" })).toBeNull();
    expect(zoneClosedMessage({ fait: "ferme", cp: "75012", paniers: "tous" })).toBeNull();
    expect(zoneClosedMessage({ fait: "ferme", cp: "75012" })).toBeNull();
  });
});
