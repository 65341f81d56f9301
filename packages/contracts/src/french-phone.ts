// French phone numbers: one check for every form that asks one (sign-up, personal details, addresses) and one way
// of printing them. Kept free of zod so client components may import it (through client-values).

/** 10 digits starting with 0 (not 00), or +33 and 9 digits; spaces, dots and dashes allowed. */
export const FRENCH_PHONE = /^(?:\+33\s?|0)[1-9](?:[\s.-]?[0-9]{2}){4}$/;

/**
 * "06 12 34 56 78" from 0612345678, +33612345678 or 06.12.34.56.78. Numbers stored before addresses formatted them
 * (and the sign-up's, kept as typed) read the same as new ones: formatting is done where they are shown. Anything
 * that is not a French number is shown as stored.
 */
export function formatFrenchPhone(raw: string): string {
  const trimmed = raw.trim();
  if (!FRENCH_PHONE.test(trimmed)) return trimmed;
  const digits = trimmed.replace(/[^0-9+]/g, "");
  const national = digits.startsWith("+33") ? `0${digits.slice(3)}` : digits;
  return national.replace(/(\d{2})(?=\d)/g, "$1 ");
}
