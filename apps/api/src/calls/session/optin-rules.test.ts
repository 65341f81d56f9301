import { describe, expect, it } from "vitest";
import { optinRefusal, SMS_NEEDS_PHONE } from "./optin-rules.ts";

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
