// Customer service's screen for the claims above the instant-credit ceilings (ADR 0095): what each one asks, with what
// an agent weighs, and the decision (credit in full or in part, or refuse with a reason the customer is told). Cabas's
// calls beyond the specification, for staff with claims.settle; the same rules as `npm run claims` (ADR 0052).
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import { idParam } from "./catalogue.ts";
import { euros, typedEuros } from "./money.ts";
import { CLAIM_REASONS, CLAIM_REFUSAL_REASONS, CLAIM_STATUSES } from "./service-calls.ts";
import { CLAIM_SETTLEMENT_PERMISSION } from "./session-rules.ts";

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

export const claimReviewCalls = [getReclamationsEnExamen, setReclamation] as const;
