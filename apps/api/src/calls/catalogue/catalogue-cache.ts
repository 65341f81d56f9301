// The shared cache of public catalogue answers (aisles, product lists and pages, search, packs, recipes).
// Catalogue answers are the same for every visitor of a delivery perimeter: nothing personal goes in them
// (handlers read no principal), so one computed answer serves everyone who asks the same thing.
//
// Freshness: an answer is served for `freshMs`, then for up to `staleMs` more while it is recomputed, so a
// change made behind the API's back (a promotion reaching its end, a direct database edit) shows up to
// ~30 s late. Code that changes stock, prices or the catalogue (orders decrementing stock, imports) calls
// `invalidateCatalogueCache(db)` after committing, and the next reader gets the new state; checkout re-checks
// stock itself whatever a listing said. See docs/adr/0012-catalogue-read-cache.md.
import type { FastifyRequest } from "fastify";
import type { Database } from "@cabas/db";
import type { CachePolicy, CallImplementation } from "../../http/call-registry.ts";
import { ReadCache, type ReadCacheOptions } from "../../http/read-cache.ts";
import { forgetBasketViews } from "../basket/basket-view-cache.ts";
import { forgetRecalls } from "./recall-store.ts";

const caches = new WeakMap<Database, ReadCache>();

export const DEFAULT_CATALOGUE_CACHE: ReadCacheOptions = { freshMs: 10_000, staleMs: 20_000, maxEntries: 5_000, maxRefreshes: 4 };

/** Turns the cache on for this database's catalogue calls (the server does; tests choose). */
export function enableCatalogueCache(db: Database, options: ReadCacheOptions = DEFAULT_CATALOGUE_CACHE): ReadCache {
  const cache = new ReadCache(options);
  caches.set(db, cache);
  return cache;
}

export const catalogueCacheOf = (db: Database): ReadCache | undefined => caches.get(db);

/** Forgets every cached catalogue answer: call it after changing stock, prices or products. */
export function invalidateCatalogueCache(db: Database): void {
  caches.get(db)?.invalidate();
  forgetRecalls(db);
  // Basket views show the same stock and prices.
  forgetBasketViews(db);
}

/** Keys longer than this are answered but not kept (the contract already cuts searches to 200 characters). */
const MAX_KEY_LENGTH = 1_000;

/** The perimeter the answer is for, as resolvePerimeter reads it: the parameter, else the cookie. */
function perimeterOf(input: Record<string, unknown>, request: FastifyRequest): string {
  if (typeof input.id_perimetre === "number") return String(input.id_perimetre);
  const fromCookie = Number.parseInt(request.cookies.ID_PERIMETRE ?? "", 10);
  return Number.isSafeInteger(fromCookie) && fromCookie > 0 ? String(fromCookie) : "";
}

export const cataloguePolicy: CachePolicy = {
  cacheOf: catalogueCacheOf,
  key: (input, request) => {
    const fields = input as Record<string, unknown>;
    // "What this customer usually buys" is personal: never shared.
    if (fields.reorder) return null;
    const key = `${perimeterOf(fields, request)}|${JSON.stringify(fields)}`;
    return key.length > MAX_KEY_LENGTH ? null : key;
  },
};

export const withCatalogueCache = (call: CallImplementation): CallImplementation => ({ ...call, cache: cataloguePolicy });
