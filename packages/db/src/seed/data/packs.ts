// Packs (/packs, /packs/{slug or theme}): ready-made baskets at a discount, items referenced by product name.

export type PackThemeSeed = { slug: string; name: string; description: string };
export type PackSeed = {
  slug: string;
  name: string;
  theme: string;
  description: string;
  icon: string;
  discountBp: number;
  items: readonly (readonly [productName: string, quantity: number])[];
};

export const PACK_THEMES: readonly PackThemeSeed[] = [
  {
    slug: "petit-dejeuner",
    name: "Petit-déjeuner et goûter",
    description: "Tout pour bien commencer la journée et pour le goûter des enfants.",
  },
  { slug: "aperitif", name: "Apéritif", description: "De quoi recevoir à l'improviste, du simple apéro au dînatoire." },
  { slug: "bebe", name: "Bébé", description: "Repas, change et toilette des tout-petits, réunis en un clic." },
  {
    slug: "essentiels-du-placard",
    name: "Essentiels du placard",
    description: "Les indispensables d'épicerie pour cuisiner toute la semaine.",
  },
  {
    slug: "repas-de-fetes",
    name: "Repas de fêtes",
    description: "Les produits des grandes tablées de fin d'année et des soirées d'hiver.",
  },
  {
    slug: "maison",
    name: "Maison et entretien",
    description: "Le ménage de toute la maison, avec des produits efficaces et plus respectueux de l'environnement.",
  },
];

export const PACKS: readonly PackSeed[] = [
  {
    slug: "petit-dejeuner-a-la-francaise",
    name: "Petit-déjeuner à la française",
    theme: "petit-dejeuner",
    description:
      "Baguette de tradition, croissants du matin, beurre, confiture de fraises, café et jus d'orange : le petit-déjeuner complet pour deux.",
    icon: "croissant",
    discountBp: 1000,
    items: [
      ["Baguette de tradition française", 1],
      ["Croissants pur beurre x4", 1],
      ["Beurre doux", 1],
      ["Confiture extra de fraises", 1],
      ["Café moulu pur arabica", 1],
      ["Jus d'orange 100 % pur jus sans pulpe", 1],
    ],
  },
  {
    slug: "brunch-du-dimanche",
    name: "Brunch du dimanche",
    theme: "petit-dejeuner",
    description:
      "Œufs, saumon fumé, pain de campagne, yaourt à la grecque et granola : un brunch généreux pour quatre.",
    icon: "pancakes",
    discountBp: 1200,
    items: [
      ["Œufs frais de poules élevées en plein air x6", 1],
      ["Pain de campagne au levain", 1],
      ["Saumon fumé d'Écosse x4", 1],
      ["Yaourt à la grecque nature", 1],
      ["Granola amandes et miel", 1],
      ["Jus d'orange pressée réfrigéré", 1],
      ["Thé noir English Breakfast x25", 1],
    ],
  },
  {
    slug: "gouter-des-ecoliers",
    name: "Goûter des écoliers",
    theme: "petit-dejeuner",
    description: "Biscuits, compotes, pâte à tartiner et chocolat chaud pour les goûters de la semaine.",
    icon: "cookie",
    discountBp: 900,
    items: [
      ["Petits-beurre", 2],
      ["Biscuits fourrés goût chocolat", 1],
      ["Compote pomme sans sucres ajoutés x4", 2],
      ["Pâte à tartiner cacao noisettes sans huile de palme", 1],
      ["Chocolat en poudre pour petit-déjeuner", 1],
      ["Lait demi-écrémé UHT", 2],
    ],
  },
  {
    slug: "apero-entre-amis",
    name: "Apéro entre amis",
    theme: "aperitif",
    description: "Chips, cacahuètes, olives, saucisson, houmous, tomates cerises et bières fraîches pour six.",
    icon: "beer-mug",
    discountBp: 1000,
    items: [
      ["Chips nature cuites au chaudron", 2],
      ["Cacahuètes grillées salées", 1],
      ["Olives vertes à la provençale", 1],
      ["Saucisson sec pur porc d'Auvergne IGP", 1],
      ["Houmous nature", 1],
      ["Tomates cerises", 1],
      ["Bière blonde 6 x 25 cl", 1],
    ],
  },
  {
    slug: "aperitif-dinatoire-festif",
    name: "Apéritif dînatoire festif",
    theme: "aperitif",
    description: "Champagne, crevettes, jambon de Bayonne, tapenade et crackers : l'apéritif des grandes occasions.",
    icon: "clinking-glasses",
    discountBp: 800,
    items: [
      ["Champagne brut AOC", 1],
      ["Crevettes roses cuites", 1],
      ["Jambon sec de Bayonne IGP x4", 2],
      ["Tapenade noire", 1],
      ["Crackers à l'emmental", 1],
      ["Saumon fumé d'Écosse x4", 1],
    ],
  },
  {
    slug: "premiers-repas-de-bebe",
    name: "Premiers repas de bébé",
    theme: "bebe",
    description:
      "Purées lisses de légumes et de fruits et céréales infantiles pour accompagner la diversification dès 4 à 6 mois.",
    icon: "baby-bottle",
    discountBp: 1000,
    items: [
      ["Petits pots carottes dès 4-6 mois x2", 2],
      ["Petits pots légumes verts dès 6 mois x2", 2],
      ["Petits pots pomme banane dès 4-6 mois x4", 1],
      ["Céréales infantiles nature dès 6 mois", 1],
      ["Gourdes pomme poire dès 6 mois x4", 1],
    ],
  },
  {
    slug: "le-change-de-bebe",
    name: "Le change de bébé",
    theme: "bebe",
    description: "Couches, lingettes, liniment et crème pour le change : un mois de tranquillité.",
    icon: "baby",
    discountBp: 800,
    items: [
      ["Couches taille 3 (4-9 kg) x52", 2],
      ["Lingettes bébé à l'eau x64", 3],
      ["Liniment oléo-calcaire", 1],
      ["Crème pour le change à l'oxyde de zinc", 1],
    ],
  },
  {
    slug: "placard-de-base",
    name: "Le placard de base",
    theme: "essentiels-du-placard",
    description:
      "Pâtes, riz, farine, sucre, huile d'olive, tomates pelées, lentilles et sel : l'épicerie pour démarrer dans un nouveau logement.",
    icon: "canned-food",
    discountBp: 1000,
    items: [
      ["Spaghetti n°5", 2],
      ["Riz basmati", 1],
      ["Farine de blé T55", 1],
      ["Sucre en poudre", 1],
      ["Huile d'olive vierge extra", 1],
      ["Tomates pelées entières au jus", 2],
      ["Lentilles vertes du Puy AOP", 1],
      ["Sel fin de Guérande", 1],
    ],
  },
  {
    slug: "soirees-pates",
    name: "Soirées pâtes",
    theme: "essentiels-du-placard",
    description:
      "Penne, spaghetti, sauces tomate, bolognaise et pesto, et un beau parmesan : trois dîners prêts en 15 minutes.",
    icon: "spaghetti",
    discountBp: 800,
    items: [
      ["Penne rigate", 1],
      ["Spaghetti n°5", 1],
      ["Sauce tomate au basilic", 1],
      ["Sauce bolognaise pur bœuf", 1],
      ["Pesto alla genovese", 1],
      ["Parmigiano Reggiano AOP 24 mois", 1],
    ],
  },
  {
    slug: "reveillon-gourmand",
    name: "Réveillon gourmand",
    theme: "repas-de-fetes",
    description:
      "Huîtres, foie gras, chapon de Bresse, champagne et bûche glacée : le réveillon pour huit, à réserver à l'avance.",
    icon: "christmas-tree",
    discountBp: 700,
    items: [
      ["Huîtres creuses de Marennes-Oléron n°3 x12", 2],
      ["Foie gras de canard entier du Sud-Ouest IGP", 1],
      ["Chapon fermier de Bresse AOP", 1],
      ["Champagne brut AOC", 2],
      ["Bûche glacée vanille chocolat", 1],
      ["Pain d'épices au miel", 1],
    ],
  },
  {
    slug: "soiree-raclette",
    name: "Soirée raclette pour quatre",
    theme: "repas-de-fetes",
    description: "Fromage à raclette, pommes de terre à chair ferme, jambon de Bayonne, cornichons et vin blanc sec.",
    icon: "cheese-wedge",
    discountBp: 1000,
    items: [
      ["Raclette au lait pasteurisé en tranches", 2],
      ["Pommes de terre de consommation à chair ferme", 1],
      ["Jambon sec de Bayonne IGP x4", 2],
      ["Cornichons extra-fins", 1],
      ["Côtes de Gascogne IGP blanc", 1],
    ],
  },
  {
    slug: "menage-ecologique",
    name: "Ménage écologique",
    theme: "maison",
    description:
      "Vinaigre ménager, savon noir, lessive et liquide vaisselle Écolabel, papier recyclé : la maison propre, sans excès de chimie.",
    icon: "broom",
    discountBp: 1200,
    items: [
      ["Vinaigre ménager 14°", 2],
      ["Nettoyant multi-usages au savon noir", 1],
      ["Liquide vaisselle écologique sans parfum", 1],
      ["Lessive en poudre écologique 50 lavages", 1],
      ["Papier toilette recyclé x6 rouleaux", 2],
      ["Éponges grattantes x6", 1],
    ],
  },
];
