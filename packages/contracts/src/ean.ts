// A barcode typed by staff (ADR 0139): an EAN-13 is checked by its GS1 check digit, so a digit mistyped or two digits
// swapped is said at once, naming the code, instead of reading as « no product has this EAN » (or, worse, as another
// product's). The catalogue holds EAN-13 only (`products.ean13`'s CHECK), so no EAN-8 is accepted anywhere.

/** The GS1 check digit of an EAN-13's first 12 digits: weights 1 and 3 from the left. */
export function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

/** 13 digits whose last is the check digit of the other twelve. */
export const isValidEan13 = (code: string): boolean => /^\d{13}$/.test(code) && ean13CheckDigit(code) === Number(code[12]);

/** The sentence of a 13-digit code whose check digit is wrong: « le code EAN … est invalide (clé de contrôle). » */
export const invalidEanText = (code: string): string => `le code EAN ${code} est invalide (clé de contrôle).`;
