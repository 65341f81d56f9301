// Public review answers (a product's reviews, the shop's reviews) shared between callers like catalogue answers
// (ADR 0012), in a cache of their own: a rating or a moderation forgets them without emptying the catalogue's.
import type { Database } from "@cabas/db";
import type { CachePolicy, CallImplementation } from "../../http/call-registry.ts";
import { ReadCache } from "../../http/read-cache.ts";
import { catalogueCacheOf, DEFAULT_CATALOGUE_CACHE } from "../catalogue/catalogue-cache.ts";

const caches = new WeakMap<Database, ReadCache>();

/** On when the catalogue's cache is on for this database (the server; tests choose), with the same defaults. */
export function reviewCacheOf(db: Database): ReadCache | undefined {
  if (!catalogueCacheOf(db)) return undefined;
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache(DEFAULT_CATALOGUE_CACHE);
    caches.set(db, cache);
  }
  return cache;
}

/** Forgets every shared review answer: after a rating, a review leaving publication, or a moderation. */
export function invalidateReviewCache(db: Database): void {
  caches.get(db)?.invalidate();
}

/** Review answers depend only on their input (a product, a page) and the database: not on the perimeter. */
export const reviewCachePolicy: CachePolicy = {
  cacheOf: reviewCacheOf,
  key: (input) => JSON.stringify(input),
};

export const withReviewCache = (call: CallImplementation): CallImplementation => ({ ...call, cache: reviewCachePolicy });
