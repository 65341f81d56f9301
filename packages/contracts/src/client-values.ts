// Values the browser's code needs from the contracts — limits, labels, the empty basket and its adoption rule —
// kept apart from the schemas: importing them does not bring zod and every contract into the page's JavaScript
// (41 kB gzip, and zod's probe for eval is a Content-Security-Policy violation in the browser).
// The schemas' modules re-export them, so server code keeps importing everything from "@cabas/contracts".
import type { Basket, BasketItem, BasketTotals } from "./basket.ts";

/** The message that tells clients to clear their credentials. */
export const NOT_AUTHORIZED = "NOT_AUTHORIZED";

/** The answer clears credentials when it is a 401/403 or carries the NOT_AUTHORIZED message. */
export const shouldClearCredentials = (status: number, message: unknown): boolean =>
  status === 401 || status === 403 || message === NOT_AUTHORIZED;

export const MAX_LINE_QUANTITY = 999;
export const MEMO_MAX_LENGTH = 500;
/** A list's name: its length (the list forms say it). */
export const LIST_NAME_MIN = 3;
export const LIST_NAME_MAX = 50;
export const MERGED_LIST_DEFAULT_NAME = "Listes réunies";
/** Contact form subjects and their labels, and the longest message. */
export const CONTACT_SUBJECTS = ["commande", "livraison", "produit", "compte", "paiement", "suggestion", "autre"] as const;
export const CONTACT_SUBJECT_LABELS: Record<(typeof CONTACT_SUBJECTS)[number], string> = {
  commande: "Une commande",
  livraison: "Une livraison",
  produit: "Un produit",
  compte: "Mon compte",
  paiement: "Un paiement ou un remboursement",
  suggestion: "Une suggestion",
  autre: "Autre chose",
};
export const CONTACT_MESSAGE_MAX = 3000;
/** Reviews and the courier rating: stars and text lengths (the forms show them). */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const REVIEW_TITLE_MIN = 3;
export const REVIEW_TITLE_MAX = 80;
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const COURIER_COMMENT_MAX = 1000;
/** The team's reason for revising a settled claim (ADR 0098). */
export const CLAIM_REVISION_NOTE_MAX = 500;
/** The team's reason for closing a postal code (ADR 0099). */
export const ZONE_CLOSING_REASON_MAX = 300;
/**
 * The stock screen (ADR 0126): a perimeter's shelf holds at most this many units of one product, whether set or
 * reached by a delivery; a larger number is a typing slip (a barcode typed into the quantity).
 */
export const STOCK_MAX = 10_000;
/** Why staff change a stock, and how the screen and the journal say it. */
export const STOCK_REASONS = ["reception", "inventaire", "casse", "perime"] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  reception: "Réception d'une livraison",
  inventaire: "Inventaire (comptage)",
  casse: "Casse",
  perime: "Produit périmé",
};
/** Why staff take an offer off sale or put it back (ADR 0126, amendment): a recall, a quality defect, expired, checked. */
export const OFFER_SALE_REASONS = ["rappel", "qualite", "perime", "controle"] as const;
export type OfferSaleReason = (typeof OFFER_SALE_REASONS)[number];
/** Why staff sell a product in a perimeter where it was not sold (ADR 0132). */
export const OFFER_OPEN_REASONS = ["referencement", "demande", "saison"] as const;
export type OfferOpenReason = (typeof OFFER_OPEN_REASONS)[number];
/** Every reason the stock journal holds, whatever the change. */
export const STOCK_JOURNAL_REASONS = ["reception", "inventaire", "casse", "perime", "rappel", "qualite", "controle", ...OFFER_OPEN_REASONS, "annulation"] as const;
export type StockJournalReason = (typeof STOCK_JOURNAL_REASONS)[number];
export const STOCK_JOURNAL_REASON_LABELS: Record<StockJournalReason, string> = {
  ...STOCK_REASON_LABELS,
  rappel: "Rappel du produit",
  qualite: "Défaut de qualité",
  controle: "Contrôle fait, vendable",
  referencement: "Nouveau référencement",
  demande: "Demande des clients",
  saison: "Produit de saison",
  annulation: "Annulation d'un bon de livraison",
};
/**
 * The highest price an offer is opened at on the stock screen (ADR 0132), per unit or per kilo: the dearest product of
 * the catalogue (a grand cru) is below 300 €; beyond 1 000 € it is a slip (cents typed as euros, a barcode).
 */
export const OFFER_PRICE_MAX_CENTS = 100_000;
/** The most lines one delivery note imports (ADR 0132): a lorry's note is a few hundred. */
export const DELIVERY_NOTE_MAX_LINES = 1000;
/** A delivery note's reference: at most this many characters. */
export const DELIVERY_NOTE_REFERENCE_MAX = 40;
/** Why a delivery note is cancelled (ADR 0139), written by the staff member: at most this many characters. */
export const DELIVERY_NOTE_CANCEL_REASON_MAX = 300;
/**
 * What a change in the stock journal did: the two stock operations, the offer taken off sale or put back, or opened
 * (ADR 0132), or a delivery note's units taken back when the note is cancelled (ADR 0139).
 */
export const STOCK_JOURNAL_OPERATIONS = ["fixer", "livraison", "retirer", "remettre", "ouvrir", "annuler_bon"] as const;
export type StockJournalOperation = (typeof STOCK_JOURNAL_OPERATIONS)[number];
/** The French VAT rates a product may carry (ADR 0068: `products.vat_rate_bp`'s CHECK), in basis points, and how they read. */
export const VAT_RATES_BP = [2000, 1000, 550, 210] as const;
export type VatRateBp = (typeof VAT_RATES_BP)[number];
export const VAT_RATE_LABELS: Record<VatRateBp, string> = { 2000: "20\u00A0%", 1000: "10\u00A0%", 550: "5,5\u00A0%", 210: "2,1\u00A0%" };
/**
 * Why a product's rate changes (ADR 0133): the rate was wrong (the invoices issued at it are to be rectified), or the
 * law changed (they were right when issued).
 */
export const VAT_CHANGE_NATURES = ["correction", "loi"] as const;
export type VatChangeNature = (typeof VAT_CHANGE_NATURES)[number];
export const VAT_CHANGE_NATURE_LABELS: Record<VatChangeNature, string> = {
  correction: "Correction d'une erreur : les factures émises à l'ancien taux sont à rectifier",
  loi: "Changement de la loi : les factures émises à l'ancien taux restent justes",
};
/** The reason staff write for a rate change (a text of the law, a supplier's sheet). */
export const VAT_CHANGE_REASON_MAX = 300;
/** Notepads: the longest title and text a customer may write. */
export const NOTEPAD_TITLE_MAX = 60;
export const NOTEPAD_TEXT_MAX = 5000;
/** A donation above this is surely a typing slip (a real gift of that size goes to the food bank directly). */
export const MAX_DONATION_CENTS = 50_000;

/** update_pref d1: what the picker does when a product is missing. */
export const SUBSTITUTION_PREFS = ["remplacer", "ne_pas_remplacer"] as const;
/** update_pref d2: bags. */
export const BAG_PREFS = ["sacs", "sans_sac"] as const;
/** update_pref d3: how the picker or driver reaches the customer. */
export const CONTACT_PREFS = ["sms", "appel", "aucun"] as const;

export const SUBSTITUTION_LABELS: Record<(typeof SUBSTITUTION_PREFS)[number], string> = {
  remplacer: "Remplacer par un produit équivalent",
  ne_pas_remplacer: "Ne pas remplacer",
};

const ZERO_TOTALS: BasketTotals = {
  total_euro: 0,
  total_achat: 0,
  total_marchandise: 0,
  total_autorisation: 0,
  total_idbuffet: 0,
  total_dons: 0,
  total_grands_crus: 0,
  total_cabas: 0,
  total_reservations: 0,
  frais_express: 0,
  total_cagnotte: 0,
  total_ba_panier: 0,
  total_remises: 0,
  total_minimum: 0,
};

/** The empty basket, exactly the default form of spec §3: the web shows it until a server basket (id_panier ≠ 0) arrives. */
export function emptyBasket(): Basket {
  return {
    token: null,
    perimetre: null,
    division: null,
    items: [],
    itemsSpeciaux: [],
    reservations: [],
    isEmpty: true,
    totalItems: 0,
    totalUniqueItems: 0,
    total: 0,
    id_adresse_fac: null,
    id_adresse_liv: null,
    poids_variable: false,
    type_rdv: null,
    modif_en_cours: false,
    complement_en_cours: false,
    info_complement_commande_hiphiphip: null,
    date_livraison: null,
    id_tranche: null,
    iDBuffet: null,
    fl: 0,
    libelle_tranche: null,
    creneau_expire: null,
    totals: { ...ZERO_TOTALS },
    teasing_fl: null,
    alerte: [],
    avantages: {
      eurosfid: 0,
      amex: { usable: false, actif: false },
      joker: { usable: false, actif: false },
      codeAvantage: { hasCodeAvantage: false, condition: null },
      bha: [],
    },
    livraison: null,
    facturation: null,
    euro_fid_recap: null,
    points_fid_recap: null,
    settings: {},
    checking: { step1: false, step2: false, step3: false, step4: false },
    id_panier: 0,
    origine: null,
    isFirstProduct: true,
    adresseUpdatable: true,
    creneauUpdatable: true,
    canAddProduct: true,
    bloc_recap_panier: null,
    info_speciale: null,
  };
}

/** Spec §4: the server basket replaces the local one only when it is a real basket. */
export const shouldAdoptServerBasket = (basket: Pick<Basket, "id_panier"> | null | undefined): boolean =>
  basket != null && basket.id_panier !== 0;

/** Spec §4 item availability: in the basket, in_stock not 0, and quantity below stock. */
export function isItemAvailable(item: Pick<BasketItem, "quantity" | "stock" | "in_stock"> | undefined): boolean {
  if (!item) return false;
  return item.in_stock !== 0 && item.quantity < item.stock;
}

export { LITRE, measureUnitLabel, type MeasureUnit } from "./measure-units.ts";
export { frenchDayMonth, frenchLongDate, frenchLongDay, frenchTime, frenchWeekday, frenchWeekdayTime } from "./french-days.ts";

/**
 * Set to true beside the message of a refusal for a postal code that exists but that no perimeter delivers (loginCP,
 * getCreneauxByCP): the storefront then offers to be told when Cabas delivers it (alerteOuvertureZone, ADR 0038).
 */
export const ZONE_ALERT_DETAIL = "alerte_ouverture";

// How delivery and the express surcharge are named on the basket and on every order document (ADR 0073).
export { deliveryAmountRows, DELIVERY_LABEL, DELIVERY_WITH_ORDER_LABEL, EXPRESS_SURCHARGE_LABEL, type DeliveryAmountRow } from "./delivery-amounts.ts";

/** The longest reference a payment terminal gives a refund (the warehouse screen and `npm run orders -- refund-done`). */
export const REFUND_REFERENCE_MAX = 80;
/**
 * An adviser's call about a returned SEPA debit still due (ADR 0136): what came of it, as the unpaid list's form
 * offers it, and the longest note.
 */
export const RETURN_CALL_OUTCOMES = ["joint", "injoignable", "promesse", "refus", "autre"] as const;
export type ReturnCallOutcome = (typeof RETURN_CALL_OUTCOMES)[number];
export const RETURN_CALL_OUTCOME_LABELS: Record<ReturnCallOutcome, string> = {
  joint: "Client joint",
  injoignable: "Injoignable",
  promesse: "Promesse de paiement",
  refus: "Refus de payer",
  autre: "Autre",
};
export const RETURN_CALL_NOTE_MAX = 500;
/** The furthest day a customer's promise to pay may be noted for, in days after the call. */
export const RETURN_CALL_PROMISE_MAX_DAYS = 60;
export { FRENCH_PHONE, formatFrenchPhone } from "./french-phone.ts";
export { communeKey, matchCommune } from "./commune-names.ts";
export { mixMatchOffersOf, type MixMatchOfferSaving } from "./mix-match-offers.ts";
