// The loyalty history: a movement's label is the web-service's (or customer service's) sentence, shown typeset.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { LoyaltyMovement } from "@cabas/contracts";
import { Movements } from "./loyalty-parts.tsx";

const movement = (id: number, libelle: string): LoyaltyMovement =>
  ({ id, date: "2026-11-30T10:00:00.000Z", type: "cagnotte", libelle, id_commande: null, montant: 5, solde: 5 });

describe("Movements", () => {
  it("typesets each movement's label: « : » and a name inside « » keep their line", () => {
    const html = renderToStaticMarkup(
      <Movements
        caption="Historique"
        withKind={false}
        mouvements={[movement(1, "Joker livraison offert par le service client : merci pour vos deux premières commandes"), movement(2, "Défi « Bio 250 g » réussi")]}
      />,
    );
    expect(html).toContain("offert par le service client\u00A0: merci");
    expect(html).toContain("Défi «\u00A0Bio 250\u00A0g\u00A0» réussi");
  });
});
