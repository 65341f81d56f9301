import { describe, expect, it } from "vitest";
import { invoiceMissingText, invoicePath, invoiceRefusalPath, rectifyingInvoicePath } from "./invoice-missing.ts";

describe("invoiceMissingText", () => {
  it("says why an order has no invoice, as its status tells", () => {
    expect(invoiceMissingText({ statut: "placed", remplacement: null })).toBe("Pas encore de facture pour cette commande\u00A0: elle est établie à sa livraison.");
    expect(invoiceMissingText({ statut: "out_for_delivery", remplacement: null })).toBe("Pas encore de facture pour cette commande\u00A0: elle est établie à sa livraison.");
    expect(invoiceMissingText({ statut: "cancelled", remplacement: null })).toBe("Pas de facture pour cette commande\u00A0: elle a été annulée, rien ne vous est facturé.");
    expect(invoiceMissingText({ statut: "cancelled", remplacement: { par: 10000008 } })).toBe(
      "Pas de facture pour cette commande\u00A0: elle a été remplacée par votre modification, la commande n°\u00A010000008, dont la facture est établie à sa livraison.",
    );
  });
});

describe("invoice addresses", () => {
  it("names the storefront's invoice address of an order, and the order page that says why when there is none", () => {
    expect(invoicePath(10000004)).toBe("/commande/10000004/facture");
    expect(invoiceRefusalPath("10000004", 404)).toBe("/commande/10000004?erreur=facture");
    // The web-service out of reach: said as such, not as a missing invoice.
    expect(invoiceRefusalPath("10000004", null)).toBe("/commande/10000004?erreur=indisponible");
  });
});

describe("rectifying invoice addresses (ADR 0127)", () => {
  it("names its own address, and sends a refusal to the order's page saying there is none", () => {
    expect(rectifyingInvoicePath(10000004)).toBe("/commande/10000004/facture-rectificative");
    expect(invoiceRefusalPath("10000004", 404, "facture-rectificative")).toBe("/commande/10000004?erreur=facture-rectificative");
    expect(invoiceRefusalPath("10000004", 502, "facture-rectificative")).toBe("/commande/10000004?erreur=indisponible");
  });
});
