// Answers kept in memory per caller (by the hash of their token), for a read every page makes (getPanier): served
// again without touching the database until something they depend on changes (ADR 0021). Who the caller is (their
// principal) is kept beside it, so that when only the answer changed (their basket), reading it again costs no
// session lookup.
//
// An entry names what it depends on as keys (`s:<session>`, `u:<user>`, `b:<basket>`…); PostgreSQL announces every
// change to those rows (migration 0009) and `forget` drops the entries naming them. Races are settled by an epoch:
// a caller notes it before reading the database and keeps what it read only if none of its keys was forgotten
// since, so nothing read before a change can be kept after the change's announcement.
//
// Until the channel listens — and from the moment it may have missed an announcement — nothing is served or kept.
import { hashToken } from "../domain/session-tokens.ts";
import type { Principal } from "./auth.ts";

export type AnswerScope = {
  /** What the answer depends on: a notification naming one of these keys forgets it. */
  keys: readonly string[];
  /** The shop's time (ms) after which it must be read again (session touch, slot hold end, catalogue freshness). */
  validUntil: number;
};

type Entry = { value: string | Principal; validUntil: number; keys: readonly string[] };

/** Beyond this many remembered forgettings, they are dropped and every read begun before is refused instead. */
const MAX_FORGOTTEN = 50_000;

export class CallerAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byKey = new Map<string, Set<string>>();
  private readonly forgottenAt = new Map<string, number>();
  private epoch = 0;
  /** Reads begun before this epoch keep nothing (the cache was cleared or suspended since). */
  private floor = 0;
  private listening = false;
  private hits = 0;
  private misses = 0;

  constructor(private readonly maxEntries: number) {}

  /** The kept answer for this token, if any and still valid at `nowMs`. */
  answer(token: string, nowMs: number): string | null {
    const value = this.read(`a:${hashToken(token)}`, nowMs);
    if (typeof value === "string") {
      this.hits += 1;
      return value;
    }
    this.misses += 1;
    return null;
  }

  /** Who this token was, if kept and still valid at `nowMs` (their session, account and its limits unchanged). */
  principal(token: string, nowMs: number): Principal | null {
    const value = this.read(`p:${hashToken(token)}`, nowMs);
    return typeof value === "object" && value !== null ? value : null;
  }

  /** Noted before reading the database: `keep` refuses the answer if what it read changed since. */
  begin(): number {
    return this.epoch;
  }

  keep(token: string, begunAt: number, body: string, scope: AnswerScope, nowMs: number): void {
    this.store("a", hashToken(token), begunAt, body, scope, nowMs);
  }

  /** Keeps who the caller is until their session's next touch or a change to their session or account. */
  keepPrincipal(token: string, begunAt: number, principal: Principal, nowMs: number): void {
    if (principal.freshUntil === undefined || principal.sessionId === undefined) return;
    const keys = [`s:${principal.sessionId}`, ...(principal.userId === null ? [] : [`u:${principal.userId}`])];
    this.store("p", hashToken(token), begunAt, principal, { keys, validUntil: principal.freshUntil }, nowMs);
  }

  /** Something these keys name changed: answers that depend on it go, and reads under way keep nothing. */
  forget(keys: readonly string[]): void {
    this.epoch += 1;
    if (this.forgottenAt.size >= MAX_FORGOTTEN) {
      this.forgottenAt.clear();
      this.floor = this.epoch;
    }
    for (const key of keys) {
      if (!key) continue;
      this.forgottenAt.set(key, this.epoch);
      for (const id of this.byKey.get(key) ?? []) this.remove(id);
    }
  }

  /** The caller behind this token just made a call that may have changed what they see. */
  forgetCaller(token: string): void {
    this.forget([tokenKey(hashToken(token))]);
  }

  /** Everything may have changed (stock, prices): start again. */
  clear(): void {
    this.entries.clear();
    this.byKey.clear();
    this.forgottenAt.clear();
    this.epoch += 1;
    this.floor = this.epoch;
  }

  /** The channel listens: answers may be kept and served. */
  resume(): void {
    this.listening = true;
  }

  /** The channel may have missed announcements: nothing kept can be trusted, nothing is served until it listens. */
  suspend(): void {
    this.listening = false;
    this.clear();
  }

  stats(): { size: number; hits: number; misses: number; listening: boolean } {
    return { size: this.entries.size, hits: this.hits, misses: this.misses, listening: this.listening };
  }

  private read(id: string, nowMs: number): string | Principal | null {
    if (!this.listening) return null;
    const entry = this.entries.get(id);
    if (entry && nowMs < entry.validUntil) return entry.value;
    if (entry) this.remove(id);
    return null;
  }

  /** Keeps an answer ("a") or a principal ("p") for the token whose hash is given. */
  private store(kind: "a" | "p", tokenHash: string, begunAt: number, value: string | Principal, scope: AnswerScope, nowMs: number): void {
    if (!this.listening || begunAt < this.floor || scope.validUntil <= nowMs) return;
    const id = `${kind}:${tokenHash}`;
    // The caller's own writes forget their answer at once; who they are changes only with their session or
    // account row, whose announcement forgets it (a sign-out's token is dropped by the browser anyway).
    const keys = kind === "a" ? [...scope.keys, tokenKey(tokenHash)] : scope.keys;
    if (keys.some((key) => (this.forgottenAt.get(key) ?? -1) > begunAt)) return;
    this.remove(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.remove(oldest.value);
    }
    this.entries.set(id, { value, validUntil: scope.validUntil, keys });
    for (const key of keys) {
      const ids = this.byKey.get(key) ?? new Set<string>();
      ids.add(id);
      this.byKey.set(key, ids);
    }
  }

  private remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    for (const key of entry.keys) {
      const ids = this.byKey.get(key);
      ids?.delete(id);
      if (ids?.size === 0) this.byKey.delete(key);
    }
  }
}

const tokenKey = (tokenHash: string): string => `t:${tokenHash}`;

/** Keys a notification payload names (space-separated). */
export const keysOf = (payload: string): string[] => payload.split(" ").filter(Boolean);
