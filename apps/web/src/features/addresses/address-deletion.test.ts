import { describe, expect, it } from "vitest";
import { addressDeletionMessage } from "./address-deletion.ts";

const home = { id_adresse: 7, adresse: "12 rue Oberkampf", code_postal: "75011", ville: "Paris" };
const NBSP = "\u00A0";

describe("addressDeletionMessage", () => {
  it("names the address, in French quotes with no-break spaces", () => {
    expect(addressDeletionMessage(home, { deliveryId: 3, billingId: null })).toBe(
      `L'adresse «${NBSP}12 rue Oberkampf, 75011 Paris${NBSP}» sera supprimée de votre carnet.`,
    );
  });

  it("warns when the basket loses its delivery or billing address", () => {
    expect(addressDeletionMessage(home, { deliveryId: 7, billingId: 3 })).toMatch(new RegExp(`C'est l'adresse de livraison de votre panier${NBSP}: il faudra en choisir une autre\\.$`));
    expect(addressDeletionMessage(home, { deliveryId: null, billingId: 7 })).toMatch(/l'adresse de facturation de votre panier/);
    expect(addressDeletionMessage(home, { deliveryId: 7, billingId: 7 })).toMatch(/livraison et de facturation de votre panier\u00A0: il faudra en choisir d'autres\.$/);
  });
});
