// Customer service's screen for the claims above the instant-credit ceilings (ADR 0095): what each one asks, with what
// an agent weighs, and the decision (credit in full or in part, or refuse with a reason the customer is told). Cabas's
// calls beyond the specification, for staff with claims.settle; the same rules as `npm run claims` (ADR 0052).
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { numberFromText } from "./decimal-number.ts";
import { reasonText } from "./reason-text.ts";
import { idParam } from "./catalogue.ts";
import { euros, typedEuros } from "./money.ts";
import { CLAIM_REASONS, CLAIM_REFUSAL_REASONS, CLAIM_STATUSES } from "./service-calls.ts";
import { CLAIM_REVISION_NOTE_MAX } from "./client-values.ts";
import { CLAIM_SETTLEMENT_PERMISSION } from "./session-rules.ts";

export { CLAIM_REVISION_NOTE_MAX };

export const REVISION_NOTE_TOO_SHORT = "Dites pourquoi la décision est revue (3 caractères au moins) : l'équipe le relira.";

/** Claims shown at once, oldest first; `total` says how many wait. */
export const CLAIMS_REVIEW_PAGE_SIZE = 50;
export const CLAIM_DECISIONS = ["crediter", "refuser"] as const;

export const claimUnderReview = z.object({
  id: z.number(),
  /** When the customer sent it, ISO instant. */
  date: z.string(),
  id_commande: z.number(),
  client: z.object({
    id: z.number(),
    nom: z.string(),
    email: z.string(),
    /** The account was deleted while the claim waited: it can only be refused (its prize pot is gone). */
    supprime: z.boolean(),
  }),
  demande: euros,
  lignes: z.array(z.object({ nom: z.string(), quantite: z.number(), motif: z.enum(CLAIM_REASONS), montant: euros })),
  commentaire: z.string().nullable(),
  /** The order's goods as delivered (weighed amounts): what the per-order ceiling is a share of. */
  marchandises: euros,
  /** The customer's other claims of the last 30 days, all orders, oldest first. */
  autres: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      id_commande: z.number(),
      demande: euros,
      statut: z.enum(CLAIM_STATUSES),
      credite: euros,
    }),
  ),
});
export type ClaimUnderReview = z.infer<typeof claimUnderReview>;

export const getReclamationsEnExamen = defineCall({
  name: "getReclamationsEnExamen",
  method: "GET",
  summary:
    "Réclamations au-delà des plafonds du crédit immédiat, en attente du service client, de la plus ancienne à la plus récente, avec ce qu'un conseiller pèse pour décider (extension Cabas, permission claims.settle).",
  access: "staff",
  permission: CLAIM_SETTLEMENT_PERMISSION,
  input: z.object({}),
  output: successShape({ reclamations: z.array(claimUnderReview), total: z.number() }),
});

export const setReclamation = defineCall({
  name: "setReclamation",
  method: "POST",
  summary:
    "Crédite une réclamation en examen sur la cagnotte du client, en entier ou en partie (montant en euros), ou la refuse avec un motif que le client lit ; le client est prévenu par e-mail (extension Cabas, permission claims.settle).",
  access: "staff",
  permission: CLAIM_SETTLEMENT_PERMISSION,
  input: z
    .object({
      id: idParam("La réclamation"),
      decision: z.enum(CLAIM_DECISIONS, { error: "Décision inconnue : crediter ou refuser." }),
      /** crediter: the euros credited, at most what was asked; everything asked when not given. */
      montant: typedEuros("Le montant à créditer doit être supérieur à 0 €.").optional(),
      motif: z.enum(CLAIM_REFUSAL_REASONS, { error: "Motif de refus inconnu." }).optional(),
    })
    .refine((v) => v.decision !== "refuser" || v.motif !== undefined, { message: "Choisissez le motif du refus : le client le lit.", path: ["motif"] })
    .refine((v) => v.decision !== "crediter" || v.motif === undefined, { message: "Un crédit ne prend pas de motif.", path: ["motif"] })
    .refine((v) => v.decision !== "refuser" || v.montant === undefined, { message: "Un refus ne crédite rien : laissez le montant vide.", path: ["montant"] }),
  output: successShape({
    statut: z.enum(["creditee", "refusee"]),
    demande: euros,
    credite: euros,
    /** Loyalty euros earned on the credited amount and taken back from the balance (ADR 0050). */
    euros_fidelite_repris: euros,
    /** False for a deleted account's claim: no e-mail was sent. */
    client_prevenu: z.boolean(),
  }),
});

/** A settled claim's history on the screen: each credit added after its decision (ADR 0098). */
export const claimRevision = z.object({
  /** When, ISO instant. */
  date: z.string(),
  par: z.string(),
  /** The decision it followed, and what that decision had credited. */
  statut_avant: z.enum(["creditee", "refusee"]),
  credite_avant: euros,
  ajoute: euros,
  note: z.string(),
});
export type ClaimRevision = z.infer<typeof claimRevision>;

/** A claim of one order as the team reviews it again: what it asked, what was decided, and what is left to credit. */
export const claimOfOrder = claimUnderReview.extend({
  statut: z.enum(CLAIM_STATUSES),
  credite: euros,
  /** The decision standing: when and by whom (null while under review, or credited at once when it was sent). */
  decision: z.object({ date: z.string(), par: z.string() }).nullable(),
  motif_refus: z.enum(CLAIM_REFUSAL_REASONS).nullable(),
  revisions: z.array(claimRevision),
  /** What was asked and not credited yet. */
  reste: euros,
  /** Whether more can be credited now: settled, something left, the account still there. */
  revisable: z.boolean(),
});
export type ClaimOfOrder = z.infer<typeof claimOfOrder>;

export const getReclamationsCommande = defineCall({
  name: "getReclamationsCommande",
  method: "GET",
  summary:
    "Les réclamations d'une commande, quel que soit leur état, avec leur décision, ce qui a été crédité, ce qui reste de la demande et les révisions déjà faites : pour revoir une décision que le client conteste (extension Cabas, permission claims.settle).",
  access: "staff",
  permission: CLAIM_SETTLEMENT_PERMISSION,
  input: z.object({ id_commande: idParam("La commande") }),
  output: successShape({ id_commande: z.number(), reclamations: z.array(claimOfOrder) }),
});

export const reviserReclamation = defineCall({
  name: "reviserReclamation",
  method: "POST",
  summary:
    "Revoit une réclamation déjà refusée ou créditée en partie : crédite en plus sur la cagnotte du client (au plus ce qui reste de la demande ; tout le reste quand le montant est vide), avec la raison de la révision ; le client est prévenu par e-mail (extension Cabas, permission claims.settle).",
  access: "staff",
  permission: CLAIM_SETTLEMENT_PERMISSION,
  input: z.object({
    id: idParam("La réclamation"),
    montant: typedEuros("Le montant à ajouter doit être supérieur à 0 €.").optional(),
    note: reasonText({
      missing: "Dites pourquoi la décision est revue : l'équipe le relira.",
      short: REVISION_NOTE_TOO_SHORT,
      long: `La raison de la révision tient en ${CLAIM_REVISION_NOTE_MAX} caractères.`,
      max: CLAIM_REVISION_NOTE_MAX,
    }),
    /**
     * How many revisions the screen showed: a revision made meanwhile (a second agent, the same form sent twice)
     * makes this one change nothing, so a double click never credits twice.
     */
    revisions_vues: numberFromText(z.number({ error: "Rechargez la page : la réclamation a pu changer." }).int().min(0).max(1000)),
  }),
  output: successShape({
    id_commande: z.number(),
    ajoute: euros,
    credite: euros,
    demande: euros,
    euros_fidelite_repris: euros,
  }),
});

export const claimReviewCalls = [getReclamationsEnExamen, setReclamation, getReclamationsCommande, reviserReclamation] as const;
