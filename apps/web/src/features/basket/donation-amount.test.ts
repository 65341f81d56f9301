import { describe, expect, it } from "vitest";
import { donationFieldValue } from "./donation-amount.ts";

describe("donationFieldValue", () => {
  it("shows the current donation with a decimal comma and two decimals", () => {
    expect(donationFieldValue(250)).toBe("2,50");
    expect(donationFieldValue(500)).toBe("5,00");
    expect(donationFieldValue(1)).toBe("0,01");
    expect(donationFieldValue(50000)).toBe("500,00");
  });

  it("leaves the field empty when the basket holds no donation", () => {
    expect(donationFieldValue(0)).toBe("");
  });
});
