import { describe, expect, it } from "vitest";
import { echoedQuery } from "./search-echo.ts";

describe("the query a search page repeats", () => {
  it("keeps a shopper's ordinary words as typed", () => {
    expect(echoedQuery("lait demi-écrémé bio")).toBe("lait demi-écrémé bio");
    expect(echoedQuery("a".repeat(80))).toBe("a".repeat(80));
  });

  it("cuts a 300-letter word after 80 characters, with an ellipsis", () => {
    expect(echoedQuery("x".repeat(300))).toBe(`${"x".repeat(80)}…`);
  });

  it("cuts a long sentence at its last space near the limit", () => {
    const words = "fromage de chèvre frais ".repeat(6).trim();
    const echoed = echoedQuery(words);
    expect(echoed.endsWith("…")).toBe(true);
    expect(echoed).not.toMatch(/\s…$/);
    expect(Array.from(echoed).length).toBeLessThanOrEqual(81);
    expect(words.startsWith(echoed.slice(0, -1))).toBe(true);
  });

  it("never splits an accented letter or an emoji in two", () => {
    expect(echoedQuery("é".repeat(100))).toBe(`${"é".repeat(80)}…`);
    expect(echoedQuery("🍎".repeat(100))).toBe(`${"🍎".repeat(80)}…`);
  });
});
