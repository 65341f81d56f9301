import { describe, expect, it } from "vitest";
import { sepaReturnText } from "./sepa-return-text.ts";

describe("sepaReturnText", () => {
  it("says what the bank sent back, when, why, what is due and how to pay it", () => {
    const text = sepaReturnText({
      montant_du: 42.1,
      type: "rejet",
      motif: "provision insuffisante (AM04)",
      code: "AM04",
      le: "2026-11-24T09:00:00Z",
      reglement: "Pour régler les 42,10 € dus par carte bancaire, appelez notre service client.",
      regle_le: null,
      regle_en_ligne: false,
    });
    expect(text).toMatch(/^Prélèvement impayé : votre banque nous a rejeté le prélèvement de 42,10\s€ le 24 novembre 2026 \(motif : provision insuffisante \(AM04\)\)\. 42,10\s€ restent dus\. Pour régler/);
  });

  it("says « retourné » for a debit sent back after settlement", () => {
    const text = sepaReturnText({ montant_du: 5, type: "retour", motif: "m", code: "MS02", le: "2026-11-24T09:00:00Z", reglement: "", regle_le: null, regle_en_ligne: false });
    expect(text).toContain("nous a retourné le prélèvement de 5,00");
  });

  it("says when the amount due was paid, and no longer asks for it", () => {
    const text = sepaReturnText({ montant_du: 5, type: "retour", motif: "m (MS02)", code: "MS02", le: "2026-11-24T09:00:00Z", reglement: "Pour régler…", regle_le: "2026-11-26T09:00:00Z", regle_en_ligne: false });
    expect(text).toMatch(/^Votre banque nous avait retourné le prélèvement de 5,00\s€ \(motif : m \(MS02\)\) : réglés par carte auprès de notre service client le 26 novembre 2026\. Merci\.$/);
    expect(text).not.toContain("Pour régler");
  });

  it("says it was paid online when the customer paid it by card on the order page", () => {
    const text = sepaReturnText({ montant_du: 5, type: "rejet", motif: "m (AM04)", code: "AM04", le: "2026-11-24T09:00:00Z", reglement: "", regle_le: "2026-11-26T09:00:00Z", regle_en_ligne: true });
    expect(text).toContain(": réglés par carte en ligne le 26 novembre 2026. Merci.");
  });
});
