// Catalogue shapes shared by several calls (cards on the home page now; full product pages later).
import { z } from "zod";
import { notANumber, numberFromText } from "./decimal-number.ts";
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
  /**
   * Estimated price of one piece of a variable-weight product (kilo price × average weight), what the basket counts
   * for it and the tile's main price; null for other products (ADR 0074).
   */
  estimatedPrice: euros.nullable(),
  isBio: z.boolean(),
  isNew: z.boolean(),
  nutriscore: z.string().nullable(),
  /** An alcoholic drink (above 1,2 % vol): shown with the health warning, and the notice on sales to minors. */
  alcoholic: z.boolean(),
  stock: z.number(),
  in_stock: z.number(),
  /** Named by a recall in progress: not sold (in_stock 0) until it ends; the tile links to the recalls page. */
  recalled: z.boolean(),
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

/**
 * A product that keeps a pack from being bought where the shopper is: not sold there, recalled, out of stock, or
 * with fewer units left than the pack holds (buyPack refuses the pack in each case).
 */
export const packShortfall = z.object({
  name: z.string(),
  reason: z.enum(["not_sold", "recalled", "out_of_stock", "low_stock"]),
});
export type PackShortfall = z.infer<typeof packShortfall>;

export const packCard = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  price: euros,
  regularPrice: euros,
  itemCount: z.number(),
  /** Empty when the pack can be bought in the shopper's perimeter; else the products that stop it, by name (as buyPack names them). */
  unavailable: z.array(packShortfall),
});
export type PackCard = z.infer<typeof packCard>;

// ——— Inputs shared by list calls ———

/** Flags arrive as "1"/"0" (or true/false) in query strings. */
export const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .transform((v) => v === true || v === 1 || v === "1" || v === "true" || v === "on");

export const pageParam = numberFromText(z
  .number({ error: notANumber("La page") })
  .int({ error: "La page doit être un nombre entier." })
  .min(1, { error: "La page commence à 1." })
  .max(100_000, { error: "Cette page n'existe pas." }))
  .default(1);

export const limitParam = numberFromText(z
  .number({ error: notANumber("La limite") })
  .int({ error: "La limite doit être un nombre entier." })
  .min(1, { error: "La limite doit être au moins 1." })
  .max(100, { error: "La limite ne peut pas dépasser 100." }));

/**
 * A record's number. `label` comes with its article (« La liste », « Le produit »): out-of-range numbers say the
 * record does not exist, a sentence that agrees whatever the label's gender (« La liste doit être positif » did not).
 */
export const idParam = (label: string) =>
  numberFromText(z
    .number({ error: notANumber(label) })
    .int({ error: `${label} doit être un nombre entier.` })
    .positive({ error: `${label} n'existe pas.` })
    .max(2_147_483_647, { error: `${label} n'existe pas.` }));

export const slugParam = z
  .string({ error: "Le slug est obligatoire." })
  .trim()
  .min(1, { error: "Le slug est obligatoire." })
  .max(200, { error: "Le slug est trop long." });

/** Free text from shoppers: any length or content is accepted and cut to a sane size. */
export const searchText = z
  .string()
  .transform((v) => v.slice(0, 200))
  .optional();

export const PRODUCT_SORTS = ["pertinence", "prix", "prix_kilo", "nom"] as const;
export const sortParam = z
  .enum(PRODUCT_SORTS, { error: "Tri inconnu : pertinence, prix, prix_kilo ou nom." })
  .default("pertinence");
export const orderParam = z.enum(["asc", "desc"], { error: "Ordre inconnu : asc ou desc." }).default("asc");

export const listFilters = {
  bio: flag.optional(),
  promo: flag.optional(),
  new: flag.optional(),
  brand: z.string().trim().max(200).optional(),
  sort: sortParam,
  order: orderParam,
  page: pageParam,
  limit: limitParam.default(20),
};

// ——— Outputs ———

export const pagination = {
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
};

export const brandFacet = z.object({ slug: z.string(), name: z.string(), count: z.number() });
export type BrandFacet = z.infer<typeof brandFacet>;

export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number(),
    slug: z.string(),
    name: z.string(),
    icon: z.string().nullable(),
    isMarket: z.boolean(),
    children: z.array(categoryNode),
  }),
);
export type CategoryNode = {
  id: number;
  slug: string;
  name: string;
  icon: string | null;
  isMarket: boolean;
  children: CategoryNode[];
};

export const breadcrumbItem = z.object({ slug: z.string(), name: z.string(), href: z.string() });
export type BreadcrumbItem = z.infer<typeof breadcrumbItem>;

export const nutritionFacts = z.object({
  energyKj: z.number(),
  energyKcal: z.number(),
  fat: z.number(),
  saturatedFat: z.number(),
  carbohydrates: z.number(),
  sugars: z.number(),
  fibre: z.number().nullable(),
  protein: z.number(),
  salt: z.number(),
});

export const productDetail = productCard.extend({
  ean13: z.string(),
  description: z.string(),
  ingredients: z.string().nullable(),
  allergens: z.array(z.object({ key: z.string(), label: z.string() })),
  traces: z.array(z.object({ key: z.string(), label: z.string() })),
  nutrition: nutritionFacts.nullable(),
  /** Per 100 g or per 100 ml. */
  nutritionBasis: z.enum(["100 g", "100 ml"]),
  origin: z.string().nullable(),
  storage: z.string().nullable(),
  netQuantity: z.number(),
  netUnit: z.enum(["g", "ml", "piece"]),
  averageWeightGrams: z.number().nullable(),
  promoEndsAt: z.string().nullable(),
  isReservable: z.boolean(),
  category: categoryLink,
  breadcrumb: z.array(breadcrumbItem),
  producer: z.object({ id: z.number(), slug: z.string(), name: z.string(), region: z.string() }).nullable(),
  media: z.array(media),
  mixMatch: z.object({ id: z.number(), slug: z.string(), name: z.string(), description: z.string() }).nullable(),
  recalled: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetail>;
