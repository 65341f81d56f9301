import { describe, expect, it } from "vitest";
import type { AmountLine } from "./order-amounts.ts";
import { invoiceRectification, invoiceVatBreakdown, isAisleRateInvoice, type InvoicedLine } from "./rectifying-invoice.ts";

const nappies: InvoicedLine = { productId: 1, name: "Couches taille 3 (4-9 kg) x52", amountCents: 1349, invoicedRateBp: 550, correctRateBp: 2000 };
const flour: InvoicedLine = { productId: 2, name: "Farine de blé T55", amountCents: 129, invoicedRateBp: 550, correctRateBp: 550 };
const beer: InvoicedLine = { productId: 3, name: "Bière sans alcool blonde 6 x 25 cl", amountCents: 459, invoicedRateBp: 2000, correctRateBp: 550 };
const wine: InvoicedLine = { productId: 4, name: "Bordeaux AOC rouge 2022", amountCents: 899, invoicedRateBp: 2000, correctRateBp: 2000 };

const goods = (lines: InvoicedLine[]) => lines.reduce((sum, l) => sum + l.amountCents, 0);
const total = (rows: { grossCents: number }[]) => rows.reduce((sum, r) => sum + r.grossCents, 0);

describe("a rectifying invoice", () => {
  it("finds nothing to correct when every line was printed at its product's rate", () => {
    expect(invoiceRectification([flour, wine], [{ kind: "goods", label: "Articles", cents: goods([flour, wine]) }])).toBeNull();
  });

  it("corrects the lines printed at the aisle's rate, and moves their VAT between the rates, the amounts TTC unchanged", () => {
    const lines = [nappies, flour, beer, wine];
    const result = invoiceRectification(lines, [{ kind: "goods", label: "Articles", cents: goods(lines) }])!;
    expect(result.corrections).toEqual([
      { productId: 1, name: nappies.name, amountCents: 1349, invoicedRateBp: 550, correctRateBp: 2000 },
      { productId: 3, name: beer.name, amountCents: 459, invoicedRateBp: 2000, correctRateBp: 550 },
    ]);
    // Before: 13,49 + 1,29 at 5,5 % and 4,59 + 8,99 at 20 %; after: 1,29 + 4,59 at 5,5 % and 13,49 + 8,99 at 20 %.
    expect(result.before).toEqual([
      { rateBp: 550, grossCents: 1478, netCents: 1401, vatCents: 77 },
      { rateBp: 2000, grossCents: 1358, netCents: 1132, vatCents: 226 },
    ]);
    expect(result.after).toEqual([
      { rateBp: 550, grossCents: 588, netCents: 557, vatCents: 31 },
      { rateBp: 2000, grossCents: 2248, netCents: 1873, vatCents: 375 },
    ]);
    expect(total(result.after)).toBe(total(result.before));
  });

  it("spreads discounts and the delivery fee over the corrected rates, so the total TTC stays the invoice's", () => {
    const lines = [nappies, flour];
    const amounts: AmountLine[] = [
      { kind: "goods", label: "Articles", cents: goods(lines) },
      { kind: "discounts", label: "Remises", cents: -301 },
      { kind: "fee", label: "Livraison", cents: 590 },
      { kind: "total", label: "Total TTC", cents: goods(lines) - 301 + 590 },
    ];
    const result = invoiceRectification(lines, amounts)!;
    // All at 5,5 % before; the nappies' share of the discount and of the fee goes to 20 % after.
    expect(result.before.map((r) => r.rateBp)).toEqual([550]);
    expect(result.after.map((r) => r.rateBp)).toEqual([550, 2000]);
    expect(total(result.before)).toBe(1478 - 301 + 590);
    expect(total(result.after)).toBe(1478 - 301 + 590);
    for (const r of result.after) expect(r.netCents + r.vatCents).toBe(r.grossCents);
    expect(result.after).toEqual(invoiceVatBreakdown(lines.map((l) => ({ amountCents: l.amountCents, rateBp: l.correctRateBp })), amounts));
  });

  it("rectifies only invoices of the series before ADR 0068, numbered after their order", () => {
    expect(isAisleRateInvoice("F2026-10000004", 10000004)).toBe(true);
    expect(isAisleRateInvoice("F2025-10000004", 10000004)).toBe(true);
    expect(isAisleRateInvoice("F2026-000004", 10000004)).toBe(false);
    expect(isAisleRateInvoice("F2026-10000005", 10000004)).toBe(false);
    expect(isAisleRateInvoice("F2026-000012", 12)).toBe(false);
  });
});

describe("a rectifying invoice's gift", () => {
  it("leaves a line of no product (the thank-you gift at 0 €) at the rate it was printed", () => {
    const gift: InvoicedLine = { productId: null, name: "Cadeau offert : Tablette", amountCents: 0, invoicedRateBp: 550, correctRateBp: 2000 };
    const result = invoiceRectification([gift, flour], [{ kind: "goods", label: "Articles", cents: 129 }]);
    expect(result).toBeNull();
    const withNappies = invoiceRectification([gift, nappies], [{ kind: "goods", label: "Articles", cents: 1349 }])!;
    expect(withNappies.corrections.map((c) => c.productId)).toEqual([1]);
    expect(withNappies.after.map((r) => r.rateBp)).toEqual([550, 2000]);
  });
});
