import { describe, expect, it } from "vitest";
import { CallerAnswerCache, keysOf } from "./caller-answers.ts";

const listening = (maxEntries = 10) => {
  const cache = new CallerAnswerCache(maxEntries);
  cache.resume();
  return cache;
};
const scope = (keys: string[], validUntil = 1_000) => ({ keys, validUntil });

describe("CallerAnswerCache", () => {
  it("serves a kept answer to the same token only, until its end", () => {
    const cache = listening();
    cache.keep("jeton-a", cache.begin(), "A", scope(["s:1", "b:7"]), 0);
    expect(cache.answer("jeton-a", 999)).toBe("A");
    expect(cache.answer("jeton-b", 10)).toBeNull();
    expect(cache.answer("jeton-a", 1_000)).toBeNull();
    expect(cache.stats().size).toBe(0);
  });

  it("forgets every answer that names a changed row, and only those", () => {
    const cache = listening();
    cache.keep("a", cache.begin(), "A", scope(["s:1", "u:5", "b:7"]), 0);
    cache.keep("b", cache.begin(), "B", scope(["s:2", "u:5", "b:7"]), 0);
    cache.keep("c", cache.begin(), "C", scope(["s:3", "b:8"]), 0);
    cache.forget(keysOf("b:7 s:1 u:5"));
    expect(cache.answer("a", 1)).toBeNull();
    expect(cache.answer("b", 1)).toBeNull();
    expect(cache.answer("c", 1)).toBe("C");
  });

  it("refuses an answer read before a change it depends on was announced", () => {
    const cache = listening();
    const begunAt = cache.begin();
    cache.forget(["b:7"]);
    cache.keep("a", begunAt, "old", scope(["s:1", "b:7"]), 0);
    expect(cache.answer("a", 1)).toBeNull();
    // A change to something else does not spoil it.
    const next = cache.begin();
    cache.forget(["b:99"]);
    cache.keep("a", next, "new", scope(["s:1", "b:7"]), 0);
    expect(cache.answer("a", 1)).toBe("new");
  });

  it("forgets a caller after their own call, and refuses what they read before it", () => {
    const cache = listening();
    cache.keep("a", cache.begin(), "A", scope(["s:1"]), 0);
    const begunAt = cache.begin();
    cache.forgetCaller("a");
    expect(cache.answer("a", 1)).toBeNull();
    cache.keep("a", begunAt, "A", scope(["s:1"]), 0);
    expect(cache.answer("a", 1)).toBeNull();
  });

  it("serves and keeps nothing until the channel listens, nor after it is lost", () => {
    const cache = new CallerAnswerCache(10);
    cache.keep("a", cache.begin(), "A", scope(["s:1"]), 0);
    expect(cache.answer("a", 1)).toBeNull();
    cache.resume();
    const begunAt = cache.begin();
    cache.keep("a", begunAt, "A", scope(["s:1"]), 0);
    expect(cache.answer("a", 1)).toBe("A");
    cache.suspend();
    expect(cache.answer("a", 1)).toBeNull();
    cache.resume();
    expect(cache.answer("a", 1)).toBeNull();
    // Read while the channel was up, kept after it came back: it may have missed a change.
    cache.keep("a", begunAt, "A", scope(["s:1"]), 0);
    expect(cache.answer("a", 1)).toBeNull();
  });

  it("refuses reads begun before a clear, and keeps nothing already over", () => {
    const cache = listening();
    const begunAt = cache.begin();
    cache.clear();
    cache.keep("a", begunAt, "A", scope(["s:1"]), 0);
    expect(cache.answer("a", 1)).toBeNull();
    cache.keep("a", cache.begin(), "A", scope(["s:1"], 50), 50);
    expect(cache.stats().size).toBe(0);
  });

  it("keeps who the caller is apart from their answer: a change to their basket forgets only the answer", () => {
    const cache = listening();
    const who = { kind: "guest" as const, userId: null, permissions: [], sessionId: 1, freshUntil: 500 };
    cache.keepPrincipal("a", cache.begin(), who, 0);
    cache.keep("a", cache.begin(), "A", scope(["s:1", "bs:1", "b:7"]), 0);
    cache.forget(["b:7", "bs:1"]);
    expect(cache.answer("a", 1)).toBeNull();
    expect(cache.principal("a", 1)).toEqual(who);
    expect(cache.principal("a", 500)).toBeNull();
    cache.keepPrincipal("a", cache.begin(), who, 0);
    cache.forget(["s:1"]);
    expect(cache.principal("a", 1)).toBeNull();
    // The caller's own write forgets their answer, not who they are.
    cache.keepPrincipal("a", cache.begin(), who, 0);
    cache.keep("a", cache.begin(), "A", scope(["s:1"]), 0);
    cache.forgetCaller("a");
    expect(cache.answer("a", 1)).toBeNull();
    expect(cache.principal("a", 1)).toEqual(who);
    // A principal that does not say until when it holds is not kept.
    cache.keepPrincipal("b", cache.begin(), { ...who, sessionId: 2, freshUntil: undefined }, 0);
    expect(cache.principal("b", 1)).toBeNull();
  });

  it("drops the least recently kept caller beyond its size", () => {
    const cache = listening(2);
    cache.keep("a", cache.begin(), "A", scope(["s:1"]), 0);
    cache.keep("b", cache.begin(), "B", scope(["s:2"]), 0);
    cache.keep("a", cache.begin(), "A2", scope(["s:1"]), 0);
    cache.keep("c", cache.begin(), "C", scope(["s:3"]), 0);
    expect(cache.answer("b", 1)).toBeNull();
    expect(cache.answer("a", 1)).toBe("A2");
    expect(cache.answer("c", 1)).toBe("C");
  });
});
