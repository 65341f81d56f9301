// The basket (panier) entity of spec §3, shared by the API that builds it and the web that shows it.
// Amounts are euros rounded to the cent (PRODUCT.md: the API returns euros); the API computes them in cents.
import { z } from "./zod-config.ts";
import { productCard } from "./catalogue.ts";

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
