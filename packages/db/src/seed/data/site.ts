// Site-wide content: settings, homepage blocks, event-bar messages, marketing blocks and the network announcement.
import type { HomepageBlockType } from "../../schema/content.ts";

export const SITE_SETTINGS = {
  title: "Cabas — vos courses livrées chez vous",
  description:
    "Cabas, l'épicerie en ligne qui livre vos courses à domicile sur un créneau de deux heures : fruits et légumes frais, crèmerie, boucherie, épicerie, cave et produits du quotidien, au même prix qu'en magasin.",
  defaultCanonicalUrl: "http://localhost:3000",
  socialImage: "/social-card.png",
  themeColor: "#1f6f43",
  maintenanceText:
    "Cabas fait peau neuve : le site est en maintenance pour quelques minutes. Vos commandes en cours et vos créneaux réservés sont conservés.",
  contactEmail: "service-client@cabas.example",
  contactPhone: "01 86 95 00 00",
  redirectAllowlist: ["apps.apple.com", "play.google.com", "cabas-pro.example"],
} as const;

export type HomepageBlockSeed = { type: HomepageBlockType; title: string | null; payload: Record<string, unknown> };

export const HOMEPAGE_BLOCKS: readonly HomepageBlockSeed[] = [
  {
    type: "hero",
    title: null,
    payload: {
      heading: "Vos courses livrées chez vous, sur le créneau qui vous arrange",
      // The promise is a slot booked ahead, not a delivery within two hours of ordering (slot-rules.ts).
      text: "Plus de 400 produits frais et du quotidien, livrés chez vous sur le créneau de deux heures de votre choix, 7 jours sur 7 de 7 h à 22 h.",
      ctaLabel: "Je fais mes courses",
      ctaHref: "/catalogue",
    },
  },
  {
    type: "reassurance",
    title: "Pourquoi faire ses courses avec Cabas",
    payload: {
      items: [
        {
          icon: "delivery-truck",
          title: "Un créneau de deux heures",
          text: "Réservez votre créneau, de 7 h à 22 h, jusqu'à 14 jours à l'avance ; en express, avec supplément, le jour même ou le lendemain.",
        },
        {
          icon: "snowflake",
          title: "Chaîne du froid respectée",
          text: "Frais et surgelés voyagent en bacs isothermes jusqu'à votre porte.",
        },
        {
          icon: "euro-banknote",
          title: "Les prix du magasin",
          text: "Nos prix sont ceux d'un supermarché de quartier, sans majoration en ligne.",
        },
        {
          icon: "check-mark-button",
          title: "Un produit abîmé ou manquant ?",
          text: "Son prix est crédité sur votre cagnotte sur simple déclaration, à utiliser dès votre prochaine commande.",
        },
      ],
    },
  },
  {
    type: "categories",
    title: "Nos rayons",
    payload: {
      slugs: [
        "fruits-et-legumes",
        "cremerie",
        "boucherie-volaille-poissonnerie",
        "epicerie-salee",
        "epicerie-sucree",
        "boissons",
        "cave",
        "surgeles",
        "bebe",
        "hygiene-et-beaute",
        "entretien-et-maison",
        "animalerie",
        "bio",
      ],
    },
  },
  {
    type: "products",
    title: "Les promotions de la semaine",
    payload: { title: "Les promotions de la semaine", mode: "promo", limit: 12 },
  },
  {
    type: "banner",
    title: null,
    payload: {
      heading: "Le marché de saison est arrivé",
      text: "Potimarrons, châtaignes d'Ardèche, cèpes et premières clémentines de Corse : les produits d'automne de nos producteurs.",
      href: "/catalogue/marche-de-saison",
      linkLabel: "Voir le marché",
    },
  },
  {
    type: "products",
    title: "Les coups de cœur de l'équipe",
    payload: { title: "Les coups de cœur de l'équipe", mode: "staff-picks", limit: 8 },
  },
  {
    type: "recipes",
    title: "Idées recettes",
    payload: {
      slugs: [
        "veloute-de-potimarron",
        "boeuf-bourguignon",
        "quiche-lorraine",
        "crepes",
        "gratin-dauphinois",
        "mousse-au-chocolat",
      ],
    },
  },
  { type: "products", title: "Nouveautés", payload: { title: "Nouveautés", mode: "new", limit: 12 } },
  {
    type: "packs",
    title: "Nos packs prêts à commander",
    payload: { slugs: ["petit-dejeuner-a-la-francaise", "apero-entre-amis", "placard-de-base", "reveillon-gourmand"] },
  },
  {
    type: "banner",
    title: null,
    payload: {
      heading: "Programme de fidélité : 2 % reversés en euros",
      text: "Sur chaque commande livrée, Cabas vous reverse 2 % de son montant en euros fidélité, à utiliser dès la commande suivante.",
      href: "/programme-de-fidelite-cabas",
      linkLabel: "Découvrir le programme",
    },
  },
];

export type SiteMessageSeed = { text: string; link: string | null; tone: "info" | "promo" | "warning" };

export const SITE_MESSAGES: readonly SiteMessageSeed[] = [
  {
    // Said with the visitor's perimeter's threshold and name (getMessages, ADR 0118): « dès 90 € » in Bordeaux.
    text: "Livraison offerte dès {seuil_livraison_offerte} d'achat ({zone})",
    link: "/frais-de-livraison-courses-a-domicile",
    tone: "info",
  },
  {
    text: "Nouveau client ? 10 € offerts sur votre première commande dès 60 € d'achat avec le code BIENVENUE10",
    link: "/offre-nouveau-client",
    tone: "promo",
  },
  {
    text: "Réveillon : chapons, foies gras et champagnes se réservent dès maintenant",
    link: "/catalogue/volaille",
    tone: "promo",
  },
];

export type MarketingBlockSeed = {
  slot: "home" | "panier" | "checkout" | "compte";
  title: string;
  body: string;
  icon: string;
  link: string | null;
  linkLabel: string | null;
};

export const MARKETING_BLOCKS: readonly MarketingBlockSeed[] = [
  {
    slot: "home",
    title: "Téléchargez l'application Cabas",
    body: "Faites vos courses en 5 minutes depuis votre téléphone, scannez vos produits préférés et suivez votre livreur en temps réel.",
    icon: "mobile-phone",
    link: "/application-pour-faire-ses-courses-smartphone-tablette",
    linkLabel: "Découvrir l'application",
  },
  {
    slot: "home",
    title: "Parrainez vos proches",
    body: "Offrez à un proche un bon d'achat de 10 €, dès 50 € d'achat, et recevez le vôtre quand sa première commande est livrée.",
    icon: "wrapped-gift",
    link: "/mes-parrainages",
    linkLabel: "Parrainer un proche",
  },
  {
    slot: "panier",
    title: "Pensez à la banque alimentaire",
    body: "Ajoutez un don à votre panier : l'intégralité est reversée aux Banques Alimentaires de votre département.",
    icon: "red-heart",
    link: "/nos-engagements",
    linkLabel: "En savoir plus",
  },
  {
    slot: "panier",
    title: "Rien oublié ?",
    body: "Vos produits habituels qui ne sont pas encore dans le panier vous attendent dans le pense-bête.",
    icon: "memo",
    link: null,
    linkLabel: null,
  },
  {
    slot: "checkout",
    title: "Paiement 100 % sécurisé",
    body: "Vos données bancaires sont chiffrées et ne sont jamais conservées par Cabas. Le montant définitif des produits à poids variable est ajusté après la pesée.",
    icon: "locked",
    link: "/conditions-generales-de-vente",
    linkLabel: "Conditions de paiement",
  },
  {
    slot: "compte",
    title: "Vos euros fidélité vous attendent",
    body: "Chaque commande livrée vous rapporte 2 % en euros fidélité, utilisables dès la commande suivante.",
    icon: "coin",
    link: "/programme-de-fidelite-cabas",
    linkLabel: "Voir mes avantages",
  },
];

export const NETWORK_ANNOUNCEMENT = {
  key: "annonce-reseau",
  title: "Cabas arrive à Bordeaux",
  body: "Après Paris, Lyon et Lille, Cabas livre désormais les 28 communes de Bordeaux Métropole depuis son entrepôt de Mérignac. Même catalogue, mêmes créneaux de deux heures, et la livraison offerte dès 90\u00a0€ d'achat.",
  link: "/ma-ville",
  linkLabel: "Voir les villes livrées",
};
