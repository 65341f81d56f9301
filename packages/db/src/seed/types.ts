// Shapes of the hand-written seed data. Data files stay compact: a shelf (sub-category) gives defaults that
// its products may override, and energy values are derived from the macronutrients so they always add up.
import type { NetUnit } from "../schema/catalogue.ts";

/** The 14 allergens of EU regulation 1169/2011, annex II, by the keys the shop uses. */
export const ALLERGENS = [
  "gluten",
  "crustaces",
  "oeufs",
  "poissons",
  "arachides",
  "soja",
  "lait",
  "fruits-a-coque",
  "celeri",
  "moutarde",
  "sesame",
  "sulfites",
  "lupin",
  "mollusques",
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export type NutriScore = "A" | "B" | "C" | "D" | "E";

/**
 * Per 100 g or 100 ml, in grams: fat, saturated fat, carbohydrates, sugars, fibre, protein, salt.
 * Energy is computed with the EU conversion factors (and alcohol is never declared: drinks above 1.2 % vol
 * are exempt), so kcal and kJ stay coherent with the macronutrients.
 */
export type NutritionFacts = readonly [
  fat: number,
  saturatedFat: number,
  carbohydrates: number,
  sugars: number,
  fibre: number,
  protein: number,
  salt: number,
];

export type ProductSeed = {
  /** Name as printed on the shelf label, unique among hand-written products (packs and recipes refer to it). */
  name: string;
  /** Another leaf than the shelf's, for a group of products spread over several shelves (the organic range). */
  category?: string;
  brand?: string;
  desc: string;
  /** Ingredients (allergens in capitals, as on French labels) or composition for non-food. */
  ingr?: string;
  allergens?: readonly Allergen[];
  traces?: readonly Allergen[];
  nut?: NutritionFacts;
  ns?: NutriScore;
  origin?: string;
  storage?: string;
  /** Net quantity in `unit`; variable-weight products default to 1 piece. */
  qty?: number;
  unit?: NetUnit;
  /** Price TTC in cents: per unit, or per kilo when `avgWeight` is set. */
  price: number;
  /** Sold by the piece, priced by the kilo: the average weight of one piece, in grams. */
  avgWeight?: number;
  icon?: string;
  bio?: boolean;
  isNew?: boolean;
  /** Sold by advance reservation (festive products). */
  resa?: boolean;
  /** Producer slug, for fresh products from a partner farm or artisan. */
  producer?: string;
  /** VAT rate in basis points when the law puts this product apart from its shelf (seedVatRateBp, ADR 0068). */
  vat?: 550 | 2000;
  /** Alcohol by volume in percent, as the label declares it (13.5); required on drink shelves marked alcoholic. */
  abv?: number;
};

/** A sub-category's products with the defaults they share. */
export type ShelfSeed = {
  category: string;
  icon: string;
  brand?: string;
  origin?: string;
  storage?: string;
  unit?: NetUnit;
  bio?: boolean;
  /** Non-food shelves carry no nutrition table nor Nutri-Score. */
  nonFood?: boolean;
  /** VAT rate of the shelf's products when not the default of seedVatRateBp (ADR 0068). */
  vat?: 550 | 2000;
  /**
   * The cellar's shelves: no nutrition table nor Nutri-Score, and each item declares its `abv` (an alcohol-free beer
   * sits on the beer shelf with 0: the shop treats a product as alcoholic from its abv, not from its shelf).
   */
  alcoholic?: boolean;
  items: readonly ProductSeed[];
};

export type CategorySeed = {
  slug: string;
  name: string;
  description: string;
  icon: string;
  isMarket?: boolean;
  /**
   * A selection, not a shelf: this page lists the organic products filed under these aisles (all aisles when
   * empty) and holds no product of its own (ADR 0049).
   */
  bioSelectionOf?: readonly string[];
  children?: readonly Omit<CategorySeed, "children" | "isMarket">[];
};
