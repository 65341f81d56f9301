import { describe, expect, it } from "vitest";
import {
  EMAIL_CHANGE_LINK_EXPIRED,
  EMAIL_CHANGE_LINK_UNKNOWN,
  EMAIL_CHANGE_LINK_USED,
  emailChangeLinkRefusal,
  emailChangeLinkState,
  pendingEmailOf,
} from "./email-change-rules.ts";

const at = new Date("2026-11-30T10:00:00Z");
const row = (f: { expiresAt?: string; usedAt?: string | null } = {}) => ({
  newEmail: "nouvelle@example.fr",
  expiresAt: new Date(f.expiresAt ?? "2026-12-01T09:00:00Z"),
  usedAt: f.usedAt ? new Date(f.usedAt) : null,
});

describe("emailChangeLinkState", () => {
  it("tells an unknown, a used, an expired and a valid link apart", () => {
    expect(emailChangeLinkState(null, at)).toBe("unknown");
    expect(emailChangeLinkState(row({ usedAt: "2026-11-30T09:00:00Z" }), at)).toBe("used");
    expect(emailChangeLinkState(row({ expiresAt: "2026-11-30T10:00:00Z" }), at)).toBe("expired");
    expect(emailChangeLinkState(row(), at)).toBe("valid");
  });

  it("says a used link served, even once its day is over", () => {
    expect(emailChangeLinkState(row({ usedAt: "2026-11-29T09:00:00Z", expiresAt: "2026-11-29T12:00:00Z" }), at)).toBe("used");
  });
});

describe("emailChangeLinkRefusal", () => {
  it("gives each dead link its own words, a valid one none", () => {
    expect(emailChangeLinkRefusal("unknown")).toBe(EMAIL_CHANGE_LINK_UNKNOWN);
    expect(emailChangeLinkRefusal("used")).toBe(EMAIL_CHANGE_LINK_USED);
    expect(emailChangeLinkRefusal("expired")).toBe(EMAIL_CHANGE_LINK_EXPIRED);
    expect(emailChangeLinkRefusal("valid")).toBeNull();
  });
});

describe("pendingEmailOf", () => {
  it("shows a waiting address with its link's end, and nothing once used or expired", () => {
    expect(pendingEmailOf(row(), at)).toEqual({ email: "nouvelle@example.fr", expireLe: "2026-12-01T09:00:00.000Z" });
    expect(pendingEmailOf(row({ usedAt: "2026-11-30T09:30:00Z" }), at)).toBeNull();
    expect(pendingEmailOf(row({ expiresAt: "2026-11-30T09:59:59Z" }), at)).toBeNull();
    expect(pendingEmailOf(null, at)).toBeNull();
  });
});
