import { describe, expect, it } from "vitest";
import { authorisationCents, settleWeighedAmount, loyaltyCreditCents, needsChallenge, refundableCents, weighedLineCents } from "./payment-amounts.ts";

describe("authorisation and capture", () => {
  it("authorises the total plus 15 % of the variable-weight part, rounded up", () => {
    expect(authorisationCents(5000, 0)).toBe(5000);
    expect(authorisationCents(5000, 1000)).toBe(5150);
    expect(authorisationCents(5000, 1001)).toBe(5151); // 150.15 → 151
    expect(() => authorisationCents(-1, 0)).toThrow();
  });

  it("bills what was weighed, never more than the authorisation unless staff bill the ceiling on purpose", () => {
    const card = { cents: 5150, kind: "authorisation" } as const;
    expect(settleWeighedAmount(5150, card)).toEqual({ ok: true, billedCents: 5150, offeredCents: 0 });
    expect(settleWeighedAmount(4000, card)).toEqual({ ok: true, billedCents: 4000, offeredCents: 0 });
    const over = settleWeighedAmount(5151, card);
    expect(over.ok).toBe(false);
    if (!over.ok) expect(over.reason).toBe("Le montant final (51,51\u00a0€) dépasse l'autorisation (51,50\u00a0€). Vérifiez les poids, ou facturez 51,50\u00a0€ (la case « facturer ce montant » de l'écran de l'entrepôt, ou --cap) : le poids réel est noté et la différence offerte au client.");
    expect(settleWeighedAmount(5151, card, true)).toEqual({ ok: true, billedCents: 5150, offeredCents: 1 });
    expect(settleWeighedAmount(10.5, card).ok).toBe(false);
  });

  it("bills nothing when the benefits cover the weighed order, the weighing at or below 0 (ADR 0072)", () => {
    const margin = { cents: 664, kind: "authorisation" } as const;
    expect(settleWeighedAmount(0, margin)).toEqual({ ok: true, billedCents: 0, offeredCents: 0 });
    expect(settleWeighedAmount(-250, margin)).toEqual({ ok: true, billedCents: 0, offeredCents: 0 });
    expect(settleWeighedAmount(-250, margin, true)).toEqual({ ok: true, billedCents: 0, offeredCents: 0 });
    // Weighed heavier than the estimate: the part above 0 is billed as any order's, within the margin authorised.
    expect(settleWeighedAmount(300, margin)).toEqual({ ok: true, billedCents: 300, offeredCents: 0 });
    expect(settleWeighedAmount(700, margin).ok).toBe(false);
    expect(settleWeighedAmount(700, margin, true)).toEqual({ ok: true, billedCents: 664, offeredCents: 36 });
    // Nothing authorised at all (an order paid by its benefits): only 0 fits, above it only by billing the ceiling.
    const none = { cents: 0, kind: "authorisation" } as const;
    expect(settleWeighedAmount(0, none)).toEqual({ ok: true, billedCents: 0, offeredCents: 0 });
    expect(settleWeighedAmount(1, none).ok).toBe(false);
  });

  it("measures a phone payment against what was taken by phone", () => {
    const phone = { cents: 5060, kind: "phone" } as const;
    expect(settleWeighedAmount(4810, phone)).toEqual({ ok: true, billedCents: 4810, offeredCents: 0 });
    const over = settleWeighedAmount(5180, phone);
    if (over.ok) throw new Error("accepted");
    expect(over.reason).toMatch(/^Le montant final \(51,80\u00a0€\) dépasse ce qui a été réglé par téléphone \(50,60\u00a0€\)\./);
    expect(settleWeighedAmount(5180, phone, true)).toEqual({ ok: true, billedCents: 5060, offeredCents: 120 });
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
