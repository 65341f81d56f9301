// Prices as French shoppers read them: "1,99 €" (Intl fr-FR), computed from integer cents.
import { frenchLongDate, measureUnitLabel, type MeasureUnit } from "@cabas/contracts/client-values";

const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** Euros from the wire (decimal, rounded to the cent) to integer cents. */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

export const formatCents = (cents: number): string => euroFormat.format(Math.round(cents) / 100);

/** Euros as the web-service sends them (decimal) to "1,99 €". */
export const formatEuros = (euros: number): string => euroFormat.format(euros);

/** An amount that may be a deduction: « −10,00 € » with the minus sign (U+2212) against the figure, everywhere alike. */
export const signedEuros = (euros: number): string => (euros < 0 ? `\u2212${formatCents(-Math.round(euros * 100))}` : formatCents(Math.round(euros * 100)));

export type UnitOfMeasure = MeasureUnit;

/** « kg », « L », « pièce »: the shop's one spelling of a unit price's unit, shared with the e-mails (ADR 0070, amended). */
export const unitLabel = measureUnitLabel;

/** "12,40 €/kg" */
export const formatUnitPrice = (cents: number, unit: UnitOfMeasure): string =>
  `${formatCents(cents)}/${unitLabel(unit)}`;

/** A price of a product sold by weight is per kilo: "23,69 €/kg", written as every unit price is (no space before the slash). */
export const formatProductPrice = (cents: number, perKilo: boolean): string =>
  perKilo ? `${formatCents(cents)}/kg` : formatCents(cents);

/** A product priced by the kilo already shows its price per kilo: printing the unit price too says it twice. */
export const unitPriceRepeatsPrice = (variableWeight: boolean, unit: UnitOfMeasure): boolean => variableWeight && unit === "kg";

/**
 * "3 novembre 2025", "1er décembre 2026": the shop's one French date (the contracts', as the e-mails write it) of
 * an instant from the web-service; an unreadable date gives an empty string rather than "Invalid Date".
 */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : frenchLongDate(date);
};
