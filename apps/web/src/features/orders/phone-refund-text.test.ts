import { describe, expect, it } from "vitest";
import { phoneRefundText } from "./phone-refund-text.ts";

describe("phoneRefundText", () => {
  it("says the refund is in progress until an adviser marks it done, then the day it was made", () => {
    expect(phoneRefundText({ montant: 50.6, rembourse_le: null })).toBe(
      "Remboursement en cours : les 50,60\u00a0€ réglés par téléphone vous seront remboursés sur votre carte par notre service client.",
    );
    expect(phoneRefundText({ montant: 50.6, rembourse_le: "2026-11-24T09:30:00.000Z" })).toBe(
      "Remboursé le 24 novembre 2026 : 50,60\u00a0€ réglés par téléphone, remboursés sur votre carte.",
    );
  });
});
