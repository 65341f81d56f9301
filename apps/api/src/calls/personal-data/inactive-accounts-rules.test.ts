import { describe, expect, it } from "vitest";
import {
  addCalendarMonths,
  erasureDate,
  INACTIVITY_NOTICES_PER_DAY,
  inactivityStep,
  noticeRoom,
  shouldRecordActivity,
  type InactivityFacts,
} from "./inactive-accounts-rules.ts";

const at = (iso: string) => new Date(iso);
const facts = (f: Partial<InactivityFacts> & { lastActivityAt: Date }): InactivityFacts => ({ warnedAt: null, exclusions: [], ...f });

describe("addCalendarMonths", () => {
  it("adds calendar months as PostgreSQL does, ending on the month's last day when the day is missing", () => {
    expect(addCalendarMonths(at("2023-12-02T09:30:00Z"), 36).toISOString()).toBe("2026-12-02T09:30:00.000Z");
    expect(addCalendarMonths(at("2024-03-31T10:00:00Z"), 1).toISOString()).toBe("2024-04-30T10:00:00.000Z");
    expect(addCalendarMonths(at("2024-02-29T10:00:00Z"), 36).toISOString()).toBe("2027-02-28T10:00:00.000Z");
    expect(addCalendarMonths(at("2024-01-31T10:00:00Z"), 35).toISOString()).toBe("2026-12-31T10:00:00.000Z");
  });
});

describe("inactivityStep", () => {
  const last = at("2024-01-15T08:00:00Z");

  it("leaves an account used within 35 months alone", () => {
    expect(inactivityStep(facts({ lastActivityAt: last }), at("2026-12-15T07:59:59Z"))).toEqual({ action: "none" });
  });

  it("warns at 35 months, announcing the day three years after the last activity", () => {
    expect(inactivityStep(facts({ lastActivityAt: last }), at("2026-12-15T08:00:00Z"))).toEqual({
      action: "warn",
      erasureOn: at("2027-01-15T08:00:00Z"),
    });
  });

  it("gives an account found past three years its full month", () => {
    const now = at("2026-12-02T03:00:00Z");
    expect(inactivityStep(facts({ lastActivityAt: at("2020-05-01T00:00:00Z") }), now)).toEqual({ action: "warn", erasureOn: at("2027-01-02T03:00:00Z") });
    expect(erasureDate(at("2020-05-01T00:00:00Z"), now)).toEqual(at("2027-01-02T03:00:00Z"));
  });

  it("does not warn twice: a running notice waits for its day, then erases", () => {
    const warnedAt = at("2026-12-15T08:00:00Z");
    expect(inactivityStep(facts({ lastActivityAt: last, warnedAt }), at("2026-12-16T08:00:00Z"))).toEqual({ action: "none" });
    expect(inactivityStep(facts({ lastActivityAt: last, warnedAt }), at("2027-01-15T07:59:59Z"))).toEqual({ action: "none" });
    expect(inactivityStep(facts({ lastActivityAt: last, warnedAt }), at("2027-01-15T08:00:00Z"))).toEqual({ action: "erase" });
  });

  it("a notice sent late erases a month after it, not on the three years", () => {
    const warnedAt = at("2027-03-01T03:00:00Z");
    expect(inactivityStep(facts({ lastActivityAt: last, warnedAt }), at("2027-03-31T03:00:00Z"))).toEqual({ action: "none" });
    expect(inactivityStep(facts({ lastActivityAt: last, warnedAt }), at("2027-04-01T03:00:00Z"))).toEqual({ action: "erase" });
  });

  it("never erases less than 30 days after the notice, even when a calendar month is shorter", () => {
    // Quiet since 1 March 2024: warned on 1 February 2027, three years fall on 1 March, 28 days on.
    const since = at("2024-03-01T08:00:00Z");
    const warnedAt = at("2027-02-01T08:00:00Z");
    expect(inactivityStep(facts({ lastActivityAt: since }), warnedAt)).toEqual({ action: "warn", erasureOn: at("2027-03-03T08:00:00Z") });
    expect(inactivityStep(facts({ lastActivityAt: since, warnedAt }), at("2027-03-03T07:59:59Z"))).toEqual({ action: "none" });
    expect(inactivityStep(facts({ lastActivityAt: since, warnedAt }), at("2027-03-03T08:00:00Z"))).toEqual({ action: "erase" });
    // A long month gives its 31 days.
    expect(erasureDate(at("2020-01-01T00:00:00Z"), at("2027-01-01T00:00:00Z"))).toEqual(at("2027-02-01T00:00:00Z"));
  });

  it("counts the notice from its sending: one kept waiting by the day's quota or the mail server announces a later day", () => {
    const since = at("2019-05-01T00:00:00Z");
    expect(erasureDate(since, at("2027-06-10T03:00:00Z"))).toEqual(at("2027-07-10T03:00:00Z"));
    expect(erasureDate(since, at("2027-06-25T03:00:00Z"))).toEqual(at("2027-07-25T03:00:00Z"));
  });

  it("cancels the notice when the customer came back after it", () => {
    const warnedAt = at("2026-12-15T08:00:00Z");
    const signedIn = at("2026-12-20T18:00:00Z");
    expect(inactivityStep(facts({ lastActivityAt: signedIn, warnedAt }), at("2027-01-16T00:00:00Z"))).toEqual({ action: "cancel" });
  });

  it("never warns nor erases staff, an order on its way, an amount due or a claim under review; a running notice stops", () => {
    const now = at("2027-02-01T00:00:00Z");
    for (const exclusion of ["staff", "unfinished-order", "amount-due", "claim-under-review"] as const) {
      expect(inactivityStep(facts({ lastActivityAt: last, exclusions: [exclusion] }), now)).toEqual({ action: "none" });
      expect(inactivityStep(facts({ lastActivityAt: last, warnedAt: at("2026-12-15T08:00:00Z"), exclusions: [exclusion] }), now)).toEqual({ action: "cancel" });
    }
  });
});

describe("noticeRoom", () => {
  it("leaves the day's quota less what the last 24 hours queued, never below nothing", () => {
    expect(noticeRoom(0)).toBe(INACTIVITY_NOTICES_PER_DAY);
    expect(noticeRoom(120, 500)).toBe(380);
    expect(noticeRoom(500, 500)).toBe(0);
    // A lower quota set after a busy day queues nothing rather than a negative count.
    expect(noticeRoom(700, 500)).toBe(0);
  });
});

describe("shouldRecordActivity", () => {
  it("writes the first activity, then once a day", () => {
    expect(shouldRecordActivity(null, at("2026-12-02T10:00:00Z"))).toBe(true);
    expect(shouldRecordActivity(at("2026-12-01T10:00:01Z"), at("2026-12-02T10:00:00Z"))).toBe(false);
    expect(shouldRecordActivity(at("2026-12-01T10:00:00Z"), at("2026-12-02T10:00:00Z"))).toBe(true);
  });
});
