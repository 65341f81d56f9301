// Fixed-window attempt counters kept in the database, so every API instance shares them.
import { eq, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { AppError } from "../../http/app-error.ts";
import { verifyPassword } from "../../domain/passwords.ts";
import { addressBucket } from "../../domain/address-bucket.ts";

export type RateRule = { limit: number; windowMs: number };

export const RATE_RULES = {
  /**
   * Wrong passwords for one account from one client address (an IPv6 /64 as one): the guesser's address is locked,
   * never the customer's own (ADR 0081).
   */
  loginPerAccountAddress: { limit: 10, windowMs: 15 * 60_000 },
  /** Wrong passwords for one account from all addresses together: a ceiling against guessing spread over many. */
  loginPerAccount: { limit: 100, windowMs: 15 * 60_000 },
  loginPerAddress: { limit: 50, windowMs: 15 * 60_000 },
  resetPerAccount: { limit: 5, windowMs: 60 * 60_000 },
  resetPerAddress: { limit: 20, windowMs: 60 * 60_000 },
  registerPerAddress: { limit: 20, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateRule>;

/** Counts one attempt for the key; returns how many seconds to wait when the limit is passed. */
export async function hitRateLimit(db: Database, key: string, rule: RateRule, now: Date): Promise<number | null> {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const table = schema.rateLimits;
  const [row] = await db
    .insert(table)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: table.key,
      set: {
        count: sql`case when ${table.windowStart} <= ${windowStart.toISOString()}::timestamptz then 1 else ${table.count} + 1 end`,
        windowStart: sql`case when ${table.windowStart} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${table.windowStart} end`,
      },
    })
    .returning({ count: table.count, windowStart: table.windowStart });
  if (!row || row.count <= rule.limit) return null;
  return Math.max(1, Math.ceil((row.windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
}

/**
 * Takes back one attempt counted for the key: a sign-in that succeeded is not an attempt to guess. Counting first
 * and taking back after keeps the limit exact when attempts arrive together.
 */
export async function forgiveAttempt(db: Database, key: string): Promise<void> {
  const table = schema.rateLimits;
  await db
    .update(table)
    .set({ count: sql`greatest(${table.count} - 1, 0)` })
    .where(eq(table.key, key));
}

export async function enforceRateLimits(db: Database, checks: { key: string; rule: RateRule }[], now: Date): Promise<void> {
  for (const { key, rule } of checks) {
    const wait = await hitRateLimit(db, key, rule, now);
    if (wait !== null) {
      const minutes = Math.ceil(wait / 60);
      throw new AppError(
        "TOO_MANY_REQUESTS",
        `Trop de tentatives. Par sécurité, réessayez dans ${minutes} minute${minutes > 1 ? "s" : ""}.`,
      );
    }
  }
}

/**
 * The counter of attempts at one account's password from all addresses, whatever form asks for it (sign-in,
 * deletion, e-mail change).
 */
export const signInAccountKey = (email: string): string => `login:account:${email.toLowerCase()}`;

/** The start of every per-address counter of one account (an address has no space, nor the address bucket). */
export const signInAccountAddressPrefix = (email: string): string => `login:account-address:${email.toLowerCase()} `;

/** The counter of attempts at one account's password from one client address (an IPv6 /64 as one). */
export const signInAccountAddressKey = (email: string, ip: string): string => `${signInAccountAddressPrefix(email)}${addressBucket(ip)}`;

/**
 * A sign-in's counters: the caller's address (all accounts), the account from that address, and the account from
 * everywhere. Ten wrong passwords lock the account only for the address they came from, so nobody can lock a
 * customer out from elsewhere; the account's own ceiling, ten times higher, stops guessing spread over many addresses.
 */
export const signInAttempts = (ip: string, email: string): { key: string; rule: RateRule }[] => [
  { key: `login:ip:${addressBucket(ip)}`, rule: RATE_RULES.loginPerAddress },
  { key: signInAccountAddressKey(email, ip), rule: RATE_RULES.loginPerAccountAddress },
  { key: signInAccountKey(email), rule: RATE_RULES.loginPerAccount },
];

/**
 * A right password is not a guess: taken back from the account's counters (from that address and from all). The
 * address's own counter keeps it: forgiving it too would let one good account's sign-ins hide guesses at others.
 */
export async function forgiveSignIn(db: Database, email: string, ip: string): Promise<void> {
  await forgiveAttempt(db, signInAccountAddressKey(email, ip));
  await forgiveAttempt(db, signInAccountKey(email));
}

/**
 * The current password proves the customer is at the keyboard, not whoever holds the session: guessing it here
 * counts as guessing it at sign-in (the same counters), a wrong one is refused beside `field`, a right one is not
 * counted against the account.
 */
export async function proveCurrentPassword(
  db: Database,
  user: { email: string; passwordHash: string },
  password: string,
  f: { field: string; message: string; ip: string; at: Date },
): Promise<void> {
  await enforceRateLimits(db, signInAttempts(f.ip, user.email), f.at);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("UNPROCESSABLE", f.message, { fieldErrors: { [f.field]: [f.message] } });
  }
  await forgiveSignIn(db, user.email, f.ip);
}
