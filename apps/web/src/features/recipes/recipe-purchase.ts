// What the shopper reads after adding a recipe's products: the web-service's count, then the products it could
// not add, by name, within what a toast (or the no-JavaScript flash cookie) holds.

/** The longest flash the basket keeps (basket-flash.ts). */
const MAX_LENGTH = 300;

export function unavailableSentence(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  // Shown as it is (a toast, the no-JavaScript flash): the space before « : » is written no-break (ADR 0080).
  return `${names.length === 1 ? "Indisponible" : "Indisponibles"}\u00A0: ${names.join(", ")}.`;
}

/** Within what the flash holds, shortened with "…". */
const fitFlash = (text: string): string => (text.length <= MAX_LENGTH ? text : `${text.slice(0, MAX_LENGTH - 1)}…`);

/** The count, then the unavailable products' names, shortened with "…" past the flash's length. */
export function recipePurchaseFlash(message: string, names: readonly string[]): string {
  const sentence = unavailableSentence(names);
  return fitFlash(sentence ? `${message} ${sentence}` : message);
}
