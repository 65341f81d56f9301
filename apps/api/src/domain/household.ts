// Who lives at the same home, as offers reserved to one household read it. Addresses are typed by hand and kept as
// typed, so two spellings of one street (accents, case, punctuation, « 12 bis » / « 12BIS ») must meet.

export type PostalAddress = { line1?: unknown; postalCode?: unknown };

/** Letters and digits only, without accents, in lower case, words separated by one space. */
const folded = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** The postal code and street line, folded; null when either is missing. */
export function addressKey(a: PostalAddress): string | null {
  if (typeof a.line1 !== "string" || typeof a.postalCode !== "string") return null;
  const street = folded(a.line1).replace(/(\d) (bis|ter)\b/g, "$1$2");
  return street ? `${a.postalCode.trim()} ${street}` : null;
}

/** The same home: same postal code and street line, whatever the accents, case and punctuation. */
export function sameHousehold(a: PostalAddress, b: PostalAddress): boolean {
  const ka = addressKey(a);
  return ka !== null && ka === addressKey(b);
}

export type NamedAddress = PostalAddress & { nom?: unknown };

/**
 * The same family at the same home: same last name (folded) and same street line. A building's street line is
 * shared by all its flats, so the address alone would take neighbours for one household; the name tells them apart,
 * as the usual « une fois par foyer (même nom, même adresse) » of French offers does.
 */
export function sameNamedHousehold(a: NamedAddress, b: NamedAddress): boolean {
  if (typeof a.nom !== "string" || typeof b.nom !== "string") return false;
  const name = folded(a.nom);
  return name !== "" && name === folded(b.nom) && sameHousehold(a, b);
}
