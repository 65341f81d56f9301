import { describe, expect, it } from "vitest";
import { buyerCompanyOf, companyBuyerLines, earnsLoyaltyEuros, einvoicingMentions, professionalPaymentMentions, sirenText, siretText } from "./professional-accounts.ts";

const pro = { kind: "professional" as const, companyName: "Les Délices de Léa SARL", siret: "73282932000074", vatNumber: "FR44732829320" };

describe("the company an order is billed to", () => {
  it("is the professional account's company, VAT number included when there is one", () => {
    expect(buyerCompanyOf(pro)).toEqual({ name: "Les Délices de Léa SARL", siret: "73282932000074", vat: "FR44732829320" });
    expect(buyerCompanyOf({ ...pro, vatNumber: null })).toEqual({ name: "Les Délices de Léa SARL", siret: "73282932000074", vat: null });
  });

  it("is none for a household, and none for an account without its company facts", () => {
    expect(buyerCompanyOf({ kind: "consumer", companyName: null, siret: null, vatNumber: null })).toBeNull();
    expect(buyerCompanyOf({ kind: "consumer", companyName: "Ancienne société", siret: "73282932000074", vatNumber: null })).toBeNull();
    expect(buyerCompanyOf({ ...pro, siret: null })).toBeNull();
  });
});

describe("loyalty euros", () => {
  it("are earned by a household's order and not by an order billed to a company", () => {
    expect(earnsLoyaltyEuros({ buyerCompany: null })).toBe(true);
    expect(earnsLoyaltyEuros({ buyerCompany: { name: "Les Délices de Léa SARL", siret: "73282932000074", vat: null } })).toBe(false);
  });
});

describe("an invoice to a professional", () => {
  it("writes the SIRET by groups and names the company, its SIRET and its VAT number", () => {
    expect(siretText("73282932000074")).toBe("732 829 320 00074");
    expect(siretText("7328")).toBe("7328");
    expect(companyBuyerLines({ name: "Les Délices de Léa SARL", siret: "73282932000074", vat: "FR44732829320" })).toEqual([
      "Les Délices de Léa SARL",
      "SIREN 732 829 320 · SIRET 732 829 320 00074",
      "N° de TVA intracommunautaire FR44732829320",
    ]);
    expect(companyBuyerLines({ name: "Atelier Dupont", siret: "73282932000074", vat: null })).toEqual(["Atelier Dupont", "SIREN 732 829 320 · SIRET 732 829 320 00074"]);
    expect(sirenText("73282932000074")).toBe("732 829 320");
    expect(sirenText("7328")).toBe("7328");
  });

  it("says when and how it was paid, no discount for early payment, the penalties and the 40 € indemnity", () => {
    const [paid, discount, late] = professionalPaymentMentions({ paidAt: new Date("2026-12-01T09:00:00Z"), method: "card" });
    expect(paid).toBe("Facture acquittée : payée le 1er décembre 2026 par carte bancaire.");
    expect(discount).toBe("Pas d'escompte pour paiement anticipé.");
    expect(late).toMatch(/^En cas de retard de paiement, pénalités au taux de refinancement .* majoré de 10 points/);
    expect(late).toContain("indemnité forfaitaire pour frais de recouvrement de 40 €");
    expect(professionalPaymentMentions({ paidAt: new Date("2026-12-01T09:00:00Z"), method: "sepa" })[0]).toMatch(/par prélèvement SEPA\.$/);
  });
});

describe("the e-invoicing reform's mentions", () => {
  const billing = { line1: "12 rue Oberkampf", line2: null, postalCode: "75011", city: "Paris" };

  it("name the delivery address only when the goods went elsewhere than the billing address", () => {
    expect(einvoicingMentions({ delivery: billing, billing })).toEqual(["Catégorie de l'opération : livraison de biens."]);
    // Spaces and capitals typed differently are the same address.
    expect(einvoicingMentions({ delivery: { ...billing, line1: " 12  Rue Oberkampf ", line2: "" }, billing })).toHaveLength(1);
    expect(einvoicingMentions({ delivery: { ...billing, line1: "3 quai de Valmy", postalCode: "75010" }, billing })[0]).toBe(
      "Adresse de livraison : 3 quai de Valmy, 75010 Paris.",
    );
  });

  it("keep the operation a delivery of goods when a delivery fee is billed: the fee is an accessory of the sale", () => {
    expect(einvoicingMentions({ delivery: billing, billing })).toEqual(["Catégorie de l'opération : livraison de biens."]);
  });
});
