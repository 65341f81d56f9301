// Help centre (/faq): questions grouped by category, in display order.

export type FaqSeed = { category: string; entries: readonly (readonly [question: string, answer: string])[] };

export const FAQ: readonly FaqSeed[] = [
  {
    category: "Commande",
    entries: [
      [
        "Y a-t-il un montant minimum de commande ?",
        "Oui, de 30 € à 35 € d'achats selon votre zone de livraison, hors frais de livraison et dons. Le montant exact est rappelé dans votre panier.",
      ],
      [
        "Jusqu'à quand puis-je modifier ma commande ?",
        "Vous pouvez ajouter des produits, changer des quantités ou en retirer depuis votre espace client jusqu'à 8 heures avant le début de votre créneau. Passé ce délai, votre commande est en préparation.",
      ],
      [
        "Comment ajouter un produit oublié à ma commande ?",
        "Depuis « Mes commandes en cours », choisissez « Compléter ma commande » : les produits ajoutés sont livrés avec votre commande initiale, sans frais de livraison supplémentaires, jusqu'à l'heure limite de modification.",
      ],
      [
        "Puis-je annuler ma commande ?",
        "Oui, gratuitement, jusqu'à l'heure limite de modification. L'autorisation de paiement est alors levée et aucun montant n'est débité.",
      ],
      [
        "Que se passe-t-il si un produit est en rupture ?",
        "Si vous avez accepté les remplacements pour ce produit, nous le remplaçons par un produit équivalent de prix égal ou inférieur. Sinon, il n'est pas livré et n'est pas facturé.",
      ],
      [
        "Comment utiliser mes listes de courses ?",
        "Créez une liste depuis « Mes listes », ajoutez-y des produits depuis n'importe quelle fiche, puis transférez-la dans votre panier en un clic. Vous pouvez aussi réunir plusieurs listes en une seule.",
      ],
    ],
  },
  {
    category: "Livraison",
    entries: [
      [
        "Quels sont les horaires de livraison ?",
        "Nous livrons 7 jours sur 7, de 7 h à 22 h, sur des créneaux de deux heures. Les créneaux s'ouvrent quatorze jours à l'avance.",
      ],
      [
        "Combien coûte la livraison ?",
        "Les frais dépendent du montant de votre panier et de votre zone : à Paris, 7,90 € sous 60 €, 4,90 € de 60 € à 99,99 €, et la livraison est offerte dès 100 €. Le barème de chaque zone figure sur la page des frais de livraison.",
      ],
      [
        "Mon créneau peut-il m'être retiré ?",
        "Non. Le créneau choisi est réservé pour vous pendant 60 minutes pendant vos courses, puis garanti dès la validation de la commande.",
      ],
      [
        "Le livreur monte-t-il les courses à l'étage ?",
        "Oui, jusqu'à votre porte, avec ou sans ascenseur. Pensez à indiquer le code d'accès, l'étage et le nom sur l'interphone dans votre adresse.",
      ],
      [
        "Que se passe-t-il si je suis absent ?",
        "Le livreur vous appelle et patiente 10 minutes. Sans réponse, il repart avec vos courses et notre service client vous recontacte pour convenir d'une nouvelle livraison. Les produits frais ne sont jamais laissés devant la porte.",
      ],
      [
        "Livrez-vous dans ma ville ?",
        "Nous livrons Paris et la petite couronne, la Métropole de Lyon, la Métropole européenne de Lille et Bordeaux Métropole. Saisissez votre code postal sur la page « Ma ville » pour le vérifier.",
      ],
    ],
  },
  {
    category: "Paiement",
    entries: [
      [
        "Quels moyens de paiement acceptez-vous ?",
        "Les cartes CB, Visa, Mastercard et American Express, ainsi que le prélèvement SEPA. Vous pouvez aussi régler une partie de votre commande avec vos euros fidélité, votre cagnotte ou un bon d'achat.",
      ],
      [
        "Pourquoi le montant autorisé est-il supérieur au montant de ma commande ?",
        "Pour les produits vendus au poids, nous demandons une autorisation majorée de 15 % de leur montant estimé. Seul le montant réel, calculé après la pesée, est débité.",
      ],
      [
        "Quand suis-je débité ?",
        "Le jour de la livraison, une fois la commande préparée et pesée. Avant, il ne s'agit que d'une autorisation.",
      ],
      [
        "Mes données bancaires sont-elles en sécurité ?",
        "Oui. Les paiements sont sécurisés par 3-D Secure et traités par notre prestataire certifié PCI-DSS. Cabas ne voit jamais votre numéro de carte complet : seules la marque, les quatre derniers chiffres et la date d'expiration sont affichés dans votre compte.",
      ],
      [
        "Comment obtenir une facture ?",
        "Votre facture est disponible dans « Historique des commandes » dès la livraison, au format PDF.",
      ],
    ],
  },
  {
    category: "Compte",
    entries: [
      [
        "J'ai oublié mon mot de passe, que faire ?",
        "Cliquez sur « Mot de passe oublié » sur la page de connexion et saisissez votre adresse électronique : vous recevrez un lien valable 30 minutes pour en choisir un nouveau. Passé ce délai, demandez-en simplement un autre.",
      ],
      [
        "Comment modifier mon adresse de livraison ?",
        "Depuis votre espace client, rubrique [« Mes adresses »](/mes-adresses), ajoutez ou modifiez vos adresses. Si la nouvelle adresse dépend d'un autre entrepôt, votre panier est recalculé avec les prix et les stocks de cette zone.",
      ],
      [
        "Comment supprimer mon compte ?",
        "Depuis votre espace client, rubrique [« Paramètres »](/parametres), section « Supprimer mon compte ». Confirmez avec votre mot de passe et votre compte est supprimé aussitôt ; une commande en cours doit d'abord être livrée ou annulée, et une réclamation en cours d'examen avoir reçu sa réponse. Vos euros fidélité, votre cagnotte et vos bons d'achat sont alors perdus. Vous pouvez aussi le demander depuis le [formulaire de contact](/contacter-cabas) ou en écrivant à dpo@cabas.example : nous le faisons dans un délai d'un mois. Comme la loi l'exige, les commandes et factures sont conservées 10 ans, sans plus être reliées à un compte.",
      ],
      [
        "Comment me désinscrire de la newsletter ?",
        "Cliquez sur le lien de désinscription en bas de chaque lettre ou décochez l'option dans « Paramètres ». La désinscription est immédiate.",
      ],
      [
        "Comment obtenir une copie de mes données ?",
        "Depuis votre espace client, rubrique [« Paramètres »](/parametres), section « Télécharger mes données » : un fichier JSON réunit aussitôt tout ce que Cabas conserve sur vous (compte, adresses, commandes, moyens de paiement enregistrés, avantages, listes, avis, jeux et connexions), lisible par une autre application si vous souhaitez y transférer vos données. Vous pouvez aussi le demander à dpo@cabas.example.",
      ],
    ],
  },
  {
    category: "Fidélité",
    entries: [
      [
        "Comment fonctionnent les euros fidélité ?",
        "Chaque commande livrée vous rapporte 2 % de son montant en euros fidélité, crédités dès la livraison et utilisables dès la commande suivante, à l'étape « Mes avantages ».",
      ],
      [
        "Combien de temps mes euros fidélité sont-ils valables ?",
        "12 mois après leur dernier crédit : tant que vous commandez au moins une fois par an, ils ne se perdent pas.",
      ],
      [
        "Qu'est-ce qu'un joker ?",
        "Une livraison offerte quel que soit le montant du panier, reçue toutes les cinq commandes livrées sur trois mois et valable 60 jours.",
      ],
      [
        "Comment fonctionne le parrainage ?",
        "Votre filleul reçoit un bon d'achat de 10 €, utilisable dès 50 € d'achat pendant 90 jours, et vous recevez à votre tour un bon d'achat de 10 €, aux mêmes conditions, une fois sa première commande livrée, dans la limite de dix bons par an.",
      ],
    ],
  },
  {
    category: "Produits",
    entries: [
      [
        "Où trouver la liste des ingrédients et des allergènes ?",
        "Sur chaque fiche produit : ingrédients, allergènes mis en évidence, traces éventuelles, valeurs nutritionnelles pour 100 g ou 100 ml et Nutri-Score. En cas de doute, reportez-vous à l'emballage reçu.",
      ],
      [
        "Comment sont choisies les dates de consommation ?",
        "Nous garantissons au moins 3 jours avant la date limite pour la viande et le poisson frais, et 5 jours pour la crèmerie.",
      ],
      [
        "Comment fonctionnent les produits vendus au poids ?",
        "Le prix est affiché au kilo avec un prix estimé pour une pièce moyenne. Le produit est pesé à la préparation et vous ne payez que le poids réellement livré.",
      ],
      [
        "Un produit que j'ai acheté fait l'objet d'un rappel, que faire ?",
        "Nous vous prévenons par courriel si vous l'avez acheté. Suivez les consignes de la fiche de rappel : ne le consommez pas, et demandez son remboursement depuis votre espace client.",
      ],
      [
        "Puis-je commander de l'alcool ?",
        "Oui, si vous êtes majeur. Une pièce d'identité peut vous être demandée à la livraison. L'abus d'alcool est dangereux pour la santé, à consommer avec modération.",
      ],
      [
        "Un produit est arrivé abîmé ou manquant, que faire ?",
        "Signalez-le depuis la commande concernée dans votre espace client, dans les 72 heures suivant la livraison. Le montant est crédité sur votre cagnotte, immédiatement dans la plupart des cas, et utilisable dès votre prochaine commande ; au-delà d'un certain montant, notre service client examine votre réclamation et vous répond par courriel.",
      ],
    ],
  },
];
