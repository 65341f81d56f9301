import { describe, expect, it } from "vitest";
import { optinRefusal, removesPhone, SMS_NEEDS_PHONE } from "./optin-rules.ts";

describe("optinRefusal", () => {
  it("refuses SMS to an account without a phone, saying where to add one", () => {
    expect(optinRefusal({ type: "sms", subscribe: true }, { phone: null, alreadySubscribed: false })).toBe(SMS_NEEDS_PHONE);
    expect(optinRefusal({ type: "sms", subscribe: true }, { phone: "  ", alreadySubscribed: false })).toBe(SMS_NEEDS_PHONE);
  });

  it("lets SMS be taken with a phone, turned off without one, and every other subscription either way", () => {
    expect(optinRefusal({ type: "sms", subscribe: true }, { phone: "06 12 34 56 78", alreadySubscribed: false })).toBeNull();
    expect(optinRefusal({ type: "sms", subscribe: false }, { phone: null, alreadySubscribed: false })).toBeNull();
    expect(optinRefusal({ type: "newsletter", subscribe: true }, { phone: null, alreadySubscribed: false })).toBeNull();
  });

  it("leaves SMS an older account already receives as they are, so its other choices can still be saved", () => {
    expect(optinRefusal({ type: "sms", subscribe: true }, { phone: null, alreadySubscribed: true })).toBeNull();
  });
});

describe("removesPhone", () => {
  it("is true only when a save empties a phone the account had", () => {
    expect(removesPhone("06 12 34 56 78", { phone: null })).toBe(true);
    expect(removesPhone("06 12 34 56 78", { phone: "07 11 22 33 44" })).toBe(false);
    // An older client that sends no phone keeps it; an account without one loses nothing.
    expect(removesPhone("06 12 34 56 78", {})).toBe(false);
    expect(removesPhone(null, { phone: null })).toBe(false);
  });
});
