// Delivery zones. Communes are read at seed time from @etalab/decoupage-administratif: whole départements
// for Paris and its inner ring, the member communes of each métropole (EPCI) elsewhere.

export type FeeBandSeed = { minBasketCents: number; feeCents: number; label: string };

export type PerimeterSeed = {
  code: string;
  name: string;
  warehouse: string;
  isDefault: boolean;
  minimumOrderCents: number;
  freeDeliveryThresholdCents: number;
  expressFeeCents: number;
  loyaltyRateBp: number;
  cutoffHours: number;
  /** Regional price level against the national catalogue price, in basis points (300 = +3 %). */
  priceBiasBp: number;
  communes: { departements: readonly string[] } | { epciSiren: string };
  feeBands: readonly FeeBandSeed[];
};

export const PERIMETERS: readonly PerimeterSeed[] = [
  {
    code: "paris",
    name: "Paris & petite couronne",
    warehouse: "Entrepôt Cabas de Gennevilliers",
    isDefault: true,
    minimumOrderCents: 3500,
    freeDeliveryThresholdCents: 10000,
    expressFeeCents: 590,
    loyaltyRateBp: 200,
    cutoffHours: 8,
    priceBiasBp: 300,
    communes: { departements: ["75", "92", "93", "94"] },
    feeBands: [
      { minBasketCents: 0, feeCents: 790, label: "Panier de moins de 60 €" },
      { minBasketCents: 6000, feeCents: 490, label: "Panier de 60 € à 99,99 €" },
      { minBasketCents: 10000, feeCents: 0, label: "Livraison offerte dès 100 €" },
    ],
  },
  {
    code: "lyon",
    name: "Lyon Métropole",
    warehouse: "Entrepôt Cabas de Corbas",
    isDefault: false,
    minimumOrderCents: 3500,
    freeDeliveryThresholdCents: 9000,
    expressFeeCents: 490,
    loyaltyRateBp: 200,
    cutoffHours: 8,
    priceBiasBp: 100,
    communes: { epciSiren: "200046977" },
    feeBands: [
      { minBasketCents: 0, feeCents: 690, label: "Panier de moins de 50 €" },
      { minBasketCents: 5000, feeCents: 390, label: "Panier de 50 € à 89,99 €" },
      { minBasketCents: 9000, feeCents: 0, label: "Livraison offerte dès 90 €" },
    ],
  },
  {
    code: "lille",
    name: "Lille Métropole",
    warehouse: "Entrepôt Cabas de Lesquin",
    isDefault: false,
    minimumOrderCents: 3000,
    freeDeliveryThresholdCents: 8000,
    expressFeeCents: 490,
    loyaltyRateBp: 200,
    cutoffHours: 8,
    priceBiasBp: 0,
    communes: { epciSiren: "200093201" },
    feeBands: [
      { minBasketCents: 0, feeCents: 690, label: "Panier de moins de 50 €" },
      { minBasketCents: 5000, feeCents: 290, label: "Panier de 50 € à 79,99 €" },
      { minBasketCents: 8000, feeCents: 0, label: "Livraison offerte dès 80 €" },
    ],
  },
  {
    code: "bordeaux",
    name: "Bordeaux Métropole",
    warehouse: "Entrepôt Cabas de Mérignac",
    isDefault: false,
    minimumOrderCents: 3500,
    freeDeliveryThresholdCents: 9000,
    expressFeeCents: 490,
    loyaltyRateBp: 200,
    cutoffHours: 8,
    priceBiasBp: 150,
    communes: { epciSiren: "243300316" },
    feeBands: [
      { minBasketCents: 0, feeCents: 790, label: "Panier de moins de 40 €" },
      { minBasketCents: 4000, feeCents: 590, label: "Panier de 40 € à 69,99 €" },
      { minBasketCents: 7000, feeCents: 290, label: "Panier de 70 € à 89,99 €" },
      { minBasketCents: 9000, feeCents: 0, label: "Livraison offerte dès 90 €" },
    ],
  },
];
