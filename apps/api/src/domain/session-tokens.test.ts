import { describe, expect, it } from "vitest";
import { generateToken, hashToken, isSessionActive, sessionExpiry } from "./session-tokens.ts";

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
