// Coups de cœur of the team; a perimeter code limits a pick to one delivery zone.

export type StaffPickSeed = { product: string; note: string; perimeter?: string };

export const STAFF_PICKS: readonly StaffPickSeed[] = [
  {
    product: "Camembert de Normandie AOP",
    note: "Moulé à la louche et au lait cru : sortez-le une heure avant, il coule juste ce qu'il faut. — Claire, acheteuse crèmerie",
  },
  {
    product: "Comté AOP 18 mois à la coupe",
    note: "Des cristaux, un goût de noisette grillée : notre comté préféré pour le plateau comme pour la fondue. — Julien, fromager",
  },
  {
    product: "Baguette de tradition française",
    note: "Cuite à l'aube à Gennevilliers, elle arrive encore croustillante chez vous. — Samia, préparatrice",
    perimeter: "paris",
  },
  {
    product: "Poulet fermier Label Rouge",
    note: "81 jours de plein air, une chair ferme et une peau qui croustille : le poulet du dimanche par excellence. — Marc, boucher",
  },
  {
    product: "Beurre de baratte cru d'Isigny",
    note: "Un beurre qui a le goût de la crème, à goûter simplement sur une tartine. — Claire, acheteuse crèmerie",
  },
  {
    product: "Huîtres creuses de Marennes-Oléron n°3 x12",
    note: "Fines, iodées, juste ce qu'il faut de noisette en fin de bouche. Livrées à plat, ouvertes en 2 minutes. — Yann, poissonnier",
  },
  {
    product: "Potimarron",
    note: "Pas besoin de l'éplucher : coupez, faites rôtir 30 minutes avec un filet d'huile d'olive, c'est prêt. — Léa, cheffe de rayon fruits et légumes",
  },
  {
    product: "Miel de châtaignier des Cévennes",
    note: "Puissant et légèrement amer, il transforme un simple fromage blanc. — Thomas, épicerie fine",
  },
  {
    product: "Chocolat noir 70 % cacao",
    note: "Notre tablette maison, équilibrée et peu sucrée, à un prix imbattable. — Inès, cheffe de produit",
  },
  {
    product: "Lentilles vertes du Puy AOP",
    note: "Elles ne se défont pas à la cuisson : parfaites en salade tiède avec une vinaigrette à la moutarde. — Thomas, épicerie fine",
  },
  {
    product: "Endives de pleine terre",
    note: "Cultivées en terre et non en hydroponie : moins amères, plus croquantes. — Sophie, responsable de l'entrepôt de Lesquin",
    perimeter: "lille",
  },
  {
    product: "Bière blanche artisanale 33 cl",
    note: "Brassée à deux pas de notre entrepôt lillois, rafraîchissante et légèrement épicée. À consommer avec modération. — Sophie",
    perimeter: "lille",
  },
  {
    product: "Saint-Nectaire AOP fermier",
    note: "Une croûte qui sent la cave, une pâte souple : un fromage de caractère. — Damien, entrepôt de Corbas",
    perimeter: "lyon",
  },
  {
    product: "Saint-Émilion Grand Cru 2019",
    note: "Un bio tout en velours, superbe sur une pièce de bœuf. À consommer avec modération. — Paul, caviste",
    perimeter: "bordeaux",
  },
  {
    product: "Lessive en poudre écologique 50 lavages",
    note: "Écolabel, sans phosphates, et elle lave vraiment bien dès 30 °C. — Nadia, service client",
  },
];
