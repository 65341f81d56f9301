import { describe, expect, it } from "vitest";
import { formatQuantity, parseServings, scalePacks, scaleQuantity, unitFor } from "./scale.ts";

describe("recipe scaling", () => {
  it("scales quantities proportionally to the number of people", () => {
    expect(scaleQuantity(600, 6, 3)).toBe(300);
    expect(scaleQuantity(2, 4, 6)).toBe(3);
    expect(scaleQuantity(1, 6, 4)).toBe(0.7);
  });

  it("leaves quantities without a number alone", () => {
    expect(scaleQuantity(null, 4, 8)).toBeNull();
  });

  it("never rounds a real quantity down to nothing", () => {
    expect(scaleQuantity(0.2, 8, 1)).toBe(0.1);
  });

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
  });

  it("writes quantities the French way", () => {
    expect(formatQuantity(0.5)).toBe("0,5");
    expect(formatQuantity(300)).toBe("300");
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
