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

/**
 * The street types La Poste abbreviates (norm NF Z 10-011) and those customers type, written in full: « 12 av. Jean
 * Jaurès » and « 12 avenue Jean-Jaurès » are one street. Saint and sainte too (« St-Maur »).
 */
const STREET_WORDS: Readonly<Record<string, string>> = {
  av: "avenue", ave: "avenue", bd: "boulevard", bld: "boulevard", blvd: "boulevard", boul: "boulevard",
  r: "rue", pl: "place", all: "allee", imp: "impasse", ch: "chemin", chem: "chemin", rte: "route", fg: "faubourg",
  fbg: "faubourg", sq: "square", crs: "cours", qu: "quai", pass: "passage", res: "residence", resid: "residence",
  lot: "lotissement", ham: "hameau", st: "saint", ste: "sainte", pte: "porte", prom: "promenade",
};

/** Articles and particles typed or left out at will (« rue de la Paix », « rue Paix »): not compared. */
const STREET_PARTICLES = new Set(["de", "du", "des", "d", "la", "le", "les", "l"]);

/** The postal code and street line, folded; null when either is missing. */
export function addressKey(a: PostalAddress): string | null {
  if (typeof a.line1 !== "string" || typeof a.postalCode !== "string") return null;
  const street = folded(a.line1)
    .replace(/(\d) (bis|ter|quater)\b/g, "$1$2")
    .split(" ")
    .filter((word) => !STREET_PARTICLES.has(word))
    .map((word) => STREET_WORDS[word] ?? word)
    .join(" ");
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
