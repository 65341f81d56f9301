// A line's price per kilo, per litre or per piece in the purchase path (basket, drawer, recap, order) and beside the
// products of a list or a set-aside basket (ADR 0061), written as the
// catalogue writes it beside a product's price: French law (Code de la consommation L112-1, arrêté du 3 décembre
// 1987) wants the unit price wherever a prepacked product's price is shown (ADR 0059).
import { eurosToCents, formatProductPrice, formatUnitPrice, unitPriceRepeatsPrice, type UnitOfMeasure } from "./price.ts";

/** A unit price as the web-service sends it: a card's `unitPrice`, an order line's `prix_unite_mesure`. */
export type WireUnitPrice = { value: number; unit: UnitOfMeasure };

/**
 * "(9,59 €/L)", the tile's wording (i18n "product.unit-price"); null for a product sold by weight, whose price is
 * already per kilo (the tile prints no second one either).
 */
export function unitPriceNote(unitPrice: WireUnitPrice, variableWeight: boolean): string | null {
  if (unitPriceRepeatsPrice(variableWeight, unitPrice.unit)) return null;
  return `(${formatUnitPrice(eurosToCents(unitPrice.value), unitPrice.unit)})`;
}

/**
 * What a line shows beside an amount that is not the shelf price (a line total): the note above, or for a product
 * sold by weight its price per kilo the way the tile writes it, "12,40 €/kg".
 */
export function measurePriceText(unitPrice: WireUnitPrice, variableWeight: boolean): string {
  return unitPriceNote(unitPrice, variableWeight) ?? formatProductPrice(eurosToCents(unitPrice.value), true);
}

/**
 * A product's shelf price and its note, for a line that shows the price alone (a list, a set-aside basket): "7,19 €"
 * with "(9,59 €/L)", or "12,40 €/kg" with no note for a product sold by weight, as the tile writes them.
 */
export function shelfPriceWithMeasure(product: { price: number; unitPrice: WireUnitPrice; variableWeight: boolean }): {
  price: string;
  note: string | null;
} {
  return {
    price: formatProductPrice(eurosToCents(product.price), product.variableWeight),
    note: unitPriceNote(product.unitPrice, product.variableWeight),
  };
}
