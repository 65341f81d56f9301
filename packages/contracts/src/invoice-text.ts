// What the invoice PDF prints (the PDF standard fonts, WinAnsi encoding) and how it writes the Latin letters those
// fonts lack; the fields printed on invoices refuse what it cannot print at all (ADR 0065).
import type { z } from "zod";

/**
 * The characters WinAnsi (CP1252, the standard fonts' encoding) has beyond Latin-1's: its codes 0x80–0x9F, « Œufs »
 * and « ™ » among them.
 */
export const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";
const WIN_ANSI = new RegExp(`^[\\x20-\\x7e\\u00a0-\\u00ff${WIN_ANSI_EXTRA}]$`, "u");
const isWinAnsi = (character: string) => WIN_ANSI.test(character);

/**
 * Latin letters no decomposition brings back to WinAnsi, written as their base letter (« Łódź » → « Lódz »), and
 * typographic marks with a WinAnsi twin. The minus sign (U+2212), which WinAnsi lacks, is printed as the en dash, its
 * usual stand-in (ADR 0124): as wide as a figure in Helvetica, where the hyphen is a third narrower and reads as a
 * dash, so that a deduction reads « –3,62 € » and is read back as such from the PDF.
 */
const LATIN_FALLBACK: Readonly<Record<string, string>> = {
  ł: "l",
  Ł: "L",
  đ: "d",
  Đ: "D",
  ı: "i",
  ħ: "h",
  Ħ: "H",
  ŀ: "l",
  Ŀ: "L",
  ŧ: "t",
  Ŧ: "T",
  ŋ: "n",
  Ŋ: "N",
  ſ: "s",
  ĸ: "k",
  ɨ: "i",
  ʼ: "’",
  ʻ: "‘",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "–",
  "\u2009": " ",
  "\u202f": " ",
  "\u2007": " ",
};

/** How the invoice writes one character, or null when it cannot write it (an emoji, a symbol, another script). */
function invoiceCharacter(character: string): string | null {
  if (/\s/u.test(character)) return " ";
  if (isWinAnsi(character)) return character;
  const fallback = LATIN_FALLBACK[character];
  if (fallback !== undefined) return fallback;
  // « ą » is « a » with an ogonek: the letter stays, the mark WinAnsi lacks goes (Polish, Czech, Romanian…).
  const base = character.normalize("NFD").replace(/\p{M}/gu, "");
  if (base === "") return "";
  return [...base].every(isWinAnsi) ? base : null;
}

/** The text as the invoice prints it: what WinAnsi has kept, Latin letters it lacks written plain, anything else "?". */
export function invoiceText(text: string): string {
  return [...text.normalize("NFC")].map((character) => invoiceCharacter(character) ?? "?").join("");
}

/** The distinct characters of the text the invoice could not print at all. */
export function unprintableOnInvoice(text: string): string[] {
  return [...new Set([...text.normalize("NFC")].filter((character) => invoiceCharacter(character) === null))];
}

export const unprintableOnInvoiceMessage = (characters: readonly string[]): string =>
  `Ce champ contient ${characters.length > 1 ? "des caractères" : "un caractère"} que nos factures ne peuvent pas imprimer (${characters
    .slice(0, 3)
    .join(" ")}) : écrivez-le en lettres latines, sans émoji ni symbole.`;

export const ONE_LINE_MESSAGE = "Ce champ s'écrit sur une seule ligne : retirez la tabulation ou le retour à la ligne.";

/**
 * A field printed on invoices (names, company name, address lines, town): refuses what the invoice cannot print, and
 * the tab and line breaks the control-character check lets through for multi-line texts (ADR 0065): the invoice would
 * print a space where the account page, the e-mails and the delivery slip show « Zoé⇥SARL » as typed.
 */
export const printedOnInvoice = <S extends z.ZodType<string | undefined>>(field: S): S =>
  field.superRefine((value, ctx) => {
    const refused = value ? unprintableOnInvoice(value) : [];
    if (refused.length > 0) ctx.addIssue({ code: "custom", message: unprintableOnInvoiceMessage(refused) });
    else if (value && /[\t\n\r]/.test(value)) ctx.addIssue({ code: "custom", message: ONE_LINE_MESSAGE });
  });
