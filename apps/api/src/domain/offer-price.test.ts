import { expect, it } from "vitest";
import { activePromoCents, currentPriceCents } from "./offer-price.ts";

const offer = { priceCents: 299, promoPriceCents: 249, promoEndsAt: new Date("2026-11-29T00:00:00Z") };

it("applies a promotion until it ends, then the regular price", () => {
  expect(currentPriceCents(offer, new Date("2026-11-28T23:59:59Z"))).toBe(249);
  expect(currentPriceCents(offer, new Date("2026-11-29T00:00:00Z"))).toBe(299);
  expect(activePromoCents({ ...offer, promoEndsAt: null }, new Date("2030-01-01"))).toBe(249);
  expect(activePromoCents({ ...offer, promoPriceCents: null }, new Date("2026-01-01"))).toBeNull();
});
