import { describe, expect, it } from "vitest";
import { withShopperSynonyms } from "./shopper-synonyms.ts";

describe("what shoppers call a product", () => {
  it("searches a brand used as a common noun under the catalogue's words", () => {
    expect(withShopperSynonyms(["coca"])).toEqual(["cola"]);
    expect(withShopperSynonyms(["coca", "cola", "zero"])).toEqual(["cola", "zero"]);
    expect(withShopperSynonyms(["sopalin"])).toEqual(["essuie", "tout"]);
    expect(withShopperSynonyms(["pq"])).toEqual(["papier", "toilette"]);
  });

  it("searches the menus' spellings of houmous under the catalogue's", () => {
    for (const typed of ["humus", "hummus", "houmos"]) expect(withShopperSynonyms([typed, "nature"])).toEqual(["houmous", "nature"]);
  });

  it("keeps every other word, in its place", () => {
    expect(withShopperSynonyms(["yaourt", "nature"])).toEqual(["yaourt", "nature"]);
    expect(withShopperSynonyms(["patates", "nouvelles"])).toEqual(["pommes", "de", "terre", "nouvelles"]);
  });

  it("never makes a query longer than the search takes", () => {
    expect(withShopperSynonyms(["nutella", "nutella", "nutella"], 8)).toHaveLength(8);
  });
});
