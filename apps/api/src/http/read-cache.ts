// A shared cache of serialised answers for public, non-personal reads (the catalogue).
// A hit costs a map lookup and a write of bytes encoded once when the answer was stored: writing the 32 kB text of an
// aisle page to the socket encoded it again for every shopper, a fifth of the web-service's time per hit (ADR 0089); concurrent misses of one key share a single computation;
// an entry past its freshness is still served while one request recomputes it (stale-while-revalidate),
// so a busy key never makes shoppers wait for the database. `invalidate()` drops everything at once: the
// code that changes what the answers show (stock, prices) calls it, the TTL only bounds what it forgets.

export type ReadCacheOptions = {
  /** How long an answer is served as is. */
  freshMs: number;
  /** How long past that it may still be served while it is recomputed in the background. */
  staleMs: number;
  /** Most answers kept; the oldest stored go first. */
  maxEntries: number;
  /**
   * Most stale answers recomputed at once in the background; past that a stale answer is served as is and
   * recomputed by a later reader, so refreshes never take the database from requests that are waiting.
   */
  maxRefreshes?: number;
  /** Clock (tests). */
  now?: () => number;
};

type Entry = { body: Buffer; storedAt: number; version: number };

export type ReadCacheStats = { hits: number; stale: number; misses: number; size: number; version: number };

export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private version = 0;
  private refreshing = 0;
  private readonly counts = { hits: 0, stale: 0, misses: 0 };
  private readonly now: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /**
   * The cached answer for `key`, or the one `compute` gives (stored unless the cache was invalidated while it
   * ran, since it may then describe the data as it was before the change). Errors are not cached.
   */
  async read(key: string, compute: () => Promise<string>): Promise<Buffer> {
    const entry = this.entries.get(key);
    const at = this.now();
    if (entry && entry.version === this.version) {
      const age = at - entry.storedAt;
      if (age < this.options.freshMs) {
        this.counts.hits++;
        return entry.body;
      }
      if (age < this.options.freshMs + this.options.staleMs) {
        this.counts.stale++;
        if (!this.pending.has(key) && this.refreshing < (this.options.maxRefreshes ?? 4)) {
          this.refreshing++;
          const version = this.version;
          this.refresh(key, compute)
            // The refresh's failure only means the next reader tries again.
            .catch(() => undefined)
            .finally(() => {
              if (version === this.version) this.refreshing--;
            });
        }
        return entry.body;
      }
    }
    const running = this.pending.get(key);
    if (running) return running;
    this.counts.misses++;
    return this.refresh(key, compute);
  }

  /** Forgets every answer, including those being computed now. */
  invalidate(): void {
    this.version++;
    this.refreshing = 0;
    this.entries.clear();
    this.pending.clear();
  }

  stats(): ReadCacheStats {
    return { ...this.counts, size: this.entries.size, version: this.version };
  }

  private refresh(key: string, compute: () => Promise<string>): Promise<Buffer> {
    const version = this.version;
    const promise = compute().then(
      (json) => {
        const body = Buffer.from(json);
        if (this.pending.get(key) === promise) this.pending.delete(key);
        if (version === this.version) this.store(key, { body, storedAt: this.now(), version });
        return body;
      },
      (error: unknown) => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
