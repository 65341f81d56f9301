import { describe, expect, it } from "vitest";
import { DELIVERY_NOTE_MAX_LINES, STOCK_MAX } from "@cabas/contracts";
import {
  checkNoteProducts,
  decideNoteCancel,
  linesLabel,
  mergeNoteLines,
  noteCancelledMessage,
  noteImportedMessage,
  parseDeliveryNote,
  referenceKey,
} from "./delivery-note-rules.ts";

const HONEY = "3760000000017";
const JAM = "3760000000024";

describe("parseDeliveryNote", () => {
  it("reads EAN;quantité lines, and a tab or a comma between them, skipping a header and blank lines", () => {
    const note = parseDeliveryNote(`EAN;quantité\n${HONEY};12\n\n${JAM}\t3\r\n${HONEY}, 1 000 \n`);
    expect(note.refusals).toEqual([]);
    expect(note.lines).toEqual([
      { line: 2, ean: HONEY, quantity: 12 },
      { line: 4, ean: JAM, quantity: 3 },
      { line: 5, ean: HONEY, quantity: 1000 },
    ]);
  });

  it("accepts a spreadsheet's trailing separator and spaces inside the EAN", () => {
    expect(parseDeliveryNote("3 760000 000017;4;").lines).toEqual([{ line: 1, ean: HONEY, quantity: 4 }]);
  });

  it("refuses each malformed line with its number, in French, and keeps reading the others", () => {
    const note = parseDeliveryNote([`${HONEY};12,5`, `${HONEY};douze`, `${HONEY};0`, "37600;3", `${HONEY}`, `${HONEY};1;2`, `${HONEY};-2`, `${JAM};${STOCK_MAX + 1}`, `${JAM};7`].join("\n"));
    expect(note.lines).toEqual([{ line: 9, ean: JAM, quantity: 7 }]);
    expect(note.refusals).toEqual([
      { line: 1, message: "Ligne 1 : la quantité « 12,5 » doit être un nombre entier d'unités." },
      { line: 2, message: "Ligne 2 : la quantité « douze » doit être un nombre entier d'unités." },
      { line: 3, message: "Ligne 3 : la quantité doit être d'au moins 1 unité." },
      { line: 4, message: "Ligne 4 : l'EAN « 37600 » doit compter 13 chiffres." },
      { line: 5, message: "Ligne 5 : séparez l'EAN et la quantité par un point-virgule (EAN;quantité)." },
      { line: 6, message: "Ligne 6 : deux colonnes attendues, l'EAN et la quantité, et non 3." },
      { line: 7, message: "Ligne 7 : la quantité « -2 » doit être un nombre entier d'unités." },
      { line: 8, message: "Ligne 8 : la quantité ne peut pas dépasser 10\u202F000 unités." },
    ]);
  });

  it("refuses an EAN whose check digit is wrong, naming its line and the code (ADR 0139)", () => {
    // The third line's last digit mistyped; the fourth has two digits swapped.
    const note = parseDeliveryNote(`EAN;quantité\n${HONEY};2\n3012345678901;4\n3760000000107;1\n${JAM};3`);
    expect(note.lines.map((l) => l.line)).toEqual([2, 5]);
    expect(note.refusals).toEqual([
      { line: 3, message: "Ligne 3 : le code EAN 3012345678901 est invalide (clé de contrôle)." },
      { line: 4, message: "Ligne 4 : le code EAN 3760000000107 est invalide (clé de contrôle)." },
    ]);
  });

  it("takes only the first line for a header: a word further down is refused", () => {
    expect(parseDeliveryNote(`${HONEY};2\nEAN;quantité`).refusals).toEqual([{ line: 2, message: "Ligne 2 : l'EAN « EAN » doit compter 13 chiffres." }]);
  });

  it("refuses a note without a product line, and one too long", () => {
    expect(parseDeliveryNote("EAN;quantité\n\n").refusals).toEqual([
      { line: 0, message: "Le bon ne contient aucune ligne de produit : collez les lignes EAN;quantité, une par ligne." },
    ]);
    const long = parseDeliveryNote(Array.from({ length: DELIVERY_NOTE_MAX_LINES + 1 }, () => `${HONEY};1`).join("\n"));
    expect(long.lines).toEqual([]);
    expect(long.refusals[0]!.message).toMatch(/^Un bon tient en 1\u202F000 lignes/);
  });
});

describe("mergeNoteLines", () => {
  it("sums a product's lines, in the order products first appear, keeping their line numbers", () => {
    expect(
      mergeNoteLines([
        { line: 2, ean: HONEY, quantity: 12 },
        { line: 3, ean: JAM, quantity: 3 },
        { line: 7, ean: HONEY, quantity: 5 },
      ]),
    ).toEqual([
      { ean: HONEY, quantity: 17, lines: [2, 7] },
      { ean: JAM, quantity: 3, lines: [3] },
    ]);
  });

  it("names one line, two, or more", () => {
    expect(linesLabel([4])).toBe("Ligne 4");
    expect(linesLabel([4, 9])).toBe("Lignes 4 et 9");
    expect(linesLabel([4, 9, 12])).toBe("Lignes 4, 9 et 12");
  });
});

describe("checkNoteProducts", () => {
  const catalogue = new Map([
    [HONEY, { id: 1, name: "Miel de lavande" }],
    [JAM, { id: 2, name: "Confiture de figues" }],
  ]);

  it("adds each product's quantity to its shelf, as a delivery on the screen", () => {
    const checked = checkNoteProducts([{ ean: HONEY, quantity: 17, lines: [2, 7] }], catalogue, new Map([[1, 3]]), "Paris");
    expect(checked).toEqual({ refusals: [], deliveries: [{ productId: 1, name: "Miel de lavande", quantity: 17, before: 3, after: 20, lines: [2, 7] }] });
  });

  it("refuses an unknown EAN, a product not sold in the perimeter and a shelf beyond the maximum, with their lines", () => {
    const checked = checkNoteProducts(
      [
        { ean: "3760000000999", quantity: 1, lines: [2] },
        { ean: JAM, quantity: 4, lines: [3] },
        { ean: HONEY, quantity: 9_000, lines: [4, 5] },
      ],
      catalogue,
      new Map([[1, 2_000]]),
      "Paris",
    );
    expect(checked.deliveries).toEqual([]);
    expect(checked.refusals).toEqual([
      { line: 2, message: "Ligne 2 : aucun produit n'a l'EAN 3760000000999." },
      { line: 3, message: "Ligne 3 : « Confiture de figues » n'est pas vendu dans le périmètre « Paris » : mettez-le en vente d'abord." },
      {
        line: 4,
        message: "Lignes 4 et 5 : « Miel de lavande » : Avec cette livraison, le stock dépasserait 10\u202F000 unités (il est de 2\u202F000 unités).",
      },
    ]);
  });
});

describe("a note's reference and summary", () => {
  it("compares references without spaces or case", () => {
    expect(referenceKey(" bl 2026/0412 ")).toBe(referenceKey("BL-2026-0412"));
    expect(referenceKey("bl_2026.0412")).toBe("BL20260412");
    expect(referenceKey("BL-1")).not.toBe(referenceKey("BL-2"));
  });

  it("says the lines, units and products, and the people waiting", () => {
    expect(noteImportedMessage({ reference: "BL-1", perimeter: "Paris", lines: 3, units: 20, products: 2, waiting: 0 })).toBe(
      "Bon « BL-1 » importé (Paris) : 3 lignes, 20 unités ajoutées au stock de 2 produits.",
    );
    expect(noteImportedMessage({ reference: "BL-1", perimeter: "Paris", lines: 1, units: 1, products: 1, waiting: 2 })).toBe(
      "Bon « BL-1 » importé (Paris) : 1 ligne, 1 unité ajoutée au stock de 1 produit. 2 personnes attendent une place : les places sont proposées maintenant, dans leur ordre.",
    );
  });
});

describe("decideNoteCancel", () => {
  const note = { reference: "BL-7", perimeter: "Lille" };

  it("takes back exactly what the note added from each shelf that still holds it, down to zero", () => {
    expect(
      decideNoteCancel(note, [
        { productId: 1, name: "Miel", quantity: 12, shelf: 15 },
        { productId: 2, name: "Confiture", quantity: 3, shelf: 3 },
      ]),
    ).toEqual({
      ok: true,
      takeBacks: [
        { productId: 1, quantity: 12, before: 15, after: 3 },
        { productId: 2, quantity: 3, before: 3, after: 0 },
      ],
    });
  });

  it("refuses the whole note, naming every product whose shelf holds less than the note added, or that is no longer sold", () => {
    const decision = decideNoteCancel(note, [
      { productId: 1, name: "Miel", quantity: 12, shelf: 11 },
      { productId: 2, name: "Confiture", quantity: 3, shelf: 30 },
      { productId: 3, name: "Thé", quantity: 1, shelf: 0 },
      { productId: 4, name: "Café", quantity: 2, shelf: null },
    ]);
    expect(decision).toEqual({
      ok: false,
      message:
        "Le bon « BL-7 » (Lille) ne peut pas être annulé : « Miel » n'a plus que 11 unités en rayon, pour 12 unités ajoutées par le bon ; « Thé » n'a plus aucune unité en rayon, pour 1 unité ajoutée par le bon ; « Café » n'est plus vendu dans ce périmètre. Ces unités ont été vendues, commandées ou gardées pour la liste d'attente depuis. Rien n'a été changé : comptez ces rayons et fixez leur stock plutôt.",
    });
  });
});

describe("noteCancelledMessage", () => {
  it("says the units taken back and that the reference is free again", () => {
    expect(noteCancelledMessage({ reference: "BL-7", perimeter: "Lille", units: 15, products: 2 })).toBe(
      "Bon « BL-7 » annulé (Lille) : 15 unités retirées du stock de 2 produits. Sa référence peut être importée à nouveau.",
    );
    expect(noteCancelledMessage({ reference: "BL-8", perimeter: "Lille", units: 1, products: 1 })).toBe(
      "Bon « BL-8 » annulé (Lille) : 1 unité retirée du stock de 1 produit. Sa référence peut être importée à nouveau.",
    );
  });
});
