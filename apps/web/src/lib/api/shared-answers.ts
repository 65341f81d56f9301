// Successful answers of public calls, shared between requests of the storefront for a short while.
import type { ApiResult } from "./query.ts";

let clock = () => Date.now();
/** Tests move time. */
export const setSharedAnswersClock = (now: () => number): void => {
  clock = now;
};

// Answers shared across requests, by URL (the perimeter is part of it). The shell reads the same few answers
// on every page; asking the web-service each time cost several round trips per render.
const SHARED_MAX_ENTRIES = 500;
const shared = new Map<string, { until: number; result: Promise<ApiResult<unknown>> }>();

export function sharedAnswer<T>(url: string, ttlMs: number, load: () => Promise<ApiResult<T>>): Promise<ApiResult<T>> {
  const now = clock();
  const hit = shared.get(url);
  if (hit && hit.until > now) return hit.result as Promise<ApiResult<T>>;
  const result = load();
  shared.set(url, { until: now + ttlMs, result });
  if (shared.size > SHARED_MAX_ENTRIES) shared.delete(shared.keys().next().value ?? url);
  // Failures are not shared: the next render asks again.
  void result.then((r) => {
    if (!r.ok && shared.get(url)?.result === result) shared.delete(url);
  });
  return result;
}
