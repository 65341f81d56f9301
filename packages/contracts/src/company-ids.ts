// French company identifiers: SIRET (14 digits, Luhn key) and intra-EU VAT number (FR + key + SIREN).

const digitsOnly = (value: string) => value.replace(/[\s.-]/g, "");

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Zeros pass Luhn, yet no SIREN is 000 000 000 and no establishment (NIC, numbered from 0001 + key) is 00000. */
const isBlankNumber = (digits: string) => /^0+$/.test(digits);

/** La Poste's establishments (SIREN 356000000) may use a digit-sum rule instead of Luhn. */
export function isValidSiret(raw: string): boolean {
  const siret = digitsOnly(raw);
  if (!/^[0-9]{14}$/.test(siret)) return false;
  if (isBlankNumber(siret.slice(0, 9)) || isBlankNumber(siret.slice(9))) return false;
  if (siret.startsWith("356000000")) {
    const sum = [...siret].reduce((s, d) => s + Number(d), 0);
    return sum % 5 === 0 || luhnValid(siret);
  }
  return luhnValid(siret);
}

export const normalizeSiret = (raw: string) => digitsOnly(raw);

/** The French VAT number of a SIREN: FR + key ((12 + 3 × (SIREN mod 97)) mod 97) + SIREN. */
export function vatNumberForSiren(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${siren}`;
}

/** Member states' VAT prefixes other than France's (Greece writes EL; XI is Northern Ireland). */
const OTHER_EU_VAT_NUMBER = /^(AT|BE|BG|CY|CZ|DE|DK|EE|EL|ES|FI|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[0-9A-Z]{2,12}$/;

/**
 * What is wrong with a VAT number for a French company, or null when it is right: not written FR + 2-digit key +
 * SIREN, another member state's number, a key that is not the SIREN's, or (given the company's SIRET) another SIREN.
 */
export type VatNumberProblem =
  | { cause: "format" }
  | { cause: "foreign" }
  | { cause: "other_siren"; siren: string }
  | { cause: "key"; expected: string };

export function vatNumberProblem(raw: string, siret?: string): VatNumberProblem | null {
  const vat = raw.replace(/\s/g, "").toUpperCase();
  if (OTHER_EU_VAT_NUMBER.test(vat) && /[0-9]/.test(vat)) return { cause: "foreign" };
  const match = /^FR([0-9]{2})([0-9]{9})$/.exec(vat);
  const siren = match?.[2];
  if (!siren || isBlankNumber(siren)) return { cause: "format" };
  // A SIREN that is not the SIRET's is told first: its 9 digits are wrong, whatever the key.
  const ownSiren = siret ? normalizeSiret(siret).slice(0, 9) : undefined;
  if (ownSiren && ownSiren !== siren) return { cause: "other_siren", siren: ownSiren };
  const expected = vatNumberForSiren(siren);
  return expected === vat ? null : { cause: "key", expected };
}

export function isValidFrenchVat(raw: string, siret?: string): boolean {
  return vatNumberProblem(raw, siret) === null;
}

const spacedSiren = (siren: string) => siren.replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3");
/** « FR44 732 829 320 »: how a French VAT number reads best. */
export const spacedVatNumber = (vat: string): string => `${vat.slice(0, 4)} ${spacedSiren(vat.slice(4))}`;

/** The shopper's reason, in French, for each problem. */
export function vatNumberProblemMessage(problem: VatNumberProblem): string {
  switch (problem.cause) {
    case "format":
      return "Le numéro de TVA s'écrit FR suivi de 2 chiffres de clé et des 9 chiffres du SIREN, par exemple FR44 732 829 320.";
    case "foreign":
      return "Cabas livre en France et facture les entreprises françaises : indiquez le numéro de TVA français de votre entreprise (FR suivi de la clé et du SIREN), ou laissez ce champ vide.";
    case "other_siren":
      return `Ce numéro de TVA n'est pas celui de votre SIRET : ses 9 derniers chiffres doivent être votre SIREN, ${spacedSiren(problem.siren)}.`;
    case "key":
      return `La clé de ce numéro de TVA (les 2 chiffres après FR) est fausse : pour le SIREN ${spacedSiren(problem.expected.slice(4))}, le numéro est ${spacedVatNumber(problem.expected)}.`;
  }
}
