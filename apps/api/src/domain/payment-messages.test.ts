import { describe, expect, it } from "vitest";
import { paymentOutcomeMessage } from "./payment-messages.ts";

const facts = { status: "declined", method: "card", failureReason: null, changed: "" };

describe("the confirmation page's payment message", () => {
  it("does not say « Paiement refusé » twice when the bank's reason already does", () => {
    expect(paymentOutcomeMessage({ ...facts, failureReason: "Paiement refusé par la banque." })).toBe(
      "Paiement refusé par la banque. Votre panier vous attend pour réessayer.",
    );
    expect(paymentOutcomeMessage({ ...facts, failureReason: "Paiement refusé : provision insuffisante." })).toBe(
      "Paiement refusé : provision insuffisante. Votre panier vous attend pour réessayer.",
    );
  });

  it("prefixes a bare reason, and says refused without one", () => {
    expect(paymentOutcomeMessage({ ...facts, failureReason: "Carte expirée." })).toBe("Paiement refusé : carte expirée. Votre panier vous attend pour réessayer.");
    expect(paymentOutcomeMessage({ ...facts, failureReason: "Authentification 3-D Secure échouée." })).toBe(
      "Paiement refusé : authentification 3-D Secure échouée. Votre panier vous attend pour réessayer.",
    );
    // Capitals that are an acronym stay.
    expect(paymentOutcomeMessage({ ...facts, failureReason: "CB refusée" })).toBe("Paiement refusé : CB refusée. Votre panier vous attend pour réessayer.");
    expect(paymentOutcomeMessage(facts)).toBe("Paiement refusé. Votre panier vous attend pour réessayer.");
  });

  it("says a SEPA order is confirmed under its mandate, not paid", () => {
    const sepa = paymentOutcomeMessage({ ...facts, status: "authorised", method: "sepa" });
    expect(sepa).toBe("Mandat SEPA signé : votre commande est confirmée. Le prélèvement aura lieu à la préparation de votre commande, la veille ou le jour de la livraison.");
    expect(sepa).not.toMatch(/Paiement accepté/);
    expect(paymentOutcomeMessage({ ...facts, status: "authorised" })).toBe("Paiement accepté : votre commande est validée.");
  });

  it("words an abandoned payment once", () => {
    expect(paymentOutcomeMessage({ ...facts, status: "cancelled", failureReason: "Paiement abandonné : la commande est annulée, votre panier vous attend." })).toBe(
      "Paiement abandonné : la commande est annulée, votre panier vous attend.",
    );
  });

  it("says an order its benefits paid is charged nothing, and what comes back when it is cancelled (ADR 0072)", () => {
    expect(paymentOutcomeMessage({ ...facts, status: "not_required", method: "benefits" })).toBe(
      "Commande validée : elle est entièrement réglée par vos avantages, rien n'est débité.",
    );
    expect(paymentOutcomeMessage({ ...facts, status: "cancelled", method: "benefits" })).toBe("Commande annulée : vos bons d'achat et avantages vous sont rendus.");
  });
});
