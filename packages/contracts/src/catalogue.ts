// Catalogue shapes shared by several calls (cards on the home page now; full product pages later).
import { z } from "zod";
import { euros } from "./money.ts";

export const media = z.object({ icon: z.string(), alt: z.string(), url: z.string() });

/** A product as shown on a tile, with its offer in the visitor's perimeter. */
export const productCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  image: media,
  /** Current price TTC (promotion applied), per unit or per kilo for variable-weight products. */
  price: euros,
  /** Price before promotion when promoted, else null. */
  regularPrice: euros.nullable(),
  /** Lowest price of the 30 days before the promotion (Omnibus), when promoted. */
  referencePrice: euros.nullable(),
  /** Price per kilo, per litre or per piece, with its label ("€/kg"). */
  unitPrice: z.object({ value: euros, unit: z.enum(["kg", "l", "pièce"]) }),
  netQuantityLabel: z.string(),
  variableWeight: z.boolean(),
  isBio: z.boolean(),
  isNew: z.boolean(),
  nutriscore: z.string().nullable(),
  stock: z.number(),
  in_stock: z.number(),
});
export type ProductCard = z.infer<typeof productCard>;

export const categoryLink = z.object({ id: z.number(), slug: z.string(), name: z.string(), icon: z.string().nullable() });
export type CategoryLink = z.infer<typeof categoryLink>;

export const recipeCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  totalMinutes: z.number(),
  difficulty: z.string(),
  servings: z.number(),
  icon: z.string().nullable(),
});
export type RecipeCard = z.infer<typeof recipeCard>;

export const packCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  price: euros,
  regularPrice: euros,
  itemCount: z.number(),
});
export type PackCard = z.infer<typeof packCard>;
