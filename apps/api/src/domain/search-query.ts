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
 * The parts of a full-text query from safe words (only [a-z0-9]): `stemmed` is a to_tsquery expression in the
 * cabas_fr configuration (French stems: "pates" finds "pâtes" and "pâte"); `prefix` lets the last word match as
 * typed so far ("crem" finds "crème"), in the simple configuration: the prefix of the typed word, not of its stem,
 * else "coca" (stem "coc") would find "cocktail" and "cocotte". product-list.ts joins them: stemmed AND (last
 * word's stem OR prefix) for "all", any of them for "any".
 */
export type TsQueryParts = { mode: "all" | "any"; head: string | null; last: string; prefix: string | null };

export function toTsQuery(words: readonly string[], mode: "all" | "any" = "all"): TsQueryParts {
  const last = words[words.length - 1] ?? "";
  const head = words.slice(0, -1);
  return {
    mode,
    head: head.length ? head.join(mode === "all" ? " & " : " | ") : null,
    last,
    prefix: last.length >= 2 ? `${last}:*` : null,
  };
}

/**
 * The categories whose own name or an ancestor's names `word` exactly, accents folded ("pates" names « Pâtes, riz
 * et céréales » but not « Sucre, farine et pâtisserie »): a product on such a shelf is what the word means.
 */
export function categoriesNaming(rows: readonly { id: number; parentId: number | null; name: string }[], word: string): number[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const names = (id: number) => normalizeSearchText(byId.get(id)?.name ?? "").split(" ");
  const ids: number[] = [];
  for (const row of rows) {
    for (let at: typeof row | undefined = row, depth = 0; at && depth < 10; depth++) {
      if (names(at.id).includes(word)) {
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
