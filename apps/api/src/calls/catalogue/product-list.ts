// The statement behind every product list: filters, search, sort, pagination and brand facet counts.
import { and, asc, count, eq, inArray, isNotNull, notInArray, sql, type SQL } from "drizzle-orm";
import type { BrandFacet, ProductCard } from "@cabas/contracts";
import { schema, slugify, type Database } from "@cabas/db";
import { toProductCard } from "../../domain/product-card.ts";
import { activePromoSql, currentPriceSql } from "./offer-sql.ts";
import { activeRecallIds } from "./recall-store.ts";
import { adjacentPairPatterns, namedForms, type TsQueryParts, type TsQueryWord } from "../../domain/search-query.ts";

export type WordMatch = { word: string; categoryIds: readonly number[] };

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
  alcoholPerMille: products.alcoholPerMille,
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
  /** Words ([a-z0-9] only) the name or brand must each hold whole: a search of words French text search drops. */
  wholeWords?: readonly string[] | undefined;
  producerId?: number | undefined;
  brandSlug?: string | undefined;
  bio?: boolean | undefined;
  promo?: boolean | undefined;
  isNew?: boolean | undefined;
  cagnotte?: boolean | undefined;
  /** The full-text query's parts (search-query.ts). */
  tsQuery?: TsQueryParts | undefined;
  /** Each searched word and the shelves whose names say it exactly, for ranking exact words first. */
  wordMatches?: readonly WordMatch[] | undefined;
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
  // A brand is asked by its slug in any case or accents (« Cabas », « Maison Lévêque »): folded to the slug.
  brandSlug: input.brand ? slugify(input.brand) : undefined,
  bio: input.bio,
  promo: input.promo,
  isNew: input.new,
  sort: input.sort,
  order: input.order,
  page: input.page,
  limit: input.limit,
});

/**
 * Products whose unit price is per piece (eggs, a box of 6 yoghurts, lemons by the piece): after every product priced
 * per kilo or litre in « prix au kilo », whatever the order asked, since 0,29 €/pièce and 12 €/kg are not comparable
 * (ADR 0074). unitPriceCents (product-card.ts) gives them « pièce » on the same condition.
 */
const perPieceSql = sql`(not ${products.variableWeight} and ${products.netUnit} = 'piece')`;

/** Price per kilo or litre (per piece for pieces), comparable across pack sizes. */
const unitPriceSql = (price: SQL) => sql`case
  when ${products.variableWeight} then ${price}::numeric
  when ${products.netUnit} = 'piece' then ${price}::numeric / ${products.netQuantity}
  else ${price}::numeric * 1000 / ${products.netQuantity} end`;
/**
 * What the shopper pays for one item: the price, or for a product sold by the piece and priced by the kilo the
 * estimated piece price (kilo price × average weight), as the product page shows it. « Prix » sorts by this, so a
 * 7,45 € piece of Comté at 29,79 €/kg sorts as 7,45 €; « prix au kilo » sorts by unitPriceSql.
 */
const itemPriceSql = (price: SQL) => sql`case
  when ${products.variableWeight} then ${price}::numeric * ${products.averageWeightGrams} / 1000
  else ${price}::numeric end`;

/** isOfferSellable's SQL twin, for sorting what can be bought first (ids are the database's own integers). */
const availableSql = (recalled: ReadonlySet<number>): SQL =>
  recalled.size === 0
    ? sql`(${offers.inStock} and ${offers.stock} > 0)`
    : sql`(${offers.inStock} and ${offers.stock} > 0 and ${products.id} <> all(${sql.raw(`array[${[...recalled].filter(Number.isSafeInteger).join(",")}]::int[]`)}))`;

function conditions(q: ProductListQuery, includeBrand: boolean, recalled: ReadonlySet<number>): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q.categoryIds) parts.push(q.categoryIds.length ? inArray(products.categoryId, [...q.categoryIds]) : sql`false`);
  if (q.productIds) parts.push(q.productIds.length ? inArray(products.id, [...q.productIds]) : sql`false`);
  for (const word of q.wholeWords ?? []) parts.push(sql`${products.searchText} ~ ${`\\m${word}\\M`}`);
  if (q.producerId !== undefined) parts.push(eq(products.producerId, q.producerId));
  if (q.bio) parts.push(eq(products.isBio, true));
  if (q.isNew) parts.push(eq(products.isNew, true));
  if (q.promo) parts.push(isNotNull(activePromoSql(q.now)));
  // A recalled product is not advertised as promoted (toProductCard): not among the promotions either.
  if (q.promo && recalled.size > 0) parts.push(notInArray(products.id, [...recalled]));
  if (q.cagnotte) parts.push(sql`${offers.cagnotteCents} > 0`);
  if (q.ean) parts.push(eq(products.ean13, q.ean));
  if (q.tsQuery) parts.push(sql`${products.searchDocument} @@ ${tsQuerySql(q.tsQuery)}`);
  if (includeBrand && q.brandSlug) parts.push(eq(brands.slug, q.brandSlug));
  return and(...parts);
}

/** One sort key of a list: an expression and its direction (ascending puts nulls last, descending first). */
type SortKey = { key: SQL; dir: "asc" | "desc" };

function sortKeys(q: ProductListQuery, recalled: ReadonlySet<number>): SortKey[] {
  const available = availableSql(recalled);
  const dir = q.order;
  // French alphabetical order: accents and ligatures folded (« Œufs » among the O, « Crème » among the C), whatever
  // the database's collation (PGlite and many PostgreSQL servers sort bytes).
  const byName = sql`lower(cabas_unaccent(${products.name}))`;
  const id: SortKey = { key: sql`${products.id}`, dir: "asc" };
  switch (q.sort) {
    case "prix":
      return [{ key: available, dir: "desc" }, { key: itemPriceSql(currentPriceSql(q.now)), dir }, id];
    case "prix_kilo":
      return [{ key: available, dir: "desc" }, { key: perPieceSql, dir: "asc" }, { key: unitPriceSql(currentPriceSql(q.now)), dir }, id];
    case "nom":
      return [{ key: byName, dir }, id];
    case "pertinence":
    default:
      if (q.tsQuery) {
        const startsWith = q.searchText
          ? sql`(${products.searchText} like ${`${escapeLike(q.searchText)}%`})`
          : sql`false`;
        const rank = sql`ts_rank_cd(${products.searchDocument}, ${tsQuerySql(q.tsQuery)}, 1)`;
        return [
          // A product named with the words, even out of stock, before one that only has them in its description or
          // shares a stem with them (ADR 0110, second amendment): the shopper sees it is missing, not a look-alike.
          { key: namedSql(q.wordMatches ?? []), dir: "desc" },
          { key: available, dir: "desc" },
          { key: startsWith, dir: "desc" },
          { key: leadSql(q.wordMatches ?? []), dir: "desc" },
          { key: adjacentWordsSql(q.wordMatches ?? []), dir: "desc" },
          { key: exactWordsThenShortNameSql(q.wordMatches ?? []), dir: "desc" },
          { key: rank, dir: "desc" },
          { key: sql`length(${products.name})`, dir: "asc" },
          id,
        ];
      }
      if (q.productRank?.length) return [{ key: available, dir: "desc" }, { key: rankSql(q.productRank), dir: "asc" }, id];
      return [{ key: available, dir: "desc" }, { key: sql`${products.isNew}`, dir: "desc" }, { key: byName, dir: "asc" }, id];
  }
}

/** The query of search-query.ts's parts: French stems of each word's spellings, and the last word also as a typed prefix. */
function tsQuerySql(parts: TsQueryParts): SQL {
  // A French stop word ("mais" for « maïs ») is no word to the document either: no prefix for it, else "mais:*"
  // would ask for "maison".
  const stemmed = wordTsQuerySql(parts.last);
  const last = parts.prefix
    ? sql`(case when numnode(${stemmed}) = 0 then ${stemmed} else ${stemmed} || to_tsquery('simple', ${parts.prefix}) end)`
    : stemmed;
  if (parts.head.length === 0) return last;
  return sql`(${sql.join([...parts.head.map(wordTsQuerySql), last], parts.mode === "all" ? sql` && ` : sql` || `)})`;
}

/**
 * One word as French search reads it, or any of its spellings when their stems differ (« petit » pet, « petits »
 * petit); when they share one (« lait », « laits ») the word alone asks the same for less. A word French search
 * drops (« mais ») stays dropped, else « mai » would be asked. Every part is a constant the planner folds once.
 */
function wordTsQuerySql({ word, forms }: TsQueryWord): SQL {
  const alone = sql`to_tsquery('cabas_fr', ${word})`;
  if (forms.length <= 1) return alone;
  return sql`(case when numnode(${alone}) = 0 or length(to_tsvector('cabas_fr', ${forms.join(" ")})) <= 1 then ${alone}
    else to_tsquery('cabas_fr', ${forms.join(" | ")}) end)`;
}

/** A shelf named with the word (WordMatch's categoryIds), as a condition on the product. */
const onShelfSql = (categoryIds: readonly number[]): SQL =>
  categoryIds.length
    ? sql`${products.categoryId} = any(${sql.raw(`array[${categoryIds.filter(Number.isSafeInteger).join(",")}]::int[]`)})`
    : sql`false`;

/** The name or brand holding the word itself, or its plural when typed in the singular (namedForms). */
const namesWordSql = (word: string): SQL => sql`${products.searchText} ~ ${`\\m(?:${namedForms(word).join("|")})\\M`}`;

/**
 * Whether the name holds each searched word (namesWordSql), worked out once a row in a lateral subquery (`offset 0`
 * keeps the planner from copying the expressions into each sort key that reads them): namedSql and exactWordsSql
 * both read it, and a second regular expression per word and row cost an uncached search about 3 ms.
 */
const namesWordColumn = (i: number): SQL => sql.raw(`named_words.w${i}`);

function namedWordsLateral(q: ProductListQuery): SQL {
  const matches = q.sort === "pertinence" && q.tsQuery ? (q.wordMatches ?? []) : [];
  if (matches.length === 0) return sql``;
  const columns = matches.map(({ word }, i) => sql`${namesWordSql(word)} as ${sql.raw(`w${i}`)}`);
  return sql`cross join lateral (select ${sql.join(columns, sql`, `)} offset 0) named_words`;
}

/**
 * 1 when every searched word is the product's own: in its name or brand as typed (or its plural), or in the name
 * of its shelf (ADR 0110, second amendment). Sorted before what is in stock: « foie gras » shows the foie gras, out
 * of stock, before a Jurançon whose description suggests it with foie gras; « saucisse » shows the sausages before
 * the sauces, which share only the stem « sauc ». An equivalent in stock still comes first among the named ones.
 */
function namedSql(matches: readonly WordMatch[]): SQL {
  if (matches.length === 0) return sql`0`;
  const each = matches.map(({ categoryIds }, i) => sql`(${namesWordColumn(i)} or ${onShelfSql(categoryIds)})`);
  return sql`(case when ${sql.join(each, sql` and `)} then 1 else 0 end)`;
}

/**
 * 1 when the product is what the words name rather than something they complement: its name starts with one of
 * them, or its shelf is named with every one (ADR 0110, second amendment). « vin rouge »: the wines of « Vins
 * rouges » before « Vinaigre de vin rouge », which holds both words side by side but after « Vinaigre de ».
 */
function leadSql(matches: readonly WordMatch[]): SQL {
  if (matches.length === 0) return sql`0`;
  const first = sql`${products.searchText} ~ ${`^[^a-z0-9]*(?:${matches.flatMap(({ word }) => namedForms(word)).join("|")})\\M`}`;
  const everyShelf = matches.map((m) => m.categoryIds).reduce((common, ids) => common.filter((id) => ids.includes(id)));
  return sql`(case when ${first} or ${onShelfSql(everyShelf)} then 1 else 0 end)`;
}

/**
 * How exactly a product answers the searched words (ADR 0049), word by word: the word itself in its name or brand,
 * or its plural when typed in the singular (3, ADR 0110: « petit » in « Petits beurre »), beats a shelf named with it
 * (2), which beats a name showing only another form of it (1: « pâte » or « pâtée » for « pates »: a different
 * product), which beats a match in the description only (0).
 */
function exactWordsSql(matches: readonly WordMatch[]): SQL {
  if (matches.length === 0) return sql`0`;
  const scores = matches.map(
    ({ word, categoryIds }, i) => sql`(case when ${namesWordColumn(i)} then 3
      when ${products.searchDocument} @@ to_tsquery('cabas_fr', ${`${word}:A`}) then 1
      when ${onShelfSql(categoryIds)} then 2 else 0 end)`,
  );
  return sql.join(scores, sql` + `);
}

/**
 * exactWordsSql, then, among names holding every searched word itself (the highest score), the one saying least
 * besides them first (ADR 0110, amended): « Petits-beurre » before « Petits-beurre, petit format ». Products that only
 * sit on a shelf named with a word are left to the text rank: « Penne rigate » before the « Riz basmati » of the
 * shelf « Pâtes, riz et céréales », which a shorter name put first. One expression, the score computed once.
 */
function exactWordsThenShortNameSql(matches: readonly WordMatch[]): SQL {
  if (matches.length === 0) return sql`0`;
  const full = 3 * matches.length;
  return sql`(select s.score * 1000 - (case when s.score = ${full} then least(length(${products.name}), 999) else 0 end)
    from (select ${exactWordsSql(matches)} as score) s)`;
}

/**
 * How many of the pairs of words the shopper typed side by side the name or brand also holds side by side, in that
 * order (ADR 0110): « Petits beurre » answers « petit beurre » better than « Madeleines pur beurre, petit format »,
 * which holds both words too.
 */
function adjacentWordsSql(matches: readonly WordMatch[]): SQL {
  const patterns = adjacentPairPatterns(matches.map((m) => m.word));
  if (patterns.length === 0) return sql`0`;
  return sql.join(
    patterns.map((pattern) => sql`(case when ${products.searchText} ~ ${pattern} then 1 else 0 end)`),
    sql` + `,
  );
}

/** A product's place in `ids` (ids are the database's own integers, written into the statement as literals). */
function rankSql(ids: readonly number[]): SQL {
  const literals = ids.filter((id) => Number.isSafeInteger(id)).join(",");
  return sql`array_position(${sql.raw(`array[${literals}]::int[]`)}, ${products.id})`;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the list statement answers: the page's product ids in their order, and the counts. */
type ListSummary = {
  total: number;
  ids: number[] | null;
  brands: BrandFacet[] | null;
  categories: { id: number; count: number }[] | null;
};

/**
 * One statement finds the matching products once and answers the total, the page's ids, the brand facet and the
 * shelves from that one set; a second reads the page's 20 cards by id. Four statements each joining the whole match
 * to the perimeter's offers cost three to four times the database's work (bench/README.md, 2026-11-29): every
 * catalogue answer recomputed at the end of its freshness paid it.
 */
export async function listProducts(db: Database, q: ProductListQuery): Promise<ProductListResult> {
  const join = and(eq(offers.productId, products.id), eq(offers.perimeterId, q.perimeterId));
  const offset = (q.page - 1) * q.limit;
  const recalled = await activeRecallIds(db, q.now);
  const keys = sortKeys(q, recalled);
  // The brand facet counts the match without the brand filter (every brand on offer stays offered); the rest with it.
  const inBrand = q.brandSlug ? sql`(${brands.slug} is not distinct from ${q.brandSlug})` : sql`true`;
  const keyColumns = sql.join(
    keys.map((k, i) => sql`${k.key} as ${sql.raw(`k${i}`)}`),
    sql`, `,
  );
  const keyOrder = sql.raw(keys.map((k, i) => `k${i} ${k.dir}`).join(", "));
  // Every brand of the results, not the first 30: the « Marque » filter must offer the brand of any tile shown.
  const facets = q.withFacets
    ? sql`(select coalesce(json_agg(f), '[]') from (
          select ${brands.slug} as slug, ${brands.name} as name, count(*)::int as count
          from matched join ${brands} on ${brands.id} = matched.brand_id
          group by ${brands.slug}, ${brands.name}
          order by count(*) desc, ${brands.name} asc) f)`
    : sql`null`;
  const categories = q.withCategoryFacet
    ? sql`(select coalesce(json_agg(c), '[]') from (
          select category_id as id, count(*)::int as count from matched where in_brand
          group by category_id order by count(*) desc, category_id limit 12) c)`
    : sql`null`;
  const result = await db.execute<ListSummary>(sql`
    with matched as (
      select ${products.id} as id, ${products.brandId} as brand_id, ${products.categoryId} as category_id,
        ${inBrand} as in_brand, ${keyColumns}
      from ${products}
      inner join ${offers} on ${join}
      left join ${brands} on ${brands.id} = ${products.brandId}
      ${namedWordsLateral(q)}
      where ${conditions(q, false, recalled) ?? sql`true`}
    )
    select
      (select count(*)::int from matched where in_brand) as total,
      (select json_agg(id) from (select id from matched where in_brand order by ${keyOrder} limit ${q.limit} offset ${offset}) page) as ids,
      ${facets} as brands,
      ${categories} as categories`);
  const summary = (result as { rows: ListSummary[] }).rows[0];
  const total = summary?.total ?? 0;
  const ids = summary?.ids ?? [];
  const rows = ids.length
    ? await db
        .select({ product: cardColumns, offer: offers, brand: brands.name })
        .from(products)
        .innerJoin(offers, join)
        .leftJoin(brands, eq(brands.id, products.brandId))
        .where(inArray(products.id, ids))
    : [];
  // In the first statement's order; a product whose offer went between the two statements is left out of the page.
  const byId = new Map(rows.map((r) => [r.product.id, r]));
  const page = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toProductCard(row.product, row.offer, row.brand, q.now, recalled.has(id))] : [];
  });
  return {
    products: page,
    total,
    page: q.page,
    pageSize: q.limit,
    pageCount: Math.ceil(total / q.limit),
    facets: { brands: await withChosenBrand(db, summary?.brands ?? [], q.withFacets ? (q.brandSlug ?? null) : null) },
    categories: summary?.categories ?? [],
  };
}

/**
 * The facet, with the brand the shopper chose at 0 when the other filters left it nothing (a brand with no organic
 * product, « bio » ticked): the « Marque » select must still show it chosen, or sending the form again drops it.
 * Asked only then, and only for a brand that exists.
 */
async function withChosenBrand(db: Database, facet: readonly BrandFacet[], chosen: string | null): Promise<BrandFacet[]> {
  const brandsFound = facet.map((f) => ({ slug: f.slug, name: f.name, count: f.count }));
  if (!chosen || brandsFound.some((f) => f.slug === chosen)) return brandsFound;
  const [brand] = await db.select({ slug: brands.slug, name: brands.name }).from(brands).where(eq(brands.slug, chosen)).limit(1);
  return brand ? [...brandsFound, { ...brand, count: 0 }] : brandsFound;
}

/** Every brand with at least one product sold in the perimeter, by name, with how many (getMarque without a slug). */
export async function brandsWithProducts(db: Database, perimeterId: number): Promise<BrandFacet[]> {
  return db
    .select({ slug: brands.slug, name: brands.name, count: count() })
    .from(products)
    .innerJoin(offers, and(eq(offers.productId, products.id), eq(offers.perimeterId, perimeterId)))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .groupBy(brands.slug, brands.name)
    .orderBy(asc(brands.name), asc(brands.slug));
}
