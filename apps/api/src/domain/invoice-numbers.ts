// Invoice numbers (ADR 0068): one continuous series per calendar year, « F2026-000001 », taken at delivery.

const yearFormat = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: "Europe/Paris" });

/** The year an invoice issued at that instant belongs to: Paris's, as the date printed on it. */
export const invoiceYear = (at: Date): number => Number(yearFormat.format(at));

/**
 * The n-th invoice of a year. Six digits at least, so it can never equal a number of the series of before ADR 0068
 * (« F2026-10000004 », the order's number: eight digits, from 10000001) below ten million invoices a year.
 */
export const invoiceNumberText = (year: number, sequence: number): string =>
  `F${year}-${String(sequence).padStart(6, "0")}`;
