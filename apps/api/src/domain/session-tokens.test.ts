import { describe, expect, it } from "vitest";
import { generateToken, hashToken, isSessionActive, loginAsEnd, sessionExpiry } from "./session-tokens.ts";

const at = (iso: string) => new Date(iso);

describe("session tokens", () => {
  it("are 256-bit random values stored as their hash", () => {
    const token = generateToken();
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(generateToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  const customer = (over: Partial<Parameters<typeof isSessionActive>[0]> = {}) => ({
    kind: "customer" as const,
    impersonatorId: null,
    lastSeenAt: at("2026-01-01T00:00:00Z"),
    expiresAt: sessionExpiry("customer", at("2026-01-01T00:00:00Z")),
    revokedAt: null,
    ...over,
  });

  it("expires after the idle limit", () => {
    expect(isSessionActive(customer(), at("2026-01-30T00:00:00Z"))).toBe(true);
    expect(isSessionActive(customer(), at("2026-02-01T00:00:00Z"))).toBe(false);
  });
  it("expires at the absolute limit even when used", () => {
    const s = customer({ lastSeenAt: at("2026-12-31T00:00:00Z") });
    expect(isSessionActive(s, at("2027-01-02T00:00:00Z"))).toBe(false);
  });
  it("is over once revoked (logout)", () => {
    expect(isSessionActive(customer({ revokedAt: at("2026-01-01T01:00:00Z") }), at("2026-01-01T02:00:00Z"))).toBe(false);
  });
  it("keeps guests for a day of inactivity and impersonation for an hour", () => {
    const guest = { ...customer(), kind: "guest" as const, expiresAt: sessionExpiry("guest", at("2026-01-01T00:00:00Z")) };
    expect(isSessionActive(guest, at("2026-01-01T23:00:00Z"))).toBe(true);
    expect(isSessionActive(guest, at("2026-01-02T01:00:00Z"))).toBe(false);
    const acting = customer({ impersonatorId: 1 });
    expect(isSessionActive(acting, at("2026-01-01T00:59:00Z"))).toBe(true);
    expect(isSessionActive(acting, at("2026-01-01T01:01:00Z"))).toBe(false);
  });
});

describe("how a login-as ended (staff journal)", () => {
  const start = at("2026-11-30T09:00:00Z");
  const login = { startedAt: start, endedAt: null };
  const session = (lastSeen: string, revokedAt: Date | null = null) => ({
    kind: "customer" as const,
    impersonatorId: 7,
    lastSeenAt: at(lastSeen),
    expiresAt: sessionExpiry("impersonation", start),
    revokedAt,
  });

  it("is left when « Quitter » wrote its end", () => {
    const left = at("2026-11-30T09:20:00Z");
    expect(loginAsEnd({ ...login, endedAt: left }, [session("2026-11-30T09:19:00Z")], at("2026-11-30T12:00:00Z"))).toEqual({ state: "left", at: left });
  });

  it("is open while its session lives", () => {
    expect(loginAsEnd(login, [session("2026-11-30T09:30:00Z")], at("2026-11-30T10:29:00Z"))).toEqual({ state: "open" });
  });

  it("expired one hour after its last request when left idle", () => {
    expect(loginAsEnd(login, [session("2026-11-30T09:30:00Z")], at("2026-11-30T10:30:00Z"))).toEqual({ state: "expired", at: at("2026-11-30T10:30:00Z") });
  });

  it("expired four hours after it began however busy it was", () => {
    expect(loginAsEnd(login, [session("2026-11-30T12:59:00Z")], at("2026-11-30T13:30:00Z"))).toEqual({ state: "expired", at: at("2026-11-30T13:00:00Z") });
  });

  it("ended when its session was closed, and with the last of its sessions", () => {
    const closed = at("2026-11-30T09:10:00Z");
    expect(loginAsEnd(login, [session("2026-11-30T09:05:00Z", closed)], at("2026-11-30T09:11:00Z"))).toEqual({ state: "expired", at: closed });
    expect(loginAsEnd(login, [session("2026-11-30T09:05:00Z", closed), session("2026-11-30T09:40:00Z")], at("2026-11-30T10:00:00Z"))).toEqual({ state: "open" });
  });

  it("is over at an unknown time when no session is left to read, once its limit is past", () => {
    expect(loginAsEnd(login, [], at("2026-11-30T13:00:00Z"))).toEqual({ state: "expired", at: null });
    expect(loginAsEnd(login, [], at("2026-11-30T12:59:00Z"))).toEqual({ state: "open" });
  });
});
