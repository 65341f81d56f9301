import { describe, expect, it } from "vitest";
import { ReadCache } from "./read-cache.ts";

/** The cache's answers as text (it keeps them as the bytes sent). */
const asText = (cache: ReadCache) => ({
  read: async (key: string, compute: () => Promise<string>) => (await cache.read(key, compute)).toString("utf8"),
  invalidate: () => cache.invalidate(),
  stats: () => cache.stats(),
});

const setup = () => {
  let clock = 0;
  const cache = asText(new ReadCache({ freshMs: 100, staleMs: 200, maxEntries: 3, now: () => clock }));
  let computed = 0;
  const compute = (body: string) => () => {
    computed++;
    return Promise.resolve(body);
  };
  return { cache, compute, computed: () => computed, advance: (ms: number) => (clock += ms) };
};

describe("read cache", () => {
  it("keeps an answer as the UTF-8 bytes to send, encoded once", async () => {
    const cache = new ReadCache({ freshMs: 100, staleMs: 200, maxEntries: 3 });
    const body = await cache.read("a", () => Promise.resolve('{"nom":"Crème fraîche"}'));
    expect(Buffer.isBuffer(body)).toBe(true);
    expect(body.byteLength).toBe(25);
    expect(await cache.read("a", () => Promise.resolve("autre"))).toBe(body);
  });

  it("serves a stored answer without computing it again while fresh", async () => {
    const t = setup();
    expect(await t.cache.read("a", t.compute("1"))).toBe("1");
    t.advance(99);
    expect(await t.cache.read("a", t.compute("2"))).toBe("1");
    expect(t.computed()).toBe(1);
  });

  it("serves a stale answer once while recomputing it, then the new one", async () => {
    const t = setup();
    await t.cache.read("a", t.compute("1"));
    t.advance(150);
    expect(await t.cache.read("a", t.compute("2"))).toBe("1");
    await Promise.resolve();
    expect(await t.cache.read("a", t.compute("3"))).toBe("2");
    expect(t.computed()).toBe(2);
  });

  it("computes again past the stale window", async () => {
    const t = setup();
    await t.cache.read("a", t.compute("1"));
    t.advance(301);
    expect(await t.cache.read("a", t.compute("2"))).toBe("2");
  });

  it("shares one computation between concurrent misses of a key", async () => {
    const t = setup();
    let release: (body: string) => void = () => undefined;
    let runs = 0;
    const slow = () => {
      runs++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const both = Promise.all([t.cache.read("a", slow), t.cache.read("a", slow)]);
    release("x");
    expect(await both).toEqual(["x", "x"]);
    expect(runs).toBe(1);
  });

  it("forgets everything on invalidate, and does not keep an answer computed before it", async () => {
    const t = setup();
    await t.cache.read("a", t.compute("old"));
    t.cache.invalidate();
    expect(await t.cache.read("a", t.compute("new"))).toBe("new");

    let release: (body: string) => void = () => undefined;
    const racing = t.cache.read("b", () => new Promise<string>((resolve) => (release = resolve)));
    t.cache.invalidate();
    release("before the change");
    expect(await racing).toBe("before the change");
    expect(await t.cache.read("b", t.compute("after the change"))).toBe("after the change");
  });

  it("does not keep failures", async () => {
    const t = setup();
    await expect(t.cache.read("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await t.cache.read("a", t.compute("ok"))).toBe("ok");
  });

  it("keeps at most maxEntries answers, dropping the oldest", async () => {
    const t = setup();
    for (const key of ["a", "b", "c", "d"]) await t.cache.read(key, t.compute(key));
    expect(t.cache.stats().size).toBe(3);
    expect(await t.cache.read("a", t.compute("a again"))).toBe("a again");
    expect(await t.cache.read("d", t.compute("d again"))).toBe("d");
  });
});

describe("read cache background refreshes", () => {
  it("recomputes at most maxRefreshes stale answers at once, serving the others as they are", async () => {
    let clock = 0;
    const cache = asText(new ReadCache({ freshMs: 10, staleMs: 1000, maxEntries: 10, maxRefreshes: 1, now: () => clock }));
    await cache.read("a", () => Promise.resolve("a1"));
    await cache.read("b", () => Promise.resolve("b1"));
    clock = 20;
    let release: (body: string) => void = () => undefined;
    let runs = 0;
    const slow = () => {
      runs++;
      return new Promise<string>((resolve) => (release = resolve));
    };
    expect(await cache.read("a", slow)).toBe("a1");
    expect(await cache.read("b", slow)).toBe("b1");
    expect(runs).toBe(1);
    release("a2");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.read("a", slow)).toBe("a2");
    expect(await cache.read("b", () => Promise.resolve("b2"))).toBe("b1");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.read("b", slow)).toBe("b2");
  });
});
