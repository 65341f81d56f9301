// Mix-and-match offers (panachage): any `quantityRequired` products of the group, the cheapest gets the discount.

export type MixMatchSeed = {
  slug: string;
  name: string;
  description: string;
  quantityRequired: number;
  discountPercent: number;
  /** Days after `now` when the offer ends; null for a permanent offer. */
  endsInDays: number | null;
  products: readonly string[];
};

export const MIX_MATCH_GROUPS: readonly MixMatchSeed[] = [
  {
    slug: "yaourts-3-achetes-le-3e-offert",
    name: "Yaourts : 3 achetés, le 3e offert",
    description:
      "Panachez librement yaourts, fromages blancs et skyr : pour 3 produits achetés, le moins cher est offert.",
    quantityRequired: 3,
    discountPercent: 100,
    endsInDays: 21,
    products: [
      "Yaourt nature au lait entier x4",
      "Yaourts nature x16",
      "Yaourt à la grecque nature",
      "Yaourts aux fruits panachés x8",
      "Fromage blanc nature 3,2 % MG",
      "Petits-suisses nature x12",
      "Skyr nature",
      "Yaourts nature bio au lait entier x4",
    ],
  },
  {
    slug: "bieres-artisanales-2e-a-moitie-prix",
    name: "Bières artisanales : -50 % sur la 2e",
    description:
      "Deux bières artisanales achetées, la moins chère est à moitié prix.",
    quantityRequired: 2,
    discountPercent: 50,
    endsInDays: 14,
    products: [
      "Bière blanche artisanale 33 cl",
      "Bière ambrée artisanale 33 cl",
      "Bière IPA artisanale 33 cl",
    ],
  },
  {
    slug: "fromages-aop-30-sur-le-2e",
    name: "Fromages AOP : -30 % sur le 2e",
    description: "Composez votre plateau : pour 2 fromages AOP achetés, -30 % sur le moins cher.",
    quantityRequired: 2,
    discountPercent: 30,
    endsInDays: null,
    products: [
      "Camembert de Normandie AOP",
      "Roquefort AOP",
      "Reblochon de Savoie AOP",
      "Mozzarella di Bufala Campana AOP",
      "Parmigiano Reggiano AOP 24 mois",
      "Feta AOP",
      "Comté AOP bio 12 mois",
    ],
  },
  {
    slug: "hygiene-3-achetes-le-3e-offert",
    name: "Hygiène : 3 achetés, le 3e offert",
    description: "Shampooings, gels douche et dentifrices : pour 3 produits achetés, le moins cher est offert.",
    quantityRequired: 3,
    discountPercent: 100,
    endsInDays: 10,
    products: [
      "Shampooing usage fréquent",
      "Après-shampooing nourrissant",
      "Gel douche fleur d'oranger",
      "Gel douche surgras peaux sensibles",
      "Dentifrice protection caries au fluor",
      "Dentifrice gencives sensibles",
      "Déodorant bille fraîcheur 48 h",
    ],
  },
  {
    slug: "tablettes-de-chocolat-2-pour-1-50",
    name: "Tablettes de chocolat : -50 % sur la 2e",
    description: "Noir, au lait ou aux noisettes : la deuxième tablette est à moitié prix.",
    quantityRequired: 2,
    discountPercent: 50,
    endsInDays: 30,
    products: [
      "Chocolat noir 70 % cacao",
      "Chocolat noir 85 % cacao",
      "Chocolat au lait du Pérou",
      "Chocolat au lait aux noisettes entières",
      "Chocolat noir 72 % bio équitable",
    ],
  },
];
