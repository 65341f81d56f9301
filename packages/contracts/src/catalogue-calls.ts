// Catalogue calls: aisles, category pages, brands, products and search, packs, recipes, producers.
import { z } from "zod";
import { defineCall, successShape } from "./call.ts";
import {
  brandFacet,
  breadcrumbItem,
  categoryLink,
  categoryNode,
  flag,
  idParam,
  limitParam,
  listFilters,
  orderParam,
  packCard,
  pageParam,
  pagination,
  productCard,
  productDetail,
  recipeCard,
  searchText,
  slugParam,
  sortParam,
} from "./catalogue.ts";
import { euros } from "./money.ts";

const perimeterParam = { id_perimetre: idParam("Le périmètre").optional() };

export const getArborescence = defineCall({
  name: "getArborescence",
  method: "GET",
  summary: "Arbre des rayons et sous-rayons.",
  access: "public",
  input: z.object({ ...perimeterParam }),
  output: successShape({ categories: z.array(categoryNode) }),
});

export const productList = {
  products: z.array(productCard),
  ...pagination,
  facets: z.object({ brands: z.array(brandFacet) }),
};

export const getCatalogue = defineCall({
  name: "getCatalogue",
  method: "GET",
  summary: "Page d'un rayon : sous-rayons, produits filtrés, triés et paginés, facette marques.",
  access: "public",
  input: z.object({
    slug: slugParam,
    /** Kept for compatibility with the specification's clients; it has no effect. */
    isNext: flag.default(true),
    ...perimeterParam,
    ...listFilters,
  }),
  output: successShape({
    category: z.object({
      id: z.number(),
      slug: z.string(),
      name: z.string(),
      description: z.string().nullable(),
      isMarket: z.boolean(),
      breadcrumb: z.array(breadcrumbItem),
      children: z.array(categoryLink),
    }),
    ...productList,
  }),
});

export const getMarque = defineCall({
  name: "getMarque",
  method: "GET",
  summary: "Page d'une marque et ses produits (slug), ou, sans slug, toutes les marques qui ont un produit vendu dans le périmètre.",
  access: "public",
  input: z.object({ slug: slugParam.optional(), ...perimeterParam, ...listFilters }),
  output: z.union([
    successShape({
      brand: z.object({ id: z.number(), slug: z.string(), name: z.string(), description: z.string().nullable() }),
      ...productList,
    }),
    /** Every brand with a product sold in the perimeter, by name, with its number of products (the sitemap's brands). */
    successShape({ brands: z.array(brandFacet) }),
  ]),
});

export const getProduct = defineCall({
  name: "getProduct",
  method: "GET",
  summary:
    "Un produit (id_article ou slug), ou une liste filtrée (category, parent, bio, promo, cagnotte, order, sort, limit) ou une recherche (search).",
  access: "public",
  input: z.object({
    id_article: idParam("L'article").optional(),
    slug: z.string().trim().max(200, { error: "Le slug est trop long." }).optional(),
    language: z.string().max(10).optional(),
    category: z.string().trim().max(200).optional(),
    parent: z.string().trim().max(200).optional(),
    cagnotte: flag.optional(),
    reorder: flag.optional(),
    search: searchText,
    text: searchText,
    ...perimeterParam,
    ...listFilters,
    sort: sortParam,
    order: orderParam,
    limit: limitParam.default(20),
  }),
  output: z.union([
    successShape({ product: productDetail }),
    successShape({
      ...productList,
      query: z.string().nullable(),
      /** Spelling the search understood, when it corrected the shopper's words. */
      correctedQuery: z.string().nullable(),
      suggestions: z.array(z.object({ label: z.string(), href: z.string() })),
      categories: z.array(z.object({ slug: z.string(), name: z.string(), count: z.number() })),
    }),
  ]),
});

export const getProductAssoc = defineCall({
  name: "getProductAssoc",
  method: "GET",
  summary: "Produits associés à un produit.",
  access: "public",
  input: z.object({ id_article: idParam("L'article"), ...perimeterParam, limit: limitParam.default(8) }),
  output: successShape({ products: z.array(productCard) }),
});

export const isReservable = defineCall({
  name: "isReservable",
  method: "GET",
  summary: "Le produit se vend-il sur réservation (produits de fête, grands crus) ?",
  access: "public",
  input: z.object({ id_product: idParam("Le produit") }),
  output: successShape({ id_product: z.number(), reservable: z.boolean() }),
});

export const packItem = z.object({ quantity: z.number(), product: productCard });
export const packDetail = packCard.extend({
  theme: z.object({ slug: z.string(), name: z.string() }).nullable(),
  discountPercent: z.number(),
  items: z.array(packItem),
});

export const getPack = defineCall({
  name: "getPack",
  method: "GET",
  summary: "Un pack (slug) avec ses produits, ou la liste des packs (d'un thème).",
  access: "public",
  input: z.object({
    slug: z.string().trim().max(200).optional(),
    theme: z.string().trim().max(200).optional(),
    ...perimeterParam,
  }),
  output: z.union([
    successShape({ pack: packDetail }),
    successShape({ packs: z.array(packCard), theme: z.object({ slug: z.string(), name: z.string(), description: z.string().nullable() }).nullable() }),
  ]),
});

export const getPackThemes = defineCall({
  name: "getPackThemes",
  method: "GET",
  summary: "Thèmes de packs.",
  access: "public",
  input: z.object({}),
  output: successShape({
    themes: z.array(z.object({ id: z.number(), slug: z.string(), name: z.string(), description: z.string().nullable(), packCount: z.number() })),
  }),
});

export const recipeIngredient = z.object({
  label: z.string(),
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  productQuantity: z.number(),
  /** What one piece the line counts weighs on average, in grams, when its product is sold by weight (ADR 0076). */
  pieceGrams: z.number().nullable(),
  /**
   * What one pack of the linked product holds, so the page can say how many packs N people need (packsForServings);
   * `pieceGrams`: the average weight of a piece sold at a variable weight.
   */
  productContent: z
    .object({ quantity: z.number(), unit: z.enum(["g", "ml", "piece"]), pieceGrams: z.number().nullable() })
    .nullable(),
  product: productCard.nullable(),
});
export const recipeDetail = recipeCard.extend({
  prepMinutes: z.number(),
  cookMinutes: z.number(),
  steps: z.array(z.string()),
  tags: z.array(z.string()),
  ingredients: z.array(recipeIngredient),
  /** Price of the linked products for the recipe's servings. */
  basketPrice: euros,
});
export type RecipeDetail = z.infer<typeof recipeDetail>;

export const getRecette = defineCall({
  name: "getRecette",
  method: "GET",
  summary: "Une recette (slug) avec ses ingrédients liés aux produits, ou la liste des recettes.",
  access: "public",
  input: z.object({
    slug: z.string().trim().max(200).optional(),
    tag: z.string().trim().max(60).optional(),
    ...perimeterParam,
    page: pageParam,
    limit: limitParam.default(20),
  }),
  output: z.union([
    successShape({ recipe: recipeDetail }),
    successShape({ recipes: z.array(recipeCard), ...pagination }),
  ]),
});

export const getProducteur = defineCall({
  name: "getProducteur",
  method: "GET",
  summary: "Un producteur et ses produits.",
  access: "public",
  input: z.object({ id: idParam("Le producteur"), ...perimeterParam }),
  output: successShape({
    producer: z.object({ id: z.number(), slug: z.string(), name: z.string(), region: z.string(), town: z.string().nullable(), description: z.string(), icon: z.string().nullable() }),
    products: z.array(productCard),
  }),
});

export const mixMatchGroup = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  quantityRequired: z.number(),
  discountPercent: z.number(),
  endsAt: z.string().nullable(),
  products: z.array(productCard),
});

export const getPanachage = defineCall({
  name: "getPanachage",
  method: "GET",
  summary: "Offres panachables (un groupe par id ou slug, ou toutes).",
  access: "public",
  input: z.object({ id: idParam("L'offre").optional(), slug: z.string().trim().max(200).optional(), id_article: idParam("L'article").optional(), ...perimeterParam }),
  output: successShape({ groups: z.array(mixMatchGroup) }),
});

export const coupDeCoeur = defineCall({
  name: "coupDeCoeur",
  method: "GET",
  summary: "Coups de cœur de l'équipe.",
  access: "public",
  input: z.object({ ...perimeterParam, limit: limitParam.default(12) }),
  output: successShape({ picks: z.array(z.object({ note: z.string(), product: productCard })) }),
});

export const productRecall = z.object({
  id: z.number(),
  productName: z.string(),
  brandName: z.string().nullable(),
  lots: z.string(),
  reason: z.string(),
  instructions: z.string(),
  publishedAt: z.string(),
  endsAt: z.string().nullable(),
  product: z.object({ id: z.number(), slug: z.string() }).nullable(),
});

export const rappelProduits = defineCall({
  name: "rappelProduits",
  method: "GET",
  summary: "Rappels de produits en cours.",
  access: "public",
  input: z.object({}),
  output: successShape({ recalls: z.array(productRecall) }),
});

export const catalogueCalls = [
  getArborescence,
  getCatalogue,
  getMarque,
  getProduct,
  getProductAssoc,
  isReservable,
  getPack,
  getPackThemes,
  getRecette,
  getProducteur,
  getPanachage,
  coupDeCoeur,
  rappelProduits,
] as const;
