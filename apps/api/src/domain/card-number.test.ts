import { describe, expect, it } from "vitest";
import { cardBrand, isCardExpired, isValidLuhn, normaliseCardNumber, sandboxBehaviour } from "./card-number.ts";

describe("card numbers", () => {
  it("accepts the test numbers by their Luhn key and refuses a changed digit", () => {
    for (const n of ["4242424242424242", "4000000000000002", "4000000000009995", "4000000000003220", "5555555555554444", "378282246310005"]) {
      expect(isValidLuhn(n)).toBe(true);
    }
    expect(isValidLuhn("4242424242424241")).toBe(false);
    expect(isValidLuhn("4000000000000001")).toBe(false);
    expect(isValidLuhn("")).toBe(false);
  });

  it("ignores spaces and dashes, refuses letters and wrong lengths", () => {
    expect(normaliseCardNumber("4242 4242-4242 4242")).toBe("4242424242424242");
    expect(normaliseCardNumber("4242 4242 4242 424a")).toBeNull();
    expect(normaliseCardNumber("42424242")).toBeNull();
  });

  it("names the brand and what each test number asks of the sandbox", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(sandboxBehaviour("4242424242424242")).toBe("approve");
    expect(sandboxBehaviour("4000000000000002")).toBe("decline");
    expect(sandboxBehaviour("4000000000009995")).toBe("insufficient_funds");
    expect(sandboxBehaviour("4000000000003220")).toBe("always_challenge");
  });

  it("keeps a card valid through the last day of its expiry month", () => {
    const now = new Date("2026-11-30T23:00:00Z");
    expect(isCardExpired(11, 2026, now)).toBe(false);
    expect(isCardExpired(10, 2026, now)).toBe(true);
    expect(isCardExpired(1, 2025, now)).toBe(true);
    expect(isCardExpired(1, 2027, now)).toBe(false);
  });
});
