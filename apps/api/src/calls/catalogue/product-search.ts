// French product search: accent-folded stemmed full text, misspelt words corrected against the
// catalogue's own vocabulary, then looser fallbacks so a shopper rarely meets an empty page.
import { inArray, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { categoriesNaming, isAgreementOf, parseSearchQuery, sameWordForms, toTsQuery } from "../../domain/search-query.ts";
import { isStopWord } from "../../domain/french-stop-words.ts";
import { withShopperSynonyms } from "../../domain/shopper-synonyms.ts";
import { loadCategoryTree } from "./category-tree.ts";
import { listProducts, type ProductListQuery, type ProductListResult } from "./product-list.ts";

export type SearchResult = ProductListResult & { query: string | null; correctedQuery: string | null };

type SearchFilters = Omit<ProductListQuery, "tsQuery" | "searchText" | "ean" | "productIds" | "wordMatches">;

/** Replaces each word unknown to the catalogue by its closest known word (trigram similarity). */
export async function correctWords(db: Database, words: readonly string[]): Promise<string[]> {
  const candidates = words.filter((w) => w.length >= 3 && !isStopWord(w) && !/^[0-9]+$/.test(w));
  if (candidates.length === 0) return [...words];
  const known = await db
    .select({ word: schema.searchWords.word })
    .from(schema.searchWords)
    .where(inArray(schema.searchWords.word, candidates.flatMap(sameWordForms)));
  const knownSet = new Set(known.map((k) => k.word));
  const corrections = new Map<string, string>();
  for (const word of candidates) {
    // Found as typed, in the singular or the plural: the stemmed search finds it, nothing to correct.
    if (sameWordForms(word).some((form) => knownSet.has(form)) || corrections.has(word)) continue;
    const result = await db.execute<{ word: string }>(sql`
      select word from ${schema.searchWords}
      where word % ${word}
      order by similarity(word, ${word}) desc, frequency desc, word
      limit 1`);
    const best = rowsOf<{ word: string }>(result)[0]?.word;
    if (best) corrections.set(word, best);
  }
  return words.map((w) => corrections.get(w) ?? w);
}

/** drizzle's execute answers `{ rows }` on both drivers. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export async function searchProducts(db: Database, raw: string, filters: SearchFilters): Promise<SearchResult> {
  const parsed = parseSearchQuery(raw);
  if (parsed.kind === "empty") {
    const result = await listProducts(db, { ...filters, productIds: [] });
    return { ...result, query: null, correctedQuery: null };
  }
  if (parsed.kind === "ean") {
    const result = await listProducts(db, { ...filters, ean: parsed.ean });
    return { ...result, query: parsed.ean, correctedQuery: null };
  }
  const meaningful = parsed.words.filter((w) => !isStopWord(w));
  const words = meaningful.length ? meaningful : parsed.words;
  // « coca » is searched as « cola » and said so, as a corrected spelling is.
  const named = withShopperSynonyms(words).filter((w) => !isStopWord(w));
  const searched = named.length ? named : words;
  const corrected = await correctWords(db, searched);
  const correctedText = corrected.join(" ");
  // What the shopper reads as searched: the typed word where the correction is only its agreement (« râpées »
  // searched as « rape », the catalogue's « râpé »), which would read as a folded non-word.
  const shownText = corrected.map((word, i) => (isAgreementOf(searched[i] ?? "", word) ? searched[i]! : word)).join(" ");
  const correctedQuery = shownText !== words.join(" ") ? shownText : null;
  const tree = await loadCategoryTree(db);
  const wordMatches = corrected.map((word) => ({ word, categoryIds: categoriesNaming(tree.rows, word) }));
  const base = { ...filters, searchText: correctedText, wordMatches, withFacets: true, withCategoryFacet: true };

  const strict = await listProducts(db, { ...base, tsQuery: toTsQuery(corrected, "all") });
  if (strict.total > 0) return { ...strict, query: parsed.text, correctedQuery };
  // Only words French text search drops (« maïs » reads « mais », « but »): found as whole words of the names, or
  // nothing; a trigram guess would offer every « Maison … » brand.
  if (await droppedByFrenchSearch(db, corrected)) return wholeWordSearch(db, corrected, parsed.text, filters);
  if (corrected.length === 1) return trigramFallback(db, parsed.text, base);
  const loose = await listProducts(db, { ...base, tsQuery: toTsQuery(corrected, "any") });
  if (loose.total > 0) return { ...loose, query: parsed.text, correctedQuery };
  return trigramFallback(db, parsed.text, base);
}

/** Whether French text search drops every one of `words` (its stop words: « mais », « donc »…). */
async function droppedByFrenchSearch(db: Database, words: readonly string[]): Promise<boolean> {
  const result = await db.execute<{ dropped: boolean }>(
    sql`select bool_and(numnode(to_tsquery('cabas_fr', w)) = 0) as dropped from unnest(string_to_array(${words.join(" ")}, ' ')) as w`,
  );
  return rowsOf<{ dropped: boolean }>(result)[0]?.dropped === true;
}

/** Products whose name or brand holds every one of `words` as a whole word, with the list's filters and paging. */
async function wholeWordSearch(db: Database, words: readonly string[], text: string, filters: SearchFilters): Promise<SearchResult> {
  const list = await listProducts(db, { ...filters, searchText: words.join(" "), wholeWords: words, withFacets: true, withCategoryFacet: true });
  return { ...list, query: text, correctedQuery: null };
}

/** Last resort: names that merely look like the query (whole-string trigram similarity). */
async function trigramFallback(db: Database, text: string, base: SearchFilters & { searchText: string }): Promise<SearchResult> {
  const result = await db.execute<{ id: number }>(sql`
    select id from ${schema.products}
    where ${text} <% search_text
    order by word_similarity(${text}, search_text) desc, id
    limit 200`);
  const ids = rowsOf<{ id: number }>(result).map((r) => r.id);
  const list = await listProducts(db, { ...base, productIds: ids });
  return { ...list, query: text, correctedQuery: null };
}
