import { describe, expect, it } from "vitest";
import { parseServings, scalePacks, unitFor } from "./scale.ts";

describe("recipe servings and units", () => {
  it("buys whole packs, at least one", () => {
    expect(scalePacks(1, 6, 2)).toBe(1);
    expect(scalePacks(2, 4, 6)).toBe(3);
    expect(scalePacks(1, 4, 8)).toBe(2);
  });

  it("reads ?personnes=N within 1 to 24, the recipe's servings otherwise", () => {
    expect(parseServings("3", 6)).toBe(3);
    expect(parseServings("0", 6)).toBe(1);
    expect(parseServings("500", 6)).toBe(24);
    expect(parseServings("deux", 6)).toBe(6);
    expect(parseServings(undefined, 4)).toBe(4);
    // An emptied field sends ?personnes= : the recipe's own number, not one person.
    expect(parseServings("", 6)).toBe(6);
    expect(parseServings("  ", 4)).toBe(4);
  });

  it("puts counted units in the plural from 2, never symbols", () => {
    expect(unitFor("pièce", 4)).toBe("pièces");
    expect(unitFor("sachet", 6)).toBe("sachets");
    expect(unitFor("gousse", 1.5)).toBe("gousse");
    expect(unitFor("pièce", 1)).toBe("pièce");
    expect(unitFor("g", 250)).toBe("g");
    expect(unitFor("cl", 50)).toBe("cl");
    expect(unitFor("kg", 2)).toBe("kg");
    expect(unitFor("c. à soupe", 3)).toBe("c. à soupe");
  });
});
