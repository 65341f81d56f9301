import { describe, expect, it } from "vitest";
import { categoriesNaming, normalizeSearchText, parseSearchQuery, sameWordForms, toTsQuery } from "./search-query.ts";

describe("parseSearchQuery", () => {
  it("folds accents and case", () => {
    expect(parseSearchQuery("Crème Fraîche")).toEqual({ kind: "words", words: ["creme", "fraiche"], text: "creme fraiche" });
  });
  it("recognises an EAN-13 typed with spaces", () => {
    expect(parseSearchQuery("3 760123 456789")).toEqual({ kind: "ean", ean: "3760123456789" });
  });
  it("reduces quotes, SQL, percent signs and emoji to plain words", () => {
    expect(parseSearchQuery("'; DROP TABLE products; -- 100% 🍫 chocolat")).toEqual({
      kind: "words",
      words: ["drop", "table", "products", "100", "chocolat"],
      text: "drop table products 100 chocolat",
    });
  });
  it("treats punctuation only as empty", () => {
    expect(parseSearchQuery("%%% '' ---")).toEqual({ kind: "empty" });
    expect(parseSearchQuery(undefined)).toEqual({ kind: "empty" });
  });
  it("bounds very long input", () => {
    const parsed = parseSearchQuery("pomme ".repeat(2000));
    expect(parsed.kind === "words" && parsed.words.length).toBe(8);
  });
  it("folds ligatures", () => expect(normalizeSearchText("Bœuf")).toBe("boeuf"));
});

describe("toTsQuery", () => {
  it("requires every word and completes the last one as typed", () => {
    expect(toTsQuery(["creme", "fra"])).toEqual({ mode: "all", head: "creme", last: "fra", prefix: "fra:*" });
    expect(toTsQuery(["lait", "creme", "fraiche"], "any")).toEqual({ mode: "any", head: "lait | creme", last: "fraiche", prefix: "fraiche:*" });
  });
  it("has no head for one word and no prefix for one letter", () => {
    expect(toTsQuery(["coca"])).toEqual({ mode: "all", head: null, last: "coca", prefix: "coca:*" });
    expect(toTsQuery(["a"]).prefix).toBeNull();
  });
});

describe("categoriesNaming", () => {
  const rows = [
    { id: 1, parentId: null, name: "Épicerie salée" },
    { id: 2, parentId: 1, name: "Pâtes, riz et céréales" },
    { id: 3, parentId: null, name: "Épicerie sucrée" },
    { id: 4, parentId: 3, name: "Sucre, farine et pâtisserie" },
    { id: 5, parentId: 3, name: "Confitures, miel et pâte à tartiner" },
  ];
  it("finds the shelves that name the word exactly, accents folded", () => {
    expect(categoriesNaming(rows, "pates")).toEqual([2]);
    expect(categoriesNaming(rows, "pate")).toEqual([5]);
  });
  it("counts an aisle's name for its shelves", () => {
    expect(categoriesNaming(rows, "sucree")).toEqual([3, 4, 5]);
  });
});

describe("emoji", () => {
  it("are not words: « fromage 🧀 » searches « fromage »", () => {
    expect(parseSearchQuery("fromage 🧀")).toEqual({ kind: "words", words: ["fromage"], text: "fromage" });
  });
});

describe("sameWordForms", () => {
  it("takes a singular and its plural for the same word", () => {
    expect(sameWordForms("oeuf")).toEqual(["oeuf", "oeufs", "oeufx"]);
    expect(sameWordForms("oeufs")).toContain("oeuf");
    expect(sameWordForms("gateaux")).toContain("gateau");
    expect(sameWordForms("gateau")).toContain("gateaux");
  });
  it("never strips a short word to nothing meaningful", () => {
    expect(sameWordForms("riz")).toEqual(["riz", "rizs", "rizx"]);
  });
});
