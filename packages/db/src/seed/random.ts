// Seeded pseudo-random numbers: the seed must give the same rows on every run, so Math.random is never used.

/** FNV-1a 32-bit hash: turns a string (a product name, a perimeter code…) into a stable seed. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: tiny, fast and good enough for test data; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = {
  next: () => number;
  /** Integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
};

export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === "string" ? hashString(seed) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error("pick() needs at least one item");
      return items[int(0, items.length - 1)] as T;
    },
  };
}

/** A stable draw in [0, 1) for a given key, independent of the order in which keys are visited. */
export function unitFor(key: string): number {
  return mulberry32(hashString(key))();
}
