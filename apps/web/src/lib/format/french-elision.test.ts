import { describe, expect, it } from "vitest";
import { queOrQu } from "./french-elision.ts";

describe("queOrQu", () => {
  it("elides before a vowel, accented or not, and before h, whatever the case", () => {
    for (const name of ["alice", "Alice Martin", "Émile", "éloïse", "Île", "Océane", "Ugo", "Yann", "Hélène", "hugo", "Œdipe", "Âge"])
      expect(queOrQu(name), name).toBe("qu’");
  });

  it("keeps « que » before a consonant, a digit or nothing", () => {
    for (const name of ["Camille Bernard", "léa", "Zoé", "Ç", "42", "", "  "]) expect(queOrQu(name), name).toBe("que");
  });

  it("reads the first letter after leading spaces and in decomposed form", () => {
    expect(queOrQu("  Anne")).toBe("qu’");
    expect(queOrQu("E\u0301mile")).toBe("qu’");
  });
});
