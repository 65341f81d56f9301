import { describe, expect, it } from "vitest";
import { drawWins, randomIndexOf } from "./game-draw.ts";

describe("drawWins", () => {
  const sequence = (...values: number[]) => () => values.shift() ?? 0;
  it("wins when the random draw falls under the odds", () => {
    const day = { oddsBp: 1000, stock: 10, won: 0 };
    expect(drawWins(day, sequence(0.0999))).toBe(true);
    expect(drawWins(day, sequence(0.1))).toBe(false);
    expect(drawWins(day, sequence(0.99))).toBe(false);
  });
  it("never wins once the prizes are gone, whatever the draw", () => {
    expect(drawWins({ oddsBp: 10_000, stock: 5, won: 5 }, sequence(0))).toBe(false);
  });
  it("never wins at zero odds and always at 100 %", () => {
    expect(drawWins({ oddsBp: 0, stock: 5, won: 0 }, sequence(0))).toBe(false);
    expect(drawWins({ oddsBp: 10_000, stock: 5, won: 4 }, sequence(0.99999))).toBe(true);
  });
  it("wins about as often as the odds say over many draws", () => {
    let seed = 42;
    const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648);
    let wins = 0;
    for (let i = 0; i < 20_000; i++) if (drawWins({ oddsBp: 500, stock: 1e9, won: 0 }, random)) wins++;
    expect(wins / 20_000).toBeGreaterThan(0.04);
    expect(wins / 20_000).toBeLessThan(0.06);
  });
});

describe("randomIndexOf", () => {
  it("maps [0, 1) onto every index of the size, never past the last", () => {
    const index = randomIndexOf(() => 0);
    expect(index(32)).toBe(0);
    expect(randomIndexOf(() => 0.5)(32)).toBe(16);
    expect(randomIndexOf(() => 0.999999999)(32)).toBe(31);
  });
});
