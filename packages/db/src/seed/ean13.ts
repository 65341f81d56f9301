// EAN-13 barcodes: 12 digits plus a check digit (GS1 weights 1 and 3 from the left).

export function ean13CheckDigit(first12: string): number {
  if (!/^[0-9]{12}$/.test(first12)) throw new Error(`EAN-13 needs 12 digits before the check digit, got "${first12}"`);
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

export function isValidEan13(code: string): boolean {
  return /^[0-9]{13}$/.test(code) && ean13CheckDigit(code.slice(0, 12)) === Number(code[12]);
}

/** Builds a valid EAN-13 from a prefix (GS1 country + company) and an item number padded to fill 12 digits. */
export function makeEan13(prefix: string, itemNumber: number): string {
  const width = 12 - prefix.length;
  const item = String(itemNumber);
  if (width <= 0 || item.length > width || !Number.isInteger(itemNumber) || itemNumber < 0) {
    throw new Error(`Cannot fit item ${itemNumber} after prefix ${prefix} in an EAN-13`);
  }
  const first12 = prefix + item.padStart(width, "0");
  return first12 + String(ean13CheckDigit(first12));
}
