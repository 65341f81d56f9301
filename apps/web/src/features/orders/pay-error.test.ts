import { describe, expect, it } from "vitest";
import { payErrorCode } from "./pay-error.ts";

describe("payErrorCode", () => {
  it("sends a failed check back as 'verification', for the page to list every failure", () => {
    expect(payErrorCode({ status: 422, message: "Choisissez un créneau de livraison. Votre adresse de livraison est incomplète." })).toBe("verification");
  });
  it("tells a declined payment, a stale reference, a changed basket and an unreachable service apart", () => {
    expect(payErrorCode({ status: 422, message: "Paiement refusé : votre panier vous attend pour réessayer." })).toBe("refus");
    expect(payErrorCode({ status: 422, message: "Cette référence de paiement n'est plus valable : rechargez la page de paiement." })).toBe("reference");
    expect(payErrorCode({ status: 409, message: "Plus assez de « Lait » en stock" })).toBe("conflit");
    expect(payErrorCode({ status: 404, message: "Carte bancaire introuvable." })).toBe("introuvable");
    expect(payErrorCode({ status: 0, message: "" })).toBe("indisponible");
  });
});
