// The one query behind every product list: filters, search, sort, pagination and brand facet counts.
import { and, asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from "drizzle-orm";
import type { BrandFacet, ProductCard } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { toProductCard } from "../../domain/product-card.ts";
import { activePromoSql, currentPriceSql } from "./offer-sql.ts";

const { products, offers, brands } = schema;

/** What a card needs of a product: listings leave the long texts and the search document in the table. */
export const cardColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  media: products.media,
  netQuantity: products.netQuantity,
  netUnit: products.netUnit,
  variableWeight: products.variableWeight,
  averageWeightGrams: products.averageWeightGrams,
  isBio: products.isBio,
  isNew: products.isNew,
  nutriscore: products.nutriscore,
};

export type ProductSort = "pertinence" | "prix" | "prix_kilo" | "nom";

export type ProductListQuery = {
  perimeterId: number;
  /** Decides which promotions still apply. */
  now: Date;
  categoryIds?: readonly number[] | undefined;
  productIds?: readonly number[] | undefined;
  /** With sort by relevance: these products in this order (a customer's usual products, most often ordered first). */
  productRank?: readonly number[] | undefined;
  producerId?: number | undefined;
  brandSlug?: string | undefined;
  bio?: boolean | undefined;
  promo?: boolean | undefined;
  isNew?: boolean | undefined;
  cagnotte?: boolean | undefined;
  /** A to_tsquery expression in the cabas_fr configuration. */
  tsQuery?: string | undefined;
  /** The normalised query, to favour names that start with it. */
  searchText?: string | undefined;
  ean?: string | undefined;
  sort: ProductSort;
  order: "asc" | "desc";
  page: number;
  limit: number;
  withFacets?: boolean;
  withCategoryFacet?: boolean;
};

export type ProductListResult = {
  products: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  facets: { brands: BrandFacet[] };
  categories: { id: number; count: number }[];
};

/** The list filters every catalogue call shares (`listFilters` in the contract), as the query's fields. */
export const filtersFromInput = (input: {
  brand?: string | undefined;
  bio?: boolean | undefined;
  promo?: boolean | undefined;
  new?: boolean | undefined;
  sort: ProductSort;
  order: "asc" | "desc";
  page: number;
  limit: number;
}) => ({
  brandSlug: input.brand,
  bio: input.bio,
  promo: input.promo,
  isNew: input.new,
  sort: input.sort,
  order: input.order,
  page: input.page,
  limit: input.limit,
});

/** Price per kilo or litre (per piece for pieces), comparable across pack sizes. */
const unitPriceSql = (price: SQL) => sql`case
  when ${products.variableWeight} then ${price}::numeric
  when ${products.netUnit} = 'piece' then ${price}::numeric / ${products.netQuantity}
  else ${price}::numeric * 1000 / ${products.netQuantity} end`;
const available = sql`(${offers.inStock} and ${offers.stock} > 0)`;

function conditions(q: ProductListQuery, includeBrand: boolean): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.categoryIds) parts.push(q.categoryIds.length ? inArray(products.categoryId, [...q.categoryIds]) : sql`false`);
  if (q.productIds) parts.push(q.productIds.length ? inArray(products.id, [...q.productIds]) : sql`false`);
  if (q.producerId !== undefined) parts.push(eq(products.producerId, q.producerId));
  if (q.bio) parts.push(eq(products.isBio, true));
  if (q.isNew) parts.push(eq(products.isNew, true));
  if (q.promo) parts.push(isNotNull(activePromoSql(q.now)));
  if (q.cagnotte) parts.push(sql`${offers.cagnotteCents} > 0`);
  if (q.ean) parts.push(eq(products.ean13, q.ean));
  if (q.tsQuery) parts.push(sql`${products.searchDocument} @@ to_tsquery('cabas_fr', ${q.tsQuery})`);
  if (includeBrand && q.brandSlug) parts.push(eq(brands.slug, q.brandSlug));
  return and(...parts);
}

function orderBy(q: ProductListQuery): SQL[] {
  const dir = q.order === "desc" ? desc : asc;
  const byName = sql`lower(${products.name})`;
  switch (q.sort) {
    case "prix":
      return [desc(available), dir(currentPriceSql(q.now)), asc(products.id)];
    case "prix_kilo":
      return [desc(available), dir(unitPriceSql(currentPriceSql(q.now))), asc(products.id)];
    case "nom":
      return [dir(byName), asc(products.id)];
    case "pertinence":
    default:
      if (q.tsQuery) {
        const startsWith = q.searchText
          ? sql`(${products.searchText} like ${`${escapeLike(q.searchText)}%`})`
          : sql`false`;
        const rank = sql`ts_rank_cd(${products.searchDocument}, to_tsquery('cabas_fr', ${q.tsQuery}), 1)`;
        return [desc(available), desc(startsWith), desc(rank), asc(sql`length(${products.name})`), asc(products.id)];
      }
      if (q.productRank?.length) return [desc(available), asc(rankSql(q.productRank)), asc(products.id)];
      return [desc(available), desc(products.isNew), asc(byName), asc(products.id)];
  }
}

/** A product's place in `ids` (ids are the database's own integers, written into the statement as literals). */
function rankSql(ids: readonly number[]): SQL {
  const literals = ids.filter((id) => Number.isSafeInteger(id)).join(",");
  return sql`array_position(${sql.raw(`array[${literals}]::int[]`)}, ${products.id})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listProducts(db: Database, q: ProductListQuery): Promise<ProductListResult> {
  const where = conditions(q, true);
  const join = and(eq(offers.productId, products.id), eq(offers.perimeterId, q.perimeterId));
  const offset = (q.page - 1) * q.limit;

  const rowsQuery = db
    .select({ product: cardColumns, offer: offers, brand: brands.name })
    .from(products)
    .innerJoin(offers, join)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where)
    .orderBy(...orderBy(q))
    .limit(q.limit)
    .offset(offset);
  const totalQuery = db
    .select({ n: count() })
    .from(products)
    .innerJoin(offers, join)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(where);
  const facetQuery = q.withFacets
    ? db
        .select({ slug: brands.slug, name: brands.name, count: count() })
        .from(products)
        .innerJoin(offers, join)
        .innerJoin(brands, eq(brands.id, products.brandId))
        .where(conditions(q, false))
        .groupBy(brands.slug, brands.name)
        .orderBy(desc(count()), asc(brands.name))
        .limit(30)
    : Promise.resolve([]);

  const categoryQuery = q.withCategoryFacet
    ? db
        .select({ id: products.categoryId, count: count() })
        .from(products)
        .innerJoin(offers, join)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(where)
        .groupBy(products.categoryId)
        .orderBy(desc(count()))
        .limit(12)
    : Promise.resolve([]);

  // PGlite has a single connection, so running these "in parallel" only queues them; PostgreSQL overlaps them.
  const [rows, totalRows, facets, categories] = await Promise.all([rowsQuery, totalQuery, facetQuery, categoryQuery]);
  const total = totalRows[0]?.n ?? 0;
  return {
    products: rows.map((r) => toProductCard(r.product, r.offer, r.brand, q.now)),
    total,
    page: q.page,
    pageSize: q.limit,
    pageCount: Math.ceil(total / q.limit),
    facets: { brands: facets.map((f) => ({ slug: f.slug, name: f.name, count: f.count })) },
    categories,
  };
}
