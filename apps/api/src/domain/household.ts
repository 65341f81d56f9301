// Who lives at the same home, as offers reserved to one household read it. Addresses are typed by hand and kept as
// typed, so two spellings of one street (accents, case, punctuation, « 12 bis » / « 12BIS ») must meet, and so must a
// slip of one letter in a long enough word (« Oberkampf » / « Oberkamf », « Lefèvre » / « Lefevrre »).

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

/**
 * Edits (a letter added, dropped or replaced, or two neighbours swapped) that turn `a` into `b`, counted up to 2:
 * 2 means two or more.
 */
export function editsBetween(a: string, b: string): 0 | 1 | 2 {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > 1) return 2;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  // From the first difference on, one edit must leave the rests equal.
  if (restA.slice(1) === restB.slice(1)) return 1; // replaced
  if (restA.slice(1) === restB || restA === restB.slice(1)) return 1; // dropped or added
  if (restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0] && restA.slice(2) === restB.slice(2)) return 1; // swapped
  return 2;
}

/**
 * The shortest word of a street, and last name, where a slip of one letter is taken for a slip: shorter ones are
 * too often another word (« Paix » / « Prix », « Marin » / « Martin »).
 */
export const MIN_STREET_WORD_FOR_A_SLIP = 5;
export const MIN_NAME_FOR_A_SLIP = 6;

/**
 * Slips of one letter between two homes' keys: 0 when equal, 1 when one word of five letters or more differs by one
 * edit, 2 otherwise (another home). Numbers (postal code, house number « 12bis ») never differ: 12 and 13 are two
 * homes.
 */
function streetSlips(ka: string, kb: string): 0 | 1 | 2 {
  if (ka === kb) return 0;
  const wa = ka.split(" ");
  const wb = kb.split(" ");
  if (wa.length !== wb.length) return 2;
  let slips = 0;
  for (let n = 0; n < wa.length; n++) {
    const [x, y] = [wa[n]!, wb[n]!];
    if (x === y) continue;
    if (/\d/.test(x) || /\d/.test(y) || Math.min(x.length, y.length) < MIN_STREET_WORD_FOR_A_SLIP || editsBetween(x, y) > 1) return 2;
    slips++;
  }
  return slips > 1 ? 2 : (slips as 0 | 1);
}

/** The same home: same postal code and street line, whatever the accents, case, punctuation, or a slip of one letter. */
export function sameHousehold(a: PostalAddress, b: PostalAddress): boolean {
  const ka = addressKey(a);
  const kb = addressKey(b);
  return ka !== null && kb !== null && streetSlips(ka, kb) < 2;
}

/**
 * How a French last name sounds, written one way: what two spellings of one family's name keep in common once the
 * letters French does not say, or says alike, are set aside (ADR 0063, third amendment). « Lefebvre » and « Lefèvre »,
 * « Dupont » and « Dupond », « Gauthier » and « Gautier », « Renaud » and « Renault », « Schmitt » and « Schmidt »,
 * « Le Gall » and « Legall » sound as one; « Martin » and « Marin », « Petit » and « Petiot » do not.
 */
export function nameSound(name: string): string {
  const steps: [RegExp, string][] = [
    [/ph/g, "f"],
    [/th/g, "t"],
    [/sch/g, "ch"],
    [/ch/g, "§"], // the sound of « chat », kept apart from c and h
    [/c?qu|ck|cq/g, "k"],
    [/c(?=[eiy])/g, "s"],
    [/c/g, "k"],
    [/gu(?=[eiy])/g, "G"], // « Guérin »: a hard g
    [/g(?=[eiy])/g, "j"],
    [/G/g, "g"],
    [/bv/g, "v"], // « Lefebvre »
    [/y/g, "i"],
    [/w/g, "v"],
    [/z/g, "s"],
    [/h/g, ""],
    [/ault$/, "o"], // « Renault », « Girault »
    [/eau/g, "o"],
    [/au/g, "o"],
    [/[ae]i/g, "e"],
    [/(?<=[^aeiou])er$/, "e"], // « Berger », « Bergé »
    [/(.)\1+/g, "$1"],
    [/[dtsx]+$/, ""], // silent final letters: « Dupond », « Thomas », « Rousseaux »
    [/(?<=[^aeiou])e$/, ""], // a mute final e: « Philippe », « Faure »
    [/(.)\1+/g, "$1"],
  ];
  return steps.reduce((sound, [pattern, by]) => sound.replace(pattern, by), folded(name).replace(/[^a-z]/g, ""));
}

/** The shortest sound two names must share to be taken for one: « Ba » and « Bah » could be anyone. */
export const MIN_NAME_SOUND = 3;

/** Two spellings of one last name, to the ear (nameSound). */
export function soundAlike(a: string, b: string): boolean {
  const [sa, sb] = [nameSound(a), nameSound(b)];
  return sa.length >= MIN_NAME_SOUND && sa === sb;
}

export type NamedAddress = PostalAddress & { nom?: unknown };

/**
 * The same family at the same home: same last name (folded) and same street line. A building's street line is
 * shared by all its flats, so the address alone would take neighbours for one household; the name tells them apart,
 * as the usual « une fois par foyer (même nom, même adresse) » of French offers does. One slip is allowed, in the
 * street (one letter) or in the name (one letter in six or more, or another spelling of the same sound), not in
 * both: a second would make neighbours of another building a household.
 */
export function sameNamedHousehold(a: NamedAddress, b: NamedAddress): boolean {
  if (typeof a.nom !== "string" || typeof b.nom !== "string") return false;
  const [na, nb] = [folded(a.nom), folded(b.nom)];
  if (na === "" || nb === "") return false;
  const nameSlips = na === nb ? 0 : soundAlike(na, nb) ? 1 : Math.min(na.length, nb.length) >= MIN_NAME_FOR_A_SLIP ? editsBetween(na, nb) : 2;
  const ka = addressKey(a);
  const kb = addressKey(b);
  if (nameSlips > 1 || ka === null || kb === null) return false;
  return nameSlips + streetSlips(ka, kb) <= 1;
}
