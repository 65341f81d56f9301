// Shop-wide benefits of the demonstration shop: advantage codes typed at checkout and the food-bank campaign.
// Dates are relative to the seed's reference date so a freshly seeded shop always has a current campaign.
import type { advantageCodes, foodBankCampaigns } from "../../schema/purchase.ts";

const DAY_MS = 86_400_000;

export function buildAdvantageCodes(now: Date): (typeof advantageCodes.$inferInsert)[] {
  return [
    {
      code: "BIENVENUE10",
      label: "10 € offerts sur votre première commande",
      kind: "amount",
      value: 1000,
      minBasketCents: 6000,
      firstOrderOnly: true,
      startsAt: null,
      endsAt: null,
      usesPerCustomer: 1,
    },
    {
      code: "LIVRAISONOFFERTE",
      label: "livraison offerte",
      kind: "free_delivery",
      value: 0,
      minBasketCents: 4000,
      firstOrderOnly: false,
      startsAt: null,
      endsAt: null,
      usesPerCustomer: 3,
    },
    {
      code: "AUTOMNE5",
      label: "5 % de remise",
      kind: "percent",
      value: 500,
      minBasketCents: 3000,
      firstOrderOnly: false,
      startsAt: new Date(now.getTime() - 90 * DAY_MS),
      // Expired a month ago: shows how an outdated code is refused.
      endsAt: new Date(now.getTime() - 30 * DAY_MS),
      usesPerCustomer: 1,
    },
  ];
}

export function buildFoodBankCampaign(now: Date): typeof foodBankCampaigns.$inferInsert {
  return {
    title: "Collecte d'hiver des Banques Alimentaires",
    description:
      "Ajoutez un don à votre commande : chaque euro aide à préparer des colis alimentaires pour les familles accompagnées près de chez vous. Le montant est reversé intégralement.",
    partner: "Banques Alimentaires",
    suggestedCents: [200, 500, 1000],
    startsAt: new Date(now.getTime() - 7 * DAY_MS),
    endsAt: new Date(now.getTime() + 90 * DAY_MS),
  };
}
