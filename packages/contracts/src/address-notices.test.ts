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

describe("deletedAddressMessage: billing address and defaults (ADR 0122)", () => {
  const roquette = { id_adresse: 9, adresse: "3 rue de la Roquette", code_postal: "75011", ville: "Paris" };
  const brest = { id_adresse: 4, adresse: "1 quai de Brest", code_postal: "29200", ville: "Brest" };
  const base = { wasBasketDelivery: true, next: roquette, otherZone: false, unavailable: 0, wasBasketBilling: true };

  it("says « livré et facturé » once when the basket is billed where it is now delivered, with the defaults beside it", () => {
    expect(deletedAddressMessage({ ...base, billing: roquette, defaultDelivery: roquette, defaultBilling: roquette })).toBe(
      "Adresse supprimée. Votre panier sera livré et facturé à « 3 rue de la Roquette, 75011 Paris », désormais votre adresse de livraison et de facturation par défaut.",
    );
    expect(deletedAddressMessage({ ...base, billing: roquette, defaultDelivery: roquette, otherZone: true })).toBe(
      "Adresse supprimée. Votre panier sera livré et facturé à « 3 rue de la Roquette, 75011 Paris », dans une autre zone de livraison : il en suit les prix et la disponibilité. C'est désormais votre adresse de livraison par défaut.",
    );
  });

  it("names another billing address, or says none is left", () => {
    expect(deletedAddressMessage({ ...base, next: null, billing: brest, defaultBilling: brest })).toBe(
      "Adresse supprimée. Votre panier n'a plus d'adresse de livraison : ajoutez-en une pour commander. Votre panier sera facturé à « 1 quai de Brest, 29200 Brest », désormais votre adresse de facturation par défaut.",
    );
    expect(deletedAddressMessage({ ...base, next: null, billing: null })).toBe(
      "Adresse supprimée. Votre panier n'a plus d'adresse de livraison ni de facturation : ajoutez-en une pour commander.",
    );
    expect(deletedAddressMessage({ ...base, wasBasketDelivery: false, next: null, billing: roquette })).toBe(
      "Adresse supprimée. Votre panier sera facturé à « 3 rue de la Roquette, 75011 Paris ».",
    );
  });

  it("says a default passed to an address the basket does not use in a sentence of its own", () => {
    expect(deletedAddressMessage({ wasBasketDelivery: false, next: null, otherZone: false, unavailable: 0, defaultDelivery: roquette, defaultBilling: roquette })).toBe(
      "Adresse supprimée. Votre adresse de livraison et de facturation par défaut est désormais « 3 rue de la Roquette, 75011 Paris ».",
    );
    expect(deletedAddressMessage({ ...base, billing: roquette, defaultBilling: brest })).toBe(
      "Adresse supprimée. Votre panier sera livré et facturé à « 3 rue de la Roquette, 75011 Paris ». Votre adresse de facturation par défaut est désormais « 1 quai de Brest, 29200 Brest ».",
    );
  });
});
