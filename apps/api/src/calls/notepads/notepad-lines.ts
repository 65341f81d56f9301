// Reads a notepad's free text as things to buy: one a line, with the quantity a shopper writes ("2 baguettes",
// "2x œufs", "lait x3") taken out of what is searched. A weight or volume ("500 g de farine") is not a count: it
// stays in the line as written but is left out of the search, which would otherwise look for "500" and "g".

export type ParsedLine = {
  /** The line as written, trimmed and without its bullet. */
  text: string;
  /** What to search for: the line without its quantity. */
  search: string;
  /** 1 to 99; 1 when none is written. */
  quantity: number;
};

export const MIN_LINE_QUANTITY = 1;
export const MAX_NOTEPAD_LINE_QUANTITY = 99;

const BULLET = /^[-*•]\s*/u;
/** "2x farine", "2 x farine": the x says it is a count, whatever follows. */
const LEADING_TIMES = /^(\d+)\s*x\s+(.+)$/iu;
/** "2 baguettes" (but see UNIT). */
const LEADING_COUNT = /^(\d+)\s+(.+)$/u;
/** "lait x3", "lait x 3". */
const TRAILING_TIMES = /^(.+?)\s+x\s?(\d+)$/iu;
/** After a number, a unit makes it a weight or a volume, not a count: "500 g", "1 l de lait" (not "2 laitues"). */
const UNIT = /^(?:g|kg|l|cl|ml)(?![\p{L}\p{N}])/iu;

/** A leading weight or volume and its "de": "500 g de ", "1,5 l d'", "250g ". */
const LEADING_MEASURE = /^\d+(?:[.,]\d+)?\s*(?:g|kg|l|cl|ml)(?![\p{L}\p{N}])\s*(?:d['’]\s*|de\s+)?/iu;

const squeeze = (text: string) => text.replace(/\s+/gu, " ").trim();

function asQuantity(digits: string): number | null {
  const n = Number.parseInt(digits, 10);
  return n >= MIN_LINE_QUANTITY && n <= MAX_NOTEPAD_LINE_QUANTITY ? n : null;
}

/** One line of a notepad, or null when it names nothing (empty, or a bullet alone). */
export function parseNotepadLine(raw: string): ParsedLine | null {
  const text = squeeze(raw.trim().replace(BULLET, ""));
  if (!text) return null;

  const times = LEADING_TIMES.exec(text);
  const timesQuantity = times ? asQuantity(times[1]!) : null;
  if (times && timesQuantity !== null) return { text, search: times[2]!, quantity: timesQuantity };

  const count = LEADING_COUNT.exec(text);
  const countQuantity = count && !UNIT.test(count[2]!) ? asQuantity(count[1]!) : null;
  if (count && countQuantity !== null) return { text, search: count[2]!, quantity: countQuantity };

  const trailing = TRAILING_TIMES.exec(text);
  const trailingQuantity = trailing ? asQuantity(trailing[2]!) : null;
  if (trailing && trailingQuantity !== null) return { text, search: trailing[1]!, quantity: trailingQuantity };

  const measured = text.replace(LEADING_MEASURE, "");
  return { text, search: measured || text, quantity: 1 };
}

/** Every line of a notepad that names something to buy, in order. */
export function parseNotepadText(body: string): ParsedLine[] {
  return body.split(/\r\n|\r|\n/u).flatMap((line) => parseNotepadLine(line) ?? []);
}
