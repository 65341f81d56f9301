// getPanier answers from memory while the basket has not changed. Every page of the storefront reads the basket
// (the header's button), and building its view takes a dozen queries; the answer only changes when the basket
// row does, so it is kept against the row's version.
//
// Version: PostgreSQL's `xmin` of the basket row, new at every UPDATE, whatever the process that made it. Every
// write that changes what the view shows updates that row: lines, actions and benefits (`touch`), addresses, the
// slot hold, and — for what lives outside the basket (addresses' content, saved cards, balances) — the customer's
// active basket is touched by `touchActiveBaskets`. Stock and prices, shared with the catalogue, are forgotten
// with the catalogue's cache; anything else shows at most `ttlMs` late, as catalogue answers do (ADR 0019).
// Only getPanier reads from here: updatePanier, checkout and payment always build the view from the database.
import type { Basket } from "@cabas/contracts";
import type { Database } from "@cabas/db";
import { basketAnswersOf } from "./basket-answers.ts";

export type BasketViewCacheOptions = { ttlMs: number; maxEntries: number };
export const DEFAULT_BASKET_VIEW_CACHE: BasketViewCacheOptions = { ttlMs: 10_000, maxEntries: 5_000 };

type Entry = { version: string; view: Basket; validUntil: number };

export class BasketViewCache {
  private readonly entries = new Map<number, Entry>();
  private hits = 0;
  private misses = 0;

  constructor(private readonly options: BasketViewCacheOptions) {}

  /** The view kept for this basket at this version, and until when it holds, if still valid at `nowMs` (the shop's clock). */
  get(basketId: number, version: string, nowMs: number): { view: Basket; validUntil: number } | null {
    const entry = this.entries.get(basketId);
    if (entry && entry.version === version && nowMs < entry.validUntil) {
      this.hits += 1;
      return entry;
    }
    this.misses += 1;
    return null;
  }

  /** How long a view read at `nowMs` holds: the cache's life, shortened to `expiresAt` (a slot hold's end). */
  validUntil(nowMs: number, expiresAt: number | null): number {
    return Math.min(nowMs + this.options.ttlMs, expiresAt ?? Number.POSITIVE_INFINITY);
  }

  /**
   * Keeps a view; `expiresAt` (a slot hold's end) shortens its life so the hold's end shows on time. Returns until
   * when it holds (not kept if that is already over).
   */
  set(basketId: number, version: string, view: Basket, nowMs: number, expiresAt: number | null): number {
    const validUntil = this.validUntil(nowMs, expiresAt);
    if (validUntil <= nowMs) return validUntil;
    // Re-inserting moves the basket to the end: the first key is the least recently stored.
    this.entries.delete(basketId);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(basketId, { version, view, validUntil });
    return validUntil;
  }

  clear(): void {
    this.entries.clear();
  }

  stats(): { size: number; hits: number; misses: number } {
    return { size: this.entries.size, hits: this.hits, misses: this.misses };
  }
}

const caches = new WeakMap<Database, BasketViewCache>();

/** Turns the cache on for getPanier on this database (the server does; tests choose). */
export function enableBasketViewCache(db: Database, options: BasketViewCacheOptions = DEFAULT_BASKET_VIEW_CACHE): BasketViewCache {
  const cache = new BasketViewCache(options);
  caches.set(db, cache);
  return cache;
}

export const basketViewCacheOf = (db: Database): BasketViewCache | undefined => caches.get(db);

/** Stock or prices changed: every kept view, and every getPanier answer kept from one, may show old ones. */
export function forgetBasketViews(db: Database): void {
  caches.get(db)?.clear();
  basketAnswersOf(db)?.clear();
}
