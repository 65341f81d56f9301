// Corporate pages: who Cabas is, its services, offers and programmes. Light Markdown bodies.
import type { StaticPageSeed } from "./pages.ts";

export const CORPORATE_PAGES: readonly StaticPageSeed[] = [
  {
    slug: "la-marque",
    kind: "corporate",
    title: "La marque Cabas",
    summary:
      "Cabas est une épicerie en ligne française qui livre des courses fraîches et du quotidien à domicile, sur un créneau de deux heures.",
    body: `## Une épicerie de quartier, en ligne

Cabas est né en 2023 d'une idée simple : faire ses courses en ligne devrait être aussi fiable que de les faire chez l'épicier du coin de la rue. Des produits frais choisis avec soin, des prix honnêtes, un livreur qui connaît votre immeuble et un service client qui décroche.

Le nom vient du cabas, ce grand sac de marché en paille ou en toile que l'on remplissait chez le primeur, le fromager et le boucher. Nous voulons retrouver cet esprit : un catalogue resserré mais complet, où chaque produit a été goûté et retenu pour une bonne raison.

## Ce qui nous distingue

- **Le frais avant tout** : fruits et légumes, crèmerie, boucherie et poissonnerie arrivent chaque matin dans nos entrepôts et repartent le jour même.
- **Des producteurs identifiés** : une quinzaine de fermes et d'artisans partenaires, présentés sur la fiche de leurs produits.
- **Des créneaux de deux heures** 7 jours sur 7, de 7 h à 22 h, que personne ne peut vous prendre une fois réservés.
- **Le prix du magasin** : nos prix sont ceux d'un supermarché de quartier, et chaque promotion affiche le prix le plus bas des 30 derniers jours.

## Une entreprise française

Cabas SAS est une entreprise indépendante dont le siège est à Paris. Nos quatre entrepôts, à Gennevilliers, Corbas, Lesquin et Mérignac, emploient plus de 700 personnes en CDI, préparateurs, livreurs, acheteurs et conseillers. Nous livrons aujourd'hui Paris et la petite couronne, la Métropole de Lyon, la Métropole européenne de Lille et Bordeaux Métropole.

Pour en savoir plus sur nos choix, lisez [nos engagements](/nos-engagements) ou découvrez [comment fonctionne Cabas](/comment-ca-marche).`,
  },
  {
    slug: "application-pour-faire-ses-courses-smartphone-tablette",
    kind: "corporate",
    title: "Cabas sur votre smartphone et votre tablette",
    summary:
      "Pas d'application à installer : le site Cabas est pensé pour le téléphone, du panier au suivi de la commande.",
    body: `## Vos courses dans la poche

Cabas n'a pas encore d'application à télécharger : le site est pensé pour le téléphone et la tablette, et il fait tout ce que fait le site sur ordinateur. Votre panier, vos listes, vos blocs-notes et votre créneau vous suivent d'un appareil à l'autre dès que vous êtes connecté : commencez une commande dans le métro et terminez-la sur votre ordinateur.

## Ce que vous faites depuis votre téléphone

- **Vos listes et vos blocs-notes** : écrivez vos courses comme elles vous viennent, Cabas retrouve les produits.
- **Le suivi de votre commande** : un e-mail vous prévient quand elle part avec le livreur, et « Mes commandes en cours » vous dit où elle en est.
- **Un oubli ?** Ajoutez-le à votre commande, ou modifiez-la, jusqu'à l'heure limite de modification.

## Un raccourci sur votre écran d'accueil

Pour ouvrir Cabas d'un geste, ajoutez le site à votre écran d'accueil : sur iPhone et iPad, dans Safari, touchez « Partager » puis « Sur l'écran d'accueil » ; sur Android, dans Chrome, ouvrez le menu puis choisissez « Ajouter à l'écran d'accueil ».

Vous utilisez le même identifiant et le même mot de passe partout. Vos euros fidélité, vos bons d'achat et vos cartes enregistrées vous suivent d'un appareil à l'autre.

Une question ? Consultez la [foire aux questions](/faq) ou [écrivez-nous](/contacter-cabas).`,
  },
  {
    slug: "affiliation",
    kind: "corporate",
    title: "Programme d'affiliation",
    summary:
      "Blogueurs culinaires, sites de bons plans et comparateurs : recommandez Cabas et percevez une commission sur chaque nouveau client.",
    body: `## Devenez partenaire de Cabas

Vous animez un blog de cuisine, un compte consacré à la vie de famille, un site de bons plans ou un comparateur ? Le programme d'affiliation Cabas vous permet de recommander nos services à votre audience et d'être rémunéré pour chaque nouveau client que vous nous amenez.

## Comment ça fonctionne

- Vous vous inscrivez gratuitement sur notre plateforme d'affiliation et recevez des liens de suivi personnalisés.
- Vous intégrez ces liens à vos recettes, articles ou newsletters, ainsi que nos bannières et nos visuels de produits.
- Lorsqu'un internaute passe sa première commande après avoir cliqué sur votre lien, vous percevez **8 € de commission**, et **2 %** du montant de ses commandes des six mois suivants.

Les commissions sont validées une fois la commande livrée et payée, puis versées chaque mois par virement dès 50 € cumulés. Un tableau de bord vous permet de suivre les clics, les commandes et vos gains en temps réel.

## Nos règles

Nous tenons à une communication loyale : les liens d'affiliation doivent être signalés comme tels à vos lecteurs, conformément à la loi du 9 juin 2023 sur l'influence commerciale. L'achat de mots-clés contenant la marque Cabas, les incitations à l'achat d'alcool auprès d'un public mineur et toute promesse de prix non vérifiée sont interdits.

Pour candidater ou poser une question, écrivez à affiliation@cabas.example en présentant votre site et votre audience. Nous répondons sous cinq jours ouvrés.`,
  },
  {
    slug: "nos-engagements",
    kind: "corporate",
    title: "Nos engagements",
    summary:
      "Producteurs rémunérés au juste prix, lutte contre le gaspillage, livraisons à faibles émissions et emballages réutilisables.",
    body: `## Travailler avec les producteurs, pas contre eux

Nous achetons directement à une quinzaine de fermes et d'artisans partenaires, sur des contrats d'un an au minimum, à des prix négociés en tenant compte de leurs coûts de production comme le prévoient les lois EGalim. Leurs noms et leur histoire figurent sur les fiches des produits qu'ils nous confient, et chacun dispose de sa propre page producteur. Leurs produits de saison sont réunis au [marché](/catalogue/marche-de-saison).

## Zéro gaspillage dans nos entrepôts

Parce que nous préparons les commandes à la demande, nous commandons au plus juste et jetons très peu. Les produits proches de leur date limite sont proposés à prix réduit, puis donnés chaque jour aux associations partenaires et aux Banques Alimentaires de chaque département que nous livrons. En 2025, plus de 180 tonnes de denrées ont ainsi été redistribuées.

Vous pouvez aussi ajouter un don à votre panier lors de la collecte nationale des Banques Alimentaires : la totalité de votre don leur est reversée.

## Des livraisons plus propres

- Nos tournées sont optimisées pour limiter les kilomètres parcourus : un camion livre en moyenne 18 foyers par tournée.
- À Paris et à Lille, 80 % de nos véhicules sont électriques ; à Lyon et à Bordeaux, la conversion sera achevée fin 2027.
- Les commandes voyagent dans des bacs réutilisables : nous les reprenons à la livraison suivante, et nous limitons les sacs à usage unique.

## Un employeur responsable

Nos préparateurs et livreurs sont salariés en CDI, formés à la sécurité et à l'ergonomie, et équipés de chariots qui limitent les charges portées. Nous ne faisons pas appel à des livreurs indépendants payés à la course.

## Accessible à tous

Notre site et notre application sont conçus pour être utilisables au clavier, avec un lecteur d'écran et avec un agrandissement du texte, selon les critères du RGAA. Si vous rencontrez une difficulté d'accès, signalez-la au service client : nous la corrigerons en priorité.`,
  },
  {
    slug: "nos-services",
    kind: "corporate",
    title: "Nos services",
    summary:
      "Créneaux de deux heures, modification de commande jusqu'à 8 heures avant le créneau, listes de courses, produits à la coupe et service client joignable.",
    body: `## Des créneaux qui vous ressemblent

Choisissez un créneau de deux heures, 7 jours sur 7 de 7 h à 22 h. Le créneau choisi est bloqué pour vous pendant 60 minutes, le temps de terminer votre panier. Vous préférez vous organiser à l'avance ? Réservez un créneau plusieurs jours avant, sans panier : il vous attend jusqu'à l'heure limite de commande.

Besoin d'être livré plus vite ? Sur certains créneaux, la **livraison express** est proposée moyennant un supplément affiché avant validation.

## Une commande modifiable jusqu'au dernier moment

Vous avez oublié le beurre ? Ajoutez des produits ou changez des quantités jusqu'à 8 heures avant le début de votre créneau, puis validez de nouveau votre commande. Au-delà, votre commande part en préparation.

## Vos listes et votre pense-bête

- **Les listes de courses** : créez autant de listes que vous voulez, fusionnez-les, transformez-les en panier en un clic.
- **Les blocs-notes** : notez « lait, pain, pommes » en texte libre, nous vous proposons les produits correspondants.
- **Rien oublié ?** : avant de valider, nous vous rappelons les produits que vous achetez d'habitude et qui manquent au panier.

## Les produits à la coupe et au poids

Fromages, viandes et fruits vendus au poids sont pesés lors de la préparation. Vous voyez un prix estimé au moment de la commande, et vous ne payez que le poids réellement livré. Vous pouvez aussi indiquer, pour chaque produit, si vous acceptez un produit de remplacement en cas de rupture.

## Un service client qui répond

Nos conseillers sont joignables au 01 86 95 00 00 (appel non surtaxé) du lundi au samedi de 8 h à 20 h, et par écrit depuis votre espace client. Un produit manquant ou abîmé se signale depuis la commande, dans votre espace client, dans les 72 heures suivant la livraison : son montant est crédité sur votre cagnotte.`,
  },
  {
    slug: "recrute",
    kind: "corporate",
    title: "Cabas recrute",
    summary:
      "Préparateurs, livreurs, acheteurs, développeurs : rejoignez une équipe qui livre chaque jour des milliers de foyers.",
    body: `## Rejoindre Cabas

Chaque jour, plus de 700 personnes font tourner Cabas : elles reçoivent les produits à l'aube, préparent les commandes, les livrent avec le sourire, achètent auprès des producteurs et construisent le site et l'application. Nous recrutons toute l'année dans nos entrepôts de Gennevilliers, Corbas, Lesquin et Mérignac, ainsi qu'au siège parisien.

## Ce que nous offrons

- Des contrats en CDI dès l'embauche pour les métiers de l'entrepôt et de la livraison, avec des plannings connus trois semaines à l'avance.
- Une mutuelle prise en charge à 70 %, des titres-restaurant et 20 % de réduction sur vos courses Cabas.
- Une formation complète à l'arrivée : sécurité, gestes et postures, chaîne du froid, conduite économique.
- De vraies perspectives : la moitié de nos chefs d'équipe ont commencé comme préparateurs ou livreurs.

## Notre façon de recruter

Pas besoin de diplôme pour la plupart de nos métiers : nous recrutons sur la motivation et le sens du service. Après votre candidature, un recruteur vous appelle sous une semaine. Pour les postes d'entrepôt et de livraison, l'entretien a lieu sur place et se termine par une visite. Nous vous donnons une réponse dans les 48 heures qui suivent.

Cabas s'engage pour l'égalité des chances : toutes nos offres sont ouvertes aux personnes en situation de handicap, et nos entrepôts accueillent des alternants et des personnes en reconversion.

Consultez nos offres ci-dessous, ou envoyez une candidature spontanée à recrutement@cabas.example.`,
  },
  {
    slug: "livraison-de-courses-pour-professionnels",
    kind: "corporate",
    title: "Cabas Pro : la livraison de courses pour les professionnels",
    summary:
      "Bureaux, crèches, restaurants et commerces : un compte au nom de votre entreprise et des factures à son nom, avec le détail de la TVA, pour chaque commande livrée.",
    body: `## Une offre pensée pour les entreprises

Cabas livre les entreprises, les associations et les professionnels dans toutes les [villes que nous desservons](/ma-ville) : café et collations pour les bureaux, produits d'entretien, goûters pour les crèches et les centres de loisirs, compléments d'approvisionnement pour les restaurants et les commerces de bouche.

## Ce que vous offre un compte professionnel

- **Un compte au nom de votre entreprise** : raison sociale, numéro SIRET et numéro de TVA intracommunautaire, vérifiés dès l'inscription (clé du SIRET, correspondance du numéro de TVA avec le SIREN). Vous pouvez les consulter et les corriger à tout moment dans [Mes informations personnelles](/infos-personnelles).
- **Des factures au nom de votre entreprise**, avec votre SIRET et votre numéro de TVA, le taux de TVA de chaque article, le détail de la TVA par taux et les totaux HT, TVA et TTC. Chaque facture vous est envoyée par e-mail à la livraison et reste téléchargeable depuis la commande, dans votre espace client.
- **Les mêmes prix que sur tout le site**, affichés TTC comme pour tous nos clients ; la facture en donne le montant hors taxes.
- **Les mêmes services que pour les particuliers** : créneaux de livraison de deux heures, listes de courses et blocs-notes, modification ou complément de votre commande jusqu'à l'heure limite indiquée sur celle-ci.

## Paiement

Vous réglez à la commande, par carte bancaire ou par prélèvement SEPA, comme nos autres clients : le montant est autorisé à la commande et prélevé après la préparation, au poids réel pour les produits vendus au poids. La facture, acquittée, indique la date et le moyen du paiement.

Le [programme de fidélité](/programme-de-fidelite-cabas) est réservé aux particuliers : les commandes d'un compte professionnel ne rapportent pas d'euros fidélité.

## Ouvrir un compte

L'inscription est gratuite : munissez-vous de votre numéro SIRET et, si votre entreprise en a un, de votre numéro de TVA intracommunautaire. [Créer mon compte professionnel](/authentification?signin=1&pro=1). Votre compte est utilisable dès sa création : vous pouvez commander aussitôt.

Une question avant de vous lancer ? Écrivez-nous depuis le [formulaire de contact](/contacter-cabas).`,
  },
  {
    slug: "bienvenue",
    kind: "corporate",
    title: "Bienvenue chez Cabas",
    summary:
      "Premiers pas sur Cabas : vérifiez que nous livrons chez vous, choisissez un créneau et profitez de vos offres de bienvenue.",
    body: `## Bienvenue !

Merci de nous avoir rejoints. Cabas livre vos courses à domicile sur le créneau de deux heures que vous choisissez, avec des produits frais préparés dans les heures qui précèdent votre livraison. Voici comment bien démarrer.

## Vos premiers pas

- **Indiquez votre code postal** : les prix, les promotions et les stocks affichés sont ceux de l'entrepôt qui vous livre. Vous pouvez vérifier les villes desservies sur la page [Ma ville](/ma-ville).
- **Remplissez votre panier** en parcourant les rayons ou en cherchant un produit. Les produits vendus au poids affichent un prix estimé.
- **Choisissez votre créneau** : il est réservé pour vous pendant 60 minutes, le temps de finir vos courses.
- **Précisez votre adresse** avec le code d'accès, l'étage et l'interphone : nos livreurs montent les courses jusqu'à votre porte.

## Vos offres de bienvenue

Pour votre première commande, profitez de **10 € de réduction** dès 60 € d'achat avec le code BIENVENUE10, et de la livraison offerte sur trois commandes dès 40 € d'achat avec le code LIVRAISONOFFERTE. Retrouvez le détail de ces avantages sur la page [les 3 offres de bienvenue](/bienvenue/3-offres) et leurs conditions sur la page [offre nouveau client](/offre-nouveau-client).

## Une question ?

La [foire aux questions](/faq) répond aux questions les plus fréquentes sur la commande, la livraison et le paiement. Nos conseillers sont aussi joignables au 01 86 95 00 00 du lundi au samedi, de 8 h à 20 h.`,
  },
  {
    slug: "bienvenue-3-offres",
    kind: "corporate",
    title: "Les 3 offres de bienvenue",
    summary: "10 € sur votre première commande, la livraison offerte trois fois, et un bon d'achat de 10 € si un proche vous a parrainé.",
    body: `Nouveau chez Cabas ? Trois avantages vous attendent. Les deux codes se saisissent dans votre panier, à l'étape « Mes avantages ».

## 1. 10 € offerts sur votre première commande

Dès 60 € d'achat, avec le code **BIENVENUE10**. Une fois par client, sur la première commande.

## 2. La livraison offerte trois fois

Dès 40 € d'achat, avec le code **LIVRAISONOFFERTE**, sur trois commandes. Le supplément de livraison express reste dû.

## 3. Un bon d'achat de 10 € si un proche vous a parrainé

Créez votre compte avec le code de parrainage qu'il vous a donné : un bon de parrainage de 10 € vous attend, utilisable dès 50 € d'achat pendant 90 jours, et votre parrain reçoit lui aussi un bon d'achat de 10 € une fois votre première commande livrée. Le bon de parrainage ne se cumule pas avec le code BIENVENUE10 sur la même commande : utilisez le code sur votre première commande et le bon sur une commande suivante. Détails sur la page [Mes parrainages](/mes-parrainages).

Conditions détaillées sur la page [offre nouveau client](/offre-nouveau-client).`,
  },
  {
    slug: "offres-clients",
    kind: "corporate",
    title: "Les offres clients du moment",
    summary: "Offre de bienvenue, parrainage, fidélité, jeux et promotions : tous les avantages Cabas en cours.",
    body: `## Pour votre première commande

Nouveau client ? Bénéficiez de 10 € de réduction dès 60 € d'achat avec le code BIENVENUE10, et de la livraison offerte sur trois commandes dès 40 € d'achat avec le code LIVRAISONOFFERTE. Conditions détaillées sur la page [offre nouveau client](/offre-nouveau-client).

## Parrainage : 10 € pour vous, 10 € pour vos proches

Invitez vos proches depuis la rubrique [Mes parrainages](/mes-parrainages) de votre compte. Votre filleul reçoit un bon d'achat de 10 €, utilisable dès 50 € d'achat pendant 90 jours, et vous recevez à votre tour un bon d'achat de 10 €, aux mêmes conditions, une fois sa première commande livrée (sauf si elle est livrée à l'une de vos adresses, ou si son foyer, même nom et même adresse, avait déjà commandé chez Cabas depuis un autre compte), dans la limite de dix bons par an.

## Le programme de fidélité

Chaque commande livrée vous rapporte 2 % de son montant en euros fidélité, utilisables dès la commande suivante. Les clients réguliers reçoivent en plus des jokers de livraison offerte. Tout est expliqué sur la page du [programme de fidélité](/programme-de-fidelite-cabas).

## Les jeux en cours

- **Le jeu cinéma** : une participation par jour, gratuite et sans obligation d'achat, pour tenter de gagner deux places de cinéma, jusqu'à la date de fin indiquée sur la page du jeu. [Voir l'offre cinéma](/offres-clients/offre-cinema).
- **Le calendrier de l'Avent** : du 1er au 24 décembre, ouvrez une case par jour dans votre espace client pour tenter de gagner des bons d'achat et des produits de fête.

Les jeux sont sans obligation d'achat ; leurs règlements sont consultables depuis chaque jeu.

## Les promotions de la semaine

Retrouvez chaque semaine plusieurs centaines de produits en promotion et nos offres de panachage, comme « 3 yaourts achetés, le 3e offert ». Le prix de référence affiché à côté de chaque promotion est le prix le plus bas pratiqué dans les 30 jours qui la précèdent.`,
  },
  {
    slug: "programme-de-fidelite-cabas",
    kind: "corporate",
    title: "Le programme de fidélité Cabas",
    summary:
      "2 % de chaque commande livrée reversés en euros fidélité, des jokers de livraison offerte et une cagnotte pour vos gains.",
    body: `## Des euros, pas des points

Le programme de fidélité Cabas est automatique et gratuit dès votre première commande. Pas de points à convertir ni de paliers compliqués : chaque commande livrée vous rapporte **2 % de son montant en euros fidélité**, calculés sur ce que vous avez payé pour vos produits : ni les frais de livraison ni les dons, ni la part réglée avec des bons d'achat, votre cagnotte ou vos euros fidélité, ni les remises. Le taux peut varier selon votre zone de livraison ; il est toujours indiqué dans votre panier.

Vos euros fidélité sont crédités dès que votre commande est livrée et utilisables dès la commande suivante, à l'étape « Mes avantages ». Vous choisissez de les utiliser ou de les garder pour plus tard. Ils sont valables 12 mois après leur dernier crédit.

## Les jokers de livraison

À partir de votre cinquième commande livrée sur trois mois, vous recevez un **joker** : une livraison offerte, quel que soit le montant de votre panier, à utiliser dans les 60 jours. Vous en recevez un nouveau toutes les cinq commandes.

## La cagnotte

Votre cagnotte réunit les montants gagnés aux jeux et défis Cabas, ainsi que les gestes commerciaux accordés par le service client, par exemple après un produit manquant. Elle s'utilise comme un moyen de paiement au moment de la commande.

## Les défis

Relevez les défis proposés dans la rubrique [Défis](/defis) : découvrir un nouveau rayon, commander trois semaines d'affilée, essayer un produit de nos producteurs… Chaque défi réussi crédite votre cagnotte.

## Conditions

Les euros fidélité sont réservés aux particuliers disposant d'un compte Cabas : les commandes passées avec un compte professionnel n'en rapportent pas. Ils ne sont ni échangeables contre de l'argent ni cessibles, et ne sont pas crédités sur les boissons alcoolisées lorsque la réglementation de votre zone l'interdit. En cas de retour ou de remboursement d'un produit, les euros correspondants sont déduits.`,
  },
  {
    slug: "newsletter",
    kind: "corporate",
    title: "La newsletter Cabas",
    summary:
      "Recettes de saison, nouveaux produits, portraits de producteurs et promotions : une lettre par semaine, désinscription en un clic.",
    body: `## Une lettre par semaine, pas plus

Chaque jeudi matin, la newsletter Cabas vous propose les produits de saison arrivés au marché, deux ou trois idées de recettes simples, le portrait d'un producteur partenaire et les meilleures promotions de la semaine dans votre zone de livraison.

## Ce que vous recevrez

- **Le marché de saison** : ce qui arrive sur les étals, ce qui se termine, et comment le cuisiner.
- **Les recettes** : des plats du quotidien prêts en 30 minutes, avec la liste des ingrédients à ajouter au panier en un clic.
- **Les coulisses** : nos producteurs, nos préparateurs, nos livreurs, et les choix que nous faisons.
- **Les offres** : les promotions de la semaine et, de temps en temps, un code réservé aux abonnés.

## Vous gardez la main

Vous vous inscrivez en cochant la case « Je souhaite recevoir la newsletter et les bons plans Cabas » lors de la création de votre compte, ou à tout moment depuis votre espace client, rubrique « Paramètres ». Votre adresse électronique sert uniquement à l'envoi de la newsletter et n'est jamais cédée à des tiers. Chaque lettre contient un lien de désinscription qui prend effet immédiatement.

Pour en savoir plus sur l'utilisation de vos données, consultez notre [politique de données personnelles](/donnees-personnelles).`,
  },
];
