import { describe, expect, it } from "vitest";
import { correctedLineText, issueDoneOf, issueDonePath, vatChangeText, vatDoneMessage, vatDoneOf, vatDonePath } from "./invoices.ts";

const NBSP = "\u00A0";
const paramsOf = (path: string) => Object.fromEntries(new URL(path, "https://cabas.example").searchParams);

describe("the invoices screen's words", () => {
  it("says a change and a corrected line", () => {
    expect(vatChangeText({ avant_bp: 550, apres_bp: 2000, nature: "correction", motif: "Confiserie" })).toBe(`5,5${NBSP}% → 20${NBSP}%, correction d'une erreur${NBSP}: Confiserie`);
    expect(vatChangeText({ avant_bp: 550, apres_bp: 1000, nature: "loi", motif: "Loi de finances" })).toContain("changement de la loi");
    expect(correctedLineText({ nom: "Calissons", taux_facture_bp: 550, taux_applicable_bp: 2000 })).toBe(`Calissons${NBSP}: facturé à 5,5${NBSP}%, applicable 20${NBSP}%`);
  });

  it("reads back only the addresses it wrote", () => {
    const done = { productId: 12, before: 550, after: 2000, nature: "correction" as const, toRectify: 3 };
    expect(vatDoneOf(paramsOf(vatDonePath({ query: "calissons", ...done })))).toEqual(done);
    expect(vatDoneOf({ ...paramsOf(vatDonePath({ query: "x", ...done })), apres: "1900" })).toBeNull();
    expect(vatDoneOf({ ...paramsOf(vatDonePath({ query: "x", ...done })), nature: "autre" })).toBeNull();
    const issued = { orderId: 10000003, number: "F2026-000123", already: true };
    expect(issueDoneOf(paramsOf(issueDonePath(issued)))).toEqual(issued);
    expect(issueDoneOf({ fait: "emise", commande: "7", numero: "<script>" })).toBeNull();
  });

  it("says what a correction leaves to rectify, and that a change of the law leaves nothing", () => {
    const done = { productId: 12, before: 550, after: 2000, nature: "correction" as const, toRectify: 2 };
    expect(vatDoneMessage(done, "Calissons")).toBe(
      `Le taux de «${NBSP}Calissons${NBSP}» passe de 5,5${NBSP}% à 20${NBSP}%${NBSP}: les commandes livrées à partir de maintenant sont facturées à ce taux. 2 commandes ont une facture à rectifier${NBSP}: voir «${NBSP}Factures à rectifier${NBSP}».`,
    );
    expect(vatDoneMessage({ ...done, nature: "loi" }, null)).toContain("les factures déjà émises gardent leur taux");
  });
});
