// The warehouse's screen (ADR 0094): the orders to prepare, weigh, hand to the courier and mark delivered, for staff
// with orders.dispatch. Cabas's calls beyond the specification; the same moves as `npm run orders`.
import { z } from "zod";
import { formFlag } from "./address-calls.ts";
import { defineCall, successShape } from "./call.ts";
import { idParam } from "./catalogue.ts";
import { euros, typedEuros } from "./money.ts";
import { ORDER_DISPATCH_PERMISSION } from "./session-rules.ts";
import { REFUND_REFERENCE_MAX, RETURN_CALL_NOTE_MAX, RETURN_CALL_OUTCOMES, RETURN_CALL_OUTCOME_LABELS, RETURN_CALL_PROMISE_MAX_DAYS, type ReturnCallOutcome } from "./client-values.ts";

/** Orders shown at most on one screen, soonest slot first; `total` says how many there are. */
export const WAREHOUSE_PAGE_SIZE = 100;
/** The states an order passes through in the warehouse's hands, as the screen names them. */
export const WAREHOUSE_STATES = ["a_confirmer", "validee", "en_preparation", "en_livraison"] as const;
export type WarehouseState = (typeof WAREHOUSE_STATES)[number];
export const WAREHOUSE_STATE_LABELS: Record<WarehouseState, string> = {
  a_confirmer: "Paiement par téléphone à confirmer",
  validee: "À préparer",
  en_preparation: "En préparation",
  en_livraison: "En livraison",
};
/**
 * A move: confirm the payment an adviser took by phone, weigh and prepare, hand to the courier, delivered, or cancelled
 * (everything released, money back); and, once a cancelled phone order was refunded at the terminal, that refund
 * recorded (rembourser, ADR 0094 amendment 3); once a returned SEPA debit's amount was paid by card at the terminal,
 * that payment recorded (encaisser_impaye, ADR 0129); a debit returned after its order was refunded, what the team
 * found about it recorded (verifier_retour, ADR 0130).
 */
export const WAREHOUSE_ACTIONS = ["confirmer_paiement", "preparer", "expedier", "livrer", "annuler", "rembourser", "encaisser_impaye", "verifier_retour"] as const;
export { REFUND_REFERENCE_MAX, RETURN_CALL_NOTE_MAX, RETURN_CALL_OUTCOMES, RETURN_CALL_OUTCOME_LABELS, RETURN_CALL_PROMISE_MAX_DAYS, type ReturnCallOutcome };
export type WarehouseAction = (typeof WAREHOUSE_ACTIONS)[number];
/** A weighing the scale can give: 1 g to 100 kg. */
export const WEIGHING_MAX_GRAMS = 100_000;

/**
 * « 12=540, 31=1200 »: the grams weighed per product, as the screen sends them. An empty text weighs nothing (each
 * line keeps its estimate); anything else that does not read as product=grams pairs is refused, never half-read.
 */
export function parseWeighings(text: string): { ok: true; weights: Map<number, number> } | { ok: false; message: string } {
  const weights = new Map<number, number>();
  const parts = text.split(",").map((part) => part.trim()).filter(Boolean);
  if (parts.length > 500) return { ok: false, message: "Trop de pesées pour une commande." };
  for (const part of parts) {
    const m = /^(\d{1,10})\s*=\s*(\d{1,7})$/.exec(part);
    if (!m) return { ok: false, message: `Pesée illisible « ${part.slice(0, 40)} » : produit=grammes.` };
    const grams = Number(m[2]);
    if (grams < 1 || grams > WEIGHING_MAX_GRAMS) return { ok: false, message: `Le poids pesé doit être entre 1 g et ${WEIGHING_MAX_GRAMS / 1000} kg.` };
    const product = Number(m[1]);
    if (weights.has(product)) return { ok: false, message: "Un produit est pesé deux fois." };
    weights.set(product, grams);
  }
  return { ok: true, weights };
}

/** Euros typed by an adviser (« 50,60 » or « 50.60 »), as cents; empty means the order's total. */
const phoneAmount = typedEuros("Le montant réglé par téléphone doit être positif.");

/** A Paris calendar day, YYYY-MM-DD, that exists. */
export const parisDay = z
  .string({ error: "La date doit être au format AAAA-MM-JJ." })
  // What is not a date at all is told its format only, not also that the date does not exist.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "La date doit être au format AAAA-MM-JJ.", abort: true })
  .refine((day) => {
    const date = new Date(`${day}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, { error: "Cette date n'existe pas." });

export const warehouseLine = z.object({
  id_produit: z.number(),
  nom: z.string(),
  quantite: z.number(),
  poids_variable: z.boolean(),
  /** Grams estimated at the order (variable-weight lines), and weighed once prepared. */
  poids_estime: z.number().nullable(),
  poids_pese: z.number().nullable(),
});

export const warehouseOrder = z.object({
  id: z.number(),
  etat: z.enum(WAREHOUSE_STATES),
  client: z.string(),
  code_postal: z.string(),
  ville: z.string(),
  /** The delivery slot, ISO instants. */
  creneau: z.object({ debut: z.string(), fin: z.string(), express: z.boolean() }),
  paiement: z.enum(["carte", "sepa", "telephone", "avantages"]),
  /** The order's total as placed, what its payment holds, and what was billed once weighed (null before). */
  montant: euros,
  autorise: euros,
  montant_final: euros.nullable(),
  lignes: z.array(warehouseLine),
  /** Complements delivered with this order: they move with it. */
  complements: z.array(z.number()),
  /** The thank-you gift the customer chose (ADR 0029), to pack with the order: its name, or null. */
  cadeau: z.string().nullable(),
  /** The order's latest step: when, and the staff member who made it on this screen (null otherwise). */
  derniere_etape: z.object({ le: z.string(), par: z.string().nullable() }).nullable(),
});

/** An adviser's call about a returned debit (ADR 0136): when, who, what came of it, the day promised, the note. */
export const returnCall = z.object({
  le: z.string(),
  par: z.string(),
  issue: z.enum(RETURN_CALL_OUTCOMES),
  /** The Paris day the customer promised to pay by (YYYY-MM-DD), with the outcome « promesse » only. */
  paiement_promis_le: z.string().nullable(),
  note: z.string(),
});

export const getCommandesEntrepot = defineCall({
  name: "getCommandesEntrepot",
  method: "GET",
  summary:
    "Commandes payées par téléphone à confirmer, à préparer, en préparation et en livraison, du créneau le plus proche au plus lointain (extension Cabas, permission orders.dispatch) ; filtre par état et par jour de livraison ; et les remboursements par téléphone à faire.",
  access: "staff",
  permission: ORDER_DISPATCH_PERMISSION,
  input: z.object({
    etat: z.enum(WAREHOUSE_STATES, { error: "État inconnu : a_confirmer, validee, en_preparation ou en_livraison." }).optional(),
    jour: parisDay.optional(),
  }),
  output: successShape({
    commandes: z.array(warehouseOrder),
    total: z.number(),
    /** Cancelled orders paid by phone whose refund at the terminal is still to be made, oldest cancellation first. */
    remboursements: z.array(z.object({ id_commande: z.number(), client: z.string(), montant: euros, annulee_le: z.string() })),
    /**
     * Orders whose SEPA debit the customer's bank sent back (ADR 0129): the amount due and the bank's reason, oldest
     * first; how many reminders the customer was sent and when the last one went (ADR 0130).
     */
    impayes: z.array(
      z.object({
        id_commande: z.number(),
        client: z.string(),
        montant_du: euros,
        type: z.enum(["rejet", "retour"]),
        motif: z.string(),
        le: z.string(),
        relances: z.number(),
        derniere_relance_le: z.string().nullable(),
        /** Customer service's calls about it (ADR 0136): how many, and the latest. Staff-only. */
        appels: z.number(),
        dernier_appel: returnCall.nullable(),
      }),
    ),
    /**
     * Debits returned after their order was cancelled and refunded (ADR 0130): nothing is due from the customer; the
     * team checks with the provider whether the refund was paid out too, oldest first, until it records what it found.
     */
    retours_apres_remboursement: z.array(
      z.object({ id_commande: z.number(), client: z.string(), montant: euros, type: z.enum(["rejet", "retour"]), motif: z.string(), le: z.string() }),
    ),
  }),
});

export const setCommandeEntrepot = defineCall({
  name: "setCommandeEntrepot",
  method: "POST",
  summary:
    "Fait avancer une commande comme l'entrepôt : confirmer un paiement pris par téléphone, peser et préparer (montant final prélevé), remettre au livreur, livrée, ou annuler ; ou noter fait le remboursement au terminal d'une commande payée par téléphone puis annulée (extension Cabas, permission orders.dispatch).",
  access: "staff",
  permission: ORDER_DISPATCH_PERMISSION,
  input: z
    .object({
      id_commande: idParam("La commande"),
      action: z.enum(WAREHOUSE_ACTIONS, { error: "Action inconnue : confirmer_paiement, preparer, expedier, livrer, annuler, rembourser, encaisser_impaye ou verifier_retour." }),
      /** confirmer_paiement: the euros the adviser took by phone; the order's total when not given. */
      montant: phoneAmount.optional(),
      /**
       * preparer: « produit=grammes » pairs separated by commas, read once here into grams per product; a
       * variable-weight line not weighed keeps its estimate.
       */
      pesees: z
        .string()
        .max(10_000, { error: "Trop de pesées pour une commande." })
        .transform((text, ctx) => {
          const read = parseWeighings(text);
          if (read.ok) return read.weights;
          ctx.addIssue({ code: "custom", message: read.message });
          return z.NEVER;
        })
        .optional(),
      /** preparer, a phone payment weighed heavier than taken: bill the amount taken, the rest offered. */
      plafond: formFlag.optional(),
      /** annuler: ticked, so that a cancellation is never one slip of the hand. */
      confirmation: formFlag.optional(),
      /**
       * rembourser, encaisser_impaye: the reference the payment terminal gave, what lets anyone find it later;
       * verifier_retour: what the team found with the provider about the refund.
       */
      reference: z.string().trim().max(REFUND_REFERENCE_MAX, { error: `La référence du terminal fait ${REFUND_REFERENCE_MAX} caractères au plus.` }).optional(),
    })
    .refine((v) => v.action === "preparer" || !v.pesees?.size, { message: "Les pesées se donnent en préparant la commande.", path: ["pesees"] })
    .refine((v) => v.action === "confirmer_paiement" || v.montant === undefined, { message: "Le montant se donne en confirmant un paiement par téléphone.", path: ["montant"] })
    .refine((v) => v.action !== "annuler" || v.confirmation === true, { message: "Cochez la case pour confirmer l'annulation.", path: ["confirmation"] })
    .refine((v) => v.action !== "rembourser" || Boolean(v.reference), { message: "Indiquez la référence du remboursement donnée par le terminal.", path: ["reference"] })
    .refine((v) => v.action !== "encaisser_impaye" || Boolean(v.reference), { message: "Indiquez la référence du paiement donnée par le terminal.", path: ["reference"] })
    .refine((v) => v.action !== "verifier_retour" || Boolean(v.reference), { message: "Indiquez ce que vous avez constaté auprès du prestataire.", path: ["reference"] })
    .refine((v) => v.action === "rembourser" || v.action === "encaisser_impaye" || v.action === "verifier_retour" || !v.reference, {
      message: "La référence se donne en notant un remboursement, un impayé réglé ou un retour vérifié.",
      path: ["reference"],
    }),
  output: successShape({
    /**
     * remboursee: the order stays cancelled, its phone refund recorded as made; impaye_regle: its returned debit paid;
     * retour_verifie: its debit returned after the refund, checked.
     */
    statut: z.enum(["validee", "en_preparation", "en_livraison", "livree", "annulee", "remboursee", "impaye_regle", "retour_verifie"]),
    /** confirmer_paiement: what was recorded as taken by phone (0 for an order its benefits pay); encaisser_impaye: the amount due paid. */
    encaisse: euros.nullable(),
    montant_final: euros.nullable(),
    /** Cancelled after a phone payment: what the adviser refunds on the card at the terminal. */
    a_rembourser: euros.nullable(),
    /** rembourser: the amount recorded as refunded. */
    rembourse: euros.nullable(),
  }),
});

const outcomeList = RETURN_CALL_OUTCOMES.map((outcome) => `${outcome} (${RETURN_CALL_OUTCOME_LABELS[outcome].toLowerCase()})`).join(", ");

/**
 * An adviser's call to a customer whose SEPA debit came back and is still due (ADR 0136): recorded on the order with
 * the adviser and the time, shown on the unpaid list; staff-only, never in the customer's order, mails or history.
 */
export const noterAppelImpaye = defineCall({
  name: "noterAppelImpaye",
  method: "POST",
  summary:
    "Note l'appel d'un conseiller au client dont le prélèvement SEPA est revenu impayé : issue (joint, injoignable, promesse de paiement avec sa date, refus, autre) et courte note, réservées à l'équipe (extension Cabas, permission orders.dispatch).",
  access: "staff",
  permission: ORDER_DISPATCH_PERMISSION,
  input: z
    .object({
      id_commande: idParam("La commande"),
      issue: z.enum(RETURN_CALL_OUTCOMES, { error: `Issue de l'appel inconnue : ${outcomeList}.` }),
      paiement_promis_le: parisDay.optional(),
      note: z.string().trim().max(RETURN_CALL_NOTE_MAX, { error: `La note fait ${RETURN_CALL_NOTE_MAX} caractères au plus.` }).optional(),
    })
    .refine((v) => v.issue === "promesse" || v.paiement_promis_le === undefined, {
      message: "La date de paiement promise se donne avec une promesse de paiement.",
      path: ["paiement_promis_le"],
    })
    .refine((v) => v.issue !== "autre" || Boolean(v.note), { message: "Précisez en une note ce qui s'est dit.", path: ["note"] }),
  output: successShape({ appel: returnCall, appels: z.number() }),
});

/** A product to pick for one slot: what all its orders hold of it, and how much each. */
export const pickingItem = z.object({
  id_produit: z.number(),
  nom: z.string(),
  quantite: z.number(),
  poids_variable: z.boolean(),
  /** Grams estimated at the order for all the pieces of a variable-weight product (null for the others). */
  poids_estime: z.number().nullable(),
  commandes: z.array(z.object({ id_commande: z.number(), quantite: z.number() })),
});

/**
 * The warehouse's picking list for a Paris day (ADR 0094, amendment 4): for each slot, the products of its orders to
 * prepare, added up, by aisle in the shop's order, each with the orders to share it between.
 */
export const getListePreparation = defineCall({
  name: "getListePreparation",
  method: "GET",
  summary:
    "Liste de préparation d'un jour de livraison : pour chaque créneau, les produits des commandes à préparer, additionnés, rayon par rayon, avec leur répartition par commande (extension Cabas, permission orders.dispatch).",
  access: "staff",
  permission: ORDER_DISPATCH_PERMISSION,
  input: z.object({ jour: parisDay }),
  output: successShape({
    jour: z.string(),
    creneaux: z.array(
      z.object({
        id: z.number(),
        perimetre: z.string(),
        debut: z.string(),
        fin: z.string(),
        express: z.boolean(),
        commandes: z.array(z.number()),
        rayons: z.array(z.object({ rayon: z.string(), articles: z.array(pickingItem) })),
        /** The thank-you gifts to pack (ADR 0029), each with the orders it goes with. */
        cadeaux: z.array(z.object({ cadeau: z.string(), commandes: z.array(z.number()) })),
      }),
    ),
  }),
});

export const warehouseCalls = [getCommandesEntrepot, setCommandeEntrepot, noterAppelImpaye, getListePreparation] as const;
