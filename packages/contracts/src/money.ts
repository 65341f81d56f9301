// Money travels as integer cents inside Cabas and as euros (decimal, rounded to the cent) on the wire.
import { z } from "zod";

export const centsToEuros = (cents: number): number => Math.round(cents) / 100;

/** A euro amount on the wire: a finite number with at most two decimals. */
export const euros = z.number().finite();

/** « 12,50 », « 12.50 », « 12 » → cents, read as digits (no floating point); null when it is not an amount in euros. */
export function eurosTextToCents(text: string): number | null {
  const m = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : null;
}

/**
 * Euros typed by a staff member in a form (« 50,60 », « 50.60 » or « 50 »), read as cents; an empty text is
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
