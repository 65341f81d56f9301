import { describe, expect, it } from "vitest";
import { ibanFingerprint, mandateRefusal, revocationMessage, SEPA_CREDITOR } from "./sepa-mandate.ts";

describe("ibanFingerprint", () => {
  it("is the same for the same IBAN and key, different for another IBAN or another key", () => {
    const a = ibanFingerprint("k".repeat(32), "FR7630006000011234567890189");
    expect(ibanFingerprint("k".repeat(32), "FR7630006000011234567890189")).toBe(a);
    expect(ibanFingerprint("k".repeat(32), "FR7630004000031234567890143")).not.toBe(a);
    expect(ibanFingerprint("x".repeat(32), "FR7630006000011234567890189")).not.toBe(a);
    expect(a).not.toContain("0189");
  });
});

describe("SEPA_CREDITOR", () => {
  it("names a creditor identifier of the French form with a valid key (ISO 7064 mod 97 over the national part)", () => {
    const ics = SEPA_CREDITOR.creditorId;
    expect(ics).toMatch(/^FR\d{2}ZZZ[0-9A-Z]{6}$/);
    // The business code (ZZZ) is left out of the key; letters count 10..35 as in an IBAN.
    const digits = `${ics.slice(7)}${ics.slice(0, 2)}${ics.slice(2, 4)}`.replace(/[A-Z]/g, (c) =>
      String(c.charCodeAt(0) - 55),
    );
    expect(BigInt(digits) % 97n).toBe(1n);
  });
});

describe("mandateRefusal", () => {
  it("lets an active mandate pay and refuses a revoked one in French, saying to sign a new one", () => {
    expect(mandateRefusal({ reference: "CABAS-0123456789AB", revokedAt: null })).toBeNull();
    expect(mandateRefusal({ reference: "CABAS-0123456789AB", revokedAt: new Date("2026-11-24T10:00:00Z") })).toBe(
      "Le mandat de prélèvement CABAS-0123456789AB a été révoqué le 24 novembre 2026 : il ne peut plus payer de commande. Signez un nouveau mandat pour payer par prélèvement, ou choisissez un autre moyen de paiement.",
    );
  });
});

describe("revocationMessage", () => {
  it("says new orders stop and names the orders already placed that keep their debit", () => {
    expect(revocationMessage("CABAS-A", [], null)).toBe("Mandat CABAS-A révoqué : il ne servira plus à aucune nouvelle commande.");
    expect(revocationMessage("CABAS-A", [10000012], null)).toBe(
      "Mandat CABAS-A révoqué : il ne servira plus à aucune nouvelle commande. La commande n° 10000012, déjà passée avec lui, reste prélevée à sa préparation, comme annoncé.",
    );
    expect(revocationMessage("CABAS-A", [10000012, 10000015], null)).toContain("Les commandes n° 10000012, 10000015, déjà passées avec lui, restent prélevées à leur préparation, comme annoncé.");
    expect(revocationMessage("CABAS-A", [], new Date("2026-11-20T10:00:00Z"))).toBe("Le mandat CABAS-A était déjà révoqué depuis le 20 novembre 2026 : rien n'a été changé.");
  });
});
