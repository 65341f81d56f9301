import { describe, expect, it } from "vitest";
import { isStopWord } from "./french-stop-words.ts";
import { parseSearchQuery } from "./search-query.ts";

const meaningfulWords = (typed: string): string[] => {
  const parsed = parseSearchQuery(typed);
  return parsed.kind === "words" ? parsed.words.filter((w) => !isStopWord(w)) : [];
};

describe("isStopWord", () => {
  it("drops the little words of a French query", () => {
    expect(meaningfulWords("pâtes à la carbonara")).toEqual(["pates", "carbonara"]);
  });

  it("keeps « thé », which reads « the » once its accent is folded", () => {
    expect(meaningfulWords("thé vert")).toEqual(["the", "vert"]);
    expect(meaningfulWords("Thé noir")).toEqual(["the", "noir"]);
  });
});
