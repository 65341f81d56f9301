// Editorial pages: how orders are prepared and delivered, fees, zones, and how the service works.
import type { StaticPageSeed } from "./pages.ts";

export const EDITORIAL_PAGES: readonly StaticPageSeed[] = [
  {
    slug: "picking",
    kind: "editorial",
    title: "Comment nous préparons vos commandes",
    summary:
      "De la réception des produits à l'aube jusqu'au bac scellé : les coulisses de la préparation de vos courses.",
    body: `## Des produits reçus le matin même

Chaque nuit, nos entrepôts reçoivent les fruits et légumes, la crèmerie, la viande et le poisson commandés la veille à nos fournisseurs et producteurs, en fonction des commandes de nos clients. Les produits frais ne restent donc que quelques heures chez nous avant de partir vers vous. À la réception, un contrôleur qualité vérifie les températures, les dates et l'aspect de chaque livraison ; ce qui ne convient pas est refusé.

## La préparation, zone par zone

Votre commande est préparée par plusieurs préparateurs, chacun dans sa zone de température :

- **La zone ambiante** pour l'épicerie, les boissons, l'hygiène et l'entretien ;
- **La zone froide**, entre 0 °C et 4 °C, pour la crèmerie, la boucherie, la charcuterie et le traiteur ;
- **La zone de marée**, autour de 0 °C, pour le poisson et les fruits de mer ;
- **La zone de surgélation**, à -20 °C, où les produits sont placés en sacs isothermes avec des plaques eutectiques.

Les produits lourds sont placés au fond des bacs, les plus fragiles, comme les œufs, les fruits mûrs et le pain, sur le dessus. Les produits d'entretien voyagent toujours dans un bac séparé des aliments.

## Les dates et les produits frais

Nos préparateurs prélèvent les produits en respectant le principe « premier entré, premier sorti », et nous nous engageons sur une durée minimale avant la date limite de consommation : au moins 3 jours pour la viande et le poisson frais, 5 jours pour la crèmerie. Les fruits sont choisis à bonne maturité : si vous préférez des bananes vertes ou un avocat à point pour le soir même, indiquez-le dans le commentaire du produit.

## La pesée des produits à poids variable

Les fromages à la coupe, les viandes et certains fruits sont pesés au moment de la préparation. Le prix estimé affiché dans votre panier est remplacé par le prix réel, calculé sur le poids livré. Le montant autorisé lors du paiement comprend une marge de 15 % sur ces produits, mais vous n'êtes débité que du montant réel.

## Les remplacements

Si un produit manque au moment de la préparation, nous le remplaçons uniquement si vous l'avez accepté, par un produit équivalent de prix égal ou inférieur. Sinon, il n'est pas facturé. Les remplacements sont signalés sur votre bon de livraison et vous pouvez refuser un produit remplacé à la porte.

## Un dernier contrôle

Avant le départ, chaque commande est contrôlée : nombre de bacs, présence des produits frais et surgelés, températures. Les bacs sont ensuite scellés et chargés dans les camions frigorifiques dans l'ordre de la tournée.`,
  },
  {
    slug: "livraison",
    kind: "editorial",
    title: "La livraison à domicile",
    summary:
      "Créneaux de deux heures de 7 h à 22 h, livraison jusqu'à votre porte, code d'accès et étage : tout sur la livraison Cabas.",
    body: `## Des créneaux de deux heures

Nous livrons 7 jours sur 7, de 7 h à 22 h, sur des créneaux de deux heures. Vous choisissez le vôtre au moment de la commande ; il est bloqué pour vous pendant 60 minutes, le temps de terminer vos courses. Une fois la commande validée, votre créneau est garanti : il ne peut pas être attribué à quelqu'un d'autre, même si le créneau affiche ensuite « complet ».

Les créneaux s'ouvrent quatorze jours à l'avance. Vous pouvez commander jusqu'à 8 heures avant le début de votre créneau et modifier votre commande jusqu'à cette même heure limite.

## Jusqu'à votre porte

Nos livreurs montent vos courses jusqu'à votre porte, quel que soit l'étage, avec ou sans ascenseur. Pour que tout se passe bien, complétez votre adresse dans votre espace client :

- **Le code d'accès** ou le digicode de l'immeuble, et le nom sur l'interphone ;
- **L'étage** et la présence d'un ascenseur ;
- **Toute indication utile** : bâtiment, escalier, porte à gauche en sortant de l'ascenseur, chien dans le jardin…

Le jour de la livraison, un e-mail vous prévient quand votre commande part avec le livreur, et « Mes commandes en cours » vous dit où elle en est.

## Si vous êtes absent

Le livreur vous appelle à son arrivée. Si vous ne répondez pas, il patiente 10 minutes puis poursuit sa tournée ; notre service client vous contacte pour convenir d'une nouvelle livraison le jour même ou le lendemain. Les produits frais et surgelés ne sont jamais laissés devant une porte.

## À la livraison

Vérifiez vos courses en présence du livreur si vous le souhaitez : vous pouvez refuser un produit abîmé ou un remplacement qui ne vous convient pas, il ne vous sera pas facturé. Un produit manquant ou endommagé constaté après le départ du livreur peut être signalé depuis votre espace client dans les 72 heures.

Les bacs réutilisables sont repris lors de votre livraison suivante. Consultez aussi nos [frais de livraison](/frais-de-livraison-courses-a-domicile) et les [villes livrées](/ma-ville).`,
  },
  {
    slug: "frais-de-livraison-courses-a-domicile",
    kind: "editorial",
    title: "Frais de livraison des courses à domicile",
    summary:
      "Montant minimum de commande, frais de livraison selon le montant du panier et livraison offerte : le barème de votre zone.",
    body: `## Un barème simple, qui dépend de votre panier

Les frais de livraison dépendent du montant de vos achats et de votre zone de livraison. Plus votre panier est important, moins la livraison coûte, jusqu'à être offerte. Le barème de votre zone est affiché ci-dessous ; il est aussi rappelé dans votre panier, qui vous indique combien il vous manque pour obtenir la livraison offerte.

À Paris et en petite couronne, par exemple, la livraison coûte 7,90 € pour un panier de moins de 60 €, 4,90 € de 60 € à 99,99 €, et elle est offerte dès 100 € d'achat.

## Le montant minimum de commande

Pour que chaque tournée reste raisonnable, une commande doit atteindre un montant minimum d'achats, de 30 € à 35 € selon votre zone. Le montant pris en compte est celui des produits, après promotions et avant application des bons d'achat et des euros fidélité. Les dons et les frais de livraison ne comptent pas.

## La livraison express

Sur certains créneaux, une livraison express est proposée avec un supplément indiqué avant la validation de la commande. Ce supplément s'ajoute aux frais de livraison du barème et n'est pas concerné par la livraison offerte.

## Les moyens d'être livré gratuitement

- **Atteindre le seuil de livraison offerte** de votre zone ;
- **Utiliser un joker** de livraison offerte, reçu avec le [programme de fidélité](/programme-de-fidelite-cabas) ;
- **Utiliser le code LIVRAISONOFFERTE** de l'[offre de bienvenue](/offre-nouveau-client) : saisi dans votre panier, à l'étape « Mes avantages », il offre la livraison sur trois commandes dès 40 € d'achat ; sans ce code, la livraison est facturée selon le barème ci-dessus.

Les frais de livraison sont toujours indiqués TTC et affichés avant le paiement. Ils ne sont pas modifiés après la pesée des produits à poids variable, même si le montant final passe sous un seuil.`,
  },
  {
    slug: "ma-ville",
    kind: "editorial",
    title: "Les villes livrées par Cabas",
    summary:
      "Paris et la petite couronne, la Métropole de Lyon, la Métropole européenne de Lille et Bordeaux Métropole : vérifiez si nous livrons chez vous.",
    body: `## Où livrons-nous ?

Cabas livre aujourd'hui quatre grandes zones, chacune servie par son propre entrepôt, avec ses prix, ses stocks et ses créneaux :

- **Paris et la petite couronne** : Paris et toutes les communes des Hauts-de-Seine, de la Seine-Saint-Denis et du Val-de-Marne, depuis notre entrepôt de Gennevilliers ;
- **Lyon Métropole** : les 58 communes de la Métropole de Lyon, depuis Corbas ;
- **Lille Métropole** : les communes de la Métropole européenne de Lille, depuis Lesquin ;
- **Bordeaux Métropole** : les 28 communes de la métropole bordelaise, depuis Mérignac.

La liste complète des communes et des codes postaux livrés figure ci-dessous. Saisissez votre code postal pour vérifier en un instant si nous livrons chez vous.

## Votre ville n'est pas encore livrée ?

Nous ouvrons de nouvelles zones chaque année, en commençant par celles où nos clients nous attendent le plus. Laissez-nous votre adresse électronique et votre code postal : nous vous préviendrons dès que Cabas arrivera chez vous, sans autre utilisation de vos coordonnées.

## Pourquoi le code postal compte

Les prix et les promotions peuvent légèrement varier d'une zone à l'autre, car chaque entrepôt achète une partie de ses produits auprès de producteurs de sa région. Lorsque vous changez d'adresse de livraison, votre panier est automatiquement recalculé avec les prix et les disponibilités de votre nouvelle zone, et les produits indisponibles vous sont signalés.`,
  },
  {
    slug: "comment-ca-marche",
    kind: "editorial",
    title: "Comment ça marche ?",
    summary: "Faire ses courses sur Cabas en quatre étapes : le panier, le créneau, le paiement, la livraison.",
    body: `## 1. Composez votre panier

Indiquez votre code postal pour voir les prix et les produits disponibles dans votre zone, puis parcourez les rayons, le marché de saison, nos packs et nos recettes. Vous pouvez aussi partir d'une liste de courses enregistrée ou d'une ancienne commande. Chaque prix est affiché TTC, avec le prix au kilo ou au litre.

## 2. Choisissez votre créneau

Sélectionnez un créneau de livraison de deux heures, 7 jours sur 7 entre 7 h et 22 h. Il est bloqué pour vous pendant 60 minutes : l'heure de fin de cette réservation est affichée dans votre panier. Vous pouvez aussi réserver un créneau plusieurs jours à l'avance, avant même de faire vos courses.

## 3. Validez et payez

Vérifiez le récapitulatif de votre commande, appliquez vos euros fidélité, vos bons d'achat ou un code avantage, puis validez avec le bouton « Commander avec obligation de paiement ». Le paiement se fait par carte bancaire ou par prélèvement SEPA. Pour les produits vendus au poids, nous autorisons un montant légèrement supérieur et ne prélevons que le montant réel après la pesée.

## 4. Recevez vos courses

Jusqu'à 8 heures avant votre créneau, vous pouvez encore modifier votre commande. Ensuite, nos préparateurs s'en occupent, et votre livreur vous apporte vos courses jusqu'à la porte. Un souci ? Signalez-le depuis votre espace client dans les 72 heures.

## Et ensuite ?

Vos euros fidélité sont crédités dès la livraison. Vous pouvez noter votre livreur, donner votre avis sur les produits, et retrouver votre commande pour la refaire en un clic. Pour aller plus loin, consultez [la livraison](/livraison), [la préparation des commandes](/picking) et la [foire aux questions](/faq).`,
  },
];
