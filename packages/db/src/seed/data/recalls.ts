// Public product recall notices (rappel conso), as published on RappelConso; productName links to the
// catalogue when the recalled item is sold by the shop.

export type RecallSeed = {
  productName: string;
  brandName: string | null;
  linkToCatalogue: boolean;
  lots: string;
  reason: string;
  instructions: string;
  publishedDaysAgo: number;
  /** Days after `now` when the notice leaves the list. */
  endsInDays: number;
};

const LISTERIA_ADVICE =
  "Les personnes qui auraient consommé ce produit et qui présenteraient de la fièvre, isolée ou accompagnée de maux de tête, sont invitées à consulter leur médecin traitant en lui signalant cette consommation. En l'absence de symptômes, il n'est pas nécessaire de consulter. La listériose peut se déclarer jusqu'à huit semaines après la consommation.";

export const RECALLS: readonly RecallSeed[] = [
  {
    productName: "Camembert au lait pasteurisé",
    brandName: "Cabas",
    linkToCatalogue: true,
    lots: "Lot L26301A et L26301B, à consommer jusqu'au 28/11/2026, estampille FR 14.654.001 CE",
    reason: "Présence possible de Listeria monocytogenes, détectée lors d'un autocontrôle du fabricant.",
    instructions: `Ne consommez pas ce produit. Les commandes concernées ont été identifiées : le montant est recrédité automatiquement sur votre cagnotte Cabas, sans retour nécessaire ; jetez le produit. ${LISTERIA_ADVICE}`,
    publishedDaysAgo: 3,
    endsInDays: 60,
  },
  {
    productName: "Cookies aux pépites de chocolat",
    brandName: "Cabas",
    linkToCatalogue: true,
    lots: "Lot C4521, à consommer de préférence avant le 15/03/2027",
    reason:
      "Présence de noisettes (fruits à coque) non mentionnée dans la liste des ingrédients, à la suite d'une erreur de conditionnement.",
    instructions:
      "Les personnes allergiques aux fruits à coque ne doivent pas consommer ce produit. Vous pouvez le rapporter au livreur lors de votre prochaine livraison ou demander son remboursement depuis votre espace client, rubrique « Réclamation ». Le produit ne présente aucun risque pour les personnes non allergiques.",
    publishedDaysAgo: 9,
    endsInDays: 45,
  },
  {
    productName: "Steaks hachés surgelés 15 % MG x10",
    brandName: "Cabas",
    linkToCatalogue: true,
    lots: "Lot 26278, à consommer de préférence avant le 05/10/2027, estampille FR 56.178.002 CE",
    reason: "Présence possible d'Escherichia coli producteurs de shigatoxines (STEC O157:H7).",
    instructions:
      "Ne consommez pas ce produit et rapportez-le au livreur ou demandez son remboursement depuis votre espace client. Les personnes qui auraient consommé ce produit et qui présenteraient des diarrhées, éventuellement sanglantes, des douleurs abdominales ou des vomissements sont invitées à consulter rapidement leur médecin en lui signalant cette consommation. Les jeunes enfants et les personnes âgées sont particulièrement sensibles.",
    publishedDaysAgo: 14,
    endsInDays: 30,
  },
  {
    productName: "Galettes de riz soufflé nappées chocolat au lait",
    brandName: "Délices du Matin",
    linkToCatalogue: false,
    lots: "Lots 6221 à 6228, à consommer de préférence avant le 30/06/2027",
    reason: "Présence possible de fragments de plastique bleu provenant d'une pièce de la ligne de fabrication.",
    instructions:
      "Ce produit n'est plus vendu par Cabas. Si vous en détenez, ne le consommez pas et jetez-le : le remboursement peut être demandé au service client au 01 86 95 00 00 ou depuis votre espace client, sur simple photo du lot.",
    publishedDaysAgo: 20,
    endsInDays: 40,
  },
];
