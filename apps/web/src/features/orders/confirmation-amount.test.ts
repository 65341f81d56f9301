import { describe, expect, it } from "vitest";
import { PLAIN_SPACE_BEFORE_MARK } from "@cabas/contracts/french-typography";
import { confirmationAmountText } from "./confirmation-amount.ts";

const nbsp = "\u00a0";

describe("confirmationAmountText", () => {
  it("says an order its benefits pay entirely is charged nothing, naming no card (ADR 0072)", () => {
    expect(confirmationAmountText({ total: 0, montant: 0, moyen: "benefits" })).toBe(`Total${nbsp}: 0,00${nbsp}€ — réglée par vos avantages${nbsp}: rien n'est débité`);
  });

  it("shows the order's total, and the authorisation labelled as such when weighed products raise it", () => {
    expect(confirmationAmountText({ total: 71.86, montant: 75.29, moyen: "card" })).toBe(
      `Total${nbsp}: 71,86${nbsp}€ — montant autorisé 75,29${nbsp}€ (produits pesés${nbsp}: vous ne payez que le poids réel)`,
    );
    expect(confirmationAmountText({ total: 42.5, montant: 42.5, moyen: "card" })).toBe(`Total${nbsp}: 42,50${nbsp}€`);
  });

  it("says a SEPA debit is the weighed amount, at most the authorisation", () => {
    expect(confirmationAmountText({ total: 56.87, montant: 57.76, moyen: "sepa" }, true)).toBe(
      `Total${nbsp}: 56,87${nbsp}€ — prélevé sur votre compte à la préparation de la commande, la veille ou le jour de la livraison, selon votre mandat SEPA${nbsp}: le montant des produits réellement pesés, au plus 57,76${nbsp}€.`,
    );
    expect(confirmationAmountText({ total: 20, montant: 20, moyen: "sepa" }, true)).toBe(
      `Total${nbsp}: 20,00${nbsp}€ — prélevé sur votre compte à la préparation de la commande, la veille ou le jour de la livraison, selon votre mandat SEPA.`,
    );
  });

  it("gives a phone order's ceiling without calling it an authorisation", () => {
    expect(confirmationAmountText({ total: 64.1, montant: 67.31, moyen: "phone" })).toBe(
      `Total${nbsp}: 64,10${nbsp}€ — au plus 67,31${nbsp}€ selon le poids réel des produits pesés`,
    );
  });

  it("keeps every colon on its line: no plain space before a mark, whatever the means (French typography)", () => {
    for (const moyen of ["card", "sepa", "phone", "benefits"] as const) {
      expect(confirmationAmountText({ total: 56.87, montant: 57.76, moyen })).not.toMatch(PLAIN_SPACE_BEFORE_MARK);
    }
  });
});
