import { describe, expect, it } from "vitest";
import { isAlcoholicDrink } from "./alcoholic-drink.ts";

describe("isAlcoholicDrink", () => {
  it("counts a cider, a wine and a spirit as alcoholic", () => {
    expect(isAlcoholicDrink(50)).toBe(true);
    expect(isAlcoholicDrink(135)).toBe(true);
    expect(isAlcoholicDrink(420)).toBe(true);
  });

  it("does not count an alcohol-free beer, nor a product that is no drink", () => {
    expect(isAlcoholicDrink(0)).toBe(false);
    expect(isAlcoholicDrink(null)).toBe(false);
  });

  it("draws the line at 1,2 % vol, which is still « sans alcool »", () => {
    expect(isAlcoholicDrink(12)).toBe(false);
    expect(isAlcoholicDrink(13)).toBe(true);
  });
});
