// French typography of human text: the space before « ; ! ? : », inside « » and between a number and « € », « % » or
// an abbreviated unit (« 7 h », « 250 g ») must not break, or on a phone the mark wraps alone onto the next line
// (« 90 / € d'achat »). Only an ordinary space already there is replaced, never one added: a URL (https://, ?q=), an e-mail address or a time (10:30) has no space
// before its colon or question mark, so it is left as it is.

/** Narrow no-break space (U+202F), before ; ! ? as the Imprimerie nationale sets them. */
export const NARROW_NO_BREAK_SPACE = "\u202F";
/** No-break space (U+00A0), before : and inside « », a word space wide. */
export const NO_BREAK_SPACE = "\u00A0";

/** Abbreviated units a number keeps on its line: hours and minutes (« 7 h », « 14 h 30 »), weights and volumes. */
const UNIT = "(?:h|min|g|kg|mg|cl|ml|l|L|km|cm)(?![\\p{L}\\d'’])";

export const typesetFrench = (text: string): string =>
  text
    // A no-break space as formatEuros writes it (Intl's « 90 € »); after a digit only, so « € » alone is left alone.
    .replace(/(\d) +(?=[€%])/g, `$1${NO_BREAK_SPACE}`)
    // « de 7 h à 22 h », « 250 g », « 14 h 30 »: the number and its unit, and the minutes after « h », together.
    .replace(new RegExp(`(\\d) +(?=${UNIT})`, "gu"), `$1${NO_BREAK_SPACE}`)
    .replace(/(\d\u00A0h) +(?=\d)/g, `$1${NO_BREAK_SPACE}`)
    // A slot « 10 h – 12 h »: the en dash stays with the first time (a no-break space before it), the line may break
    // after it, so a narrow screen reads « 10 h – » then « 12 h », never a line starting with « – ».
    .replace(/(\d\u00A0h(?:\u00A0\d\d)?) +(?=–)/g, `$1${NO_BREAK_SPACE}`)
    .replace(/ +([;!?])/g, `${NARROW_NO_BREAK_SPACE}$1`)
    .replace(/ +:/g, `${NO_BREAK_SPACE}:`)
    .replace(/« +/g, `«${NO_BREAK_SPACE}`)
    .replace(/ +»/g, `${NO_BREAK_SPACE}»`);

/** A whole number as French writes it, its digits grouped by three with a narrow no-break space: « 100 000 ». */
export const frenchInteger = (n: number): string => n.toLocaleString("fr-FR", { maximumFractionDigits: 0 });

/** A plain space before one of these marks, inside « », between a number and its unit or before a slot's en dash:
 * what typesetFrench removes (for tests scanning texts). */
export const PLAIN_SPACE_BEFORE_MARK = new RegExp(` [;:!?»]|« |\\d [€%]|\\d ${UNIT}|\\d\u00A0h(?:\u00A0\\d\\d)? –`, "u");

/** Every string of a translation file typeset (nested objects followed); keys are left as they are. */
export const typesetMessages = <T>(messages: T): T => {
  if (typeof messages === "string") return typesetFrench(messages) as T;
  if (Array.isArray(messages)) return messages.map(typesetMessages) as T;
  if (messages && typeof messages === "object")
    return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, typesetMessages(value)])) as T;
  return messages;
};
