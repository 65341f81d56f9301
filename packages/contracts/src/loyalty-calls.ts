// Loyalty history and referral: monHistoriqueFidelite (every credit and debit of loyalty euros, prize pot and
// jokers with the balance after it, and the customer's vouchers) and mesParrainages (my code and link, the friends
// I invited or who used my code, what I earned; invite by e-mail, withdraw an unused invitation). ADR 0028.
import { z } from "zod";
import { positiveInt } from "./decimal-number.ts";
import { defineCall, successShape } from "./call.ts";
import { idParam } from "./catalogue.ts";
import { euros } from "./money.ts";
import { emailField } from "./session.ts";

/** Spec §9: default page size. */
export const LOYALTY_HISTORY_PAGE_SIZE = 20;
export const LOYALTY_HISTORY_MAX_PAGE_SIZE = 100;

export const LOYALTY_HISTORY_TYPES = ["tout", "eurofid", "cagnotte", "joker"] as const;
export type LoyaltyHistoryType = (typeof LOYALTY_HISTORY_TYPES)[number];

export const loyaltyMovement = z.object({
  id: z.number(),
  /** ISO 8601. */
  date: z.string(),
  type: z.enum(["eurofid", "cagnotte", "joker"]),
  libelle: z.string(),
  id_commande: z.number().nullable(),
  /** Euros for eurofid and cagnotte, jokers for joker; negative when spent. */
  montant: z.number(),
  /** The balance of this kind just after the movement (same unit; never below zero, as the basket counts it). */
  solde: z.number(),
});
export type LoyaltyMovement = z.infer<typeof loyaltyMovement>;

export const VOUCHER_STATUSES = ["utilisable", "sur_panier", "utilise", "expire"] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];

export const voucherEntry = z.object({
  code: z.string(),
  /** ba: a purchase voucher; parrain: one earned by referral (welcome or reward). */
  type: z.enum(["ba", "parrain"]),
  libelle: z.string(),
  montant: euros,
  /** Goods needed in the basket to use it. */
  minimum: euros,
  /** ISO 8601: usable until then. */
  expire_le: z.string(),
  statut: z.enum(VOUCHER_STATUSES),
  utilise_le: z.string().nullable(),
  id_commande: z.number().nullable(),
});
export type VoucherEntry = z.infer<typeof voucherEntry>;

export const monHistoriqueFidelite = defineCall({
  name: "monHistoriqueFidelite",
  method: "GET",
  summary:
    "Historique fidélité du client, le plus récent d'abord : crédits et débits d'euros fidélité, de cagnotte et de jokers (type pour n'en voir qu'un), avec le solde après chacun ; les soldes actuels ; ses bons d'achat (utilisables, utilisés, expirés).",
  access: "customer",
  input: z.object({
    type: z.enum(LOYALTY_HISTORY_TYPES, { error: "Type inconnu : tout, eurofid, cagnotte ou joker." }).default("tout"),
    page: positiveInt("La page", 100_000).default(1),
    limit: positiveInt("La taille de page", LOYALTY_HISTORY_MAX_PAGE_SIZE).default(LOYALTY_HISTORY_PAGE_SIZE),
  }),
  output: successShape({
    soldes: z.object({ eurosfid: euros, cagnotte: euros, jokers: z.number() }),
    /** When the loyalty euros expire (12 months after their last credit), ISO date-time; null without any. */
    expiration_eurosfid: z.string().nullable(),
    mouvements: z.array(loyaltyMovement),
    total: z.number(),
    page: z.number(),
    pages: z.number(),
    par_page: z.number(),
    bons_achat: z.array(voucherEntry),
  }),
});

/** compte_ferme: the friend's account was deleted before their first delivered order, so no voucher will come. */
export const REFERRAL_STATUSES = ["invitee", "expiree", "deja_client", "inscrite", "recompensee", "non_eligible", "compte_ferme"] as const;
export type ReferralStatus = (typeof REFERRAL_STATUSES)[number];

const voucherTerms = z.object({ montant: euros, minimum: euros, validite_jours: z.number() });

export const referralFriend = z.object({
  id_parrainage: z.number(),
  /** The address the customer invited; null for a friend who typed the code without an invitation. */
  email: z.string().nullable(),
  /** The friend's first name and initial once they have an account (« Chloé D. »). */
  nom: z.string().nullable(),
  /** The friend's civility once they have an account (the status reads « Inscrite » for a Mme); null when unknown. */
  civilite: z.enum(["M.", "Mme"]).nullable(),
  statut: z.enum(REFERRAL_STATUSES),
  statut_libelle: z.string(),
  invite_le: z.string().nullable(),
  inscrit_le: z.string().nullable(),
  recompense_le: z.string().nullable(),
  /** The voucher the customer earned with this friend. */
  bon: z.object({ code: z.string(), montant: euros }).nullable(),
  /** An invitation not used yet may be withdrawn (action delete). */
  peut_retirer: z.boolean(),
});
export type ReferralFriend = z.infer<typeof referralFriend>;

const referralPage = {
  code: z.string(),
  /** The sign-up page with the code filled in, to share. */
  lien: z.string(),
  offre: z.object({
    filleul: voucherTerms,
    parrain: voucherTerms,
    invitations_par_jour: z.number(),
    invitation_validite_jours: z.number(),
    recompenses_par_an: z.number(),
  }),
  filleuls: z.array(referralFriend),
  gains: z.object({ recompenses: z.number(), total: euros }),
  /** Invitations the customer may still send in the next 24 hours. */
  invitations_restantes: z.number(),
};

export const mesParrainages = defineCall({
  name: "mesParrainages",
  method: "GET",
  summary: "Parrainage (action liste) : mon code et mon lien, l'offre, mes filleuls et leur statut, ce que j'ai gagné.",
  access: "customer",
  input: z.object({ action: z.literal("liste", { error: "Action inconnue : liste." }).default("liste") }),
  output: successShape(referralPage),
});

export const updateMesParrainages = defineCall({
  name: "mesParrainages",
  method: "POST",
  summary:
    "Parrainage : add invite un ami par e-mail (email ; il reçoit le lien avec le code) ; delete retire une invitation pas encore utilisée (id_parrainage).",
  access: "customer",
  input: z.discriminatedUnion(
    "action",
    [
      z.object({ action: z.literal("add"), email: emailField }),
      z.object({ action: z.literal("delete"), id_parrainage: idParam("L'invitation") }),
    ],
    { error: "Action inconnue : add ou delete." },
  ),
  output: successShape(referralPage),
});

export const loyaltyCalls = [monHistoriqueFidelite, mesParrainages, updateMesParrainages] as const;
