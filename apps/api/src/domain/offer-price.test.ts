import { describe, expect, it } from "vitest";
import { activePromoCents, currentPriceCents, lowestPriceAppliedCents, referenceWindowStart, type PricePeriod } from "./offer-price.ts";

const offer = { priceCents: 299, promoPriceCents: 249, promoEndsAt: new Date("2026-11-29T00:00:00Z") };

it("applies a promotion until it ends, then the regular price", () => {
  expect(currentPriceCents(offer, new Date("2026-11-28T23:59:59Z"))).toBe(249);
  expect(currentPriceCents(offer, new Date("2026-11-29T00:00:00Z"))).toBe(299);
  expect(activePromoCents({ ...offer, promoEndsAt: null }, new Date("2030-01-01"))).toBe(249);
  expect(activePromoCents({ ...offer, promoPriceCents: null }, new Date("2026-01-01"))).toBeNull();
});

it("applies a promotion set ahead only from its start", () => {
  const ahead = { ...offer, promoStartsAt: new Date("2026-11-20T23:00:00Z") };
  expect(currentPriceCents(ahead, new Date("2026-11-20T22:59:59Z"))).toBe(299);
  expect(currentPriceCents(ahead, new Date("2026-11-20T23:00:00Z"))).toBe(249);
});

describe("the lowest price applied in the 30 days before a reduction (L112-1-1)", () => {
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  const none = { promoPriceCents: null, promoStartsAt: null, promoEndsAt: null };
  const start = day("2026-12-10");
  const lowest = (periods: PricePeriod[]) => lowestPriceAppliedCents(periods, referenceWindowStart(start), start);

  it("is the regular price when it never changed", () => {
    expect(lowest([{ from: null, priceCents: 320, ...none }])).toBe(320);
  });

  it("counts a lower price applied within the 30 days, even if raised since", () => {
    expect(lowest([{ from: null, priceCents: 300, ...none }, { from: day("2026-11-20"), priceCents: 340, ...none }])).toBe(300);
  });

  it("forgets a lower price applied more than 30 days before", () => {
    expect(lowest([{ from: null, priceCents: 280, ...none }, { from: day("2026-11-05"), priceCents: 340, ...none }])).toBe(340);
  });

  it("counts an earlier promotion that ran within the 30 days, not one that ended before them", () => {
    const ran = { from: null, priceCents: 340, promoPriceCents: 250, promoStartsAt: day("2026-11-01"), promoEndsAt: day("2026-11-15") };
    expect(lowest([ran])).toBe(250);
    expect(lowest([{ ...ran, promoEndsAt: day("2026-11-08") }])).toBe(340);
  });

  it("does not count a promotion stopped before it started", () => {
    const scheduled = { from: day("2026-11-20"), priceCents: 340, promoPriceCents: 250, promoStartsAt: day("2026-11-28"), promoEndsAt: day("2026-12-05") };
    expect(lowest([{ from: null, priceCents: 340, ...none }, scheduled, { from: day("2026-11-25"), priceCents: 340, ...none }])).toBe(340);
  });

  it("reads nothing after the reduction starts", () => {
    expect(lowest([{ from: null, priceCents: 340, ...none }, { from: start, priceCents: 100, ...none }])).toBe(340);
  });
});
