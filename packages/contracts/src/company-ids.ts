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

export function isValidFrenchVat(raw: string, siret?: string): boolean {
  const vat = raw.replace(/\s/g, "").toUpperCase();
  const match = /^FR([0-9]{2})([0-9]{9})$/.exec(vat);
  if (!match) return false;
  const siren = match[2] ?? "";
  if (isBlankNumber(siren)) return false;
  if (vatNumberForSiren(siren) !== vat) return false;
  return siret ? normalizeSiret(siret).startsWith(siren) : true;
}
