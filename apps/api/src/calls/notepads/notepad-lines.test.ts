import { describe, expect, it } from "vitest";
import { numberValue, parseNotepadLine, parseNotepadText } from "./notepad-lines.ts";

describe("parseNotepadLine", () => {
  it("reads a leading count as the quantity and searches the rest", () => {
    expect(parseNotepadLine("2 baguettes")).toEqual({ text: "2 baguettes", search: "baguettes", quantity: 2 });
    expect(parseNotepadLine("12 œufs frais")).toEqual({ text: "12 œufs frais", search: "œufs frais", quantity: 12 });
  });

  it("reads 2x and 2 x before the product", () => {
    expect(parseNotepadLine("2x camembert")).toMatchObject({ search: "camembert", quantity: 2 });
    expect(parseNotepadLine("3 x yaourts nature")).toMatchObject({ search: "yaourts nature", quantity: 3 });
    expect(parseNotepadLine("4X pommes")).toMatchObject({ search: "pommes", quantity: 4 });
  });

  it("reads x3 and x 3 after the product", () => {
    expect(parseNotepadLine("lait demi-écrémé x3")).toEqual({ text: "lait demi-écrémé x3", search: "lait demi-écrémé", quantity: 3 });
    expect(parseNotepadLine("beurre doux x 2")).toMatchObject({ search: "beurre doux", quantity: 2 });
  });

  it("counts 1 when no quantity is written", () => {
    expect(parseNotepadLine("tomates")).toEqual({ text: "tomates", search: "tomates", quantity: 1 });
  });

  it("keeps a weight or a volume in the text, not as a count, and searches what it measures", () => {
    expect(parseNotepadLine("500 g de farine")).toEqual({ text: "500 g de farine", search: "farine", quantity: 1 });
    expect(parseNotepadLine("2 kg de pommes de terre")).toMatchObject({ search: "pommes de terre", quantity: 1 });
    expect(parseNotepadLine("1 l de lait")).toMatchObject({ search: "lait", quantity: 1 });
    expect(parseNotepadLine("1,5 l d'eau gazeuse")).toMatchObject({ search: "eau gazeuse", quantity: 1 });
    expect(parseNotepadLine("25 cl de crème")).toMatchObject({ search: "crème", quantity: 1 });
    expect(parseNotepadLine("75 ml vanille")).toMatchObject({ search: "vanille", quantity: 1 });
    expect(parseNotepadLine("500g de farine")).toMatchObject({ text: "500g de farine", search: "farine", quantity: 1 });
    expect(parseNotepadLine("500 g")).toMatchObject({ search: "500 g", quantity: 1 });
  });

  it("does not take a word starting like a unit for one", () => {
    expect(parseNotepadLine("2 laitues")).toMatchObject({ search: "laitues", quantity: 2 });
    expect(parseNotepadLine("3 légumes verts")).toMatchObject({ search: "légumes verts", quantity: 3 });
    expect(parseNotepadLine("2 glaces")).toMatchObject({ search: "glaces", quantity: 2 });
  });

  it("never searches the count it reads, whatever its size: above 99 it is proposed capped (proposeQuantity)", () => {
    // « 100 baguettes » searched « 100 baguettes » proposed the « Jus d'orange 100 % » first.
    expect(parseNotepadLine("100 baguettes")).toEqual({ text: "100 baguettes", search: "baguettes", quantity: 100 });
    expect(parseNotepadLine("100 feuilles de brick")).toMatchObject({ search: "feuilles de brick", quantity: 100 });
    expect(parseNotepadLine("99 bonbons")).toMatchObject({ search: "bonbons", quantity: 99 });
    expect(parseNotepadLine("jus x100")).toMatchObject({ search: "jus", quantity: 100 });
    expect(parseNotepadLine("150x piles")).toMatchObject({ search: "piles", quantity: 150 });
  });

  it("reads thousands grouped by a space as one number, never searching their last digits", () => {
    expect(parseNotepadLine("1 000 oeufs")).toEqual({ text: "1 000 oeufs", search: "oeufs", quantity: 1000 });
    expect(parseNotepadLine("1\u202F000 oeufs")?.search).toBe("oeufs");
    expect(parseNotepadLine("3 250 g de beurre")).toMatchObject({ quantity: 3 });
    expect(parseNotepadLine("1 1/2 citron")?.quantity).toBe(2);
    expect(numberValue("12 345")).toBe(12345);
  });

  it("reads no count as one thing, and searches what follows", () => {
    expect(parseNotepadLine("0 sucre")).toMatchObject({ search: "sucre", quantity: 1 });
    expect(parseNotepadLine("jus x0")).toMatchObject({ search: "jus", quantity: 1 });
  });

  it("reads fractions and decimals as a count of whole things, rounded up, never searched", () => {
    // « 1/2 citron » searched « 1/2 citron » and proposed sparkling water.
    expect(parseNotepadLine("1/2 citron")).toEqual({ text: "1/2 citron", search: "citron", quantity: 1 });
    expect(parseNotepadLine("½ citron")).toMatchObject({ search: "citron", quantity: 1 });
    expect(parseNotepadLine("1,5 baguette")).toMatchObject({ search: "baguette", quantity: 2 });
    expect(parseNotepadLine("1.5 baguette")).toMatchObject({ search: "baguette", quantity: 2 });
    expect(parseNotepadLine("2 ½ citrons")).toMatchObject({ search: "citrons", quantity: 3 });
    expect(parseNotepadLine("1 1/2 citron")).toMatchObject({ search: "citron", quantity: 2 });
    expect(parseNotepadLine("1½ citron")).toMatchObject({ search: "citron", quantity: 2 });
    expect(parseNotepadLine("¾ potiron")).toMatchObject({ search: "potiron", quantity: 1 });
  });

  it("leaves out of the search a fraction of a weight or a volume", () => {
    expect(parseNotepadLine("1/2 l de lait")).toMatchObject({ search: "lait", quantity: 1 });
    expect(parseNotepadLine("½ kg de farine")).toMatchObject({ search: "farine", quantity: 1 });
  });

  it("keeps a percentage in the search: it names the product, it counts nothing", () => {
    expect(parseNotepadLine("100 % pur jus")).toMatchObject({ search: "100 % pur jus", quantity: 1 });
  });

  it("strips a leading bullet and extra spaces", () => {
    expect(parseNotepadLine("  - tomates  ")).toEqual({ text: "tomates", search: "tomates", quantity: 1 });
    expect(parseNotepadLine("* 2 citrons")).toMatchObject({ text: "2 citrons", search: "citrons", quantity: 2 });
    expect(parseNotepadLine("•pain   de  mie")).toEqual({ text: "pain de mie", search: "pain de mie", quantity: 1 });
  });

  it("gives nothing for an empty line or a bullet alone", () => {
    expect(parseNotepadLine("")).toBeNull();
    expect(parseNotepadLine("   ")).toBeNull();
    expect(parseNotepadLine(" - ")).toBeNull();
    expect(parseNotepadLine("•")).toBeNull();
  });

  it("searches a number alone as it is", () => {
    expect(parseNotepadLine("3")).toEqual({ text: "3", search: "3", quantity: 1 });
  });
});

describe("parseNotepadText", () => {
  it("gives one line per thing to buy, in order, skipping empty lines, whatever the line breaks", () => {
    const lines = parseNotepadText("2 baguettes\r\n\r\nlait demi-écrémé x3\n- tomates\r\n  \n500 g de farine");
    expect(lines.map((l) => [l.search, l.quantity])).toEqual([
      ["baguettes", 2],
      ["lait demi-écrémé", 3],
      ["tomates", 1],
      ["farine", 1],
    ]);
  });

  it("gives nothing for an empty notepad", () => {
    expect(parseNotepadText("")).toEqual([]);
    expect(parseNotepadText("\n\n  \n")).toEqual([]);
  });
});
