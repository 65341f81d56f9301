// Prices as French shoppers read them: "1,99 €" (Intl fr-FR), computed from integer cents.

const euroFormat = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" });

/** Euros from the wire (decimal, rounded to the cent) to integer cents. */
export const eurosToCents = (euros: number): number => Math.round(euros * 100);

export const formatCents = (cents: number): string => euroFormat.format(Math.round(cents) / 100);

/** Euros as the web-service sends them (decimal) to "1,99 €". */
export const formatEuros = (euros: number): string => euroFormat.format(euros);

export type UnitOfMeasure = "kg" | "l" | "pièce";

const UNIT_LABELS: Record<UnitOfMeasure, string> = { kg: "kg", l: "L", pièce: "pièce" };

export const unitLabel = (unit: UnitOfMeasure): string => UNIT_LABELS[unit];

/** "12,40 €/kg" */
export const formatUnitPrice = (cents: number, unit: UnitOfMeasure): string =>
  `${formatCents(cents)}/${unitLabel(unit)}`;

const dateFormat = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Paris",
});

/** "3 novembre 2025"; an unreadable date gives an empty string rather than "Invalid Date". */
export const formatDate = (iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
};
