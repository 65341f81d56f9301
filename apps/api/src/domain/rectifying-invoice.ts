// Rectifying invoices (ADR 0127): an invoice of the series before ADR 0068 printed some products at the rate of their
// aisle (nappies and baby toiletries, milk chocolate, calissons and caramels at 5,5 %, the alcohol-free beer at 20 %).
// The customer paid TTC prices: a rectifying invoice changes no amount paid, only the VAT per rate and the bases HT.
import { billedGoodsLines, type AmountLine } from "./order-amounts.ts";
import { feeVatSplit, vatBreakdown, type VatBreakdown } from "./vat.ts";

/** A line of an invoice as its VAT reads it: amount TTC at a rate; a weighed line's estimate for a weighing's gift. */
export type TaxedLine = { amountCents: number; rateBp: number; perKg?: boolean; estimateCents?: number | null };

/**
 * An invoice's VAT per rate: its lines after the discounts (off every line in proportion to its weighed amount) and
 * what a weighing offered (off the weighed lines that came out heavier), as billed (billedGoodsLines, ADR 0125), then
 * the delivery fee and its express surcharge split over the
 * goods' rates (an accessory of the sale, ADR 0055). The donation is not a sale and the benefits are means of
 * payment: none is in the bases. Every invoice and rectifying invoice prints this.
 */
export function invoiceVatBreakdown(lines: readonly TaxedLine[], amounts: readonly AmountLine[]): VatBreakdown[] {
  const cents = (kind: AmountLine["kind"]) => Math.abs(amounts.find((a) => a.kind === kind)?.cents ?? 0);
  const goods = billedGoodsLines(lines, { discountCents: cents("offers") + cents("discounts"), weighingGiftCents: cents("weighing") }).map(({ amountCents, rateBp }) => ({
    amountCents,
    rateBp,
  }));
  return vatBreakdown([...goods, ...feeVatSplit(goods, cents("fee") + cents("express"))]);
}

/**
 * Whether an invoice number is of the series before ADR 0068, « F{year}-{order number} »: only those were issued
 * with the aisle's rate. A later invoice froze its product's rate at delivery; a rate changed since (a law's new rate,
 * dated) does not make it wrong, so it is never rectified by this rule.
 */
export function isAisleRateInvoice(invoiceNumber: string, orderId: number): boolean {
  const match = /^F\d{4}-(\d+)$/.exec(invoiceNumber);
  return match !== null && Number(match[1]) === orderId && match[1]!.length >= 8;
}

/** A line of an issued invoice: the rate it printed (frozen) and its product's rate today. */
export type InvoicedLine = {
  /** Null for a line of no product (the thank-you gift, at 0 €): printed as it was, never corrected. */
  productId: number | null;
  name: string;
  amountCents: number;
  invoicedRateBp: number;
  correctRateBp: number;
  perKg?: boolean;
  estimateCents?: number | null;
};

export type RateCorrection = { productId: number; name: string; amountCents: number; invoicedRateBp: number; correctRateBp: number };

export type Rectification = {
  /** The lines whose rate changes, in the invoice's order. */
  corrections: RateCorrection[];
  /** VAT per rate as the original printed it, and as the rectifying invoice prints it: same total TTC. */
  before: VatBreakdown[];
  after: VatBreakdown[];
};

/**
 * What a rectifying invoice corrects on an invoice: the lines printed at a rate other than their product's, and the
 * VAT per rate before and after, computed as the invoice computes it (integer cents, rounded once per rate). Null when
 * every line was at its rate: nothing to rectify. `amounts` are the invoice's amount lines (discounts, fee…), which
 * the correction leaves as they are.
 */
export function invoiceRectification(lines: readonly InvoicedLine[], amounts: readonly AmountLine[]): Rectification | null {
  const corrections = lines.flatMap(({ productId, name, amountCents, invoicedRateBp, correctRateBp }) =>
    productId !== null && invoicedRateBp !== correctRateBp ? [{ productId, name, amountCents, invoicedRateBp, correctRateBp }] : [],
  );
  if (corrections.length === 0) return null;
  const taxed = (rate: (l: InvoicedLine) => number) =>
    lines.map((l) => ({ amountCents: l.amountCents, rateBp: l.productId === null ? l.invoicedRateBp : rate(l), perKg: l.perKg ?? false, estimateCents: l.estimateCents ?? null }));
  return {
    corrections,
    before: invoiceVatBreakdown(taxed((l) => l.invoicedRateBp), amounts),
    after: invoiceVatBreakdown(taxed((l) => l.correctRateBp), amounts),
  };
}
