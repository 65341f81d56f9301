import { describe, expect, it } from "vitest";
import { lineShortfall, packShortfalls, type PackLine } from "./pack-availability.ts";

const card = (stock: number, more: Partial<{ in_stock: number; recalled: boolean }> = {}) => ({ stock, in_stock: stock > 0 ? 1 : 0, recalled: false, ...more });

describe("pack availability", () => {
  it.each<[string, PackLine, ReturnType<typeof lineShortfall>]>([
    ["a product in stock", { name: "Beurre doux", quantity: 1, card: card(40) }, null],
    ["exactly what the pack holds", { name: "Yaourts", quantity: 2, card: card(2) }, null],
    ["a product not sold where the shopper is", { name: "Beurre doux", quantity: 1, card: undefined }, "not_sold"],
    ["a recalled product, whatever its stock", { name: "Camembert", quantity: 1, card: card(30, { in_stock: 0, recalled: true }) }, "recalled"],
    ["a product out of stock", { name: "Café moulu", quantity: 1, card: card(0) }, "out_of_stock"],
    ["an offer marked out of stock with units left", { name: "Café moulu", quantity: 1, card: card(5, { in_stock: 0 }) }, "out_of_stock"],
    ["fewer left than the pack holds", { name: "Yaourts", quantity: 2, card: card(1) }, "low_stock"],
  ])("judges %s", (_, line, reason) => {
    expect(lineShortfall(line)).toBe(reason);
  });

  it("names every product that stops the pack, in the order given, and nothing when it can be bought", () => {
    const lines: PackLine[] = [
      { name: "Baguette", quantity: 1, card: card(10) },
      { name: "Croissants", quantity: 1, card: card(0) },
      { name: "Confiture", quantity: 1, card: undefined },
    ];
    expect(packShortfalls(lines)).toEqual([
      { name: "Croissants", reason: "out_of_stock" },
      { name: "Confiture", reason: "not_sold" },
    ]);
    expect(packShortfalls(lines.slice(0, 1))).toEqual([]);
  });
});
