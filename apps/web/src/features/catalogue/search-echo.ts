// The shopper's words as a page repeats them (« Aucun résultat pour « … » »): a pasted paragraph or a 300-letter
// word would otherwise fill the heading. The search itself still uses every word typed.

export const ECHO_MAX_CHARS = 80;

/** The query cut after about 80 characters, at a space when one is near, with « … »; short queries unchanged. */
export function echoedQuery(text: string, max: number = ECHO_MAX_CHARS): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max).join("");
  const space = cut.lastIndexOf(" ");
  // A space in the last quarter makes a cleaner cut; a long word is cut where it is.
  const kept = space >= max * 0.75 ? cut.slice(0, space) : cut;
  return `${kept.trimEnd()}…`;
}
