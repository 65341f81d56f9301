// How a typed town is compared with a postal code's communes: one rule for the web-service, which refuses an address
// whose town is none of them (ADR 0060), and the address form, which says so as soon as the town is left (ADR 0122).
// Kept free of zod so the browser's code may import it (client-values).

/**
 * Lower case, no accents, hyphens and apostrophes as spaces, "saint" for "st": "St-Étienne" = "saint etienne". The
 * ligatures « œ » and « æ » are their two letters, as most keyboards type them: « Annoeullin » is Annœullin (59112).
 */
export function communeKey(name: string): string {
  return name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/['’-]/g, " ")
    .replace(/\bste\b/g, "sainte")
    .replace(/\bst\b/g, "saint")
    .replace(/\s+/g, " ")
    .trim();
}

/** The official commune a typed city name designates among a postal code's communes, or null. */
export function matchCommune(typed: string, communes: readonly string[]): string | null {
  const key = communeKey(typed);
  return communes.find((c) => communeKey(c) === key) ?? null;
}
