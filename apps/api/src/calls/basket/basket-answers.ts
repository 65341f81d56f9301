// getPanier's answers kept per caller (ADR 0021), on top of the basket view cache: a page's basket read then costs
// no database round trip at all while neither the session, the account nor the basket row changes. PostgreSQL
// announces those changes on `cabas_reads` (migration 0009), whichever process made them.
import type { Database, DatabaseHandle } from "@cabas/db";
import { CallerAnswerCache, keysOf } from "../../http/caller-answers.ts";
import type { Principal } from "../../http/auth.ts";

export const READS_CHANNEL = "cabas_reads";
// Answers and principals together: an 8-line basket answers ~6 kB of JSON, a principal is a few hundred bytes.
export const DEFAULT_BASKET_ANSWERS = { maxEntries: 10_000 };

const caches = new WeakMap<Database, CallerAnswerCache>();

export const basketAnswersOf = (db: Database): CallerAnswerCache | undefined => caches.get(db);

/**
 * Turns kept getPanier answers on for this database and follows its announcements; resolves to `stop`. Nothing is
 * served before the channel listens, nor while it is lost.
 */
export async function enableBasketAnswers(handle: DatabaseHandle, options = DEFAULT_BASKET_ANSWERS): Promise<() => Promise<void>> {
  const cache = new CallerAnswerCache(options.maxEntries);
  caches.set(handle.db, cache);
  const stop = await handle.listen(READS_CHANNEL, {
    onMessage: (payload) => cache.forget(keysOf(payload)),
    onReady: () => cache.resume(),
    onLost: () => cache.suspend(),
  });
  return async () => {
    cache.suspend();
    caches.delete(handle.db);
    await stop();
  };
}

/**
 * What a principal's basket answer depends on: their session and account (`s:`, `u:`), which basket they have
 * (`bs:`, `bu:`: a basket created, handed to the account or closed), and that basket's row if any (`b:`).
 */
export function basketAnswerKeys(principal: Principal, basketId: number | null): string[] {
  const keys: string[] = [];
  if (principal.sessionId !== undefined) keys.push(`s:${principal.sessionId}`, `bs:${principal.sessionId}`);
  if (principal.userId !== null) keys.push(`u:${principal.userId}`, `bu:${principal.userId}`);
  if (basketId !== null) keys.push(`b:${basketId}`);
  return keys;
}
