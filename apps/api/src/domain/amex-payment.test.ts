import { describe, expect, it } from "vitest";
import { PAGE_ERRORS } from "@cabas/contracts";
import { amexPaymentRefusal, isAmexBrand } from "./amex-payment.ts";

describe("amexPaymentRefusal", () => {
  it("lets any means of payment through when the discount is not on the basket", () => {
    expect(amexPaymentRefusal(false, null)).toBeNull();
    expect(amexPaymentRefusal(false, "visa")).toBeNull();
  });

  it("with the discount, accepts only a known American Express card", () => {
    expect(amexPaymentRefusal(true, "amex")).toBeNull();
    expect(amexPaymentRefusal(true, "American Express")).toBeNull();
    // Another brand, a card typed on the hosted form (brand unknown), SEPA or the phone: refused, never charged discounted.
    expect(amexPaymentRefusal(true, "visa")).toBe(PAGE_ERRORS.amex);
    expect(amexPaymentRefusal(true, null)).toBe(PAGE_ERRORS.amex);
  });

  it("recognises the brand as providers spell it", () => {
    expect(["amex", "AMEX", " american express "].map(isAmexBrand)).toEqual([true, true, true]);
    expect(["visa", "mastercard", "", null, undefined].map(isAmexBrand)).toEqual([false, false, false, false, false]);
  });
});
