// The recap before payment of a basket that changes or completes a placed order: where and when it is delivered,
// in the words of what the shopper is doing (a complement does not change the order, it adds to it).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { Basket } from "@cabas/contracts";
import { DeliveryRecap } from "./checkout-recap.tsx";
import { ModalApiContext } from "@/ui/modal/modal-context";

vi.mock("@/features/slots/slot-data", () => ({ basketGrid: async () => ({ ok: false }) }));
vi.mock("@/features/slots/hold-countdown", () => ({ HoldNotice: () => null }));

const changing = {
  livraison: { prenom: "Camille", nom: "Bernard", ligne1: "18 rue de la Roquette", code_postal: "75011", ville: "Paris", digicode: "4521B" },
  libelle_tranche: "mercredi 2 décembre, 11 h – 13 h",
  type_rdv: "order",
  id_tranche: 3,
  adresseUpdatable: false,
  creneauUpdatable: false,
  modif_en_cours: false,
  complement_en_cours: true,
} as unknown as Basket;

describe("DeliveryRecap", () => {
  it("says a complement is delivered with the order it completes, not one being changed", async () => {
    const html = renderToStaticMarkup(await DeliveryRecap({ basket: changing, back: "/checkout/paiement" }));
    expect(html).toContain("Livrée à l&#x27;adresse de la commande que vous complétez.");
    expect(html).toContain("Livrée sur le créneau de la commande que vous complétez.");
    expect(html).toContain("Digicode 4521B");
  });

  it("says a modification is delivered where and when the order it changes is", async () => {
    const html = renderToStaticMarkup(await DeliveryRecap({ basket: { ...changing, modif_en_cours: true, complement_en_cours: false }, back: "/checkout/paiement" }));
    expect(html).toContain("Livrée à l&#x27;adresse de la commande que vous changez.");
    expect(html).toContain("Livrée sur le créneau de la commande que vous changez.");
  });
});

describe("CheckFailureList", () => {
  it("typesets the web-service's refusals (written with plain spaces)", async () => {
    const { CheckFailureList } = await import("./checkout-recap.tsx");
    const html = renderToStaticMarkup(
      <CheckFailureList intro="Avant de payer :" failures={[{ code: "minimum", message: "Le minimum de commande n'est pas atteint : encore 11,39 €." }]} back="/checkout/ma-commande" />,
    );
    expect(html).toContain("Le minimum de commande n&#x27;est pas atteint\u00a0: encore 11,39\u00a0€.");
    expect(html).toContain("Avant de payer\u00a0:");
  });

  it("offers the slots in the CRENEAUX dialog once scripts run, the slots page without them (ADR 0122)", async () => {
    const { CheckFailureList } = await import("./checkout-recap.tsx");
    const html = renderToStaticMarkup(
      <ModalApiContext.Provider value={{ openModal: () => undefined, closeModal: () => undefined }}>
        <CheckFailureList intro="Avant de payer :" failures={[{ code: "creneau", message: "Choisissez un créneau de livraison." }]} back="/checkout/paiement" />
      </ModalApiContext.Provider>,
    );
    expect(html).toContain('<a href="/creneau" aria-haspopup="dialog">Choisir un créneau</a>');
  });
});
