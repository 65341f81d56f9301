// Sessions in the database: creation with a fresh token, lookup by the token's hash, revocation.
import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import type { Authenticator, Principal } from "../../http/auth.ts";
import {
  generateToken,
  hashToken,
  isSessionActive,
  sessionExpiry,
  sessionFreshUntil,
  shouldTouchSession,
} from "../../domain/session-tokens.ts";
import { shouldRecordActivity } from "../personal-data/inactive-accounts-rules.ts";

export type NewSession = {
  kind: "guest" | "customer";
  userId?: number | null;
  impersonatorId?: number | null;
  /** The impersonations row of this login-as, if it is one. */
  impersonationId?: number | null;
  postalCode: string | null;
  perimeterId: number | null;
};

export async function createSession(db: Database, session: NewSession, now: Date): Promise<{ token: string; id: number }> {
  const token = generateToken();
  const limit = session.impersonatorId ? "impersonation" : session.kind;
  const [row] = await db
    .insert(schema.sessions)
    .values({
      tokenHash: hashToken(token),
      kind: session.kind,
      userId: session.userId ?? null,
      impersonatorId: session.impersonatorId ?? null,
      impersonationId: session.impersonationId ?? null,
      postalCode: session.postalCode,
      perimeterId: session.perimeterId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: sessionExpiry(limit, now),
    })
    .returning({ id: schema.sessions.id });
  if (!row) throw new Error("session insert returned nothing");
  // A sign-in is the customer's activity (ADR 0135); staff acting as them is not.
  if (session.kind === "customer" && session.userId && !session.impersonatorId) await recordActivity(db, session.userId, now);
  return { token, id: row.id };
}

/** The account was used by its customer at `at`: an inactivity notice running is cancelled by the next daily run. */
async function recordActivity(db: Database, userId: number, at: Date): Promise<void> {
  await db.update(schema.users).set({ lastActiveAt: at }).where(eq(schema.users.id, userId));
}

export async function revokeSessionByToken(db: Database, token: string, now: Date): Promise<void> {
  await db
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.tokenHash, hashToken(token)), isNull(schema.sessions.revokedAt)));
}

export async function revokeUserSessions(db: Database, userId: number, now: Date): Promise<void> {
  await db
    .update(schema.sessions)
    .set({ revokedAt: now })
    .where(and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)));
}

type Place = { postalCode: string | null; perimeterId: number | null };

/**
 * Where a session's deliveries go. An account's sessions all follow the account's postal code, which every change of
 * it writes (loginCP, setAdresses, sign-in): a second device signed in before the change would otherwise keep the old
 * perimeter, and its next basket write would move the basket back there, unannounced (ADR 0071). A guest session,
 * or an account without a postal code yet, keeps its own.
 */
export function sessionPlace(session: Place & { userId: number | null }, account: Place): Place {
  if (session.userId !== null && account.perimeterId !== null) return { postalCode: account.postalCode, perimeterId: account.perimeterId };
  return { postalCode: session.postalCode, perimeterId: session.perimeterId };
}

export function createSessionAuthenticator(db: Database, now: () => Date): Authenticator {
  // Every call runs it: prepared once, so neither Drizzle nor PostgreSQL plans it again.
  const byToken = db
    .select({
      session: schema.sessions,
      permissions: schema.users.permissions,
      accountPostalCode: schema.users.postalCode,
      accountPerimeterId: schema.users.perimeterId,
      accountLastActiveAt: schema.users.lastActiveAt,
      impersonationEndedAt: schema.impersonations.endedAt,
    })
    .from(schema.sessions)
    .leftJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .leftJoin(schema.impersonations, eq(schema.impersonations.id, schema.sessions.impersonationId))
    .where(eq(schema.sessions.tokenHash, sql.placeholder("hash")))
    .limit(1)
    .prepare("session_by_token");
  return async (token) => {
    if (token.length > 200) return null;
    const [row] = await byToken.execute({ hash: hashToken(token) });
    if (!row) return null;
    const at = now();
    const { session } = row;
    if (!isSessionActive(session, at)) return null;
    // A login-as marked ended is over for every session it opened: nothing more is done, nor recorded, under it.
    if (row.impersonationEndedAt) return null;
    const touched = shouldTouchSession(session.lastSeenAt, at);
    if (touched) {
      await db.update(schema.sessions).set({ lastSeenAt: at }).where(eq(schema.sessions.id, session.id));
    }
    // Browsing or filling the basket signed in is activity too, recorded once a day (ADR 0135).
    if (session.kind === "customer" && session.userId && !session.impersonatorId && shouldRecordActivity(row.accountLastActiveAt, at)) {
      await recordActivity(db, session.userId, at);
    }
    const principal: Principal = {
      kind: session.kind,
      userId: session.userId,
      // Staff powers never pass to a customer session opened by login-as.
      permissions: session.impersonatorId ? [] : (row.permissions ?? []),
      sessionId: session.id,
      ...sessionPlace(session, { postalCode: row.accountPostalCode, perimeterId: row.accountPerimeterId }),
      impersonatorId: session.impersonatorId,
      impersonationId: session.impersonationId,
      freshUntil: sessionFreshUntil(touched ? { ...session, lastSeenAt: at } : session),
    };
    return principal;
  };
}


/**
 * Once the e-mail or the password changed, the account's other sessions end (whoever held one may be who the
 * change shuts out) and reset links already mailed die; the sessions in `keepSessionIds` (the one that made or asked
 * for the change) stay.
 */
export async function signOutElsewhere(tx: Database, userId: number, f: { at: Date; keepSessionIds: readonly number[] }): Promise<void> {
  await tx
    .update(schema.sessions)
    .set({ revokedAt: f.at })
    .where(
      and(
        eq(schema.sessions.userId, userId),
        isNull(schema.sessions.revokedAt),
        f.keepSessionIds.length > 0 ? notInArray(schema.sessions.id, [...f.keepSessionIds]) : undefined,
      ),
    );
  await tx.delete(schema.passwordResets).where(and(eq(schema.passwordResets.userId, userId), isNull(schema.passwordResets.usedAt)));
}
