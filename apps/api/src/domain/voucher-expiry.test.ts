import { describe, expect, it } from "vitest";
import { frenchLongDate } from "@cabas/contracts";
import { voucherExpiry } from "./voucher-expiry.ts";

describe("voucherExpiry", () => {
  it("ends with the Paris day it names, not at the hour the voucher was given", () => {
    // Won on 1 December at 01:48 in Paris, valid 30 days: the whole of 31 December.
    const expiry = voucherExpiry(new Date("2026-12-01T00:48:00Z"), 30);
    expect(expiry.toISOString()).toBe("2026-12-31T22:59:59.999Z");
    expect(frenchLongDate(expiry)).toBe("31 décembre 2026");
  });

  it("counts days in Paris, late in the evening and across a change of time", () => {
    // Given at 23:30 in Paris on 30 November (22:30 UTC): one day of validity runs to the end of 1 December in Paris.
    expect(voucherExpiry(new Date("2026-11-30T22:30:00Z"), 1).toISOString()).toBe("2026-12-01T22:59:59.999Z");
    // Valid 90 days from 1 March: 30 May, in summer time (UTC+2).
    expect(voucherExpiry(new Date("2027-03-01T09:00:00Z"), 90).toISOString()).toBe("2027-05-30T21:59:59.999Z");
  });
});
