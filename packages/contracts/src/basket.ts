// The basket (panier) entity of spec §3, shared by the API that builds it and the web that shows it.
// Amounts are euros rounded to the cent (PRODUCT.md: the API returns euros); the API computes them in cents.
import { z } from "zod";
import { productCard } from "./catalogue.ts";
import { ranOutSlot } from "./ran-out-slot.ts";

/** One basket line: the product card for the perimeter plus the quantity (spec §3 Cart item: id, quantity, stock, in_stock). */
export const basketItem = productCard.extend({
  quantity: z.number().int(),
  /** Substitution preference for this line (update_pref d1 with an id). */
  substitution: z.string().nullable(),
  /** Line amount in euros (estimate for variable-weight products). */
  line_total: z.number(),
});
export type BasketItem = z.infer<typeof basketItem>;

const benefitToggle = z.object({ usable: z.boolean(), actif: z.boolean() });

export const basketTotals = z.object({
  total_euro: z.number(),
  total_achat: z.number(),
  total_marchandise: z.number(),
  total_autorisation: z.number(),
  total_idbuffet: z.number(),
  total_dons: z.number(),
  total_grands_crus: z.number(),
  total_cabas: z.number(),
  total_reservations: z.number(),
  frais_express: z.number(),
  total_cagnotte: z.number(),
  total_ba_panier: z.number(),
  total_remises: z.number(),
  total_minimum: z.number(),
});
export type BasketTotals = z.infer<typeof basketTotals>;

export const basketShape = z.object({
  token: z.string().nullable(),
  perimetre: z.number().nullable(),
  division: z.string().nullable(),
  items: z.array(basketItem),
  itemsSpeciaux: z.array(z.unknown()),
  reservations: z.array(basketItem),
  isEmpty: z.boolean(),
  totalItems: z.number().int(),
  totalUniqueItems: z.number().int(),
  total: z.number(),
  id_adresse_fac: z.number().nullable(),
  id_adresse_liv: z.number().nullable(),
  poids_variable: z.boolean(),
  type_rdv: z.string().nullable(),
  modif_en_cours: z.boolean(),
  complement_en_cours: z.boolean(),
  info_complement_commande_hiphiphip: z.unknown().nullable(),
  date_livraison: z.string().nullable(),
  id_tranche: z.number().nullable(),
  iDBuffet: z.number().nullable(),
  fl: z.number(),
  libelle_tranche: z.string().nullable(),
  /** The slot whose hold ran out, until another is chosen (ADR 0117). */
  creneau_expire: ranOutSlot.nullable(),
  totals: basketTotals,
  teasing_fl: z.number().nullable(),
  alerte: z.array(z.string()),
  avantages: z.object({
    eurosfid: z.number(),
    amex: benefitToggle,
    joker: benefitToggle,
    codeAvantage: z.object({
      hasCodeAvantage: z.boolean(),
      condition: z.object({ ret: z.boolean(), texte: z.string() }).nullable(),
    }),
    bha: z.array(z.unknown()),
  }),
  livraison: z.unknown().nullable(),
  facturation: z.unknown().nullable(),
  euro_fid_recap: z.unknown().nullable(),
  points_fid_recap: z.unknown().nullable(),
  settings: z.record(z.string(), z.unknown()),
  checking: z.object({ step1: z.boolean(), step2: z.boolean(), step3: z.boolean(), step4: z.boolean() }),
  id_panier: z.number().int(),
  origine: z.string().nullable(),
  isFirstProduct: z.boolean(),
  adresseUpdatable: z.boolean(),
  creneauUpdatable: z.boolean(),
  canAddProduct: z.boolean(),
  bloc_recap_panier: z.unknown().nullable(),
  info_speciale: z.unknown().nullable(),
});
export type Basket = z.infer<typeof basketShape>;

export { emptyBasket, isItemAvailable, shouldAdoptServerBasket } from "./client-values.ts";
