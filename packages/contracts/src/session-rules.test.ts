import { describe, expect, it } from "vitest";
import { COOKIE_MAX_AGE, hasLegacyAccess, isPrivileged, shouldClearCredentials } from "./session-rules.ts";

describe("hasLegacyAccess", () => {
  const before = new Date("2025-11-02T12:00:00Z");
  const after = new Date("2025-11-03T12:00:00Z");
  it("keeps old accounts on the old site until the cut-off", () => {
    expect(hasLegacyAccess({ id: 3_725_780, accessOldVersion: false }, before)).toBe(true);
    expect(hasLegacyAccess({ id: 3_725_780, accessOldVersion: false }, after)).toBe(false);
  });
  it("never gives it to newer accounts by id", () => {
    expect(hasLegacyAccess({ id: 3_725_781, accessOldVersion: false }, before)).toBe(false);
  });
  it("always gives it to flagged accounts", () => {
    expect(hasLegacyAccess({ id: 4_000_001, accessOldVersion: true }, after)).toBe(true);
  });
});

describe("session rules", () => {
  it("has the specified lifetimes", () => {
    expect(COOKIE_MAX_AGE.token).toBe(365 * 86400);
    expect(COOKIE_MAX_AGE.guestToken).toBe(86400);
    expect(COOKIE_MAX_AGE.webview).toBe(365 * 86400);
  });
  it("is privileged only with a token and permissions", () => {
    expect(isPrivileged({ token: "t", permissions: ["customer.impersonate"] })).toBe(true);
    expect(isPrivileged({ token: "t", permissions: [] })).toBe(false);
    expect(isPrivileged({ token: "", permissions: ["x"] })).toBe(false);
    expect(isPrivileged(null)).toBe(false);
  });
  it("clears credentials on 401, 403 and NOT_AUTHORIZED", () => {
    expect(shouldClearCredentials(401, "")).toBe(true);
    expect(shouldClearCredentials(403, "")).toBe(true);
    expect(shouldClearCredentials(200, "NOT_AUTHORIZED")).toBe(true);
    expect(shouldClearCredentials(422, "Code invalide")).toBe(false);
  });
});
