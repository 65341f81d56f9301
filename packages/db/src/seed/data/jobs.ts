// Job offers shown on /recrute.

export type JobSeed = {
  slug: string;
  title: string;
  location: string;
  contract: string;
  team: string;
  publishedDaysAgo: number;
  description: string;
};

export const JOBS: readonly JobSeed[] = [
  {
    slug: "preparateur-de-commandes-gennevilliers",
    title: "Préparateur·rice de commandes",
    location: "Gennevilliers (92)",
    contract: "CDI",
    team: "Entrepôt",
    publishedDaysAgo: 4,
    description:
      "Au sein de l'entrepôt de Gennevilliers, vous préparez les commandes de nos clients en zone ambiante, froide ou surgelée, en respectant la chaîne du froid et nos standards de qualité. Horaires d'après-midi (13 h – 20 h 30) ou de nuit (21 h – 4 h 30), du lundi au samedi sur 5 jours. Débutant accepté : une formation de deux semaines est assurée. Salaire : 2 050 € bruts mensuels, plus primes de nuit et de froid.",
  },
  {
    slug: "livreur-vehicule-utilitaire-lyon",
    title: "Livreur·se en véhicule utilitaire électrique",
    location: "Corbas (69)",
    contract: "CDI",
    team: "Livraison",
    publishedDaysAgo: 7,
    description:
      "Vous livrez nos clients de la Métropole de Lyon sur des créneaux de deux heures, avec un véhicule utilitaire électrique de 12 m³. Vous montez les courses jusqu'à la porte, vous êtes le visage de Cabas auprès des clients. Permis B de plus de deux ans exigé. Temps plein de 35 heures sur 5 jours, plannings connus trois semaines à l'avance. Salaire : 2 150 € bruts mensuels, plus primes de tournée.",
  },
  {
    slug: "chef-equipe-entrepot-lesquin",
    title: "Chef·fe d'équipe entrepôt",
    location: "Lesquin (59)",
    contract: "CDI",
    team: "Entrepôt",
    publishedDaysAgo: 12,
    description:
      "Vous encadrez une équipe de 15 préparateurs, organisez la préparation selon les créneaux de livraison, veillez à la sécurité et à la qualité, et accompagnez la montée en compétences de chacun. Première expérience d'encadrement en logistique ou en grande distribution souhaitée. Horaires d'après-midi. Salaire : 2 700 € à 3 000 € bruts mensuels selon expérience.",
  },
  {
    slug: "controleur-qualite-produits-frais-merignac",
    title: "Contrôleur·se qualité produits frais",
    location: "Mérignac (33)",
    contract: "CDD",
    team: "Qualité",
    publishedDaysAgo: 2,
    description:
      "CDD de 6 mois pour l'ouverture de l'entrepôt de Mérignac. Vous contrôlez les produits frais à réception (températures, dates, aspect), réalisez les autocontrôles d'hygiène, suivez les plans HACCP et gérez les procédures de retrait et de rappel. Formation en agroalimentaire (BTS, DUT ou licence) ou première expérience en contrôle qualité. Horaires de matin (5 h – 12 h).",
  },
  {
    slug: "alternance-acheteur-fruits-et-legumes",
    title: "Acheteur·se fruits et légumes en alternance",
    location: "Paris (75)",
    contract: "Alternance",
    team: "Achats",
    publishedDaysAgo: 20,
    description:
      "Alternance de 12 à 24 mois au siège parisien, aux côtés de notre acheteuse fruits et légumes. Vous participez aux négociations avec les producteurs et grossistes, suivez les prix et la qualité, construisez l'assortiment du marché de saison et visitez nos producteurs partenaires. Formation en école de commerce ou master achats, goût pour les produits frais indispensable.",
  },
  {
    slug: "conseiller-service-client",
    title: "Conseiller·ère service client",
    location: "Paris (75) — télétravail partiel",
    contract: "CDI",
    team: "Service client",
    publishedDaysAgo: 9,
    description:
      "Vous répondez aux clients par téléphone et par écrit, suivez les commandes, traitez les réclamations et proposez des gestes commerciaux adaptés. Deux jours de télétravail par semaine après la période de formation. Horaires entre 8 h et 20 h du lundi au samedi, sur 5 jours. Excellente expression écrite et sens de l'écoute exigés. Salaire : 2 100 € bruts mensuels.",
  },
  {
    slug: "developpeur-full-stack-typescript",
    title: "Développeur·se full stack TypeScript",
    location: "Paris (75) — hybride",
    contract: "CDI",
    team: "Produit et technique",
    publishedDaysAgo: 15,
    description:
      "Dans une équipe produit de huit personnes, vous faites évoluer le site, l'application et les outils de nos entrepôts : créneaux de livraison, panier, paiement, préparation. Notre pile : TypeScript, React, Node.js, PostgreSQL. Nous attachons une grande importance à l'accessibilité, aux tests et à la simplicité. Trois ans d'expérience minimum. Salaire : 55 000 € à 70 000 € bruts annuels.",
  },
];
