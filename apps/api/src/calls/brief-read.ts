// A few rows that nearly every call reads and that change rarely (the perimeters, the aisle tree, the recall
// notices): read once per database and kept briefly in memory, rather than queried on each request.
import type { Database } from "@cabas/db";

export type BriefRead<T> = {
  /** The kept value while younger than the time given, else a new read (shared by the calls that ask meanwhile). */
  load: (db: Database) => Promise<T>;
  /** Forgets the kept value (after code that changes those rows). */
  forget: (db: Database) => void;
};

export function briefRead<T>(ttlMs: number, read: (db: Database) => Promise<T>): BriefRead<T> {
  const cache = new WeakMap<Database, { at: number; value: Promise<T> }>();
  return {
    load(db) {
      const hit = cache.get(db);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = read(db);
      cache.set(db, { at: Date.now(), value });
      // A failed read is not kept: the next call reads again.
      value.catch(() => {
        if (cache.get(db)?.value === value) cache.delete(db);
      });
      return value;
    },
    forget(db) {
      cache.delete(db);
    },
  };
}
