// Partner farms and artisans, linked to the fresh products they supply (producer pages at /cabas/producteur/{id}).

export type ProducerSeed = {
  slug: string;
  name: string;
  region: string;
  town: string;
  description: string;
  icon: string;
};

export const PRODUCERS: readonly ProducerSeed[] = [
  {
    slug: "vergers-de-la-vallee-de-la-risle",
    name: "Les Vergers de la vallée de la Risle",
    region: "Normandie",
    town: "Pont-Audemer",
    description:
      "Famille d'arboriculteurs depuis trois générations, les Lecomte cultivent pommes et poires sur 40 hectares de vergers en haute tige et basse tige, en agriculture raisonnée. Les fruits sont cueillis à la main et conservés en chambre froide sans traitement après récolte.",
    icon: "red-apple",
  },
  {
    slug: "earl-maraichere-des-hortillonnages",
    name: "EARL maraîchère des Hortillonnages",
    region: "Hauts-de-France",
    town: "Amiens",
    description:
      "Sur les parcelles cernées d'eau des hortillonnages, Sophie et Julien Carpentier cultivent poireaux, carottes, salades et herbes aromatiques. Ils livrent notre entrepôt de Lesquin trois fois par semaine.",
    icon: "carrot",
  },
  {
    slug: "ferme-du-bois-joli",
    name: "Ferme du Bois Joli",
    region: "Normandie",
    town: "Isigny-sur-Mer",
    description:
      "Élevage laitier de 70 vaches normandes nourries à l'herbe des prés salés du Bessin. La ferme transforme une partie de son lait en beurre de baratte et en crème crue.",
    icon: "cow",
  },
  {
    slug: "fromagerie-des-monts-du-jura",
    name: "Fromagerie des Monts du Jura",
    region: "Bourgogne-Franche-Comté",
    town: "Poligny",
    description:
      "Fruitière coopérative fondée en 1932, elle collecte le lait cru de 18 fermes situées à moins de 25 km et affine ses meules de comté entre 12 et 24 mois dans ses caves d'épicéa.",
    icon: "cheese-wedge",
  },
  {
    slug: "volailles-fermieres-de-la-sarthe",
    name: "Les Volailles fermières de la Sarthe",
    region: "Pays de la Loire",
    town: "Loué",
    description:
      "Groupement d'éleveurs de volailles Label Rouge élevées en plein air, nourries de céréales et abattues à 81 jours minimum. Chaque poulet est identifié par le nom de son éleveur.",
    icon: "rooster",
  },
  {
    slug: "elevage-charolais-de-la-brionne",
    name: "Élevage charolais de la Brionne",
    region: "Bourgogne-Franche-Comté",
    town: "Charolles",
    description:
      "Benoît Auclair élève 120 bovins charolais en plein air de mars à novembre. La viande est maturée au moins 14 jours avant découpe par notre boucher partenaire.",
    icon: "ox",
  },
  {
    slug: "maison-peyrot-salaisons",
    name: "Maison Peyrot, salaisons",
    region: "Auvergne-Rhône-Alpes",
    town: "Thiers",
    description:
      "Charcutiers-salaisonniers en Auvergne depuis 1948, les Peyrot sèchent leurs saucissons et jambons à l'air des monts du Forez, sans colorant ni arôme ajouté.",
    icon: "bacon",
  },
  {
    slug: "criee-de-saint-guenole",
    name: "Mareyeurs de Saint-Guénolé",
    region: "Bretagne",
    town: "Penmarc'h",
    description:
      "Mareyeur installé sur le port de Saint-Guénolé : les poissons de petits bateaux côtiers sont achetés à la criée le matin et arrivent dans nos entrepôts le lendemain.",
    icon: "fish",
  },
  {
    slug: "parcs-ostreicoles-de-marennes",
    name: "Parcs ostréicoles de Marennes",
    region: "Nouvelle-Aquitaine",
    town: "Marennes",
    description:
      "Ostréiculteurs de père en fils, les Baudouin affinent leurs huîtres en claires dans le bassin de Marennes-Oléron. Elles sont calibrées et colisées le jour de l'expédition.",
    icon: "oyster",
  },
  {
    slug: "fournil-saint-honore",
    name: "Le Fournil Saint-Honoré",
    region: "Île-de-France",
    town: "Gennevilliers",
    description:
      "Boulangerie artisanale qui pétrit chaque nuit nos baguettes de tradition au levain, avec des farines Label Rouge moulues en Beauce. Le pain part à l'aube vers nos tournées franciliennes.",
    icon: "baguette-bread",
  },
  {
    slug: "rucher-des-cevennes",
    name: "Le Rucher des Cévennes",
    region: "Occitanie",
    town: "Saint-Jean-du-Gard",
    description:
      "Apiculteur en transhumance entre garrigue et châtaigneraies, Mathieu Roux récolte des miels de châtaignier, de bruyère et de garrigue, extraits à froid et mis en pot à la miellerie.",
    icon: "honeybee",
  },
  {
    slug: "domaine-des-chaumes",
    name: "Domaine des Chaumes",
    region: "Nouvelle-Aquitaine",
    town: "Saint-Émilion",
    description:
      "Vignoble familial de 22 hectares sur les coteaux argilo-calcaires de Saint-Émilion, conduit en agriculture biologique depuis 2012. Merlot et cabernet franc sont vendangés à la main.",
    icon: "grapes",
  },
  {
    slug: "jardins-de-la-cote-de-lumiere",
    name: "Les Jardins de la Côte de Lumière",
    region: "Pays de la Loire",
    town: "Challans",
    description:
      "Maraîchers bio en Vendée, ils cultivent sous abri et en plein champ tomates anciennes, courgettes, potimarrons et mâche nantaise, avec des rotations longues et des engrais verts.",
    icon: "tomato",
  },
  {
    slug: "ferme-des-quatre-vents",
    name: "Ferme des Quatre Vents",
    region: "Bretagne",
    town: "Loudéac",
    description:
      "Élevage de 6 000 poules pondeuses en plein air sur parcours herbeux arboré. Les œufs sont ramassés chaque jour et conditionnés sur place.",
    icon: "nest-with-eggs",
  },
  {
    slug: "chataigneraie-d-ardeche",
    name: "La Châtaigneraie d'Ardèche",
    region: "Auvergne-Rhône-Alpes",
    town: "Privas",
    description:
      "Castanéiculteurs en AOP Châtaigne d'Ardèche, ils récoltent au filet les variétés comballe et bouche rouge sur des vergers en terrasses entretenus depuis le XIXe siècle.",
    icon: "chestnut",
  },
];
