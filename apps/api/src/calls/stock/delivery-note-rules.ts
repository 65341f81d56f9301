// A delivery note pasted on the stock screen (ADR 0132): its text read line by line, « EAN;quantité » (or a tab or a
// comma between them, a header line allowed), then checked against the perimeter's offers. Every refusal is listed
// with its line number, so the whole note is corrected once and applied whole or not at all. Pure, so the call and
// its tests share them.
import { DELIVERY_NOTE_MAX_LINES, invalidEanText, isValidEan13, STOCK_MAX } from "@cabas/contracts";
import { frenchInteger } from "@cabas/contracts/french-typography";
import { decideStockChange } from "./stock-rules.ts";

/** One product line of the note, numbered as the staff member sees it in what they pasted (from 1). */
export type NoteLine = { line: number; ean: string; quantity: number };
/** A refusal, said in French with its line number (0 for the note as a whole). */
export type NoteRefusal = { line: number; message: string };
export type ParsedNote = { lines: NoteLine[]; refusals: NoteRefusal[] };

// A spreadsheet's export may end a line with its separator, or set thousands apart with a space.
const SPACES = /[\s\u00A0\u202F]/g;
const LETTER = /\p{L}/u;

/** The separator a line uses: a semicolon first (a comma may then be a decimal mark), a tab, a comma. */
const separatorOf = (line: string): string | null => (line.includes(";") ? ";" : line.includes("\t") ? "\t" : line.includes(",") ? "," : null);

/**
 * The note's product lines and the refusals of its malformed lines. Blank lines are skipped; the first line is a
 * header when its first column holds a letter (« EAN;quantité », « Code article »). A quantity is a whole number of
 * units from 1 to STOCK_MAX: « 12,5 » or « douze » is refused, not rounded.
 */
export function parseDeliveryNote(text: string): ParsedNote {
  const lines: NoteLine[] = [];
  const refusals: NoteRefusal[] = [];
  let first = true;
  text.split(/\r\n|\n|\r/).forEach((raw, index) => {
    const line = index + 1;
    const trimmed = raw.trim();
    if (trimmed === "") return;
    const isFirst = first;
    first = false;
    const separator = separatorOf(trimmed);
    const fields = separator === null ? [trimmed] : trimmed.split(separator).map((f) => f.trim());
    while (fields.length > 2 && fields.at(-1) === "") fields.pop();
    if (isFirst && LETTER.test(fields[0] ?? "")) return;
    if (fields.length !== 2) {
      refusals.push({
        line,
        message:
          fields.length < 2
            ? `Ligne ${line} : séparez l'EAN et la quantité par un point-virgule (EAN;quantité).`
            : `Ligne ${line} : deux colonnes attendues, l'EAN et la quantité, et non ${fields.length}.`,
      });
      return;
    }
    const ean = fields[0]!.replace(SPACES, "");
    const quantityText = fields[1]!.replace(SPACES, "");
    if (!/^\d{13}$/.test(ean)) {
      refusals.push({ line, message: `Ligne ${line} : l'EAN « ${fields[0]} » doit compter 13 chiffres.` });
      return;
    }
    // A mistyped digit is said as such rather than as an unknown product (ADR 0139).
    if (!isValidEan13(ean)) {
      refusals.push({ line, message: `Ligne ${line} : ${invalidEanText(ean)}` });
      return;
    }
    const quantity = quantityRefusal(quantityText, fields[1]!);
    if (typeof quantity === "string") {
      refusals.push({ line, message: `Ligne ${line} : ${quantity}` });
      return;
    }
    lines.push({ line, ean, quantity });
  });
  if (lines.length === 0 && refusals.length === 0)
    refusals.push({ line: 0, message: "Le bon ne contient aucune ligne de produit : collez les lignes EAN;quantité, une par ligne." });
  if (lines.length + refusals.length > DELIVERY_NOTE_MAX_LINES)
    return { lines: [], refusals: [{ line: 0, message: `Un bon tient en ${frenchInteger(DELIVERY_NOTE_MAX_LINES)} lignes : importez-le en plusieurs fois, sous des références distinctes.` }] };
  return { lines, refusals };
}

/** The quantity typed, or why it is refused. */
function quantityRefusal(digits: string, typed: string): number | string {
  if (!/^\d+$/.test(digits)) return `la quantité « ${typed} » doit être un nombre entier d'unités.`;
  const quantity = Number(digits);
  if (quantity < 1) return "la quantité doit être d'au moins 1 unité.";
  if (quantity > STOCK_MAX) return `la quantité ne peut pas dépasser ${frenchInteger(STOCK_MAX)} unités.`;
  return quantity;
}

/** One product of the note: its lines' quantities summed, and the lines it came from. */
export type NoteProduct = { ean: string; quantity: number; lines: number[] };

/**
 * The note's products in the order they first appear. A product on two lines (two pallets, a note continued) is
 * delivered twice: its quantities are summed, not refused.
 */
export function mergeNoteLines(lines: readonly NoteLine[]): NoteProduct[] {
  const byEan = new Map<string, NoteProduct>();
  for (const { line, ean, quantity } of lines) {
    const product = byEan.get(ean);
    if (product) {
      product.quantity += quantity;
      product.lines.push(line);
    } else byEan.set(ean, { ean, quantity, lines: [line] });
  }
  return [...byEan.values()];
}

/** « Ligne 4 », « Lignes 4 et 9 », « Lignes 4, 9 et 12 ». */
export function linesLabel(lines: readonly number[]): string {
  if (lines.length === 1) return `Ligne ${lines[0]}`;
  return `Lignes ${lines.slice(0, -1).join(", ")} et ${lines.at(-1)}`;
}

export type CatalogueProduct = { id: number; name: string };
export type NoteDelivery = { productId: number; name: string; quantity: number; before: number; after: number; lines: number[] };

/**
 * The note against the catalogue and the perimeter's offers read under their locks: each product must exist and be
 * sold there, and its shelf with the delivery stay within STOCK_MAX (the rule of a delivery added on the screen).
 * An offer taken off sale receives its delivery as on the screen: stocked, sold once it is back.
 */
export function checkNoteProducts(
  products: readonly NoteProduct[],
  catalogue: ReadonlyMap<string, CatalogueProduct>,
  shelves: ReadonlyMap<number, number>,
  perimeter: string,
): { deliveries: NoteDelivery[]; refusals: NoteRefusal[] } {
  const deliveries: NoteDelivery[] = [];
  const refusals: NoteRefusal[] = [];
  for (const product of products) {
    const where = linesLabel(product.lines);
    const line = product.lines[0]!;
    const found = catalogue.get(product.ean);
    if (!found) {
      refusals.push({ line, message: `${where} : aucun produit n'a l'EAN ${product.ean}.` });
      continue;
    }
    const stock = shelves.get(found.id);
    if (stock === undefined) {
      refusals.push({ line, message: `${where} : « ${found.name} » n'est pas vendu dans le périmètre « ${perimeter} » : mettez-le en vente d'abord.` });
      continue;
    }
    const decision = decideStockChange({ operation: "livraison", quantity: product.quantity }, stock);
    if (!decision.ok) {
      refusals.push({ line, message: `${where} : « ${found.name} » : ${decision.message.replace(/ Rien n'a été changé\.$/, "")}` });
      continue;
    }
    deliveries.push({ productId: found.id, name: found.name, quantity: product.quantity, before: stock, after: decision.after, lines: product.lines });
  }
  return { deliveries, refusals };
}

/** All refusals of a note, in the order of its lines. */
export const sortedRefusals = (refusals: readonly NoteRefusal[]): NoteRefusal[] => [...refusals].sort((a, b) => a.line - b.line);

/**
 * The reference two notes are compared by: case, spaces and the punctuation set between a reference's parts dropped,
 * so « bl 2026/0412 » and « BL-2026-0412 » are one note (refusing a distinct note that only differs by them is the
 * lesser harm: the staff member reads why, while a note counted twice is stock that is not there).
 */
export const referenceKey = (reference: string): string => reference.replace(/[\s\u00A0\u202F\-_./]/g, "").toUpperCase();

/** The answer's sentence after an import. */
export function noteImportedMessage(note: { reference: string; perimeter: string; lines: number; units: number; products: number; waiting: number }): string {
  const { reference, perimeter, lines, units, products, waiting } = note;
  const head = `Bon « ${reference} » importé (${perimeter}) : ${plural(lines, "ligne")}, ${plural(units, "unité")} ${units <= 1 ? "ajoutée" : "ajoutées"} au stock de ${plural(products, "produit")}.`;
  if (waiting === 0) return head;
  const who = waiting === 1 ? "1 personne attend" : `${frenchInteger(waiting)} personnes attendent`;
  return `${head} ${who} une place : les places sont proposées maintenant, dans leur ordre.`;
}

const plural = (n: number, word: string): string => `${frenchInteger(n)} ${n <= 1 ? word : `${word}s`}`;

/** One product of a note to cancel: the units the note added, and its shelf now read under the offer's lock (null: no offer any more). */
export type NoteTakeBack = { productId: number; name: string; quantity: number; shelf: number | null };

/**
 * A note's cancellation (ADR 0139), all its products or none: each shelf must still hold the units the note added.
 * Units held for a told customer of the waiting list (ADR 0120) are off the shelf already, so a shelf below the note's
 * quantity means units sold, ordered or held since: taking them back would leave a negative shelf or pull a place
 * promised to a customer. The refusal names every such product, so the staff member counts those shelves instead.
 */
export function decideNoteCancel(
  note: { reference: string; perimeter: string },
  products: readonly NoteTakeBack[],
): { ok: true; takeBacks: { productId: number; quantity: number; before: number; after: number }[] } | { ok: false; message: string } {
  const short = products.filter((p) => p.shelf === null || p.shelf < p.quantity);
  if (short.length === 0)
    return { ok: true, takeBacks: products.map((p) => ({ productId: p.productId, quantity: p.quantity, before: p.shelf!, after: p.shelf! - p.quantity })) };
  const said = short.map((p) =>
    p.shelf === null
      ? `« ${p.name} » n'est plus vendu dans ce périmètre`
      : p.shelf === 0
        ? `« ${p.name} » n'a plus aucune unité en rayon, pour ${plural(p.quantity, "unité")} ${p.quantity <= 1 ? "ajoutée" : "ajoutées"} par le bon`
        : `« ${p.name} » n'a plus que ${plural(p.shelf, "unité")} en rayon, pour ${plural(p.quantity, "unité")} ${p.quantity <= 1 ? "ajoutée" : "ajoutées"} par le bon`,
  );
  const list = said.length === 1 ? said[0]! : `${said.slice(0, -1).join(" ; ")} ; ${said.at(-1)}`;
  return {
    ok: false,
    message: `Le bon « ${note.reference} » (${note.perimeter}) ne peut pas être annulé : ${list}. Ces unités ont été vendues, commandées ou gardées pour la liste d'attente depuis. Rien n'a été changé : comptez ces rayons et fixez leur stock plutôt.`,
  };
}

/** The answer's sentence after a cancellation. */
export function noteCancelledMessage(note: { reference: string; perimeter: string; units: number; products: number }): string {
  return `Bon « ${note.reference} » annulé (${note.perimeter}) : ${plural(note.units, "unité")} ${note.units <= 1 ? "retirée" : "retirées"} du stock de ${plural(note.products, "produit")}. Sa référence peut être importée à nouveau.`;
}
