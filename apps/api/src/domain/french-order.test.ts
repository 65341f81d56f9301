import { describe, expect, it } from "vitest";
import { byFrenchName } from "./french-order.ts";

describe("byFrenchName", () => {
  it("sorts an order's lines as a French reader expects: « Épinards » with the E, not after « Tomates »", () => {
    const names = ["Tomates anciennes bio", "Épinards en branches", "Endives de pleine terre", "œufs frais", "Betteraves rouges cuites", "Oranges"];
    expect(byFrenchName(names.map((name) => ({ name }))).map((l) => l.name)).toEqual([
      "Betteraves rouges cuites",
      "Endives de pleine terre",
      "Épinards en branches",
      "œufs frais",
      "Oranges",
      "Tomates anciennes bio",
    ]);
  });
});
