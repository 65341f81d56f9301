import { describe, expect, it } from "vitest";
import type { AddressView } from "@cabas/contracts";
import { addressDeletionMessage, deletionContextOf, deletionNotice } from "./address-deletion.ts";

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
      /vous n'avez pas d'autre adresse où Cabas livre\u00A0: il faudra en ajouter une pour commander\.$/,
    );
  });

  it("says where the basket will be billed instead, once when it is where it will be delivered (ADR 0122)", () => {
    const brest = { id_adresse: 4, adresse: "1 quai de Brest", code_postal: "29200", ville: "Brest" };
    expect(addressDeletionMessage(home, { deliveryId: 3, billingId: 7, billingAfter: brest })).toMatch(
      /C'est l'adresse de facturation de votre panier\u00A0: il sera facturé à «\u00A01 quai de Brest, 29200 Brest\u00A0»\.$/,
    );
    const lyonNext = { ...lyon, id_adresse: 9 };
    expect(addressDeletionMessage(home, { deliveryId: 7, billingId: 7, after: { address: lyonNext, otherZone: false }, billingAfter: lyonNext })).toMatch(
      /C'est l'adresse de livraison et de facturation de votre panier\u00A0: il sera livré et facturé à «\u00A05 place Bellecour, 69002 Lyon\u00A0»\.$/,
    );
    expect(addressDeletionMessage(home, { deliveryId: 7, billingId: 7, after: null, billingAfter: brest })).toMatch(
      /il faudra en ajouter une pour commander\. C'est aussi son adresse de facturation\u00A0: il sera facturé à «\u00A01 quai de Brest, 29200 Brest\u00A0»\.$/,
    );
    expect(addressDeletionMessage(home, { deliveryId: 7, billingId: 7, after: null, billingAfter: null })).toMatch(
      /C'est l'adresse de livraison et de facturation de votre panier, et vous n'avez pas d'autre adresse\u00A0: il faudra en ajouter une pour commander\.$/,
    );
  });

  it("says which address will be the default in its place, beside the basket's when it is the same (ADR 0122)", () => {
    const lyonNext = { ...lyon, id_adresse: 9 };
    expect(
      addressDeletionMessage(home, {
        deliveryId: 7,
        billingId: 7,
        after: { address: lyonNext, otherZone: true },
        billingAfter: lyonNext,
        defaults: { delivery: lyonNext, billing: lyonNext },
      }),
    ).toMatch(
      // The zone right after the address it qualifies, the default in its own sentence (QA of 2026-12-02).
      /livré et facturé à «\u00A05 place Bellecour, 69002 Lyon\u00A0», dans une autre zone de livraison, où les prix et la disponibilité des produits peuvent changer\. Elle deviendra votre adresse de livraison et de facturation par défaut\.$/,
    );
    expect(addressDeletionMessage(home, { deliveryId: null, billingId: null, defaults: { delivery: lyonNext, billing: null } })).toMatch(
      /carnet\. Votre adresse de livraison par défaut sera désormais «\u00A05 place Bellecour, 69002 Lyon\u00A0»\.$/,
    );
  });
});

describe("deletionContextOf", () => {
  it("reads mesAdresses' answer for one address: billing and defaults only where this address is concerned", () => {
    const view = (id: number, more: Partial<AddressView> = {}) => ({ id_adresse: id, ...lyon, livraison_defaut: false, facturation_defaut: false, ...more }) as AddressView;
    const book = {
      adresses: [view(7, { livraison_defaut: true, facturation_defaut: false }), view(9)],
      id_adresse_liv: 7,
      id_adresse_fac: 9,
      livraison_apres_suppression: { id_adresse: 9, autre_zone: false },
      apres_suppression: [
        { id_adresse: 7, id_adresse_fac: 9, livraison_defaut: 9, facturation_defaut: null },
        { id_adresse: 9, id_adresse_fac: 7, livraison_defaut: 7, facturation_defaut: null },
      ],
    };
    expect(deletionContextOf(book.adresses[0]!, book)).toMatchObject({ billingAfter: { id_adresse: 9 }, defaults: { delivery: { id_adresse: 9 }, billing: null } });
    // Address 9 holds no default: what the default would be is not said.
    expect(deletionContextOf(book.adresses[1]!, book)).toMatchObject({ billingAfter: { id_adresse: 7 }, defaults: { delivery: null, billing: null } });
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

  it("says where the basket is billed and which address is now the default (ADR 0122)", () => {
    expect(deletionNotice({ livraison: "9", facturation: "9", defaut_livraison: "9" }, book)).toBe(
      `Adresse supprimée. Votre panier sera livré et facturé à «${NBSP}5 place Bellecour, 69002 Lyon${NBSP}», désormais votre adresse de livraison par défaut.`,
    );
    expect(deletionNotice({ livraison: "aucune", facturation: "aucune" }, book)).toMatch(/n'a plus d'adresse de livraison ni de facturation\u00A0: ajoutez-en une pour commander\.$/);
    expect(deletionNotice({ defaut_facturation: "9" }, book)).toBe(
      `Adresse supprimée. Votre adresse de facturation par défaut est désormais «${NBSP}5 place Bellecour, 69002 Lyon${NBSP}».`,
    );
  });
});
