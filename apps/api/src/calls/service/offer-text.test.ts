import { describe, expect, it } from "vitest";
import { describeOffer } from "./offer-text.ts";

const base = { code: "BIENVENUE10", label: "Bienvenue", minBasketCents: 6000, firstOrderOnly: true, endsAt: null, usesPerCustomer: 1 };

describe("describeOffer", () => {
  it("says what a code gives and on what condition", () => {
    expect(describeOffer({ ...base, kind: "amount", value: 1000 })).toEqual({
      code: "BIENVENUE10",
      titre: "Bienvenue",
      avantage: "10,00 € de remise dès 60,00 € d'achats",
      conditions:
        "Pour la première commande d'un foyer (même nom, même adresse de livraison). Une fois par client. À saisir dans votre panier, rubrique « Mes avantages ».",
      fin: null,
    });
  });

  it("reads percentages, free delivery and the end date in Paris", () => {
    const offer = describeOffer({ ...base, kind: "percent", value: 550, minBasketCents: 0, firstOrderOnly: false, usesPerCustomer: 3, endsAt: new Date("2026-12-31T22:59:00Z") });
    expect(offer.avantage).toBe("5,5 % de remise");
    expect(offer.conditions).toMatch(/^3 fois par client\./);
    expect(offer.fin).toBe("Jusqu'au 31 décembre 2026");
    expect(describeOffer({ ...base, kind: "free_delivery", value: 0 }).avantage).toBe("Livraison offerte dès 60,00 € d'achats");
    expect(describeOffer({ ...base, kind: "free_delivery", value: 0 }).conditions).toMatch(/^Pour une première commande\. /);
  });
});
