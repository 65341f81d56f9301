import { describe, expect, it } from "vitest";
import { giftMinimumRefusal, isGiftLeft, isGiftOffered, isGiftOrderOpen } from "./gift-rules.ts";

const now = new Date("2026-12-02T10:00:00Z");
const order = { status: "placed", cutoffAt: new Date("2026-12-03T00:00:00Z"), parentOrderId: null, goodsCents: 5000 };

describe("isGiftOrderOpen", () => {
  it("accepts a paid main order before its cut-off", () => {
    expect(isGiftOrderOpen(order, now)).toBe(true);
  });
  it("refuses after the cut-off, unpaid, prepared or cancelled orders, and complements", () => {
    expect(isGiftOrderOpen({ ...order, cutoffAt: now }, now)).toBe(false);
    for (const status of ["pending_payment", "preparing", "delivered", "cancelled"]) expect(isGiftOrderOpen({ ...order, status }, now)).toBe(false);
    expect(isGiftOrderOpen({ ...order, parentOrderId: 7 }, now)).toBe(false);
  });
});

describe("gift offer", () => {
  const gift = { minOrderCents: 4000, stock: 2, given: 1, startsAt: new Date("2026-11-25T00:00:00Z"), endsAt: new Date("2026-12-31T00:00:00Z") };
  it("is offered within its dates while some are left", () => {
    expect(isGiftOffered(gift, now)).toBe(true);
    expect(isGiftOffered(gift, gift.endsAt)).toBe(false);
    expect(isGiftLeft(gift)).toBe(true);
    expect(isGiftLeft({ ...gift, given: 2 })).toBe(false);
  });
  it("needs the order's goods to reach the gift's minimum", () => {
    expect(giftMinimumRefusal({ goodsCents: 4000 }, gift)).toBeNull();
    expect(giftMinimumRefusal({ goodsCents: 3999 }, gift)).toMatch(/^Ce cadeau est offert dès 40\s€ d'achats\.$/);
  });
});
