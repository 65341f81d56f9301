import { describe, expect, it } from "vitest";
import { paymentRefundText } from "./payment-refund-text.ts";

describe("paymentRefundText", () => {
  it("says how much went back on the card, and when", () => {
    expect(paymentRefundText({ montant: 1.69, date: "2026-11-25T10:00:00.000Z", moyen: "card" })).toBe(
      "1,69\u00a0€ remboursés sur votre carte le 25 novembre 2026.",
    );
    expect(paymentRefundText({ montant: 12, date: "2026-11-25T10:00:00.000Z", moyen: "sepa" })).toBe(
      "12,00\u00a0€ remboursés sur votre compte (prélèvement SEPA) le 25 novembre 2026.",
    );
  });
});
