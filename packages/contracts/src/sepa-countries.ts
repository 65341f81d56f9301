// The countries of the SEPA scheme, as a SEPA Core mandate signed on Cabas meets them: the IBAN's country says whether
// the mandate needs the debtor's address and BIC (EPC SDD Core rulebook: only outside the European Economic Area,
// ADR 0085 and its amendment), and a debtor outside the EEA gives a postal address in one of these countries.

/**
 * IBAN lengths (ISO 13616 registry) of the European Economic Area, where the rulebook asks neither the debtor's
 * address nor the BIC (French overseas departments and collectivities use FR IBANs).
 */
export const EEA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20, BE: 16, BG: 22, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GR: 27, HR: 21, HU: 28,
  IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24,
  SI: 19, SK: 24,
};

/**
 * SEPA countries outside the EEA, with their IBAN lengths and the adjective the refusals use: a collection from their
 * accounts needs the debtor's address and the bank's BIC on the mandate.
 */
export const SEPA_OUTSIDE_EEA: Readonly<Record<string, { length: number; adjective: string }>> = {
  AD: { length: 24, adjective: "andorran" },
  AL: { length: 28, adjective: "albanais" },
  CH: { length: 21, adjective: "suisse" },
  GB: { length: 22, adjective: "britannique" },
  GI: { length: 23, adjective: "de Gibraltar" },
  MC: { length: 27, adjective: "monégasque" },
  MD: { length: 24, adjective: "moldave" },
  ME: { length: 22, adjective: "monténégrin" },
  MK: { length: 19, adjective: "macédonien" },
  SM: { length: 27, adjective: "saint-marinais" },
  VA: { length: 22, adjective: "du Vatican" },
};

const regionNames = new Intl.DisplayNames(["fr"], { type: "region" });

/** A country's French name (« Suisse », « Royaume-Uni »), from its ISO 3166 code. */
export const frenchCountryName = (code: string): string => regionNames.of(code) ?? code;

/** Where a SEPA debtor may live, France first, then the others in French alphabetical order. */
export const SEPA_DEBTOR_COUNTRIES: readonly { code: string; name: string }[] = [
  ...Object.keys(EEA_IBAN_LENGTHS),
  ...Object.keys(SEPA_OUTSIDE_EEA),
]
  .map((code) => ({ code, name: frenchCountryName(code) }))
  .sort((a, b) => (a.code === "FR" ? -1 : b.code === "FR" ? 1 : a.name.localeCompare(b.name, "fr")));
