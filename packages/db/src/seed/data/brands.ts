// Brand pages (/marque/{brand}): one short presentation per brand sold in the hand-written catalogue.
// Generated products use generated brands, described by the generator.

export const BRAND_DESCRIPTIONS: Readonly<Record<string, string>> = {
  "Beurrerie de l'Argoat":
    "Beurrerie bretonne qui baratte la crème des fermes des Côtes-d'Armor et la sale au sel de Guérande.",
  "Biscuiterie de l'Aven":
    "Biscuiterie familiale de Pont-Aven : sablés, galettes et caramels au beurre breton, cuits comme autrefois.",
  "Brasserie des Monts d'Arrée":
    "Brasserie artisanale du Finistère qui brasse des bières de caractère avec l'eau des monts d'Arrée.",
  "Brasserie du Vieux Lille":
    "Brasseurs lillois depuis 1921, spécialistes des blondes légères et des blanches de froment.",
  "Brûlerie Vernier":
    "Torréfacteur lyonnais qui torréfie lentement, en petites fournées, des cafés achetés directement aux coopératives.",
  Cabas: "La marque de Cabas : les essentiels du quotidien, sélectionnés et goûtés par nos équipes, au juste prix.",
  "Cabas Animal":
    "Alimentation et soins pour les animaux de compagnie, formulés avec des vétérinaires et fabriqués en France.",
  "Cabas Bio": "La gamme bio de Cabas : des produits certifiés AB, d'origine France chaque fois que possible.",
  "Cabas Boucherie": "Les viandes découpées par nos bouchers partenaires, nées, élevées et abattues en France.",
  "Cabas Marée": "Poissons et fruits de mer sélectionnés à la criée et livrés sous 48 heures après la pêche.",
  "Cabas Traiteur": "Quiches, gratins et plats cuisinés préparés par des traiteurs partenaires, sans conservateur.",
  "Calissonnerie du Pays d'Aix":
    "Confiseurs aixois qui préparent encore leurs calissons avec des amandes de Provence et du melon confit.",
  "Caseificio del Sole":
    "Fromagerie italienne de Campanie qui produit mozzarella de bufflonne, feta et parmesan d'appellation.",
  "Cave des Trois Châteaux": "Cave coopérative alsacienne réunissant 40 familles de vignerons au pied des Vosges.",
  "Chocolaterie Lartigue":
    "Chocolatier de Bayonne qui travaille des fèves de cacao d'origine, de la fève à la tablette.",
  "Château Lagrave-Martin":
    "Château familial de l'Entre-deux-Mers et du Médoc, qui élève ses vins en barriques de chêne français.",
  "Chèvrerie du Poitou":
    "Chèvrerie des Deux-Sèvres dont les chèvres pâturent les prairies du Poitou une grande partie de l'année.",
  "Cidrerie du Pays d'Auge":
    "Cidriers et distillateurs du Pays d'Auge, producteurs de cidres fermiers et de calvados vieillis en fût.",
  "Confiturerie de Provence":
    "Confiturerie varoise qui cuit ses fruits en petits chaudrons de cuivre, au sucre de canne.",
  "Conserverie de la Pointe":
    "Conserverie bretonne du pays bigouden, où sardines et maquereaux sont travaillés à la main.",
  "Coopérative des Aravis":
    "Coopérative laitière savoyarde qui fabrique reblochon et raclette avec le lait des alpages.",
  "Crêperie de l'Odet": "Crêpiers quimpérois qui préparent galettes de blé noir et crêpes de froment au beurre.",
  Dermaflore: "Soins d'hygiène et de beauté formulés et fabriqués en France, testés sous contrôle dermatologique.",
  "Distillerie de la Canebière":
    "Distillerie marseillaise fondée en 1932, gardienne d'une recette de pastis à l'anis étoilé et à la réglisse.",
  "Distillerie des Monts d'Arrée":
    "Distillerie bretonne qui élabore whiskies et eaux-de-vie à partir d'orge cultivée en Bretagne.",
  "Domaine de l'Estérel":
    "Domaine provençal dont les vignes, entre massif de l'Estérel et Méditerranée, donnent des rosés pâles et frais.",
  "Domaine de la Vienne": "Vignerons de Touraine installés depuis 1890, entre Chinon et Saumur.",
  "Domaine des Chaumes": "Vignoble familial de Saint-Émilion conduit en agriculture biologique.",
  "Ferme du Bois Joli": "Ferme laitière du Bessin qui transforme son lait en beurre et crème d'Isigny.",
  "Fromagerie de Flandre": "Affineurs de mimolette et de fromages du Nord, dans leurs caves de la métropole lilloise.",
  "Fromagerie de la Brie": "Fromagerie seine-et-marnaise spécialiste du brie de Meaux au lait cru.",
  "Fromagerie des Dômes": "Fromagers auvergnats qui affinent saint-nectaire et cantal au pied de la chaîne des Puys.",
  "Fromagerie des Monts du Jura": "Fruitière coopérative jurassienne qui affine ses comtés en cave d'épicéa.",
  "Fromagerie du Bessin": "Fromagerie normande qui moule encore ses camemberts à la louche.",
  "Fromagers du Larzac":
    "Fromagers aveyronnais qui affinent leur roquefort dans les caves naturelles de Roquefort-sur-Soulzon.",
  "Fumaisons de Boulogne": "Saurisserie de Boulogne-sur-Mer qui fume saumons et truites au bois de hêtre.",
  "Les Compagnons gourmands":
    "Aliments premium pour chats, chiens et rongeurs, à base de viandes et de légumes sélectionnés.",
  "Glacier des Alpes": "Glacier savoyard qui turbine ses crèmes glacées avec le lait et la crème des alpages.",
  "Grain d'Avoine": "Boissons végétales à l'avoine et au soja cultivés en France, sans sucres ajoutés.",
  "Habitation Morne-Rouge":
    "Distillerie martiniquaise qui produit des rhums agricoles AOC à partir de jus de canne fraîche.",
  "La Châtaigneraie d'Ardèche":
    "Castanéiculteurs ardéchois qui transforment leurs châtaignes AOP en crème de marrons et en farine.",
  "Laiterie du Val de Saire":
    "Laiterie du Cotentin qui collecte le lait de 90 fermes normandes pour ses yaourts et desserts.",
  "Le Fournil Saint-Honoré":
    "Boulangerie artisanale qui cuit chaque nuit le pain et les viennoiseries livrés par Cabas en Île-de-France.",
  "Les Ateliers du Petit-Déjeuner": "Petite fabrique drômoise de granolas et de mueslis cuits au four.",
  "Les Fermiers du Bocage": "Groupement d'éleveurs de poules fermières Label Rouge du bocage vendéen.",
  "Les Volailles fermières de la Sarthe":
    "Éleveurs de volailles fermières Label Rouge élevées en plein air dans la Sarthe.",
  "Limonaderie de Bretagne": "Limonadiers bretons qui produisent limonades et sirops à bouchon mécanique depuis 1913.",
  "Maison Delaunoy": "Maison de champagne familiale d'Épernay, qui vinifie les raisins de ses 30 hectares de vignes.",
  "Maison Jobert": "Négociant-éleveur bourguignon de Beaune, présent de Chablis au Beaujolais.",
  "Maison Larrieu": "Conserverie gersoise : foie gras, confits, cassoulets et rillettes cuisinés comme à la ferme.",
  "Maison Peyrot": "Charcutiers-salaisonniers auvergnats depuis 1948.",
  "Maison Verdier": "Produits d'entretien écologiques, certifiés Écolabel européen et fabriqués en France.",
  "Mareyeurs de Saint-Guénolé":
    "Mareyeurs du port de Saint-Guénolé, qui achètent le poisson de la pêche côtière à la criée.",
  "Moulin de la Roque": "Moulin à huile de la vallée des Baux-de-Provence, qui presse les olives de la région.",
  "Parcs ostréicoles de Marennes": "Ostréiculteurs du bassin de Marennes-Oléron, affineurs d'huîtres en claires.",
  "Pastificio Valli":
    "Pâtes fraîches et sèches aux œufs, et sauces italiennes, d'un atelier familial d'Émilie-Romagne.",
  "Petit Cabas": "La gamme bébé de Cabas : repas, laits et soins conçus pour les tout-petits.",
  "Presses du Val": "Presseurs de fruits normands qui embouteillent jus de pomme et d'orange sans sucres ajoutés.",
  "Rucher des Cévennes":
    "Apiculteur cévenol en transhumance, récoltant miels de châtaignier, de bruyère et de garrigue.",
  "Salaisons de l'Adour": "Salaisonniers basques qui affinent le jambon de Bayonne au sel de Salies-de-Béarn.",
  "Savonnerie de Marseille":
    "Savonnerie marseillaise qui fabrique encore son savon au chaudron, selon la méthode traditionnelle.",
  "Source du Forez": "Eau minérale naturellement gazeuse puisée dans les monts du Forez.",
  "Source des Volcans":
    "Eau minérale naturelle filtrée pendant des années à travers les roches volcaniques d'Auvergne.",
  "Vergers de Normandie": "Coopérative d'arboriculteurs normands qui transforme ses pommes en compotes et en jus.",
  "Vignerons de la Drôme provençale":
    "Cave coopérative de la vallée du Rhône méridionale, entre Nyons et Vaison-la-Romaine.",
  "Vignerons du Piémont béarnais": "Cave coopérative du Jurançon, au pied des Pyrénées.",
  "Volailles de l'Ain": "Éleveurs de volailles de Bresse AOP, élevées en liberté sur les prairies de l'Ain.",
};
