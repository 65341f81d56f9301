// Customer service and the shop's own pages: the contact form, claims on a delivered order (sendMRForm), the
// customer's abandoned baskets, affiliate visits (tracking) and the offers page (getOffres). Decisions: ADR 0030.
import { z } from "zod";
import { notANumber, numberFromText } from "./decimal-number.ts";
import { defineCall, successShape } from "./call.ts";
import { idParam, productCard } from "./catalogue.ts";
import { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS } from "./client-values.ts";
import { euros } from "./money.ts";
import { frenchInteger } from "./french-typography.ts";
import { staticPage } from "./content.ts";

export { CONTACT_MESSAGE_MAX, CONTACT_SUBJECT_LABELS, CONTACT_SUBJECTS };

export const CONTACT_MESSAGE_MIN = 10;

export const sendContactForm = defineCall({
  name: "sendContactForm",
  method: "POST",
  summary: "Écrit au service client (nom, email, sujet, commande éventuelle, message) ; un accusé de réception part par e-mail.",
  access: "public",
  input: z.object({
    nom: z
      .string({ error: "Votre nom est obligatoire." })
      .trim()
      .min(2, { error: "Votre nom est obligatoire." })
      .max(120, { error: "Votre nom ne peut pas dépasser 120 caractères." }),
    email: z
      .string({ error: "Votre adresse e-mail est obligatoire." })
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: "L'adresse e-mail n'est pas valide." }).max(254, { error: "L'adresse e-mail est trop longue." })),
    sujet: z.enum(CONTACT_SUBJECTS, { error: "Choisissez le sujet de votre message." }),
    /** A form's empty field means none. */
    id_commande: z.preprocess((v) => (v === "" ? undefined : v), idParam("Le numéro de commande").optional()),
    message: z
      .string({ error: "Votre message est obligatoire." })
      .trim()
      .min(CONTACT_MESSAGE_MIN, { error: `Votre message doit faire au moins ${CONTACT_MESSAGE_MIN} caractères.` })
      .max(CONTACT_MESSAGE_MAX, { error: `Votre message ne peut pas dépasser ${frenchInteger(CONTACT_MESSAGE_MAX)} caractères.` }),
  }),
  output: successShape({ reference: z.string() }),
});

export const CLAIM_REASONS = ["manquant", "abime", "perime", "erreur"] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];
export const CLAIM_REASON_LABELS: Record<ClaimReason, string> = {
  manquant: "Manquant",
  abime: "Abîmé",
  perime: "Date dépassée",
  erreur: "Pas le produit commandé",
};
/**
 * A claim is credited at once (creditee) or, above the instant-credit ceilings, waits for customer service
 * (en_examen), who credits it, in full or in part (creditee), or refuses it (refusee) — ADR 0050, 0052.
 */
export const CLAIM_STATUSES = ["creditee", "en_examen", "refusee"] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  creditee: "Créditée sur votre cagnotte",
  en_examen: "En cours d'examen par le service client",
  refusee: "Refusée par le service client",
};
/** Why customer service refuses a claim under review; the customer is told in these words (e-mail, order page). */
export const CLAIM_REFUSAL_REASONS = ["hors_delai", "produit_livre", "deja_rembourse", "abus"] as const;
export type ClaimRefusalReason = (typeof CLAIM_REFUSAL_REASONS)[number];
export const CLAIM_REFUSAL_REASON_LABELS: Record<ClaimRefusalReason, string> = {
  hors_delai: "le problème est survenu après la livraison (date dépassée ou produit abîmé depuis), ce que ne couvre pas une réclamation",
  produit_livre: "nos contrôles montrent que ces produits ont été livrés complets et en bon état",
  deja_rembourse: "ces produits ont déjà été remboursés ou remplacés",
  abus: "vos réclamations récentes sont trop nombreuses pour que nous acceptions celle-ci sans justificatif",
};
/** A claim is made within this many hours of the delivery (fresh products cannot be checked later). */
export const CLAIM_WINDOW_HOURS = 72;

const claimLine = z.object({
  id_article: idParam("Le produit"),
  quantite: numberFromText(z
    .number({ error: notANumber("La quantité") })
    .int({ error: "La quantité doit être un nombre entier." })
    .min(1, { error: "La quantité doit être d'au moins 1." })
    .max(999, { error: "La quantité ne peut pas dépasser 999." })),
  motif: z.enum(CLAIM_REASONS, { error: "Motif inconnu : manquant, abime, perime ou erreur." }),
});

export const sendMRForm = defineCall({
  name: "sendMRForm",
  method: "POST",
  summary: `Réclamation sur une commande livrée (produits manquants ou abîmés, dans les ${CLAIM_WINDOW_HOURS} h) : le montant payé pour ces produits est crédité sur la cagnotte jusqu'à un plafond ; au-delà, la réclamation est examinée par le service client.`,
  access: "customer",
  input: z.object({
    id_commande: idParam("La commande"),
    /** The lines claimed; a form may send them as a JSON text. */
    lignes: z.preprocess(
      (v) => {
        if (typeof v !== "string") return v;
        try {
          return JSON.parse(v) as unknown;
        } catch {
          return v;
        }
      },
      z
        .array(claimLine, { error: "Indiquez les produits concernés." })
        .min(1, { error: "Indiquez au moins un produit concerné." })
        .max(200, { error: "Trop de lignes." })
        .refine((lines) => new Set(lines.map((l) => l.id_article)).size === lines.length, { error: "Un même produit est indiqué deux fois." }),
    ),
    commentaire: z.string().trim().max(1000, { error: `Le commentaire ne peut pas dépasser ${frenchInteger(1000)} caractères.` }).optional(),
  }),
  output: successShape({
    id_reclamation: z.number(),
    /** creditee: `credit` is in the prize pot now; en_examen: nothing credited yet (credit 0), customer service decides. */
    statut: z.enum(CLAIM_STATUSES),
    credit: euros,
    solde_cagnotte: euros,
  }),
});

export const abandonedBasket = z.object({
  id_panier: z.number(),
  modifie: z.string(),
  nb_articles: z.number(),
  /** What its products cost today where the customer is (estimate for sold-by-weight ones). */
  total: euros,
  /** A few of its products, for the shopper to recognise it. */
  apercu: z.array(z.string()),
});
export type AbandonedBasket = z.infer<typeof abandonedBasket>;

export const abandonedBasketDetail = abandonedBasket.extend({
  lignes: z.array(z.object({ article_id: z.number(), nom: z.string(), quantity: z.number(), produit: productCard.nullable(), disponible: z.boolean() })),
});

export const deletePanierAbandonne = defineCall({
  name: "deletePanierAbandonne",
  method: "POST",
  summary: "Supprime un panier abandonné ou mis de côté du client (jamais le panier en cours).",
  access: "customer",
  input: z.object({ id_panier: idParam("Le panier") }),
  output: successShape({ paniers: z.array(abandonedBasket) }),
});

export const AFFILIATE_PARTNER = /^[a-z0-9][a-z0-9-]{1,39}$/;

export const tracking = defineCall({
  name: "tracking",
  method: "POST",
  summary: "Enregistre une visite arrivée par le lien d'un partenaire (partenaire, campagne, page d'arrivée) ; une visite ne compte qu'une fois.",
  access: "public",
  input: z.object({
    partenaire: z.string({ error: "Le partenaire est obligatoire." }).trim().toLowerCase().regex(AFFILIATE_PARTNER, { error: "Partenaire inconnu." }),
    campagne: z.string().trim().max(80, { error: "La campagne est trop longue." }).optional(),
    page: z
      .string()
      .trim()
      .max(300, { error: "La page est trop longue." })
      .regex(/^\/(?!\/)/, { error: "La page doit être une page du site." })
      .default("/"),
    visite: z
      .string({ error: "La visite est obligatoire." })
      .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: "La visite n'est pas valide." }),
  }),
  output: successShape({ enregistree: z.boolean() }),
});

export const offer = z.object({
  code: z.string(),
  titre: z.string(),
  /** What the code gives, in words (« 10 € dès 60 € d'achats »). */
  avantage: z.string(),
  conditions: z.string(),
  fin: z.string().nullable(),
});
export type Offer = z.infer<typeof offer>;

export const getOffres = defineCall({
  name: "getOffres",
  method: "GET",
  summary: "Les offres en cours : codes avantage valables aujourd'hui, avec leurs conditions.",
  access: "public",
  input: z.object({}),
  output: successShape({ offres: z.array(offer) }),
});

export const pickingWarehouse = z.object({
  perimetre: z.string(),
  entrepot: z.string(),
  /** Orders are prepared from this many hours before their slot: changes are possible until then. */
  heure_limite_heures: z.number(),
  /** An express slot is booked up to this many minutes before it starts. */
  express_minutes: z.number(),
});

export const getPicking = defineCall({
  name: "getPicking",
  method: "GET",
  summary: "Comment les commandes sont préparées : la page éditoriale, et pour chaque zone son entrepôt, son heure limite et le délai de l'express.",
  access: "public",
  input: z.object({}),
  output: successShape({
    page: staticPage,
    entrepots: z.array(pickingWarehouse),
    /** Margin authorised above the estimate of sold-by-weight products, in percent. */
    marge_poids_variable: z.number(),
    remplacements: z.array(z.object({ code: z.string(), libelle: z.string() })),
  }),
});

export const serviceCalls = [sendContactForm, sendMRForm, deletePanierAbandonne, tracking, getOffres, getPicking] as const;
