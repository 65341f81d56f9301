import { describe, expect, it } from "vitest";
import { normalizeSearchText, parseSearchQuery, sameWordForms, toTsQuery } from "./search-query.ts";

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
  it("requires every word and completes the last one", () => {
    expect(toTsQuery(["creme", "fra"])).toBe("creme & fra:*");
    expect(toTsQuery(["creme", "fraiche"], "any")).toBe("creme | fraiche:*");
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
