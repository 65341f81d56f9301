import { describe, expect, it } from "vitest";
import {
  correctedLineText,
  issueDoneOf,
  issueDonePath,
  scheduleDoneMessage,
  scheduleDoneOf,
  scheduleDonePath,
  scheduleWindow,
  vatChangeText,
  vatDoneMessage,
  vatDoneOf,
  vatDonePath,
} from "./invoices.ts";

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

  it("says a change of the law scheduled ahead, cancelled, and its cancellation in a member's journal (ADR 0140)", () => {
    const law = { avant_bp: 550, apres_bp: 1000, nature: "loi" as const, motif: "Loi de finances", effet: "2026-12-31T23:00:00.000Z" };
    expect(vatChangeText(law)).toBe(`5,5${NBSP}% → 10${NBSP}% au 1er janvier 2027, changement de la loi programmé${NBSP}: Loi de finances`);
    expect(vatChangeText({ ...law, annule: { date: "2026-12-15T10:00:00.000Z" } })).toContain("programmé (annulé le 15");
    expect(vatChangeText({ ...law, annulation: true })).toMatch(/^Annulation du changement programmé 5,5/);
  });

  it("reads back the schedule's addresses, and bounds its date field from tomorrow to two years in Paris", () => {
    const scheduled = { productId: 12, before: 550, after: 1000, day: "2027-01-01", cancelled: false };
    expect(scheduleDoneOf(paramsOf(scheduleDonePath({ query: "farine", ...scheduled })))).toEqual(scheduled);
    const cancelled = { ...scheduled, before: null, cancelled: true };
    expect(scheduleDoneOf(paramsOf(scheduleDonePath({ query: "farine", ...cancelled })))).toEqual(cancelled);
    expect(scheduleDoneOf({ ...paramsOf(scheduleDonePath({ query: "x", ...scheduled })), jour: "demain" })).toBeNull();
    expect(scheduleDoneMessage(scheduled, "Farine")).toMatch(/^Le taux de «\sFarine\s» passera de 5,5\s% à 10\s% le 1er\sjanvier 2027 à 0\sh\s: les commandes livrées/);
    expect(scheduleDoneMessage(cancelled, null)).toBe(`Le passage à 10${NBSP}% au 1er janvier 2027 est annulé${NBSP}: le taux actuel reste en vigueur.`);
    // 23:30 UTC on 2 December is already 3 December in Paris.
    expect(scheduleWindow(new Date("2026-12-02T23:30:00Z"))).toEqual({ minDay: "2026-12-04", maxDay: "2028-12-03" });
  });
});
