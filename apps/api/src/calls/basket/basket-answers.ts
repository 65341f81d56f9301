// getPanier's answers kept per caller (ADR 0021), on top of the basket view cache: a page's basket read then costs
// no database round trip at all while neither the session, the account nor the basket row changes. PostgreSQL
// announces those changes on `cabas_reads` (migration 0009), whichever process made them.
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "@cabas/db";
import { CallerAnswerCache, keysOf } from "../../http/caller-answers.ts";
import { loggableError } from "../../http/error-log.ts";
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

type Batch = { keys: Set<string>; scheduled: boolean; sending: Promise<void> };
const batches = new WeakMap<Database, Batch>();
/** A notification's payload stays well under PostgreSQL's 8,000 bytes. */
const MAX_PAYLOAD = 7_000;

/**
 * Announces changes whose trigger stayed quiet (the `…_announced_by_caller` line statements, migrations 0009 to
 * 0011), once committed: this process forgets them at once, and every change of this turn of the event loop goes to
 * the other processes in one notification, sent right after — one short transaction instead of one serialised
 * commit each.
 * A lost announcement (database unreachable) leaves other processes' answers at most their life (10 s) late.
 */
export function announceReads(db: Database, keys: readonly string[]): void {
  basketAnswersOf(db)?.forget(keys);
  let batch = batches.get(db);
  if (!batch) {
    batch = { keys: new Set(), scheduled: false, sending: Promise.resolve() };
    batches.set(db, batch);
  }
  for (const key of keys) batch.keys.add(key);
  if (batch.scheduled) return;
  batch.scheduled = true;
  const current = batch;
  setImmediate(() => {
    current.sending = current.sending.then(() => send(db, current));
  });
}

async function send(db: Database, batch: Batch): Promise<void> {
  batch.scheduled = false;
  const keys = [...batch.keys];
  batch.keys.clear();
  const payloads: string[] = [];
  for (const key of keys) {
    const last = payloads.at(-1);
    if (last !== undefined && last.length + key.length + 1 <= MAX_PAYLOAD) payloads[payloads.length - 1] = `${last} ${key}`;
    else payloads.push(key);
  }
  for (const payload of payloads) {
    try {
      await db.execute(sql`select pg_notify(${READS_CHANNEL}, ${payload})`);
    } catch (error) {
      console.error("cabas_reads announcement failed", loggableError(error));
    }
  }
}

/** Sends what is waiting (the server is stopping). */
export async function flushReadAnnouncements(db: Database): Promise<void> {
  const batch = batches.get(db);
  if (!batch) return;
  await batch.sending;
  if (batch.keys.size > 0) await send(db, batch);
}
