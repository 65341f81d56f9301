import { describe, expect, it } from "vitest";
import { BENEFITS_METHOD, isPaidByBenefits, NOT_COVERED_BY_BENEFITS, paymentMethodFor, settledMethod } from "./benefits-payment.ts";

describe("orders paid entirely by benefits", () => {
  it("places an order with nothing to authorise by its benefits, whatever means was chosen", () => {
    for (const chosen of ["card", "sepa", "phone", "benefits"] as const) {
      expect(paymentMethodFor(0, chosen)).toEqual({ ok: true, method: BENEFITS_METHOD });
    }
  });

  it("keeps the chosen means when something is to authorise, even a weighed margin on a total of 0", () => {
    expect(paymentMethodFor(664, "card")).toEqual({ ok: true, method: "card" });
    expect(paymentMethodFor(1, "sepa")).toEqual({ ok: true, method: "sepa" });
    expect(paymentMethodFor(5000, "phone")).toEqual({ ok: true, method: "phone" });
  });

  it("refuses the benefits form when the basket now has something to pay", () => {
    expect(paymentMethodFor(1, "benefits")).toEqual({ ok: false, reason: NOT_COVERED_BY_BENEFITS });
  });

  it("refuses an amount that is not whole cents or below zero", () => {
    expect(() => paymentMethodFor(-1, "card")).toThrow(RangeError);
    expect(() => paymentMethodFor(0.5, "card")).toThrow(RangeError);
  });

  it("names the benefits as what paid an order billed nothing, the means it was placed with otherwise", () => {
    expect(settledMethod({ paymentMethod: "benefits", finalCents: null })).toBe("benefits");
    // A card authorised for the weighed margin of a total of 0: a card order until weighed…
    expect(settledMethod({ paymentMethod: "card", finalCents: null })).toBe("card");
    // …weighed at or below 0, the card was never charged.
    expect(settledMethod({ paymentMethod: "card", finalCents: 0 })).toBe("benefits");
    expect(settledMethod({ paymentMethod: "card", finalCents: 120 })).toBe("card");
    expect(settledMethod({ paymentMethod: "sepa", finalCents: 4510 })).toBe("sepa");
  });

  it("recognises an order paid by its benefits", () => {
    expect(isPaidByBenefits({ paymentMethod: "benefits" })).toBe(true);
    expect(isPaidByBenefits({ paymentMethod: "card" })).toBe(false);
  });
});
