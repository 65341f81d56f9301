import { describe, expect, it } from "vitest";
import { formatCents, unitLabel } from "./price.ts";
import { measurePriceText, unitPriceNote } from "./measure-price.ts";

/** Intl puts no-break spaces in French amounts; compare with plain spaces for readability. */
const plain = (s: string | null) => s?.replace(/[\u00a0\u202f]/g, " ") ?? null;

describe("unitPriceNote", () => {
  it("writes the price per litre, kilo or piece of a prepacked product in brackets", () => {
    expect(plain(unitPriceNote({ value: 9.59, unit: "l" }, false))).toBe("(9,59 €/L)");
    expect(plain(unitPriceNote({ value: 7.96, unit: "kg" }, false))).toBe("(7,96 €/kg)");
    expect(plain(unitPriceNote({ value: 0.5, unit: "pièce" }, false))).toBe("(0,50 €/pièce)");
  });

  it("is the catalogue tile's text, character for character", () => {
    // The tile's French template is "({{price}}/{{unit}})" filled with formatCents and unitLabel.
    expect(unitPriceNote({ value: 9.59, unit: "l" }, false)).toBe(`(${formatCents(959)}/${unitLabel("l")})`);
  });

  it("says nothing more for a product sold by weight, whose price is per kilo already", () => {
    expect(unitPriceNote({ value: 12.4, unit: "kg" }, true)).toBeNull();
  });
});

describe("measurePriceText", () => {
  it("gives the note of a prepacked product", () => {
    expect(plain(measurePriceText({ value: 9.59, unit: "l" }, false))).toBe("(9,59 €/L)");
  });

  it("gives the price per kilo of a product sold by weight, as its tile writes it", () => {
    expect(plain(measurePriceText({ value: 12.4, unit: "kg" }, true))).toBe("12,40 € /kg");
  });
});
