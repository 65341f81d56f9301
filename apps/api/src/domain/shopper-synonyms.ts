// What French shoppers type for a product the catalogue names otherwise: a brand used as the common noun
// (« sopalin », « nutella », « coca »), an abbreviation (« pq ») or a familiar word (« patates »). Searched under the
// catalogue's words, the answer then says what it searched (« Résultats pour « cola » », « Vous aviez tapé « coca » »).
// Words are those of normalizeSearchText: lower case, accents folded.

/** One shopper's word (or two, « coca cola ») → the catalogue's words. Two-word keys are tried first. */
const SYNONYMS: ReadonlyMap<string, readonly string[]> = new Map([
  ["coca cola", ["cola"]],
  ["coca", ["cola"]],
  ["pepsi", ["cola"]],
  ["pq", ["papier", "toilette"]],
  ["sopalin", ["essuie", "tout"]],
  ["kleenex", ["mouchoirs"]],
  // The catalogue spells it « houmous »; shoppers type it as they read it on menus.
  ["humus", ["houmous"]],
  ["hummus", ["houmous"]],
  ["houmos", ["houmous"]],
  ["nutella", ["pate", "a", "tartiner"]],
  ["pampers", ["couches"]],
  ["patate", ["pommes", "de", "terre"]],
  ["patates", ["pommes", "de", "terre"]],
  ["yogourt", ["yaourt"]],
  ["yogourts", ["yaourts"]],
  ["yoghourt", ["yaourt"]],
  ["yoghourts", ["yaourts"]],
]);

/** The words with each shopper's word replaced by the catalogue's, in order, at most `max` of them. */
export function withShopperSynonyms(words: readonly string[], max = 8): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? SYNONYMS.get(`${words[i]} ${words[i + 1]}`) : undefined;
    if (pair) {
      out.push(...pair);
      i++;
      continue;
    }
    out.push(...(SYNONYMS.get(words[i]!) ?? [words[i]!]));
  }
  return out.slice(0, max);
}
