// Reads a notepad's free text as things to buy: one a line, with the quantity a shopper writes ("2 baguettes",
// "2x œufs", "lait x3") taken out of what is searched. A weight or volume ("500 g de farine") is not a count: it
// stays in the line as written but is left out of the search, which would otherwise look for "500" and "g".

export type ParsedLine = {
  /** The line as written, trimmed and without its bullet. */
  text: string;
  /** What to search for: the line without its quantity. */
  search: string;
  /**
   * The count written, in whole things (« ½ citron » is one lemon, « 1,5 baguette » two); 1 when none is written. It
   * may pass MAX_NOTEPAD_LINE_QUANTITY (« 100 baguettes »): what is proposed is capped, and says so (proposeQuantity).
   */
  quantity: number;
};

export const MIN_LINE_QUANTITY = 1;
export const MAX_NOTEPAD_LINE_QUANTITY = 99;

const BULLET = /^[-*•]\s*/u;
// The fractions a keyboard or a phone writes as one character.
const VULGAR_FRACTIONS: Readonly<Record<string, number>> = { "½": 1 / 2, "¼": 1 / 4, "¾": 3 / 4, "⅓": 1 / 3, "⅔": 2 / 3 };
const VULGAR = "[½¼¾⅓⅔]";
/**
 * Thousands as French writes them, grouped by threes with a space (« 1 000 œufs »): one count, not « 1 » and a product
 * named « 000 ». Not before a unit: « 3 250 g de beurre » is three packs of 250 g more often than 3,25 kg.
 */
const GROUPED = String.raw`\d{1,3}(?:[ \u00A0\u202F]\d{3})+(?![\d/])(?!\s*(?:g|kg|l|cl|ml)(?![\p{L}\p{N}]))`;
/**
 * A number as a shopper writes a quantity: « 2 », « 100 », « 1,5 », « 1.5 », « 1/2 », « ½ », « 2 ½ », « 1½ »,
 * « 1 1/2 ». Followed by a space, an x, or a unit; never by a letter or a digit of a word (« 7up »).
 */
const NUMBER = String.raw`(?:${GROUPED}|\d+(?:[.,]\d+)?(?:\s*${VULGAR}|\s+\d+\/\d+(?!\d))?|\d+\/\d+|${VULGAR})`;
/** "2x farine", "2 x farine", "100x piles": the x says it is a count, whatever follows. */
const LEADING_TIMES = new RegExp(String.raw`^(\d+)\s*x\s+(.+)$`, "iu");
/** "2 baguettes", "1/2 citron", "½ citron" (but see UNIT and PERCENT). */
const LEADING_COUNT = new RegExp(String.raw`^(${NUMBER})\s*(?<![\d.,/])(?=\S)(.+)$`, "u");
/** "lait x3", "lait x 3". */
const TRAILING_TIMES = /^(.+?)\s+x\s?(\d+)$/iu;
/** After a number, a unit makes it a weight or a volume, not a count: "500 g", "1 l de lait" (not "2 laitues"). */
const UNIT = /^(?:g|kg|l|cl|ml)(?![\p{L}\p{N}])/iu;
/** « 100 % pur jus »: a percentage names a product, it counts nothing. */
const PERCENT = /^%/u;

/** A leading weight or volume and its "de": "500 g de ", "1,5 l d'", "250g ", "½ kg de ". */
const LEADING_MEASURE = new RegExp(String.raw`^${NUMBER}\s*(?:g|kg|l|cl|ml)(?![\p{L}\p{N}])\s*(?:d['’]\s*|de\s+)?`, "iu");

const squeeze = (text: string) => text.replace(/\s+/gu, " ").trim();

/** The value of a number as NUMBER reads it: « 1,5 » 1.5, « 2 ½ » 2.5, « 1 1/2 » 1.5, « 1/0 » 0. */
export function numberValue(written: string): number {
  let total = 0;
  const ungrouped = written.replace(new RegExp(GROUPED, "gu"), (grouped) => grouped.replace(/[ \u00A0\u202F]/gu, ""));
  for (const part of ungrouped.match(/\d+\/\d+|\d+(?:[.,]\d+)?|[½¼¾⅓⅔]/gu) ?? []) {
    const vulgar = VULGAR_FRACTIONS[part];
    if (vulgar !== undefined) total += vulgar;
    else if (part.includes("/")) {
      const [numerator, denominator] = part.split("/").map(Number) as [number, number];
      total += denominator > 0 ? numerator / denominator : 0;
    } else total += Number(part.replace(",", "."));
  }
  return total;
}

/**
 * A written count as whole things to buy: rounded up (half a lemon is one lemon bought), at least one (« 0 sucre »
 * writes no count). Not capped: proposeQuantity caps what it proposes and says so.
 */
export const wholeCount = (value: number): number => Math.max(MIN_LINE_QUANTITY, Math.ceil(value - 1e-9));

/** One line of a notepad, or null when it names nothing (empty, or a bullet alone). */
export function parseNotepadLine(raw: string): ParsedLine | null {
  const text = squeeze(raw.trim().replace(BULLET, ""));
  if (!text) return null;

  const times = LEADING_TIMES.exec(text);
  if (times) return { text, search: times[2]!, quantity: wholeCount(numberValue(times[1]!)) };

  const count = LEADING_COUNT.exec(text);
  if (count && !UNIT.test(count[2]!) && !PERCENT.test(count[2]!)) return { text, search: count[2]!, quantity: wholeCount(numberValue(count[1]!)) };

  const trailing = TRAILING_TIMES.exec(text);
  if (trailing) return { text, search: trailing[1]!, quantity: wholeCount(numberValue(trailing[2]!)) };

  const measured = text.replace(LEADING_MEASURE, "");
  return { text, search: measured || text, quantity: 1 };
}

/** Every line of a notepad that names something to buy, in order. */
export function parseNotepadText(body: string): ParsedLine[] {
  return body.split(/\r\n|\r|\n/u).flatMap((line) => parseNotepadLine(line) ?? []);
}
