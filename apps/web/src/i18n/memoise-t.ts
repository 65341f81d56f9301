// A translation function that remembers its answers.
import type { TFunction } from "i18next";

// i18next resolves each key anew (lookup, plural rules, interpolation): ~15 % of a category page's rendering
// time for a few hundred calls. The texts are bundled and never change in a running server, so the answer to a
// key and its options is kept (bounded: a page's products make the options vary).
const MEMO_MAX = 20_000;

export const memoiseT = (t: TFunction, max = MEMO_MAX): TFunction => {
  const memo = new Map<string, unknown>();
  const call = t as unknown as (...args: unknown[]) => unknown;
  const fast = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
    if (typeof key !== "string" || rest.length > 0 || (options !== undefined && (typeof options !== "object" || options === null))) {
      return call(key, options, ...rest);
    }
    const id = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
    if (memo.has(id)) return memo.get(id);
    const value = call(key, options);
    if (memo.size >= max) memo.clear();
    memo.set(id, value);
    return value;
  };
  return Object.assign(fast, t);
};
