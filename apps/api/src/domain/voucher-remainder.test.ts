import { describe, expect, it } from "vitest";
import { computeBasketTotals, type TotalsInput } from "./basket-totals.ts";
import { weighedBenefitsSplit } from "./benefits-change.ts";
import {
  bySpendingOrder,
  nextRemainderRank,
  remainderCode,
  remainderExpiry,
  remainderToIssue,
  restOnCancellation,
  voucherRemaindersDue,
  voucherShares,
  welcomeVoucherUnusedCents,
  type SpentVoucher,
} from "./voucher-remainder.ts";

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const voucher = (id: number, amountCents: number, expires: string, welcome = false): SpentVoucher => ({
  id,
  amountCents,
  expiresAt: day(expires),
  welcome,
});

describe("what each voucher pays, as checkout spends them", () => {
  it("spends the soonest to expire first, each up to its amount", () => {
    const vouchers = [voucher(2, 3000, "2027-03-01"), voucher(1, 2000, "2027-01-01"), voucher(3, 1000, "2027-01-01")];
    expect([...vouchers].sort(bySpendingOrder).map((v) => v.id)).toEqual([1, 3, 2]);
    expect(voucherShares([...vouchers].sort(bySpendingOrder), 4500)).toEqual([2000, 1000, 1500]);
    expect(voucherShares([voucher(1, 2000, "2027-01-01")], -5)).toEqual([0]);
  });

  it("gives each voucher the share the basket's totals give it, for every amount due", () => {
    // The basket lists vouchers soonest to expire first (basket-store's query): the same order as bySpendingOrder.
    const vouchers = [voucher(1, 1500, "2027-01-01"), voucher(2, 2500, "2027-02-01")];
    for (let goods = 1; goods <= 5000; goods += 41) {
      const input: TotalsInput = {
        lines: [{ unitPriceCents: goods, quantity: 1, variableWeight: false, averageWeightGrams: null }],
        perimeter: { minimumOrderCents: 0, freeDeliveryThresholdCents: null, feeBands: [] },
        slot: null,
        donationCents: 0,
        vouchers: vouchers.map((v) => ({ code: String(v.id), amountCents: v.amountCents, minBasketCents: 0 })),
        cagnotteCents: 0,
        eurofidCents: 0,
        amex: null,
        joker: false,
        advantageCode: null,
      };
      const totals = computeBasketTotals(input);
      expect(voucherShares(vouchers, totals.totals.total_ba_panier)).toEqual(totals.voucherCents.map((v) => v.cents));
    }
  });
});

describe("the part of each voucher a lighter weighing leaves unused", () => {
  it("is what the voucher paid at checkout less what it pays of the weighed purchases, nothing while the pot and loyalty euros give change", () => {
    // A 30 € voucher, 15 € of pot and 5 € of loyalty euros paid 50 € of purchases; weighed 32 €, then 25 €.
    const spent = { vouchers: 3000, cagnotte: 1500, eurofid: 500 };
    const at32 = weighedBenefitsSplit({ purchasesCents: 3200, donationCents: 0, spent });
    expect(voucherRemaindersDue([voucher(1, 3000, "2027-01-01")], 3000, at32.used.vouchers)).toEqual([]);
    const at25 = weighedBenefitsSplit({ purchasesCents: 2500, donationCents: 0, spent });
    expect(voucherRemaindersDue([voucher(1, 3000, "2027-01-01")], 3000, at25.used.vouchers)).toEqual([
      { voucherId: 1, cents: 500 },
    ]);
  });

  it("falls on the vouchers spent last: the one expiring latest gives its part back first", () => {
    const vouchers = [voucher(7, 2000, "2027-06-01"), voucher(5, 1500, "2027-01-01")];
    // Checkout: 15 € from the first to expire, 15 € of the second (35 € of vouchers for 30 € of purchases).
    expect(voucherRemaindersDue(vouchers, 3000, 1200)).toEqual([
      { voucherId: 5, cents: 300 },
      { voucherId: 7, cents: 1500 },
    ]);
    expect(voucherRemaindersDue(vouchers, 3000, 2000)).toEqual([{ voucherId: 7, cents: 1000 }]);
  });

  it("does not give back what a voucher left unused at checkout already (a 70 € voucher on 58,56 € of purchases)", () => {
    expect(voucherRemaindersDue([voucher(1, 7000, "2027-01-01")], 5856, 5000)).toEqual([{ voucherId: 1, cents: 856 }]);
  });

  it("gives nothing for a referred friend's welcome voucher: a first-order offer has no rest for a later order", () => {
    const vouchers = [voucher(1, 1000, "2027-01-01", true), voucher(2, 2000, "2027-02-01")];
    expect(voucherRemaindersDue(vouchers, 3000, 500)).toEqual([{ voucherId: 2, cents: 2000 }]);
    expect(voucherRemaindersDue([voucher(1, 1000, "2027-01-01", true)], 1000, 400)).toEqual([]);
  });

  it("counts what the weighing no longer needs of a welcome voucher, which the customer is told is not given back", () => {
    const vouchers = [voucher(1, 1000, "2027-01-01", true), voucher(2, 2000, "2027-02-01")];
    // Spent first, the welcome voucher still pays 5 € of the 5 € weighed: 5 € of it unused.
    expect(welcomeVoucherUnusedCents(vouchers, 3000, 500)).toBe(500);
    expect(welcomeVoucherUnusedCents([voucher(1, 1000, "2027-01-01", true)], 1000, 400)).toBe(600);
    // Weighed as estimated, or only ordinary vouchers: nothing to say.
    expect(welcomeVoucherUnusedCents(vouchers, 3000, 3000)).toBe(0);
    expect(welcomeVoucherUnusedCents([voucher(2, 2000, "2027-02-01")], 2000, 500)).toBe(0);
  });

  it("issues only what this order's weighing has not issued yet: asked again, nothing more", () => {
    expect(remainderToIssue(500, 0)).toBe(500);
    expect(remainderToIssue(500, 500)).toBe(0);
    // A weighing undone kept a remainder already used (300 €): weighed again lighter, only the difference.
    expect(remainderToIssue(800, 300)).toBe(500);
    expect(remainderToIssue(200, 300)).toBe(0);
  });
});

describe("a cancellation after the weighing gave part of a voucher back", () => {
  it("gives back the voucher less what its remainders carry, never below 0", () => {
    expect(restOnCancellation(5000, 1500)).toBe(3500);
    expect(restOnCancellation(5000, 0)).toBe(5000);
    expect(restOnCancellation(2000, 2000)).toBe(0);
  });
});

describe("the voucher given back", () => {
  const now = new Date("2026-11-29T10:00:00Z");

  it("expires with the voucher it comes from, and no sooner than 30 days after it is issued", () => {
    expect(remainderExpiry(day("2027-06-01"), now)).toEqual(day("2027-06-01"));
    // To the end of the Paris day 30 days on (voucher-expiry.ts).
    expect(remainderExpiry(day("2026-12-01"), now)).toEqual(new Date("2026-12-29T22:59:59.999Z"));
    // Expired since checkout: the customer still gets 30 days.
    expect(remainderExpiry(day("2026-11-28"), now)).toEqual(new Date("2026-12-29T22:59:59.999Z"));
  });

  it("is coded after its order, with the first rank the order has not given yet", () => {
    expect(remainderCode(10000012, 1)).toBe("RESTE-10000012-1");
    expect(nextRemainderRank(10000012, [])).toBe(1);
    expect(nextRemainderRank(10000012, ["RESTE-10000012-1", "RESTE-10000012-3"])).toBe(2);
    expect(nextRemainderRank(10000012, ["RESTE-100000121-1"])).toBe(1);
  });
});
