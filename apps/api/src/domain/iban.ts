// IBAN checks for SEPA mandates: the ISO 13616 mod-97 key, and the masked form Cabas keeps instead of the IBAN.
import { EEA_IBAN_LENGTHS, SEPA_OUTSIDE_EEA } from "@cabas/contracts";

/** Upper case without spaces; null when it cannot be an IBAN at all (wrong characters or length). */
export function normaliseIban(raw: string): string | null {
  const iban = raw.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban) ? iban : null;
}

/** The mod-97 key: the country and key moved to the end, letters as 10..35, the number modulo 97 must be 1. */
export function isValidIbanKey(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) remainder = (remainder * 10 + (digit.charCodeAt(0) - 48)) % 97;
  }
  return remainder === 1;
}

/**
 * outsideEea: a SEPA account outside the European Economic Area (its adjective, « suisse »): its mandate needs the
 * debtor's address and the bank's BIC (ADR 0085's amendment).
 */
export type IbanCheck = { ok: true; iban: string; outsideEea?: { country: string; adjective: string } } | { ok: false; reason: string };

export function checkIban(raw: string): IbanCheck {
  const iban = normaliseIban(raw);
  if (!iban) return { ok: false, reason: "Cet IBAN n'a pas la forme attendue (deux lettres, deux chiffres, puis le numéro de compte)." };
  const country = iban.slice(0, 2);
  const outside = SEPA_OUTSIDE_EEA[country];
  const expected = EEA_IBAN_LENGTHS[country] ?? outside?.length;
  if (expected === undefined) {
    return { ok: false, reason: `Le prélèvement SEPA n'est possible que depuis un compte d'un pays de la zone SEPA ; cet IBAN (${country}) n'en fait pas partie. Payez par carte bancaire.` };
  }
  if (iban.length !== expected) {
    return { ok: false, reason: `Un IBAN ${country} compte ${expected} caractères ; celui-ci en compte ${iban.length}.` };
  }
  if (!isValidIbanKey(iban)) return { ok: false, reason: "Cet IBAN n'est pas valide : sa clé de contrôle ne correspond pas. Vérifiez la saisie." };
  return outside ? { ok: true, iban, outsideEea: { country, adjective: outside.adjective } } : { ok: true, iban };
}

/** What the customer sees and Cabas stores: country, key and the last four characters. */
export const maskIban = (iban: string): string => `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
