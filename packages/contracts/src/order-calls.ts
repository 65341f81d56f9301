// Payment and order calls: saved cards, SEPA mandates, checkout checks, payment, orders, reorder, invoices.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { flag, idParam, limitParam } from "./catalogue.ts";
import { abandonedBasket, abandonedBasketDetail, CLAIM_STATUSES } from "./service-calls.ts";
import { euros } from "./money.ts";
import { productNotAdded } from "./basket-calls.ts";

/** A provider's card token (id_empreinte): never a card number. */
const cardToken = z
  .string({ error: "L'empreinte de carte est obligatoire." })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: "Cette empreinte de carte n'est pas valide." });

const cardLabel = z.string().trim().max(40, { error: "Le nom de la carte ne peut pas dépasser 40 caractères." });

export const savedCard = z.object({
  id_empreinte: z.string(),
  libelle_carte: z.string(),
  marque: z.string(),
  derniers_chiffres: z.string(),
  /** MM/AA */
  expiration: z.string(),
  expiree: z.boolean(),
  par_defaut: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCard>;

export const sepaMandate = z.object({
  id_mandat: z.number(),
  reference: z.string(),
  iban_masque: z.string(),
  titulaire: z.string(),
  signe_le: z.string(),
  /** Place of signature the customer wrote; null on mandates signed before it was asked. */
  lieu_signature: z.string().nullable(),
  /**
   * The bank's BIC and the debtor's address on one line, which a mandate on an account outside the European Economic
   * Area carries (ADR 0085's amendment); null on an EEA account's mandate.
   */
  bic: z.string().nullable(),
  adresse_debiteur: z.string().nullable(),
  /** When the customer revoked it (ADR 0062), or her bank's return of a debit did (ADR 0129); null while it may pay new orders. */
  revoque_le: z.string().nullable(),
  /** Why a mandate the customer did not revoke herself was revoked (a returned debit, ADR 0129); null otherwise. */
  motif_revocation: z.string().nullable(),
  /** Orders already placed with it whose debit is still to be presented (at their preparation): revoking keeps them. */
  commandes_a_prelever: z.array(z.number()),
});
export type SepaMandateView = z.infer<typeof sepaMandate>;

export const mesCB = defineCall({
  name: "mesCB",
  method: "GET",
  summary: "Cartes bancaires enregistrées (empreintes du prestataire de paiement) et mandats SEPA.",
  access: "customer",
  input: z.object({}),
  /** `mandats_revoques`: the mandates that can no longer pay, most recently revoked first, with when and why (ADR 0129). */
  output: successShape({ cartes: z.array(savedCard), mandats: z.array(sepaMandate), mandats_revoques: z.array(sepaMandate) }),
});

export const addCB = defineCall({
  name: "addCB",
  method: "POST",
  summary: "Enregistrer une carte à partir de l'empreinte rendue par le formulaire du prestataire (jamais un numéro).",
  access: "customer",
  input: z.object({ id_empreinte: cardToken, libelle_carte: cardLabel.optional(), par_defaut: flag.optional() }),
  output: successShape({ carte: savedCard, cartes: z.array(savedCard) }),
});

export const updateCB = defineCall({
  name: "updateCB",
  method: "POST",
  summary: "Renommer une carte enregistrée ou en faire la carte par défaut.",
  access: "customer",
  input: z.object({ id_empreinte: cardToken, libelle_carte: cardLabel.optional(), par_defaut: flag.optional() }),
  output: successShape({ carte: savedCard, cartes: z.array(savedCard) }),
});

export const deleteCB = defineCall({
  name: "deleteCB",
  method: "POST",
  summary: "Supprimer une carte enregistrée.",
  access: "customer",
  input: z.object({ id_empreinte: cardToken }),
  output: successShape({ cartes: z.array(savedCard) }),
});

/** The signed checkout reference payConfiguration hands out; it carries the idempotency key of the order. */
const checkoutRef = z
  .string({ error: "La référence de paiement est obligatoire." })
  .trim()
  .regex(/^[A-Za-z0-9_.-]{20,300}$/, { error: "Cette référence de paiement n'est pas valide : rechargez la page de paiement." });

export const paymentStart = z.object({
  id_commande: z.number(),
  /**
   * authorised: paid (card or SEPA), or nothing to pay, the benefits covering it all (ADR 0072); requires_action: go to
   * `redirect` (card form or 3-D Secure); pending: by phone.
   */
  statut: z.enum(["authorised", "requires_action", "pending", "declined"]),
  redirect: z.string(),
});

/** A field the mandate form may leave empty: trimmed, empty read as absent. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .optional()
    .transform((v) => (v === "" ? undefined : v));

export const paySepa = defineCall({
  name: "paySepa",
  method: "POST",
  summary: "SEPA : signer un mandat (IBAN vérifié par sa clé mod-97), payer la commande par prélèvement, ou révoquer un mandat.",
  access: "customer",
  input: z.discriminatedUnion(
    "action",
    [
      z.object({
        action: z.literal("mandat"),
        iban: z.string({ error: "L'IBAN est obligatoire." }).trim().min(1, { error: "L'IBAN est obligatoire." }).max(42, { error: "L'IBAN est trop long." }),
        titulaire: z
          .string({ error: "Le titulaire du compte est obligatoire." })
          .trim()
          .min(2, { error: "Le titulaire du compte est obligatoire." })
          .max(70, { error: "Le nom du titulaire ne peut pas dépasser 70 caractères." }),
        lieu: z
          .string({ error: "Le lieu de signature est obligatoire." })
          .trim()
          .min(2, { error: "Le lieu de signature est obligatoire." })
          .max(70, { error: "Le lieu de signature ne peut pas dépasser 70 caractères." }),
        /**
         * Asked only for an account outside the European Economic Area (Switzerland, the United Kingdom, Monaco…):
         * the bank's BIC and the debtor's postal address (ADR 0085's amendment). Ignored for an EEA account.
         */
        bic: optionalText(20, "Le code BIC ne peut pas dépasser 20 caractères."),
        adresse: optionalText(70, "L'adresse ne peut pas dépasser 70 caractères."),
        code_postal: optionalText(16, "Le code postal ne peut pas dépasser 16 caractères."),
        ville: optionalText(35, "La ville ne peut pas dépasser 35 caractères."),
        pays: optionalText(2, "Choisissez votre pays dans la liste."),
        /** The consent box of the mandate form: without it ticked, nothing is signed. */
        accord: flag
          .optional()
          .refine((v) => v === true, { error: "Cochez la case d'autorisation pour signer le mandat de prélèvement." }),
      }),
      z.object({ action: z.literal("paiement"), checkout: checkoutRef, id_mandat: idParam("Le mandat").optional() }),
      /** Revoke one of the customer's mandates: it pays no new order; orders already placed with it keep their debit. */
      z.object({ action: z.literal("revocation"), id_mandat: idParam("Le mandat") }),
    ],
    { error: "Action inconnue : mandat, paiement ou revocation." },
  ),
  /**
   * mandat_reutilise: this customer already had an active mandate on this IBAN, and it is the one returned.
   * revocation: `mandat` is the revoked mandate, `mandats` those left to pay with.
   */
  output: successShape({
    mandat: sepaMandate.optional(),
    mandat_reutilise: z.boolean().optional(),
    paiement: paymentStart.optional(),
    mandats: z.array(sepaMandate).optional(),
  }),
});

export const PAYMENT_TYPES = ["carte", "sepa", "telephone"] as const;

export const payConfiguration = defineCall({
  name: "payConfiguration",
  method: "GET",
  summary: "Moyens de paiement proposés pour le panier et référence signée du paiement (clé d'idempotence).",
  access: "customer",
  input: z.object({ type: z.enum(PAYMENT_TYPES, { error: "Type de paiement inconnu : carte, sepa ou telephone." }).optional() }),
  output: successShape({
    checkout: z.string(),
    id_panier: z.number(),
    montant: euros,
    montant_autorisation: euros,
    poids_variable: z.boolean(),
    cartes: z.array(savedCard),
    mandats: z.array(sepaMandate),
    /** The creditor a SEPA mandate is signed to (name, address, SEPA creditor identifier). */
    creancier: z.object({ nom: z.string(), adresse: z.string(), ics: z.string() }),
    telephone: z.string(),
    /** `avantages` alone when the benefits pay it all (`montant_autorisation` 0): no means to choose (ADR 0072). No `sepa` while it is barred. */
    moyens: z.array(z.enum([...PAYMENT_TYPES, "avantages"])),
    /**
     * What bars SEPA, null when nothing does: a returned debit of `id_commande` still due (`montant_du`) after its
     * last reminder bars it until paid (ADR 0130 and its amendment); `message` is paySepa's refusal, `sepa_impaye`.
     */
    sepa_indisponible: z.object({ code: z.literal("sepa_impaye"), id_commande: z.number(), montant_du: euros, message: z.string() }).nullable(),
  }),
});

export const payCommande = defineCall({
  name: "payCommande",
  method: "POST",
  summary:
    "Passer la commande et lancer son paiement (carte enregistrée, nouvelle carte ou téléphone ; avantages : rien à payer) : une transaction, une clé d'idempotence.",
  access: "customer",
  input: z.object({
    checkout: checkoutRef,
    /** avantages: the order costs nothing, its benefits pay it all; refused when there is something to authorise (ADR 0072). */
    mode: z.enum(["carte", "nouvelle_carte", "telephone", "avantages"], { error: "Mode de paiement inconnu." }),
    id_empreinte: cardToken.optional(),
  }),
  output: successShape({ paiement: paymentStart }),
});

export const isPaiementOK = defineCall({
  name: "isPaiementOK",
  method: "GET",
  summary: "Où en est le paiement d'une commande (page de confirmation).",
  access: "customer",
  input: z.object({ id_commande: idParam("La commande") }),
  output: successShape({
    id_commande: z.number(),
    paye: z.boolean(),
    statut_paiement: z.string(),
    statut_commande: z.string(),
    moyen: z.string(),
    /** What the payment means was authorised for (the total plus the margin for weighed products), not what the order costs. */
    montant: euros,
    /** What the order costs (its total at estimated weights): what the confirmation page shows; `montant` may be more (ADR 0069). */
    total: euros,
    /** The order this one replaces (a modification), or null. */
    remplace: z.number().nullable(),
    /** The order this one completes (a complement), or null. */
    complement_de: z.number().nullable(),
    /** The customer's basket in progress completes this order: a complement being filled that followed this modification (ADR 0078). */
    panier_complement: z.boolean(),
  }),
});

/** date_limite: the basket changes an order past its cut-off (or closed), which can no longer be changed. */
export const CHECK_CODES = ["non_connecte", "panier_vide", "stock", "creneau", "minimum", "adresse", "date_limite"] as const;

export const checkAvantPaiement = defineCall({
  name: "checkAvantPaiement",
  method: "GET",
  summary: "Vérifie avant paiement : stock, créneau toujours réservé, minimum de commande, adresse complète.",
  access: "session",
  input: z.object({}),
  output: successShape({
    ok: z.boolean(),
    erreurs: z.array(z.object({ code: z.enum(CHECK_CODES), message: z.string(), id_article: z.number().optional() })),
    checking: z.object({ step1: z.boolean(), step2: z.boolean(), step3: z.boolean(), step4: z.boolean() }),
  }),
});

export const orderLineView = z.object({
  id_article: z.number(),
  nom: z.string(),
  quantite: z.number(),
  prix_unitaire: euros,
  /**
   * The price per kilo, litre or piece (French law: prix à l'unité de mesure), from the line's price and the
   * product's net quantity; for a product sold by weight, its price per kilo (prix_unitaire). Same shape as a card's unitPrice.
   */
  prix_unite_mesure: z.object({ value: euros, unit: z.enum(["kg", "l", "pièce"]) }),
  total: euros,
  poids_variable: z.boolean(),
  poids_final_g: z.number().nullable(),
  total_final: euros.nullable(),
});

export const orderSummary = z.object({
  id_commande: z.number(),
  id_panier: z.number(),
  statut: z.string(),
  libelle_statut: z.string(),
  date_commande: z.string(),
  date_livraison: z.string(),
  libelle_tranche: z.string(),
  total: euros,
  montant_final: euros.nullable(),
  nb_articles: z.number(),
  modifiable: z.boolean(),
  date_limite_modification: z.string(),
  moyen_paiement: z.string(),
  facture: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

/** The one wording for an order that does not exist or is someone else's (the web-service and the pages). */
export const ORDER_NOT_FOUND = "Cette commande n'existe pas.";

export const orderDetail = orderSummary.extend({
  lignes: z.array(orderLineView),
  /**
   * The rectifying invoice that cancels and replaces the order's invoice (ADR 0127): its number and the day it was
   * issued, downloadable with downloadFile t=rectificative. Null when none was issued.
   */
  facture_rectificative: z.object({ numero: z.string(), emise_le: z.string(), remplace: z.string() }).nullable(),
  adresse_livraison: z.record(z.string(), z.unknown()),
  totaux: z.record(z.string(), euros),
  /** The amounts line by line (goods, discounts, fee, donation, benefits spent), adding up to the last: the total paid. */
  montants: z.array(z.object({ code: z.string(), libelle: z.string(), montant: euros })),
  /**
   * What a weighing lighter than the benefits covered gave back to the customer (ADR 0079, 0084): loyalty euros and
   * prize pot no longer needed, then the part of a voucher as a remainder voucher (its code, amount and end of
   * validity, usable with `use_ba`), and the sentence the page shows. Null when nothing.
   */
  avantages_rendus: z
    .object({
      eurosfid: euros,
      cagnotte: euros,
      bons_achat: z.array(z.object({ code: z.string(), montant: euros, expire_le: z.string() })),
      texte: z.string(),
    })
    .nullable(),
  /** Each step of the order; `libelle` is its French wording for the customer (`note` is the raw record). */
  evenements: z.array(z.object({ statut: z.string(), date: z.string(), note: z.string().nullable(), libelle: z.string() })),
  /**
   * A card payment the customer left unfinished: `lien` goes back to the provider's page for this same payment
   * (null when the provider never answered); it may also be abandoned (abandonPaiement). Null otherwise.
   */
  paiement_en_attente: z.object({ lien: z.string().nullable() }).nullable(),
  /**
   * A cancelled order paid by phone: what is refunded on the customer's card by customer service, and when that was
   * done (`rembourse_le`, null while it is still to do). Null for any other order.
   */
  remboursement_telephone: z.object({ montant: euros, rembourse_le: z.string().nullable() }).nullable(),
  /**
   * A cancelled order whose card (or account, by SEPA) had been charged: what was refunded on it, and when (ADR 0069).
   * Null otherwise (a phone payment's refund is `remboursement_telephone`).
   */
  remboursement: z.object({ montant: euros, date: z.string(), moyen: z.enum(["card", "sepa"]) }).nullable(),
  /**
   * A SEPA debit the customer's bank sent back (ADR 0129): the amount still due, « rejet » (before settlement) or
   * « retour » (after), the bank's reason in words with its code, when Cabas learnt it, how to pay it, and when it was
   * paid to customer service (`regle_le`, null while due). Null otherwise.
   */
  prelevement_impaye: z
    .object({
      montant_du: euros,
      type: z.enum(["rejet", "retour"]),
      motif: z.string(),
      code: z.string(),
      le: z.string(),
      reglement: z.string(),
      regle_le: z.string().nullable(),
      /** Paid by the customer online by card (ADR 0129, amendment), rather than to customer service. */
      regle_en_ligne: z.boolean(),
    })
    .nullable(),
  /**
   * An order replaced by its modification (ADR 0069): `par` the order that replaced it, `debite` whether anything was
   * ever charged for it (false when its authorisation was only released). Null for any other order (ADR 0073).
   */
  remplacement: z.object({ par: z.number(), debite: z.boolean() }).nullable(),
  /**
   * A change of this order the customer is making in her basket (updateCommande): a modification or a complement not
   * paid yet, so that its page, opened in another tab, says so and leads to that basket; null when none.
   */
  changement_en_cours: z.enum(["modification", "complement"]).nullable(),
  /** The order this one is delivered with (a complement), or null (ADR 0069). */
  complement_de: z.number().nullable(),
  /** The complements delivered with this order, still to come or delivered (not those cancelled), oldest first. */
  complements: z.array(z.object({ id_commande: z.number(), libelle_statut: z.string(), total: euros })),
  /** Until when a problem with the delivered products may be claimed (sendMRForm); null when it may not. */
  reclamation_jusqu_au: z.string().nullable(),
  /** Units of each product already claimed, by product id. */
  reclames: z.record(z.string(), z.number()),
  /**
   * The claims made on this order, oldest first: credited (`montant` what went to the prize pot), under review or
   * refused by customer service (`montant` what was asked); `libelle_statut` says a part credited or the refusal's reason.
   */
  reclamations: z.array(
    z.object({ id_reclamation: z.number(), statut: z.enum(CLAIM_STATUSES), libelle_statut: z.string(), montant: euros, date: z.string() }),
  ),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const getCommande = defineCall({
  name: "getCommande",
  method: "GET",
  summary: "Commandes du client : en cours ou terminées, une commande par id, ou le nombre seulement (count).",
  access: "customer",
  input: z.object({
    /** paniers: the customer's abandoned or set-aside baskets (with id_panier, that one's lines). */
    type: z.enum(["en_cours", "terminees", "paniers"], { error: "Type inconnu : en_cours, terminees ou paniers." }).optional(),
    id_panier: idParam("Le panier").optional(),
    id_commande: idParam("La commande").optional(),
    /** Groups the list by the month each order was placed, newest first (the history's « Mes commandes »). */
    group: flag.optional(),
    limit: limitParam.default(20),
    count: flag.optional(),
  }),
  output: successShape({
    commandes: z.array(orderSummary),
    total: z.number(),
    groupes: z.array(z.object({ mois: z.string(), commandes: z.array(z.number()) })).optional(),
    commande: orderDetail.optional(),
    paniers: z.array(abandonedBasket).optional(),
    panier: abandonedBasketDetail.optional(),
  }),
});

export const updateCommande = defineCall({
  name: "updateCommande",
  method: "POST",
  summary: "Rouvrir une commande jusqu'à sa date limite : modification ou complément.",
  access: "customer",
  input: z.object({
    id_commande: idParam("La commande"),
    mode: z.enum(["modification", "complement"], { error: "Mode inconnu : modification ou complement." }).default("modification"),
  }),
  output: successShape({
    id_panier: z.number(),
    modif_en_cours: z.boolean(),
    complement_en_cours: z.boolean(),
    /** The basket in progress held products and was set aside (getCommande type=paniers) to make room for the change. */
    panier_mis_de_cote: z.boolean(),
    /** A complement of this order being filled was taken into the modification asked for: its items are in it (ADR 0078). */
    complement_repris: z.boolean(),
    /** A complement was asked while this order's modification is in progress: the modification is kept, to take the items (ADR 0078). */
    modification_gardee: z.boolean(),
  }),
});

export const loadHistorique = defineCall({
  name: "loadHistorique",
  method: "POST",
  summary: "Remettre les articles d'une commande passée dans le panier, jusqu'aux quantités commandées (une seconde fois n'ajoute rien) ; les indisponibles sont signalés.",
  access: "session",
  input: z.object({ id_commande: idParam("La commande") }),
  output: successShape({
    /** The products whose quantity went up to the order's. */
    ajoutes: z.number(),
    /** The products the basket already held as many of (a reorder brings the basket up to the order, ADR 0115). */
    deja: z.number(),
    indispos: z.array(productNotAdded),
  }),
});

export const downloadFile = defineCall({
  name: "downloadFile",
  method: "GET",
  summary:
    "Télécharger un document du client : t=facture (la facture) ou t=rectificative (sa facture rectificative, ADR 0127), n=numéro de commande (PDF).",
  access: "customer",
  input: z.object({ t: z.enum(["facture", "rectificative"], { error: "Document inconnu." }), n: idParam("La commande") }),
  output: successShape({}),
});

export const abandonPaiement = defineCall({
  name: "abandonPaiement",
  method: "POST",
  summary:
    "Abandonner le paiement par carte resté inachevé d'une commande : la commande est annulée, le panier revient avec son créneau.",
  access: "customer",
  input: z.object({ id_commande: idParam("La commande") }),
  output: successShape({ id_commande: z.number() }),
});

/**
 * Pay online by card the amount a returned SEPA debit left due (ADR 0129, amendment): a saved card or a new one on the
 * provider's form, 3-D Secure as at checkout. One attempt at a time: a double click answers the attempt in progress.
 */
export const reglerImpaye = defineCall({
  name: "reglerImpaye",
  method: "POST",
  summary: "Régler par carte le montant dû d'une commande dont le prélèvement SEPA est revenu impayé (carte enregistrée ou nouvelle carte).",
  access: "customer",
  input: z.object({
    id_commande: idParam("La commande"),
    mode: z.enum(["carte", "nouvelle_carte"], { error: "Mode de paiement inconnu : carte ou nouvelle_carte." }),
    id_empreinte: cardToken.optional(),
  }),
  output: successShape({
    paiement: z.object({
      id_commande: z.number(),
      /** authorised: paid and recorded; requires_action: go to `redirect` (card form or 3-D Secure). */
      statut: z.enum(["authorised", "requires_action"]),
      redirect: z.string(),
    }),
  }),
});

export const orderCalls = [
  abandonPaiement,
  reglerImpaye,
  mesCB,
  addCB,
  updateCB,
  deleteCB,
  paySepa,
  payConfiguration,
  payCommande,
  isPaiementOK,
  checkAvantPaiement,
  getCommande,
  updateCommande,
  loadHistorique,
  downloadFile,
] as const;
