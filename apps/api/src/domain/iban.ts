// IBAN checks for SEPA mandates: the ISO 13616 mod-97 key, and the masked form Cabas keeps instead of the IBAN.

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
 * IBAN lengths (ISO 13616 registry) of the countries whose accounts a SEPA Core mandate signed on Cabas can debit: the
 * European Economic Area, where the EPC rulebook asks neither the debtor's address nor the BIC (French overseas
 * departments and collectivities use FR IBANs).
 */
const EEA_LENGTHS: Record<string, number> = {
  AT: 20, BE: 16, BG: 22, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GR: 27, HR: 21, HU: 28,
  IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24,
  SI: 19, SK: 24,
};

/**
 * SEPA countries outside the EEA: a collection from their accounts needs the debtor's address and the BIC on the
 * mandate (EPC SDD Core rulebook), which Cabas does not ask (ADR 0085): such an IBAN is refused with the reason.
 */
const SEPA_OUTSIDE_EEA: Record<string, string> = {
  AD: "andorran", AL: "albanais", CH: "suisse", GB: "britannique", GI: "de Gibraltar", MC: "monégasque",
  MD: "moldave", ME: "monténégrin", MK: "macédonien", SM: "saint-marinais", VA: "du Vatican",
};

export type IbanCheck = { ok: true; iban: string } | { ok: false; reason: string };

export function checkIban(raw: string): IbanCheck {
  const iban = normaliseIban(raw);
  if (!iban) return { ok: false, reason: "Cet IBAN n'a pas la forme attendue (deux lettres, deux chiffres, puis le numéro de compte)." };
  const country = iban.slice(0, 2);
  const expected = EEA_LENGTHS[country];
  if (expected === undefined) return { ok: false, reason: outsideEeaReason(country) };
  if (iban.length !== expected) {
    return { ok: false, reason: `Un IBAN ${country} compte ${expected} caractères ; celui-ci en compte ${iban.length}.` };
  }
  if (!isValidIbanKey(iban)) return { ok: false, reason: "Cet IBAN n'est pas valide : sa clé de contrôle ne correspond pas. Vérifiez la saisie." };
  return { ok: true, iban };
}

/** Why an account outside the European Economic Area cannot be debited, and what to do instead. */
function outsideEeaReason(country: string): string {
  const adjective = SEPA_OUTSIDE_EEA[country];
  return adjective
    ? `Le prélèvement sur un compte ${adjective} demande votre adresse et le code BIC de votre banque, que Cabas ne recueille pas encore : payez cette commande par carte bancaire.`
    : `Le prélèvement SEPA n'est possible que depuis un compte de l'Espace économique européen ; cet IBAN (${country}) n'en fait pas partie. Payez par carte bancaire.`;
}

/** What the customer sees and Cabas stores: country, key and the last four characters. */
export const maskIban = (iban: string): string => `${iban.slice(0, 4)} **** **** ${iban.slice(-4)}`;
