import { describe, expect, it } from "vitest";
import { claimableUnits, claimCreditCents, claimRefusal } from "./claim-rules.ts";

const delivered = new Date("2026-11-20T10:00:00Z");

describe("claimRefusal", () => {
  it("accepts a delivered order within 72 hours", () => {
    expect(claimRefusal({ status: "delivered", deliveredAt: delivered }, new Date("2026-11-23T09:59:00Z"))).toBeNull();
  });
  it("refuses an order not delivered, or after 72 hours", () => {
    expect(claimRefusal({ status: "out_for_delivery", deliveredAt: null }, delivered)).toMatch(/une fois la commande livrée/);
    expect(claimRefusal({ status: "delivered", deliveredAt: delivered }, new Date("2026-11-23T10:01:00Z"))).toMatch(/délai de 72 h/);
  });
});

describe("claimCreditCents", () => {
  it("credits what the units cost, the weighed amount for a sold-by-weight line", () => {
    expect(claimCreditCents({ quantity: 3, lineCents: 597, finalLineCents: null }, 2)).toBe(398);
    // 2 pieces weighed at 13.87 € in all: one piece is 6.94 € (rounded once).
    expect(claimCreditCents({ quantity: 2, lineCents: 1300, finalLineCents: 1387 }, 1)).toBe(694);
  });
});

describe("claimableUnits", () => {
  it("never goes below zero", () => {
    expect(claimableUnits(3, 1)).toBe(2);
    expect(claimableUnits(3, 5)).toBe(0);
  });
});
