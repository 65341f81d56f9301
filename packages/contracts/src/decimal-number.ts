// Numbers typed in forms and query strings: only plain decimal notation is a number (ADR 0060). z.coerce.number()
// read "" and null as 0 (a basket line silently removed), "0x10" as 16 and "1e2" as 100.
import { z } from "zod";
import { frenchInteger } from "./french-typography.ts";

/** « 12 », « -3 », « 5,50 », « 5.50 »: digits, an optional sign, an optional decimal part after a comma or a point. */
export const DECIMAL_TEXT = /^[+-]?[0-9]+(?:[.,][0-9]+)?$/;

/** The number a text in plain decimal notation writes, or NaN for any other text (empty, hexadecimal, exponent). */
export function decimalTextValue(text: string): number {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed.replace(",", ".")) : Number.NaN;
}

/** Text becomes its number only when it is plain decimal notation; anything else is left for the schema to refuse. */
const numberFromDecimalText = (value: unknown): unknown => {
  if (typeof value !== "string") return value;
  const number = decimalTextValue(value);
  return Number.isNaN(number) ? value : number;
};

/**
 * The one way a contract reads a number sent as text: `schema` (a z.number() with its French messages, ranges and
 * integer check) gets a number for « 12 » or « 1,5 » and the raw value otherwise, so « 0x10 », « 1e2 », "" and null
 * are refused with the schema's own « … doit être un nombre. » (`notANumber`: « … est obligatoire. » when nothing was
 * sent). JSON numbers pass as they are. One regex, no more:
 * updatePanier is read thousands of times a second.
 */
export const numberFromText = <S extends z.ZodType<number>>(schema: S) => z.preprocess(numberFromDecimalText, schema);

/**
 * The refusal of a number schema naming `subject` (« La quantité »): « … est obligatoire. » when the field was left out
 * or blank, « … doit être un nombre. » when something else was typed (« douze », « 0x10 »). Zod hands it the value as
 * sent (after `numberFromText`, which leaves what is not a number as it was).
 */
export const notANumber =
  (subject: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined || issue.input === null || (typeof issue.input === "string" && issue.input.trim() === "")
      ? `${subject} est obligatoire.`
      : `${subject} doit être un nombre.`;

/** A whole number from 1 to `max` typed in a field or a query, each refusal in its own sentence naming `label`. */
export const positiveInt = (label: string, max: number) =>
  numberFromText(z
    .number({ error: notANumber(label) })
    .int({ error: `${label} doit être un nombre entier.` })
    .min(1, { error: `${label} doit être au moins 1.` })
    .max(max, { error: `${label} ne peut pas dépasser ${frenchInteger(max)}.` }));
