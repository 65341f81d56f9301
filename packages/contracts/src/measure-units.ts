// How the shop writes its units of measure, on the storefront, in e-mails and on invoices alike (ADR 0070, amended
// 2026-11-30): the litre as a capital « L », as French packaging and grocers' sites write it (« 1,5 L », « 1,33 €/L »),
// so a bottle's name, its net quantity and its price per litre agree; « cl » and « ml » stay lowercase, as everywhere
// in France. The wire keeps `unit: "l"` (contract `productCard.unitPrice`): this is how it is written, not sent.

/** The litre's symbol. */
export const LITRE = "L";

/** A unit price's unit as the web-service sends it. */
export type MeasureUnit = "kg" | "l" | "pièce";

const MEASURE_UNIT_LABELS: Readonly<Record<MeasureUnit, string>> = { kg: "kg", l: LITRE, pièce: "pièce" };

/** The unit after the slash of a unit price: « kg », « L », « pièce » (« 12,40 €/kg », « 1,33 €/L »). */
export const measureUnitLabel = (unit: MeasureUnit): string => MEASURE_UNIT_LABELS[unit];
