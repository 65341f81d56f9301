import { describe, expect, it } from "vitest";
import { authorisationCents, checkCapture, loyaltyCreditCents, needsChallenge, refundableCents, weighedLineCents } from "./payment-amounts.ts";

describe("authorisation and capture", () => {
  it("authorises the total plus 15 % of the variable-weight part, rounded up", () => {
    expect(authorisationCents(5000, 0)).toBe(5000);
    expect(authorisationCents(5000, 1000)).toBe(5150);
    expect(authorisationCents(5000, 1001)).toBe(5151); // 150.15 → 151
    expect(() => authorisationCents(-1, 0)).toThrow();
  });

  it("captures at most the authorisation", () => {
    expect(checkCapture(5150, 5150)).toEqual({ ok: true, cents: 5150 });
    expect(checkCapture(4000, 5150)).toEqual({ ok: true, cents: 4000 });
    const over = checkCapture(5151, 5150);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.reason).toMatch(/dépasse l'autorisation \(51\.50 €\)/);
    expect(checkCapture(0, 5150).ok).toBe(false);
    expect(checkCapture(10.5, 5150).ok).toBe(false);
  });

  it("refunds at most what was captured", () => {
    expect(refundableCents(4000, 0)).toBe(4000);
    expect(refundableCents(4000, 1500)).toBe(2500);
    expect(refundableCents(4000, 5000)).toBe(0);
  });

  it("prices a weighed line and the loyalty credit in whole cents", () => {
    expect(weighedLineCents(1234, 1590)).toBe(1962);
    expect(loyaltyCreditCents(10_099, 200)).toBe(201);
    expect(loyaltyCreditCents(-5, 200)).toBe(0);
  });

  it("asks a challenge strictly above 30 €", () => {
    expect(needsChallenge(3000)).toBe(false);
    expect(needsChallenge(3001)).toBe(true);
  });
});
