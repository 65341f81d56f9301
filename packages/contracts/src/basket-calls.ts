// Basket calls: read the basket, change it (updatePanier and its actions), "rien oublié ?", the food-bank campaign.
import { z } from "zod";
import { decimalTextValue, notANumber, numberFromText, positiveInt } from "./decimal-number.ts";
import { defineCall, successShape } from "./call.ts";
import { idParam, productCard, slugParam } from "./catalogue.ts";
import { MAX_SERVINGS, MIN_SERVINGS } from "./recipe-servings.ts";
import { basketShape } from "./basket.ts";
import { euros } from "./money.ts";
import { frenchInteger } from "./french-typography.ts";

export {
  BAG_PREFS,
  CONTACT_PREFS,
  MAX_DONATION_CENTS,
  MAX_LINE_QUANTITY,
  MEMO_MAX_LENGTH,
  SUBSTITUTION_LABELS,
  SUBSTITUTION_PREFS,
} from "./client-values.ts";
import { BAG_PREFS, CONTACT_PREFS, MAX_DONATION_CENTS, MAX_LINE_QUANTITY, MEMO_MAX_LENGTH, SUBSTITUTION_PREFS } from "./client-values.ts";

export const quantityField = numberFromText(z
  .number({ error: notANumber("La quantité") })
  .int({ error: "La quantité doit être un nombre entier." })
  .min(0, { error: "La quantité ne peut pas être négative." })
  .max(MAX_LINE_QUANTITY, { error: `La quantité ne peut pas dépasser ${MAX_LINE_QUANTITY}.` }));

/** Euros typed by a shopper ("5", "5,50", 5.5) → integer cents; at most two decimals. */
export const eurosToCentsField = (label: string, maxCents: number) =>
  z
    .union([z.number(), z.string()], { error: notANumber(label) })
    // Plain decimal notation only (« 5 », « 5,50 », « 5.50 »): « 1e2 » or « 0x10 » are not amounts a shopper types.
    // A blank field goes on as nothing, so it is said missing rather than « not a number ».
    .transform((v) => (typeof v === "number" ? v : v.trim() === "" ? undefined : decimalTextValue(v)))
    .pipe(z.number({ error: notANumber(label) }).finite({ error: `${label} doit être un nombre.` }))
    .refine((v) => v >= 0, { error: `${label} ne peut pas être négatif.` })
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: `${label} compte au plus deux décimales.` })
    .transform((v) => Math.round(v * 100))
    .refine((cents) => cents <= maxCents, { error: `${label} ne peut pas dépasser ${frenchInteger(maxCents / 100)} €.` });

/** "1"/"0", true/false: on or off; absent means on (choosing a benefit is the usual case). */
const toggle = z
  .union([z.boolean(), z.literal("1"), z.literal("0"), z.literal("true"), z.literal("false"), z.literal(1), z.literal(0)])
  .transform((v) => v === true || v === "1" || v === "true" || v === 1)
  .default(true);

const codeField = z
  .string({ error: "Le code est obligatoire." })
  .trim()
  .max(40, { error: "Ce code est trop long." })
  .transform((v) => v.toUpperCase());

/** The values a refusal lists, as French writes them: « sms, appel ou aucun ». */
const accepted = (values: readonly string[]): string => `${values.slice(0, -1).join(", ")} ou ${values.at(-1)}`;

const voucherAction = z.enum(["add", "remove"], { error: "action_ba doit valoir add ou remove." }).default("add");

export const updatePanierInput = z.discriminatedUnion(
  "action",
  [
    z.object({ action: z.literal("set_quantity"), id: idParam("Le produit"), quantity: quantityField }),
    z
      .object({
        action: z.literal("update_pref"),
        /** With an id, d1 applies to that line (and is remembered for the product); without, to the whole basket. */
        id: idParam("Le produit").optional(),
        d1: z.enum(SUBSTITUTION_PREFS, { error: `Préférence de remplacement inconnue : ${accepted(SUBSTITUTION_PREFS)}.` }).optional(),
        d2: z.enum(BAG_PREFS, { error: `Préférence de sacs inconnue : ${accepted(BAG_PREFS)}.` }).optional(),
        d3: z.enum(CONTACT_PREFS, { error: `Préférence de contact inconnue : ${accepted(CONTACT_PREFS)}.` }).optional(),
      })
      .refine((v) => v.d1 !== undefined || v.d2 !== undefined || v.d3 !== undefined, {
        error: "Choisissez au moins une préférence (d1, d2 ou d3).",
        path: ["d1"],
      }),
    z.object({ action: z.literal("use_amex"), actif: toggle }),
    z.object({ action: z.literal("noprint"), actif: toggle }),
    z.object({ action: z.literal("reset") }),
    /** Leaves the modification or complement of an order: an ordinary empty basket again, the order untouched. */
    z.object({ action: z.literal("cancel_change") }),
    z.object({
      action: z.literal("memo"),
      texte: z
        .string({ error: "Le mot pour le préparateur est obligatoire." })
        .trim()
        .max(MEMO_MAX_LENGTH, { error: `Le mot pour le préparateur ne peut pas dépasser ${MEMO_MAX_LENGTH} caractères.` }),
    }),
    z.object({ action: z.literal("reset_eurofid") }),
    z.object({ action: z.literal("use_joker"), actif: toggle }),
    z.object({ action: z.literal("use_ba"), action_ba: voucherAction, code: codeField.pipe(z.string().min(1, { error: "Le code du bon d'achat est obligatoire." })) }),
    z.object({ action: z.literal("use_ba_parrain"), action_ba: voucherAction, code: codeField.pipe(z.string().min(1, { error: "Le code du bon d'achat est obligatoire." })) }),
    /** Loyalty euros by default; source=cagnotte spends the prize pot the same way (docs/adr/0008-basket-totals.md). */
    z.object({
      action: z.literal("use_eurofid"),
      montant: eurosToCentsField("Le montant", 100_000_00),
      source: z.enum(["eurofid", "cagnotte"], { error: "source doit valoir eurofid ou cagnotte." }).default("eurofid"),
    }),
    /** An empty code removes the current one. */
    z.object({ action: z.literal("set_code"), code: codeField }),
    z.object({ action: z.literal("load"), id_panier: idParam("Le panier") }),
    /** Donation to the food-bank campaign (docs/adr/0010-basket-donations.md); 0 removes it. */
    z.object({ action: z.literal("don"), montant: eurosToCentsField("Le don", MAX_DONATION_CENTS) }),
    /**
     * Cabas's extension (ADR 0044): the unavailable line `id` replaced by the product `substitut`, its quantity
     * carried over (within the substitute's stock and the line limit), in one transaction.
     */
    z
      .object({ action: z.literal("substitute"), id: idParam("Le produit à remplacer"), substitut: idParam("Le produit de remplacement") })
      .refine((v) => v.id !== v.substitut, { error: "Choisissez un autre produit que celui à remplacer.", path: ["substitut"] }),
  ],
  {
    error:
      "Action inconnue : set_quantity, update_pref, use_amex, noprint, reset, cancel_change, memo, reset_eurofid, use_joker, use_ba, use_ba_parrain, use_eurofid, set_code, load, don ou substitute.",
  },
);
export type UpdatePanierInput = z.input<typeof updatePanierInput>;
export type UpdatePanierAction = z.output<typeof updatePanierInput>["action"];

export const getPanier = defineCall({
  name: "getPanier",
  method: "GET",
  summary: "Le panier actif du visiteur (invité ou client) ; le panier vide par défaut sans session. Lecture seule.",
  access: "public",
  input: z.object({
    /** Kept for the specification's clients; reading never changes the basket. */
    action: z.string().max(40).optional(),
    /** Kept for the specification's clients; the session token comes from the ID cookie or the bearer header. */
    token: z.string().max(200).optional(),
  }),
  output: basketShape.extend(successShape({}).shape),
});

export const updatePanier = defineCall({
  name: "updatePanier",
  method: "POST",
  summary:
    "Modifie le panier : set_quantity (id, quantity ; 0 retire), update_pref (d1, d2, d3), use_amex, noprint, reset, cancel_change (quitter la modification d'une commande), memo, reset_eurofid, use_joker, use_ba, use_ba_parrain (action_ba, code), use_eurofid (montant), set_code (code), load (id_panier), don (montant) ; substitute (id, substitut ; extension Cabas) remplace une ligne indisponible à l'adresse du panier par un autre produit, en reprenant sa quantité.",
  access: "public",
  input: updatePanierInput,
  output: successShape({ panier: basketShape }),
});

/** A product not sold or out of stock where the basket now is, with substitutes (INDISPO view, setAdresses). */
export const unavailableProduct = z.object({ id: z.number(), name: z.string(), substitutes: z.array(productCard) });
export type UnavailableProduct = z.infer<typeof unavailableProduct>;

/** At most this many substitutes are offered for one unavailable line (INDISPO view, getSubstituts). */
export const SUBSTITUTES_PER_LINE = 3;

export const getSubstituts = defineCall({
  name: "getSubstituts",
  method: "GET",
  summary:
    "Extension Cabas : les produits du panier actif du visiteur (invité ou client) qui ne sont plus vendus ou plus en stock à son adresse de livraison, chacun avec jusqu'à trois produits équivalents en stock (même forme que les indispos de setAdresses) ; une liste vide quand tout est disponible ou sans panier. Lecture seule.",
  access: "public",
  input: z.object({}),
  output: successShape({ indispos: z.array(unavailableProduct) }),
});

export const penseBete = defineCall({
  name: "penseBete",
  method: "GET",
  summary: "« Rien oublié ? » : produits habituels du client absents du panier et en stock ; produits populaires pour un invité.",
  access: "public",
  // Each check with its own sentence: without one, zod's refusal fell back to « doit être un nombre » for -1 or 41.
  input: z.object({ limit: positiveInt("La limite", 40).default(12) }),
  output: successShape({ products: z.array(productCard) }),
});

export const foodBankCampaign = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  partner: z.string(),
  suggested: z.array(euros),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type FoodBankCampaign = z.infer<typeof foodBankCampaign>;

export const getBanqueAlimentaire = defineCall({
  name: "getBanqueAlimentaire",
  method: "GET",
  summary: "La campagne de dons à la banque alimentaire en cours, et le don du panier.",
  access: "public",
  input: z.object({}),
  output: successShape({ campagne: foodBankCampaign.nullable(), don: euros }),
});

/** A product a bulk addition (a recipe, a past order) could not put in the basket, and why, in French. */
export const productNotAdded = z.object({ id_article: z.number(), nom: z.string(), raison: z.string() });
export type ProductNotAdded = z.infer<typeof productNotAdded>;

export const buyRecette = defineCall({
  name: "buyRecette",
  method: "POST",
  summary:
    "Ajoute au panier les produits d'une recette pour N personnes (personnes ; le nombre de la recette par défaut) : des paquets entiers, ajoutés à ceux déjà au panier ; les indisponibles sont signalés.",
  access: "public",
  input: z.object({
    slug: slugParam,
    personnes: numberFromText(z
      .number({ error: notANumber("Le nombre de personnes") })
      .int({ error: "Le nombre de personnes doit être un nombre entier." })
      .min(MIN_SERVINGS, { error: `Le nombre de personnes doit être au moins ${MIN_SERVINGS}.` })
      .max(MAX_SERVINGS, { error: `Le nombre de personnes ne peut pas dépasser ${MAX_SERVINGS}.` }))
      .optional(),
  }),
  output: successShape({ ajoutes: z.number(), personnes: z.number(), indispos: z.array(productNotAdded), panier: basketShape }),
});

/** At most this many of one pack in one call (and 99 in a basket). */
export const MAX_PACKS_AT_ONCE = 20;

export const buyPack = defineCall({
  name: "buyPack",
  method: "POST",
  summary:
    "Ajoute un pack au panier (slug ; quantite, 1 par défaut) : ses produits en une fois, ajoutés à ceux déjà au panier, et la remise du pack tant que le panier en contient un jeu complet. Tout ou rien : si un produit manque, rien n'est ajouté.",
  access: "public",
  input: z.object({
    slug: slugParam,
    quantite: numberFromText(z
      .number({ error: notANumber("La quantité") })
      .int({ error: "La quantité doit être un nombre entier." })
      .min(1, { error: "La quantité doit être d'au moins 1." })
      .max(MAX_PACKS_AT_ONCE, { error: `La quantité ne peut pas dépasser ${MAX_PACKS_AT_ONCE}.` }))
      .default(1),
  }),
  output: successShape({
    /** How many of this pack the basket now holds. */
    packs: z.number(),
    /** What one pack takes off its items' prices today. */
    remise: euros,
    panier: basketShape,
  }),
});

export const basketCalls = [getPanier, updatePanier, getSubstituts, penseBete, getBanqueAlimentaire, buyRecette, buyPack] as const;

/** What `settings` of a basket carries (spec §3 leaves it open): the preferences of update_pref, memo and noprint. */
export const basketSettings = z.object({
  substitution: z.enum(SUBSTITUTION_PREFS).nullable(),
  sacs: z.enum(BAG_PREFS).nullable(),
  contact: z.enum(CONTACT_PREFS).nullable(),
  memo: z.string().nullable(),
  noprint: z.boolean(),
  /** Free-delivery threshold and minimum of the perimeter, in euros, for the teaser texts. */
  seuil_livraison_offerte: euros.nullable(),
  minimum_commande: euros,
  /** Loyalty euros and prize pot the customer may still spend. */
  solde_eurofid: euros,
  solde_cagnotte: euros,
  jokers: z.number(),
  /** A basket modifying an order: until when it may be validated, its order's cut-off (« mardi 1er décembre à 10 h »); null otherwise. */
  modification_jusqu_au: z.string().nullable(),
});
export type BasketSettings = z.infer<typeof basketSettings>;

/** One entry of avantages.bha: a voucher of the customer, usable on this basket or already on it. */
export const basketVoucher = z.object({
  code: z.string(),
  kind: z.enum(["ba", "parrain"]),
  montant: euros,
  minimum: euros,
  expire: z.string(),
  actif: z.boolean(),
  /** Amount actually taken off this basket (0 while its minimum is not reached). */
  utilise: euros,
});
export type BasketVoucher = z.infer<typeof basketVoucher>;
