import { describe, expect, it } from "vitest";
import { DEFAULT_SLOT_CAPACITY, EXPRESS_SLOT_CAPACITY } from "./slot-rules.ts";
import { GUEST_HOLD_SHARE_PERCENT, guestHoldShare, guestMayHold } from "./slot-guest-share.ts";

describe("guests' share of a slot's places (ADR 0143)", () => {
  it("leaves half of an ordinary slot and three of an express slot's five to signed-in shoppers", () => {
    expect(guestHoldShare(DEFAULT_SLOT_CAPACITY, GUEST_HOLD_SHARE_PERCENT)).toBe(10);
    expect(guestHoldShare(EXPRESS_SLOT_CAPACITY, GUEST_HOLD_SHARE_PERCENT)).toBe(2);
  });

  it("rounds down, but keeps one place for guests in any slot that has places", () => {
    expect(guestHoldShare(7, 50)).toBe(3);
    expect(guestHoldShare(1, 50)).toBe(1);
    expect(guestHoldShare(3, 10)).toBe(1);
    expect(guestHoldShare(0, 50)).toBe(0);
  });

  it("is the whole capacity at 100 %, never more", () => {
    expect(guestHoldShare(20, 100)).toBe(20);
    expect(guestHoldShare(20, 250)).toBe(20);
  });

  it("lets a guest hold while the guests' holds are under the share, not once they reach it", () => {
    expect(guestMayHold(9, 20, 50)).toBe(true);
    expect(guestMayHold(10, 20, 50)).toBe(false);
    expect(guestMayHold(11, 20, 50)).toBe(false);
    expect(guestMayHold(0, 0, 50)).toBe(false);
  });
});
