import { describe, expect, it } from "vitest";
import { payErrorCode } from "./pay-error.ts";

describe("payErrorCode", () => {
  it("sends a failed check back as 'verification', for the page to list every failure", () => {
    expect(payErrorCode({ status: 422, details: { erreurs: [{ code: "creneau", message: "Choisissez un créneau de livraison." }] } })).toBe("verification");
    expect(payErrorCode({ status: 422 })).toBe("verification");
  });
  it("tells a declined payment, a stale reference, a changed basket and an unreachable service apart", () => {
    expect(payErrorCode({ status: 422, details: { code: "refus", paiement: { statut: "declined" } } })).toBe("refus");
    expect(payErrorCode({ status: 422, details: { code: "reference" } })).toBe("reference");
    expect(payErrorCode({ status: 422, details: { code: "amex" } })).toBe("amex");
    expect(payErrorCode({ status: 422, details: { code: "mandat_revoque" } })).toBe("mandat_revoque");
    expect(payErrorCode({ status: 422, details: { code: "montant" } })).toBe("montant");
    expect(payErrorCode({ status: 422, details: { code: "avantages" } })).toBe("avantages");
    expect(payErrorCode({ status: 409 })).toBe("conflit");
    expect(payErrorCode({ status: 404 })).toBe("introuvable");
    expect(payErrorCode({ status: 0 })).toBe("indisponible");
  });
  it("keeps to the codes it knows: any other refusal is a failed check", () => {
    expect(payErrorCode({ status: 422, details: { code: "mandat" } })).toBe("verification");
  });
});
