// Shoppers type anything: this turns it into the words the catalogue search can use.

export type ParsedQuery =
  | { kind: "empty" }
  | { kind: "ean"; ean: string }
  | { kind: "words"; words: string[]; text: string };

const MAX_WORDS = 8;
const MAX_LENGTH = 200;

/**
 * Lower case, accents and ligatures folded, anything but letters and digits turned into spaces. Compatibility forms
 * fold too (NFKD): full-width « Ｌａｉｔ » typed from a Japanese or Chinese keyboard is « lait ».
 */
export function normalizeSearchText(raw: string): string {
  return raw
    .slice(0, MAX_LENGTH)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * One letter typed over and over (« aaaa », a key held down): no French word has the same letter four times in a row,
 * and the trigram fallback would answer it with whatever name holds « aa » (the AA batteries). « aa » and « aaa »
 * stay words: they are battery sizes.
 */
const isOneLetterRepeated = (word: string): boolean => /^([a-z])\1{3,}$/.test(word);

export function parseSearchQuery(raw: string | undefined | null): ParsedQuery {
  if (!raw) return { kind: "empty" };
  // Spaces and dashes as labels and receipts group a barcode (« 3 760123 456789 », « 3760006-000110 »).
  const compact = raw.replace(/[\s-]+/g, "");
  if (/^[0-9]{13}$/.test(compact) || /^[0-9]{8}$/.test(compact)) return { kind: "ean", ean: compact };
  const text = normalizeSearchText(raw);
  if (!text) return { kind: "empty" };
  const words = text
    .split(" ")
    .filter((word) => word && !isOneLetterRepeated(word))
    .slice(0, MAX_WORDS);
  if (words.length === 0) return { kind: "empty" };
  return { kind: "words", words, text: words.join(" ") };
}

/**
 * The parts of a full-text query from safe words (only [a-z0-9]), each word with the spellings it is also searched
 * under in the cabas_fr configuration: its plural or singular (numberForms), since French stems do not always join
 * them (« petit » → pet, « petits » → petit: « petit beurre » missed « Petits-beurre », ADR 0110). `prefix` lets the
 * last word match as typed so far ("crem" finds "crème"), in the simple configuration: the prefix of the typed word,
 * not of its stem, else "coca" (stem "coc") would find "cocktail" and "cocotte". product-list.ts joins them: every
 * word (the last one's stem or prefix) for "all", any of them for "any".
 */
export type TsQueryWord = { word: string; forms: string[] };
export type TsQueryParts = { mode: "all" | "any"; head: TsQueryWord[]; last: TsQueryWord; prefix: string | null };

const tsQueryWord = (word: string): TsQueryWord => ({ word, forms: word.length >= 3 && /^[a-z]+$/.test(word) ? numberForms(word) : [word] });

/**
 * A word in the singular and the plural, as French writes them: « oeuf » « oeufs », « gateau » « gateaux », « jeu »
 * « jeux », « cheval » « chevaux »; typed in the plural (s, x), its singular. Fewer guesses than sameWordForms, since
 * each costs the search a lexeme.
 */
export function numberForms(word: string): string[] {
  if (word.length > 3 && /[sxz]$/.test(word)) return /[sx]$/.test(word) ? [word, word.slice(0, -1)] : [word];
  if (/(au|eu|ou)$/.test(word)) return [word, `${word}x`, `${word}s`];
  if (word.length > 3 && word.endsWith("al")) return [word, `${word}s`, `${word.slice(0, -2)}aux`];
  return [word, `${word}s`];
}

export function toTsQuery(words: readonly string[], mode: "all" | "any" = "all"): TsQueryParts {
  const last = words[words.length - 1] ?? "";
  return {
    mode,
    head: words.slice(0, -1).map(tsQueryWord),
    last: tsQueryWord(last),
    prefix: last.length >= 2 ? `${last}:*` : null,
  };
}

/**
 * The categories whose own name or an ancestor's names `word` exactly, accents folded ("pates" names « Pâtes, riz
 * et céréales » but not « Sucre, farine et pâtisserie »): a product on such a shelf is what the word means. A word
 * typed in the singular also names a shelf in the plural, as in names (namedForms): « vin » and « rouge » name
 * « Vins rouges » (ADR 0110, second amendment).
 */
export function categoriesNaming(rows: readonly { id: number; parentId: number | null; name: string }[], word: string): number[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const names = (id: number) => normalizeSearchText(byId.get(id)?.name ?? "").split(" ");
  const forms = namedForms(word);
  const ids: number[] = [];
  for (const row of rows) {
    for (let at: typeof row | undefined = row, depth = 0; at && depth < 10; depth++) {
      if (names(at.id).some((name) => forms.includes(name))) {
        ids.push(row.id);
        break;
      }
      at = at.parentId === null ? undefined : byId.get(at.parentId);
    }
  }
  return ids;
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

/**
 * The spellings a name may give a searched word and still say that very word: as typed and, typed in the singular,
 * its plural (« petit » in « Petits beurre », « gateau » in « Gâteaux »). A word typed in the plural keeps its own
 * form: « pâte » is not « pâtes » (ADR 0049).
 */
export function namedForms(word: string): string[] {
  return word.length > 3 && /[sx]$/.test(word) ? [word] : numberForms(word);
}

/** Little words a French name puts between two words a shopper types side by side (« jus d'orange », « foie gras de canard »). */
const LINK_WORDS = ["a", "au", "aux", "d", "de", "des", "du", "en", "et", "l", "la", "le", "les"];
/** Between two words side by side in a name: punctuation and spaces, and at most two little words. */
const BETWEEN = `[^a-z0-9]+(?:(?:${LINK_WORDS.join("|")})[^a-z0-9]+){0,2}`;
const formsPattern = (word: string) => `(?:${namedForms(word).join("|")})`;

/**
 * For each pair of searched words typed side by side, a regular expression (PostgreSQL's, on a lower-case,
 * accent-folded name) finding them side by side in that order, little words and punctuation allowed between. Words
 * are [a-z0-9] only (normalizeSearchText), so nothing in them needs escaping.
 */
export function adjacentPairPatterns(words: readonly string[]): string[] {
  return words.slice(1).map((word, i) => `\\m${formsPattern(words[i]!)}${BETWEEN}${formsPattern(word)}\\M`);
}

/**
 * Whether `typed` is `word` with a French agreement ending (« rapees », « rapee » for « rape »: râpées, râpée, râpé):
 * the same word to a shopper, so a correction from one to the other is not announced.
 */
export const isAgreementOf = (typed: string, word: string): boolean =>
  word.length >= 3 && typed.startsWith(word) && /^(?:e|s|es|x)$/.test(typed.slice(word.length));
