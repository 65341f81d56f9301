// Catalogue: aisles, brands, producers, products and their offer in each perimeter.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  customType,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { perimeters } from "./perimeters.ts";

export const categories = pgTable(
  "categories",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: "cascade" }),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text(),
    icon: text(),
    position: integer().notNull().default(0),
    /** The market page lives under /catalogue/ like any aisle but shows seasonal fresh produce. */
    isMarket: boolean().notNull().default(false),
    /**
     * Set on a selection rather than a shelf (the Bio aisle): the page lists the organic products filed under these
     * aisles, or under every aisle when empty, and no product sits on it (ADR 0049).
     */
    bioSelectionOf: integer().array(),
  },
  (t) => [index("categories_parent_idx").on(t.parentId, t.position)],
);

export const brands = pgTable("brands", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text(),
});

export const producers = pgTable("producers", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  region: text().notNull(),
  town: text(),
  description: text().notNull(),
  icon: text(),
});

/** Nutrition values per 100 g or 100 ml, as declared on the pack (INCO regulation). */
export type Nutrition = {
  energyKj: number;
  energyKcal: number;
  fat: number;
  saturatedFat: number;
  carbohydrates: number;
  sugars: number;
  fibre?: number;
  protein: number;
  salt: number;
};

export type ProductMedia = { icon: string; alt: string };

/** PostgreSQL full-text document; written by a trigger (migration 0003), never by the application. */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const NET_UNITS = ["g", "ml", "piece"] as const;
export type NetUnit = (typeof NET_UNITS)[number];

export const products = pgTable(
  "products",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    ean13: text().notNull().unique(),
    name: text().notNull(),
    brandId: integer().references(() => brands.id, { onDelete: "set null" }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    producerId: integer().references(() => producers.id, { onDelete: "set null" }),
    description: text().notNull(),
    ingredients: text(),
    /** The 14 EU allergens, by key (gluten, crustaces, oeufs, …). */
    allergens: text().array().notNull().default(sql`'{}'::text[]`),
    traces: text().array().notNull().default(sql`'{}'::text[]`),
    nutrition: jsonb().$type<Nutrition>(),
    nutriscore: text(),
    origin: text(),
    storage: text(),
    /** Net quantity in grams, millilitres or pieces (see netUnit). */
    netQuantity: integer().notNull(),
    netUnit: text().$type<NetUnit>().notNull(),
    /** Sold by the piece, priced by the kilo: the average piece weight gives the estimate. */
    variableWeight: boolean().notNull().default(false),
    averageWeightGrams: integer(),
    isBio: boolean().notNull().default(false),
    isNew: boolean().notNull().default(false),
    /** Sold by advance reservation (festive products, grands crus). */
    isReservable: boolean().notNull().default(false),
    /**
     * VAT rate in basis points (550 = 5,5 %), chosen per product (ADR 0068): the aisle does not decide it (milk
     * chocolate sits beside dark chocolate, alcohol-free beer beside beer). No default: a product says its rate.
     */
    vatRateBp: integer().notNull(),
    /**
     * Alcohol by volume in per mille (5 % vol → 50), as the label declares it; null for what is not a drink. Above
     * 12 (1,2 % vol) it is an alcoholic drink (Code de la santé publique L3321-1): health warning, no sale to minors.
     */
    alcoholPerMille: integer(),
    media: jsonb().$type<ProductMedia[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Weighted French document: name (A), brand (B), aisles (C), description (D). Maintained by trigger. */
    searchDocument: tsvector(),
    /** Unaccented lower-case name and brand, for typo-tolerant trigram matching. Maintained by trigger. */
    searchText: text(),
  },
  (t) => [
    index("products_search_document_idx").using("gin", t.searchDocument),
    index("products_search_text_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("products_category_idx").on(t.categoryId),
    // The Bio aisle and « Bio » filters read the organic products of a few aisles out of 50,000 products.
    index("products_bio_category_idx").on(t.categoryId).where(sql`${t.isBio}`),
    index("products_brand_idx").on(t.brandId),
    check("products_ean13_format", sql`${t.ean13} ~ '^[0-9]{13}$'`),
    check("products_nutriscore_grade", sql`${t.nutriscore} is null or ${t.nutriscore} in ('A','B','C','D','E')`),
    check("products_net_quantity_positive", sql`${t.netQuantity} > 0`),
    // The French rates (CGI art. 278 to 281 nonies): 20, 10, 5,5 and 2,1 %.
    check("products_vat_rate", sql`${t.vatRateBp} in (210, 550, 1000, 2000)`),
    check("products_alcohol_per_mille", sql`${t.alcoholPerMille} is null or ${t.alcoholPerMille} between 0 and 1000`),
    check("products_net_unit", sql`${t.netUnit} in ('g','ml','piece')`),
    check(
      "products_variable_weight_has_average",
      sql`not ${t.variableWeight} or (${t.averageWeightGrams} is not null and ${t.averageWeightGrams} > 0)`,
    ),
  ],
);

/** A product's price and stock in one perimeter. */
export const offers = pgTable(
  "offers",
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "cascade" }),
    /** Price TTC of one unit (or of one kilo for variable-weight products). */
    priceCents: integer().notNull(),
    promoPriceCents: integer(),
    /** Lowest price of the last 30 days before the promotion (Omnibus directive). */
    lowest30dCents: integer(),
    /** A promotion set ahead on the stock screen (ADR 0138) applies from then; null: since it was set. */
    promoStartsAt: timestamp({ withTimezone: true }),
    promoEndsAt: timestamp({ withTimezone: true }),
    stock: integer().notNull().default(0),
    inStock: boolean().notNull().default(true),
    /** Euros credited to the prize pot (cagnotte) for each unit bought. */
    cagnotteCents: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.perimeterId] }),
    index("offers_perimeter_idx").on(t.perimeterId),
    check("offers_price_positive", sql`${t.priceCents} > 0`),
    check("offers_promo_below_price", sql`${t.promoPriceCents} is null or (${t.promoPriceCents} > 0 and ${t.promoPriceCents} < ${t.priceCents})`),
    check("offers_lowest30d_positive", sql`${t.lowest30dCents} is null or ${t.lowest30dCents} > 0`),
    check("offers_promo_dates", sql`${t.promoStartsAt} is null or ${t.promoEndsAt} is null or ${t.promoStartsAt} < ${t.promoEndsAt}`),
    check("offers_stock_nonnegative", sql`${t.stock} >= 0`),
    check("offers_cagnotte_nonnegative", sql`${t.cagnotteCents} >= 0`),
  ],
);

export const packThemes = pgTable("pack_themes", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text(),
  position: integer().notNull().default(0),
});

export const packs = pgTable(
  "packs",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    themeId: integer().references(() => packThemes.id, { onDelete: "set null" }),
    icon: text(),
    /** Discount on the sum of the items, in basis points. */
    discountBp: integer().notNull().default(0),
  },
  (t) => [check("packs_discount_range", sql`${t.discountBp} between 0 and 5000`)],
);

export const packItems = pgTable(
  "pack_items",
  {
    packId: integer()
      .notNull()
      .references(() => packs.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.packId, t.productId] }), check("pack_items_quantity_positive", sql`${t.quantity} > 0`)],
);

export const recipes = pgTable(
  "recipes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    servings: integer().notNull(),
    prepMinutes: integer().notNull(),
    cookMinutes: integer().notNull().default(0),
    difficulty: text().notNull(),
    steps: text().array().notNull(),
    tags: text().array().notNull().default(sql`'{}'::text[]`),
    icon: text(),
  },
  (t) => [
    check("recipes_servings_positive", sql`${t.servings} > 0`),
    check("recipes_difficulty", sql`${t.difficulty} in ('facile','moyen','difficile')`),
  ],
);

/** A line of a recipe; linked to a product when the shop sells what it needs. */
export const recipeIngredients = pgTable(
  "recipe_ingredients",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    recipeId: integer()
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer().notNull(),
    label: text().notNull(),
    /** Quantity for the recipe's servings, in `unit` (scaled for N people by the page). */
    quantity: integer(),
    unit: text(),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    /** How many units of the product cover the recipe's servings. */
    productQuantity: integer().notNull().default(1),
    /**
     * What one of the pieces the line counts weighs on average, in grams (« 4 carottes »: 125 g), so that pieces are
     * bought in a product sold by weight or by pieces of another size (ADR 0076); null when the pack counts them.
     */
    pieceGrams: integer(),
  },
  (t) => [
    index("recipe_ingredients_recipe_idx").on(t.recipeId, t.position),
    check("recipe_ingredients_piece_grams", sql`${t.pieceGrams} is null or ${t.pieceGrams} > 0`),
  ],
);

/** Mix-and-match (panachage): buy `quantityRequired` products of the group, get the reward. */
export const mixMatchGroups = pgTable(
  "mix_match_groups",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    description: text().notNull(),
    quantityRequired: integer().notNull(),
    /** Percentage off the cheapest item of each complete set (100 = one free). */
    discountPercent: integer().notNull(),
    endsAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check("mix_match_quantity", sql`${t.quantityRequired} >= 2`),
    check("mix_match_discount", sql`${t.discountPercent} between 1 and 100`),
  ],
);

export const mixMatchProducts = pgTable(
  "mix_match_products",
  {
    groupId: integer()
      .notNull()
      .references(() => mixMatchGroups.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.productId] })],
);

/** Staff picks (coups de cœur), optionally per perimeter. */
export const staffPicks = pgTable(
  "staff_picks",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    perimeterId: integer().references(() => perimeters.id, { onDelete: "cascade" }),
    note: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [index("staff_picks_position_idx").on(t.position)],
);

/** Public product recall notices (rappel conso). */
export const productRecalls = pgTable("product_recalls", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  productId: integer().references(() => products.id, { onDelete: "set null" }),
  productName: text().notNull(),
  brandName: text(),
  lots: text().notNull(),
  reason: text().notNull(),
  instructions: text().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull(),
  endsAt: timestamp({ withTimezone: true }),
});

/** Every word of the catalogue (names, brands, aisles), to correct a shopper's misspelt words. */
export const searchWords = pgTable(
  "search_words",
  {
    word: text().primaryKey(),
    frequency: integer().notNull(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);
