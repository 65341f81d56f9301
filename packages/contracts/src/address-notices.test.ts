import { describe, expect, it } from "vitest";
import { deletedAddressMessage, savedAddressMessage } from "./address-notices.ts";

describe("savedAddressMessage", () => {
  it("says only what was done for a delivered address", () => {
    expect(savedAddressMessage({ created: true, delivered: true, postalCode: "75011" })).toBe("Adresse ajoutée.");
    expect(savedAddressMessage({ created: false, delivered: true, postalCode: "75011" })).toBe("Adresse modifiée.");
  });

  it("says plainly that Cabas does not deliver there, and what the address may still serve for", () => {
    expect(savedAddressMessage({ created: true, delivered: false, postalCode: "29200" })).toBe(
      "Adresse ajoutée. Cabas ne livre pas le 29200 pour le moment\u00A0: cette adresse peut servir d'adresse de facturation, pas de livraison.",
    );
    expect(savedAddressMessage({ created: false, delivered: false, postalCode: "29200" })).toMatch(/^Adresse modifiée\. Cabas ne livre pas le 29200/);
  });
});

describe("deletedAddressMessage (ADR 0117)", () => {
  const lyon = { adresse: "5 place Bellecour", code_postal: "69002", ville: "Lyon" };
  it("names where the basket now goes, and says when prices and stock are another zone's", () => {
    expect(deletedAddressMessage({ wasBasketDelivery: false, next: null, otherZone: false, unavailable: 0 })).toBe("Adresse supprimée.");
    expect(deletedAddressMessage({ wasBasketDelivery: true, next: lyon, otherZone: false, unavailable: 0 })).toBe(
      "Adresse supprimée. Votre panier sera livré à « 5 place Bellecour, 69002 Lyon ».",
    );
    expect(deletedAddressMessage({ wasBasketDelivery: true, next: lyon, otherZone: true, unavailable: 0 })).toBe(
      "Adresse supprimée. Votre panier sera livré à « 5 place Bellecour, 69002 Lyon », dans une autre zone de livraison : il en suit les prix et la disponibilité.",
    );
    expect(deletedAddressMessage({ wasBasketDelivery: true, next: lyon, otherZone: true, unavailable: 2 })).toMatch(/ Certains produits de votre panier n'y sont pas disponibles\.$/);
  });

  it("asks for an address when none is left to deliver the basket", () => {
    expect(deletedAddressMessage({ wasBasketDelivery: true, next: null, otherZone: false, unavailable: 0 })).toBe(
      "Adresse supprimée. Votre panier n'a plus d'adresse de livraison : ajoutez-en une pour commander.",
    );
  });
});
