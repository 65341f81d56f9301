import { describe, expect, it } from "vitest";
import { decidePriceChange, priceChangedMessage, priceStamp, promoWindow, type OfferPriceState } from "./price-rules.ts";
import type { PricePeriod } from "../../domain/offer-price.ts";

// 2 December 2026, 15:00 in Paris.
const now = new Date("2026-12-02T14:00:00Z");
const names = { product: "Miel de fleurs", perimeter: "Paris" };
const plain: OfferPriceState = { priceCents: 320, promoPriceCents: null, promoStartsAt: null, promoEndsAt: null, lowest30dCents: null };
const since = (state: OfferPriceState): PricePeriod[] => [{ from: null, ...state }];

describe("a promotion's days, in Paris time", () => {
  it("runs from the first day's midnight (or now, on the first day) to the midnight after the last", () => {
    expect(promoWindow("2026-12-05", "2026-12-10", now)).toEqual({ start: new Date("2026-12-04T23:00:00Z"), end: new Date("2026-12-10T23:00:00Z") });
    expect(promoWindow("2026-12-02", "2026-12-02", now).start).toEqual(now);
  });

  it("follows summer time", () => {
    expect(promoWindow("2027-07-01", "2027-07-01", now)).toEqual({ start: new Date("2027-06-30T22:00:00Z"), end: new Date("2027-07-01T22:00:00Z") });
  });
});

describe("a promotion set", () => {
  const promo = (promoPriceCents: number, firstDay = "2026-12-02", lastDay = "2026-12-09") => ({ kind: "promo" as const, promoPriceCents, firstDay, lastDay });

  it("gets the regular price as its reference when the price did not change for 30 days", () => {
    const decision = decidePriceChange(plain, promo(250), since(plain), now, names);
    expect(decision).toEqual({
      ok: true,
      after: { priceCents: 320, promoPriceCents: 250, promoStartsAt: now, promoEndsAt: new Date("2026-12-09T23:00:00Z"), lowest30dCents: 320 },
    });
  });

  it("gets the lowest price of the 30 days before as its reference: a price raised just before does not inflate it", () => {
    const history: PricePeriod[] = [{ from: null, ...plain, priceCents: 280 }, { from: new Date("2026-11-25T10:00:00Z"), ...plain }];
    const decision = decidePriceChange(plain, promo(250), history, now, names);
    expect(decision.ok && decision.after.lowest30dCents).toBe(280);
  });

  it("is refused when it is no reduction from that reference", () => {
    const history: PricePeriod[] = [{ from: null, ...plain, priceCents: 240 }, { from: new Date("2026-11-25T10:00:00Z"), ...plain }];
    const decision = decidePriceChange(plain, promo(250), history, now, names);
    expect(decision).toMatchObject({ ok: false, field: "prix_promo" });
    expect(!decision.ok && decision.message).toContain("2,40 € : une promotion à 2,50 € ne serait pas une réduction");
  });

  it("set ahead, reads its reference up to its own start", () => {
    const decision = decidePriceChange(plain, promo(250, "2026-12-20", "2026-12-24"), since(plain), now, names);
    expect(decision).toMatchObject({ ok: true, after: { promoStartsAt: new Date("2026-12-19T23:00:00Z"), lowest30dCents: 320 } });
  });

  it("continuing a running one keeps its reference (successive reductions)", () => {
    const running = { ...plain, promoPriceCents: 280, promoStartsAt: new Date("2026-11-28T00:00:00Z"), promoEndsAt: new Date("2026-12-05T00:00:00Z"), lowest30dCents: 310 };
    const decision = decidePriceChange(running, promo(250), since(running), now, names);
    expect(decision.ok && decision.after.lowest30dCents).toBe(310);
  });

  it("is refused at or above the price, ending in the past, starting in the past or ending before it starts", () => {
    expect(decidePriceChange(plain, promo(320), since(plain), now, names)).toMatchObject({ ok: false, field: "prix_promo" });
    expect(decidePriceChange(plain, promo(250, "2026-12-02", "2026-12-01"), since(plain), now, names)).toMatchObject({ ok: false, field: "fin" });
    expect(decidePriceChange(plain, promo(250, "2026-11-30", "2026-12-04"), since(plain), now, names)).toMatchObject({ ok: false, field: "debut" });
    expect(decidePriceChange(plain, promo(250, "2026-12-08", "2026-12-05"), since(plain), now, names)).toMatchObject({ ok: false, field: "fin" });
  });
});

describe("a price changed", () => {
  const running = { ...plain, promoPriceCents: 250, promoStartsAt: new Date("2026-11-28T00:00:00Z"), promoEndsAt: new Date("2026-12-05T00:00:00Z"), lowest30dCents: 320 };

  it("without a promotion clears an ended one", () => {
    const ended = { ...running, promoEndsAt: new Date("2026-12-01T00:00:00Z") };
    expect(decidePriceChange(ended, { kind: "price", priceCents: 240 }, since(ended), now, names)).toEqual({ ok: true, after: { ...plain, priceCents: 240 } });
  });

  it("keeps a running promotion and its reference, which must stay below the price", () => {
    expect(decidePriceChange(running, { kind: "price", priceCents: 349 }, since(running), now, names)).toEqual({ ok: true, after: { ...running, priceCents: 349 } });
    expect(decidePriceChange(running, { kind: "price", priceCents: 250 }, since(running), now, names)).toMatchObject({ ok: false, field: "prix" });
  });

  it("reads again the reference of a promotion set ahead", () => {
    const ahead = { ...running, promoStartsAt: new Date("2026-12-09T23:00:00Z"), promoEndsAt: new Date("2026-12-15T23:00:00Z") };
    const decision = decidePriceChange(ahead, { kind: "price", priceCents: 299 }, since(ahead), now, names);
    expect(decision.ok && decision.after.lowest30dCents).toBe(299);
  });

  it("to the same price is refused", () => {
    expect(decidePriceChange(plain, { kind: "price", priceCents: 320 }, since(plain), now, names)).toMatchObject({ ok: false, field: "prix" });
  });
});

describe("a promotion stopped", () => {
  it("clears it, and is refused without one running or set ahead", () => {
    const running = { ...plain, promoPriceCents: 250, promoStartsAt: null, promoEndsAt: new Date("2026-12-05T00:00:00Z"), lowest30dCents: 320 };
    expect(decidePriceChange(running, { kind: "promo_stop" }, since(running), now, names)).toEqual({ ok: true, after: plain });
    expect(decidePriceChange(plain, { kind: "promo_stop" }, since(plain), now, names)).toMatchObject({ ok: false, kind: "conflict" });
  });
});

it("stamps what was read, so a colleague's change meanwhile is seen", () => {
  expect(priceStamp(plain)).not.toBe(priceStamp({ ...plain, priceCents: 330 }));
  expect(priceStamp(plain)).not.toBe(priceStamp({ ...plain, promoPriceCents: 250, promoEndsAt: now }));
});

it("says the promotion with its days and reference", () => {
  const after = { priceCents: 320, promoPriceCents: 250, promoStartsAt: new Date("2026-12-04T23:00:00Z"), promoEndsAt: new Date("2026-12-10T23:00:00Z"), lowest30dCents: 300 };
  expect(priceChangedMessage("promo", plain, after, names)).toBe(
    "Promotion sur « Miel de fleurs » (Paris) : 2,50 € au lieu de 3,20 € du 5 décembre au 10 décembre, prix de référence 3,00 €.",
  );
});
