// The refusals a page may be sent back with in its address (`?erreur=<code>`): a code, never a text, so nobody can
// make the shop's red box say what they wrote in a link. Each code has its French message here, read by the API
// (its JSON answers) and by the web pages alike; an unknown code shows the generic message.
import { PERSONAL_DATA_EXPORTS_PER_HOUR } from "./personal-data-export.ts";

export const PAGE_ERRORS = {
  // Payment page (Server Actions of /checkout/paiement).
  verification: "Votre commande ne peut pas encore être payée : corrigez les points ci-dessous.",
  refus: "Paiement refusé : votre panier vous attend pour réessayer.",
  conflit: "Votre panier a changé pendant la commande (stock, créneau ou bon d'achat) : vérifiez-le puis réessayez.",
  reference: "Cette référence de paiement n'est plus valable : rechargez la page de paiement.",
  carte: "Choisissez une carte enregistrée.",
  introuvable: "Ce moyen de paiement est introuvable : choisissez-en un autre.",
  mandat: "Le mandat n'a pas pu être signé : vérifiez l'IBAN (FR76 …), le nom du titulaire et le lieu de signature.",
  mandat_bic:
    "Le mandat n'est pas signé : pour un compte hors de l'Union européenne (Suisse, Royaume-Uni, Monaco…), il demande le code BIC de votre banque, qui doit être celle de l'IBAN, et votre adresse complète. Complétez-les sous l'IBAN, puis saisissez à nouveau l'IBAN.",
  mandat_accord: "Le mandat n'est pas signé : cochez la case d'autorisation du prélèvement pour le signer.",
  sepa_impaye:
    "Le paiement par prélèvement n'est plus proposé tant qu'un prélèvement impayé de votre compte n'est pas réglé : réglez-le depuis la page de la commande concernée, ou payez par carte.",
  mandat_revoque: "Ce mandat de prélèvement a été révoqué : il ne peut plus payer de commande. Signez un nouveau mandat ci-dessous, ou payez autrement.",
  montant:
    "Le total de votre commande a changé depuis l'affichage de cette page (votre panier a été modifié ailleurs) : vérifiez le nouveau montant ci-dessous, puis validez à nouveau.",
  indisponible: "Le service est momentanément indisponible. Réessayez dans un instant.",
  avantages: "Votre commande n'est plus entièrement réglée par vos avantages : choisissez un moyen de paiement ci-dessous.",
  amex:
    "La remise American Express est réservée au paiement par carte American Express : payez avec votre carte American Express enregistrée, ou retirez la remise de votre panier.",
  // Saved cards (/cartes-bancaires, /mes-cartes-bancaires).
  carte_enregistrement: "Cette carte n'a pas pu être enregistrée : recommencez la saisie.",
  carte_modification: "Cette carte n'a pas pu devenir votre carte par défaut.",
  carte_suppression: "Cette carte n'a pas pu être supprimée.",
  mandat_revocation: "Ce mandat de prélèvement n'a pas pu être révoqué : il est introuvable parmi vos mandats.",
  // The sandbox provider's hosted card form and 3-D Secure page.
  carte_formulaire: "Formulaire de carte illisible.",
  carte_numero: "Ce numéro de carte n'est pas valide. Vérifiez les 16 chiffres.",
  carte_expiration: "La date d'expiration doit être au format MM/AA.",
  carte_expiree: "Cette carte est expirée.",
  carte_cvc: "Le cryptogramme visuel (CVC) compte 3 chiffres au dos de la carte.",
  paiement_introuvable: "Ce paiement est introuvable.",
  paiement_sans_carte: "Ce paiement n'attend plus de carte.",
  paiement_sans_code: "Ce paiement n'attend pas de code.",
  paiement_delai: "Le délai de paiement est dépassé : recommencez depuis votre panier.",
  code_incorrect: "Code incorrect. Vérifiez le code reçu et réessayez.",
  // The order page (/commande/{id}): modify, complete or buy again.
  commande_modification:
    "Cette commande ne peut plus être modifiée ni complétée : sa date limite est passée, elle est close, ou une modification attend déjà son paiement.",
  // The order page's card payment of a returned debit's amount due (ADR 0129, amendment).
  impaye_refus: "Votre banque a refusé le paiement par carte : rien n'a été débité, le montant reste dû. Essayez une autre carte.",
  impaye_en_cours: "Le règlement de cette commande est déjà en cours : patientez quelques secondes, puis rechargez la page.",
  impaye_regle: "Le montant dû de cette commande est déjà réglé : rien à régler.",
  impaye_aucun: "Cette commande n'a aucun montant dû : rien à régler.",
  commande_abandon: "Ce paiement ne peut plus être abandonné : la banque l'a déjà accepté, ou la commande a changé.",
  commande_rachat: "Les produits de cette commande n'ont pas pu être remis dans votre panier. Réessayez dans un instant.",
  // An invoice link refused (/commande/{id}/facture): the order's page says why from its status; this is its fallback.
  facture: "Pas de facture pour cette commande : elle est établie à sa livraison.",
  // « Télécharger mes données » (/parametres, ADR 0082).
  donnees_limite: `Vous avez déjà téléchargé vos données ${PERSONAL_DATA_EXPORTS_PER_HOUR} fois en une heure : réessayez dans une heure au plus tard.`,
  donnees_conseiller: "Un conseiller connecté à la place d'un client ne peut pas télécharger ses données en son nom.",
} as const;

export type PageErrorCode = keyof typeof PAGE_ERRORS;

export const GENERIC_PAGE_ERROR = "Une erreur est survenue. Réessayez ou contactez-nous.";

const isPageErrorCode = (value: unknown): value is PageErrorCode => typeof value === "string" && Object.hasOwn(PAGE_ERRORS, value);

/** The French message of an address's `erreur`: its code's, the generic one for anything else, nothing without one. */
export function pageErrorMessage(code: string | string[] | undefined): string | undefined {
  if (code === undefined || code === "") return undefined;
  return isPageErrorCode(code) ? PAGE_ERRORS[code] : GENERIC_PAGE_ERROR;
}
