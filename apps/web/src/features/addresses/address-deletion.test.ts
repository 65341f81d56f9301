import { describe, expect, it } from "vitest";
import type { AddressView } from "@cabas/contracts";
import { addressDeletionMessage, deletionNotice } from "./address-deletion.ts";

const home = { id_adresse: 7, adresse: "12 rue Oberkampf", code_postal: "75011", ville: "Paris" };
const lyon = { adresse: "5 place Bellecour", code_postal: "69002", ville: "Lyon" };
const NBSP = "\u00A0";

describe("addressDeletionMessage", () => {
  it("names the address, in French quotes with no-break spaces", () => {
    expect(addressDeletionMessage(home, { deliveryId: 3, billingId: null })).toBe(
      `L'adresse «${NBSP}12 rue Oberkampf, 75011 Paris${NBSP}» sera supprimée de votre carnet.`,
    );
  });

  it("says beforehand where the basket will be delivered, and when prices and stock may change with the zone (ADR 0117)", () => {
    expect(addressDeletionMessage(home, { deliveryId: 7, billingId: 3, after: { address: { ...home, adresse: "3 rue de la Roquette" }, otherZone: false } })).toMatch(
      new RegExp(`C'est l'adresse de livraison de votre panier${NBSP}: il sera livré à «${NBSP}3 rue de la Roquette, 75011 Paris${NBSP}»\\.$`),
    );
    expect(addressDeletionMessage(home, { deliveryId: 7, billingId: 3, after: { address: lyon, otherZone: true } })).toMatch(
      /il sera livré à «\u00A05 place Bellecour, 69002 Lyon\u00A0», dans une autre zone de livraison, où les prix et la disponibilité des produits peuvent changer\.$/,
    );
    expect(addressDeletionMessage(home, { deliveryId: 7, billingId: 3, after: null })).toMatch(
      /vous n'avez pas d'autre adresse livrée\u00A0: il faudra en ajouter une pour commander\.$/,
    );
  });

  it("warns when the basket loses its billing address", () => {
    expect(addressDeletionMessage(home, { deliveryId: null, billingId: 7 })).toMatch(/C'est l'adresse de facturation de votre panier\u00A0: il faudra en choisir une autre\.$/);
    expect(addressDeletionMessage(home, { deliveryId: 7, billingId: 7, after: { address: lyon, otherZone: false } })).toMatch(
      /il sera livré à .*\. C'est aussi son adresse de facturation\u00A0: il faudra en choisir une autre\.$/,
    );
  });
});

describe("deletionNotice", () => {
  const book = [{ id_adresse: 9, ...lyon } as AddressView];
  it("says, from the redirect's flags, where the basket now goes, in the web-service's words", () => {
    expect(deletionNotice({}, book)).toBe("Adresse supprimée.");
    expect(deletionNotice({ livraison: "9", autre_zone: "1", indispos: "2" }, book)).toBe(
      `Adresse supprimée. Votre panier sera livré à «${NBSP}5 place Bellecour, 69002 Lyon${NBSP}», dans une autre zone de livraison${NBSP}: il en suit les prix et la disponibilité. Certains produits de votre panier n'y sont pas disponibles.`,
    );
    expect(deletionNotice({ livraison: "aucune" }, book)).toMatch(/n'a plus d'adresse de livraison\u00A0: ajoutez-en une pour commander\.$/);
  });
});
