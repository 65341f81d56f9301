import { expect, it } from "vitest";
import { slugify } from "./slug.ts";

it("folds accents, ligatures and punctuation", () => {
  expect(slugify("Saint-Maur-des-Fossés")).toBe("saint-maur-des-fosses");
  expect(slugify("L'Haÿ-les-Roses")).toBe("l-hay-les-roses");
  expect(slugify("Bœuf   bourguignon !")).toBe("boeuf-bourguignon");
});
