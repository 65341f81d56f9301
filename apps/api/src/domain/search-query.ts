// Shoppers type anything: this turns it into the words the catalogue search can use.

export type ParsedQuery =
  | { kind: "empty" }
  | { kind: "ean"; ean: string }
  | { kind: "words"; words: string[]; text: string };

const MAX_WORDS = 8;
const MAX_LENGTH = 200;

/** Lower case, accents and ligatures folded, anything but letters and digits turned into spaces. */
export function normalizeSearchText(raw: string): string {
  return raw
    .slice(0, MAX_LENGTH)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function parseSearchQuery(raw: string | undefined | null): ParsedQuery {
  if (!raw) return { kind: "empty" };
  const compact = raw.replace(/\s+/g, "");
  if (/^[0-9]{13}$/.test(compact) || /^[0-9]{8}$/.test(compact)) return { kind: "ean", ean: compact };
  const text = normalizeSearchText(raw);
  if (!text) return { kind: "empty" };
  const words = text.split(" ").filter(Boolean).slice(0, MAX_WORDS);
  return { kind: "words", words, text: words.join(" ") };
}

/**
 * A to_tsquery expression from safe words (only [a-z0-9]): every word required, the last one as a
 * prefix so results follow the shopper's typing ("crem" finds "crème").
 */
export function toTsQuery(words: readonly string[], mode: "all" | "any" = "all"): string {
  const terms = words.map((w, i) => (i === words.length - 1 && w.length >= 2 ? `${w}:*` : w));
  return terms.join(mode === "all" ? " & " : " | ");
}

/**
 * The spellings that are the same word to a shopper: as typed, and its French plural or singular ("oeuf" and
 * "oeufs", "gateau" and "gateaux"). A word found under one of them is not a typo, whatever the catalogue says.
 */
export function sameWordForms(word: string): string[] {
  const forms = new Set([word, `${word}s`, `${word}x`]);
  if (word.length > 3 && /[sx]$/.test(word)) forms.add(word.slice(0, -1));
  return [...forms];
}
