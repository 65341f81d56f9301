// Session tokens: 256-bit random values; the database keeps only their SHA-256.
import { createHash, randomBytes } from "node:crypto";

export const generateToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** Idle and absolute limits per kind of session. */
export const SESSION_LIMITS = {
  guest: { idleMs: 1 * DAY, absoluteMs: 30 * DAY },
  customer: { idleMs: 30 * DAY, absoluteMs: 365 * DAY },
  /** A staff member acting as a customer keeps that power briefly. */
  impersonation: { idleMs: 1 * HOUR, absoluteMs: 4 * HOUR },
} as const;

export type SessionLimitKind = keyof typeof SESSION_LIMITS;

export function sessionExpiry(kind: SessionLimitKind, createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_LIMITS[kind].absoluteMs);
}

type SessionTimes = { kind: "guest" | "customer"; impersonatorId: number | null; lastSeenAt: Date; expiresAt: Date };

/** The limits a session lives by: a staff member acting as a customer has the shortest. */
const limitsOf = (session: SessionTimes) => (session.impersonatorId !== null ? SESSION_LIMITS.impersonation : SESSION_LIMITS[session.kind]);

export function isSessionActive(session: SessionTimes & { revokedAt: Date | null }, now: Date): boolean {
  if (session.revokedAt) return false;
  if (now >= session.expiresAt) return false;
  return now.getTime() - session.lastSeenAt.getTime() < limitsOf(session).idleMs;
}

/** Recording every request's time would write on every read; once a minute is precise enough for idle limits. */
export const SESSION_TOUCH_MS = 60_000;
export const shouldTouchSession = (lastSeenAt: Date, now: Date): boolean => now.getTime() - lastSeenAt.getTime() > SESSION_TOUCH_MS;

/**
 * Until when (ms) a session just read (and touched, if due) stays as it is unless its row changes: its next touch,
 * its absolute end and its idle end, whichever comes first. Answers kept for it must be read again from then on.
 */
export function sessionFreshUntil(session: SessionTimes): number {
  const seen = session.lastSeenAt.getTime();
  return Math.min(session.expiresAt.getTime(), seen + SESSION_TOUCH_MS, seen + limitsOf(session).idleMs);
}

/** When a session stopped or will stop working: closed, idle too long, or past its absolute limit, whichever first. */
export function sessionEndsAt(session: SessionTimes & { revokedAt: Date | null }): Date {
  const idleEnd = session.lastSeenAt.getTime() + limitsOf(session).idleMs;
  const ends = [idleEnd, session.expiresAt.getTime(), ...(session.revokedAt ? [session.revokedAt.getTime()] : [])];
  return new Date(Math.min(...ends));
}

export type LoginAsEnd = { state: "left"; at: Date } | { state: "expired"; at: Date | null } | { state: "open" };

/**
 * How a login-as ended, for the staff journal: left with « Quitter » (endedAt, written only then), or over once every
 * session it opened is (the latest end is when), or still open. With no session left to read (purged), it is over
 * at the latest when the login-as limit is past: its time is then unknown.
 */
export function loginAsEnd(
  login: { startedAt: Date; endedAt: Date | null },
  sessions: readonly (SessionTimes & { revokedAt: Date | null })[],
  now: Date,
): LoginAsEnd {
  if (login.endedAt) return { state: "left", at: login.endedAt };
  if (sessions.length === 0) {
    return now.getTime() >= login.startedAt.getTime() + SESSION_LIMITS.impersonation.absoluteMs ? { state: "expired", at: null } : { state: "open" };
  }
  const last = Math.max(...sessions.map((session) => sessionEndsAt(session).getTime()));
  return last <= now.getTime() ? { state: "expired", at: new Date(last) } : { state: "open" };
}
