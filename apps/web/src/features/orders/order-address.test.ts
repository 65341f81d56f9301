import { describe, expect, it } from "vitest";
import { basketAddressLines, orderAddressLines } from "./order-address.ts";

describe("orderAddressLines", () => {
  it("reads like the courier needs it: who, where, then door code, floor, lift and intercom", () => {
    expect(
      orderAddressLines({
        prenom: "Camille",
        nom: "Bernard",
        company: null,
        line1: "18 rue de la Roquette",
        line2: "Bâtiment B",
        postalCode: "75011",
        city: "Paris",
        doorCode: "4521B",
        floor: "3",
        hasLift: true,
        intercomName: "Bernard",
        phone: "0612345678",
        instructions: "Sonner deux fois",
      }),
    ).toEqual(["Camille Bernard", "18 rue de la Roquette, Bâtiment B", "75011 Paris", "Digicode 4521B · Étage 3 · ascenseur · Interphone Bernard", "Sonner deux fois"]);
  });

  it("leaves out what the address does not say, and keeps a floor written out as it is", () => {
    expect(orderAddressLines({ prenom: "Chloé", nom: "Durand", line1: "12 rue Oberkampf", postalCode: "75011", city: "Paris", floor: "rez-de-chaussée", hasLift: false })).toEqual([
      "Chloé Durand",
      "12 rue Oberkampf",
      "75011 Paris",
      "Rez-de-chaussée",
    ]);
    expect(orderAddressLines({ prenom: "Chloé", nom: "Durand", company: "Atelier Durand", line1: "1 place Voltaire", postalCode: "75011", city: "Paris" })).toEqual([
      "Chloé Durand, Atelier Durand",
      "1 place Voltaire",
      "75011 Paris",
    ]);
  });
});

describe("basketAddressLines", () => {
  it("reads the basket's delivery address (the web-service's French names) as the order's, door code and floor included", () => {
    expect(
      basketAddressLines({
        id_adresse: 7,
        prenom: "Camille",
        nom: "Bernard",
        societe: null,
        ligne1: "18 rue de la Roquette",
        ligne2: "Bâtiment B",
        code_postal: "75011",
        ville: "Paris",
        digicode: "4521B",
        etage: "3",
        ascenseur: true,
        interphone: "Bernard",
        instructions: "Sonner deux fois",
      }),
    ).toEqual({
      where: "Camille Bernard, 18 rue de la Roquette, Bâtiment B, 75011 Paris",
      access: ["Digicode 4521B · Étage 3 · ascenseur · Interphone Bernard", "Sonner deux fois"],
    });
  });

  it("has no access line for an address without door details, and nothing for no address", () => {
    expect(basketAddressLines({ prenom: "Chloé", nom: "Durand", ligne1: "12 rue Oberkampf", ligne2: null, code_postal: "75011", ville: "Paris" })).toEqual({
      where: "Chloé Durand, 12 rue Oberkampf, 75011 Paris",
      access: [],
    });
    expect(basketAddressLines(null)).toBeNull();
    expect(basketAddressLines("18 rue de la Roquette")).toBeNull();
  });
});
