import { describe, expect, it } from "vitest";
import type { ProductCard } from "@cabas/contracts";
import { linesKey, mustRead, substitutesByLine } from "./substitutes-read.ts";

describe("linesKey", () => {
  it("names a set of lines whatever their order or repetitions", () => {
    expect(linesKey([12, 3, 7])).toBe(linesKey([7, 12, 3]));
    expect(linesKey([3, 3, 7])).toBe("3,7");
    expect(linesKey([])).toBe("");
    expect(linesKey([12, 3])).not.toBe(linesKey([1, 23]));
  });
});

describe("mustRead", () => {
  it("reads again when the unavailable lines are not those the known answer was read for", () => {
    expect(mustRead(linesKey([3, 7]), [7, 3])).toBe(false);
    expect(mustRead(linesKey([3]), [3, 7])).toBe(true);
    // One replaced: the product that replaced it may have been offered for the other line.
    expect(mustRead(linesKey([3, 7]), [7])).toBe(true);
    // Nothing known yet (the server's read failed).
    expect(mustRead(null, [3])).toBe(true);
  });

  it("never reads for a basket without unavailable lines", () => {
    expect(mustRead(null, [])).toBe(false);
    expect(mustRead(linesKey([3]), [])).toBe(false);
  });
});

describe("substitutesByLine", () => {
  it("keeps « none » apart from « not known »", () => {
    const card = { id: 9, name: "Edam" } as ProductCard;
    const known = substitutesByLine([
      { id: 3, name: "Gouda", substitutes: [card] },
      { id: 7, name: "Comté", substitutes: [] },
    ]);
    expect(known.get(3)).toEqual([card]);
    expect(known.get(7)).toEqual([]);
    expect(known.get(8)).toBeUndefined();
  });
});
