// Money travels as integer cents inside Cabas and as euros (decimal, rounded to the cent) on the wire.
import { z } from "zod";

export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/** A euro amount on the wire: a finite number with at most two decimals. */
export const euros = z.number().finite();

// The spaces a French amount's thousands or its euro sign are set apart with: typed, no-break, narrow no-break.
const SPACE = "[ \u00A0\u202F]";
// Up to 999 999 euros, its thousands set apart by one space or not at all.
const WHOLE = `(\\d{1,3}${SPACE}\\d{3}|\\d{1,6})`;
const AMOUNT = new RegExp(`^${WHOLE}(?:[.,](\\d{1,2}))?(?:${SPACE}?(?:€|euros?))?$`, "i");
// « 5€50 », as prices are written on a market's slate: the cents right after the sign, always two digits.
const SLATE_AMOUNT = new RegExp(`^${WHOLE}${SPACE}?€(\\d{2})$`);

/**
 * « 12,50 », « 12.50 », « 12 », « 1 000,50 » (any space), « 5,00 € », « 12 euros », « 5€50 » → cents, read as digits
 * (no floating point); null when it is not an amount in euros or could be read two ways (« 1.000 », « 1,000 »: a
 * thousand, or one euro?).
 */
export function eurosTextToCents(text: string): number | null {
  const trimmed = text.trim();
  const m = AMOUNT.exec(trimmed) ?? SLATE_AMOUNT.exec(trimmed);
  return m ? Number(m[1]!.replace(/\D/g, "")) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

/**
 * Euros typed by a staff member in a form (« 50,60 », « 1 000 », « 5 € »: what `eurosTextToCents` reads), as cents; an empty text is
 * `undefined` (the caller's default amount). `positive` is the French refusal of a zero amount.
 */
export const typedEuros = (positive: string) =>
  z
    .string()
    .trim()
    .max(20, { error: "Montant illisible : 50,60 par exemple." })
    .transform((text, ctx) => {
      if (text === "") return undefined;
      const cents = eurosTextToCents(text);
      if (cents === null) {
        ctx.addIssue({ code: "custom", message: "Montant illisible : 50,60 par exemple." });
        return z.NEVER;
      }
      if (cents <= 0) {
        ctx.addIssue({ code: "custom", message: positive });
        return z.NEVER;
      }
      return cents;
    });
