// getPanier answers from memory while the basket has not changed. Every page of the storefront reads the basket
// (the header's button), and building its view takes a dozen queries; the answer only changes when the basket
// row does, so it is kept against the row's version.
//
// Version: PostgreSQL's `xmin` of the basket row, new at every UPDATE, whatever the process that made it. Every
// write that changes what the view shows updates that row: lines, actions and benefits (`touch`), addresses, the
// slot hold, and — for what lives outside the basket (addresses' content, saved cards, balances) — the customer's
// active basket is touched by `touchActiveBaskets`. Stock and prices, shared with the catalogue, are forgotten
// with the catalogue's cache; anything else shows at most `ttlMs` late, as catalogue answers do (ADR 0019).
// getPanier reads views from here. updatePanier's set_quantity reuses what a view was made of (its inputs), to show
// the basket after its own change to one line without reading it all again; the inputs' age still bounds the
// view's. Checkout and payment always build the view from the database.
import type { Basket } from "@cabas/contracts";
import type { Database } from "@cabas/db";
import { basketAnswersOf } from "./basket-answers.ts";
import type { BasketViewInputs } from "./basket-store.ts";

export type BasketViewCacheOptions = { ttlMs: number; maxEntries: number };
export const DEFAULT_BASKET_VIEW_CACHE: BasketViewCacheOptions = { ttlMs: 10_000, maxEntries: 5_000 };

type Entry = { version: string; view: Basket; validUntil: number; inputs: BasketViewInputs | null };

export class BasketViewCache {
  private readonly entries = new Map<number, Entry>();
  /** The basket kept for each owner (`u:<user>` for a customer, `s:<session>` for a guest). */
  private readonly owners = new Map<string, number>();
  private hits = 0;
  private misses = 0;
  private reused = 0;
  private keptRows = 0;

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

  /**
   * What the view kept at this version was made of, while it holds and if `usable` accepts it (updatePanier's use:
   * counted as reused, not as a hit or a miss).
   */
  reuseInputs(basketId: number, version: string, nowMs: number, usable: (inputs: BasketViewInputs) => boolean): BasketViewInputs | null {
    const entry = this.entries.get(basketId);
    const inputs = entry && entry.version === version && nowMs < entry.validUntil ? entry.inputs : null;
    if (!inputs || !usable(inputs)) return null;
    this.reused += 1;
    return inputs;
  }

  /** What the view kept at this version was made of, while it holds; a look that counts as nothing in the stats. */
  inputsAt(basketId: number, version: string, nowMs: number): BasketViewInputs | null {
    const entry = this.entries.get(basketId);
    return entry && entry.version === version && nowMs < entry.validUntil ? entry.inputs : null;
  }

  /**
   * The owner's basket row as kept with its view, and the version it was at, while the view holds — a copy that
   * may be out of date: only for a write that checks the version under its lock (set-quantity.ts).
   */
  keptBasketOf(owner: string, nowMs: number): { basket: BasketViewInputs["basket"]; version: string } | null {
    const basketId = this.owners.get(owner);
    const entry = basketId === undefined ? undefined : this.entries.get(basketId);
    if (!entry?.inputs || nowMs >= entry.validUntil) return null;
    this.keptRows += 1;
    return { basket: entry.inputs.basket, version: entry.version };
  }

  /** How long a view read at `nowMs` holds: the cache's life, shortened to `expiresAt` (a slot hold's end). */
  validUntil(nowMs: number, expiresAt: number | null): number {
    return Math.min(nowMs + this.options.ttlMs, expiresAt ?? Number.POSITIVE_INFINITY);
  }

  /**
   * Keeps a view and what it was made of; `expiresAt` (a slot hold's end) shortens its life so the hold's end shows
   * on time, and it lives from when its inputs were read, not from now. Returns until when it holds (not kept if
   * that is already over).
   */
  set(basketId: number, version: string, view: Basket, nowMs: number, expiresAt: number | null, inputs: BasketViewInputs | null = null): number {
    const validUntil = this.validUntil(Math.min(nowMs, inputs?.readAtMs ?? nowMs), expiresAt);
    if (validUntil <= nowMs) return validUntil;
    // Re-inserting moves the basket to the end: the first key is the least recently stored.
    this.entries.delete(basketId);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.forgetBasket(oldest.value);
    }
    this.entries.set(basketId, { version, view, validUntil, inputs });
    const owner = inputs ? basketOwnerKey(inputs.basket) : null;
    if (owner) this.owners.set(owner, basketId);
    return validUntil;
  }

  /** A copy found out of date (the basket closed meanwhile): its owner's basket is looked up again. */
  forgetBasket(basketId: number): void {
    const entry = this.entries.get(basketId);
    this.entries.delete(basketId);
    const owner = entry?.inputs ? basketOwnerKey(entry.inputs.basket) : null;
    if (owner && this.owners.get(owner) === basketId) this.owners.delete(owner);
  }

  clear(): void {
    this.entries.clear();
    this.owners.clear();
  }

  /** Views served (hits, misses), and what updatePanier took from here: inputs (reused) and basket rows (keptRows). */
  stats(): { size: number; hits: number; misses: number; reused: number; keptRows: number } {
    return { size: this.entries.size, hits: this.hits, misses: this.misses, reused: this.reused, keptRows: this.keptRows };
  }
}

/** Whose basket this is, as the principal's lookup finds it: a customer's by account, a guest's by session. */
export function basketOwnerKey(basket: { userId: number | null; sessionId?: number | null | undefined }): string | null {
  if (basket.userId !== null) return `u:${basket.userId}`;
  return basket.sessionId === null || basket.sessionId === undefined ? null : `s:${basket.sessionId}`;
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
