// Prices as a shopper reads them on the pages, for journeys to look for: « 7,19 € » and the catalogue tile's
// price per kilo or litre, « (9,59 €/L) » (French law, ADR 0059).

export const euros = (value: number) =>
  new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR" }).format(value);

export type WithUnitPrice = { unitPrice: { value: number; unit: "kg" | "l" | "pièce" } };

export const unitNote = (card: WithUnitPrice) =>
  `(${euros(card.unitPrice.value)}/${card.unitPrice.unit === "l" ? "L" : card.unitPrice.unit})`;
