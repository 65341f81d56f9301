import { describe, expect, it } from "vitest";
import { adjacentPairPatterns, categoriesNaming, isAgreementOf, namedForms, numberForms, normalizeSearchText, parseSearchQuery, sameWordForms, toTsQuery } from "./search-query.ts";

describe("parseSearchQuery", () => {
  it("folds accents and case", () => {
    expect(parseSearchQuery("Crème Fraîche")).toEqual({ kind: "words", words: ["creme", "fraiche"], text: "creme fraiche" });
  });
  it("recognises an EAN-13 typed with spaces", () => {
    expect(parseSearchQuery("3 760123 456789")).toEqual({ kind: "ean", ean: "3760123456789" });
  });
  it("recognises an EAN typed with dashes, as some receipts print it", () => {
    expect(parseSearchQuery("3760006-000110")).toEqual({ kind: "ean", ean: "3760006000110" });
  });
  it("folds full-width letters as ordinary ones", () => {
    expect(parseSearchQuery("Ｌａｉｔ  ｄｅｍｉ")).toEqual({ kind: "words", words: ["lait", "demi"], text: "lait demi" });
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
    const query = toTsQuery(["creme", "fra"]);
    expect(query).toMatchObject({ mode: "all", last: { word: "fra" }, prefix: "fra:*" });
    expect(query.head.map((w) => w.word)).toEqual(["creme"]);
    const any = toTsQuery(["lait", "creme", "fraiche"], "any");
    expect(any).toMatchObject({ mode: "any", last: { word: "fraiche" }, prefix: "fraiche:*" });
    expect(any.head.map((w) => w.word)).toEqual(["lait", "creme"]);
  });
  it("has no head for one word and no prefix for one letter", () => {
    expect(toTsQuery(["coca"])).toMatchObject({ mode: "all", head: [], last: { word: "coca" }, prefix: "coca:*" });
    expect(toTsQuery(["a"]).prefix).toBeNull();
  });
  it("searches each word in the singular and the plural too, French stems not always joining them", () => {
    expect(toTsQuery(["petit", "beurre"]).head[0]!.forms).toEqual(expect.arrayContaining(["petit", "petits"]));
    expect(toTsQuery(["petits"]).last.forms).toEqual(expect.arrayContaining(["petits", "petit"]));
    // Numbers and short words stay as typed.
    expect(toTsQuery(["1er", "age"]).head[0]!.forms).toEqual(["1er"]);
    expect(toTsQuery(["pq"]).last.forms).toEqual(["pq"]);
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
    // Typed in the singular, a word also names the shelf in the plural, as it does a name (namedForms).
    expect(categoriesNaming(rows, "pate")).toEqual([2, 5]);
  });
  it("finds « Vins rouges » for « vin » and for « rouge » (ADR 0110, second amendment)", () => {
    const wines = [{ id: 7, parentId: null, name: "Vins rouges" }];
    expect(categoriesNaming(wines, "vin")).toEqual([7]);
    expect(categoriesNaming(wines, "rouge")).toEqual([7]);
    expect(categoriesNaming(wines, "vinaigre")).toEqual([]);
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

describe("namedForms", () => {
  it("lets a word typed in the singular be named in the plural, not the other way round", () => {
    expect(namedForms("petit")).toEqual(expect.arrayContaining(["petit", "petits"]));
    expect(namedForms("gateau")).toContain("gateaux");
    expect(namedForms("cheval")).toContain("chevaux");
    // « pâtes » is pasta, « pâte » dough (ADR 0049).
    expect(namedForms("pates")).toEqual(["pates"]);
  });
});

describe("adjacentPairPatterns", () => {
  // PostgreSQL's word bounds (\m, \M) read as JavaScript's for names of [a-z0-9] words.
  const matches = (pattern: string, name: string) => new RegExp(pattern.replace(/\\[mM]/g, "\\b")).test(name);

  it("has one pattern per pair of words typed side by side, none for one word", () => {
    expect(adjacentPairPatterns(["beurre"])).toEqual([]);
    expect(adjacentPairPatterns(["jus", "orange", "pur", "jus"])).toHaveLength(3);
  });

  it("finds the two words side by side in the typed order, a little word or punctuation between", () => {
    const [petitBeurre] = adjacentPairPatterns(["petit", "beurre"]);
    expect(matches(petitBeurre!, "petits beurre 200 g lu")).toBe(true);
    expect(matches(petitBeurre!, "madeleines pur beurre, petit format")).toBe(false);
    expect(matches(petitBeurre!, "beurre petit")).toBe(false);
    const [, grasCanard] = adjacentPairPatterns(["foie", "gras", "canard"]);
    expect(matches(grasCanard!, "foie gras de canard entier")).toBe(true);
    const [jusOrange] = adjacentPairPatterns(["jus", "orange"]);
    expect(matches(jusOrange!, "jus d'orange 100 % pur jus")).toBe(true);
    expect(matches(jusOrange!, "jus de pomme et orange sanguine")).toBe(false);
  });
});

describe("numberForms", () => {
  it("gives a word in the singular and the plural as French writes them", () => {
    expect(numberForms("petit")).toEqual(["petit", "petits"]);
    expect(numberForms("petits")).toEqual(["petits", "petit"]);
    expect(numberForms("gateau")).toContain("gateaux");
    expect(numberForms("jeu")).toContain("jeux");
    expect(numberForms("cheval")).toContain("chevaux");
    expect(numberForms("riz")).toEqual(["riz", "rizs"]);
  });
});

describe("isAgreementOf", () => {
  it("takes a feminine or a plural ending for the same word, not another word", () => {
    expect(isAgreementOf("rapees", "rape")).toBe(true);
    expect(isAgreementOf("rapee", "rape")).toBe(true);
    expect(isAgreementOf("carottes", "carotte")).toBe(true);
    expect(isAgreementOf("yahourt", "yaourt")).toBe(false);
    expect(isAgreementOf("pates", "pa")).toBe(false);
  });
});
