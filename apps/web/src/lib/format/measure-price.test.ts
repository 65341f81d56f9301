import { describe, expect, it } from "vitest";
import { formatCents, unitLabel } from "./price.ts";
import { measurePriceText, shelfPriceWithMeasure, unitPriceNote } from "./measure-price.ts";

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
    expect(plain(measurePriceText({ value: 12.4, unit: "kg" }, true))).toBe("12,40 €/kg");
  });
});

describe("shelfPriceWithMeasure", () => {
  const plainParts = (parts: { price: string; note: string | null }) => ({
    price: plain(parts.price),
    note: plain(parts.note),
  });

  it("gives a prepacked product's price and, apart, its price per litre, kilo or piece", () => {
    expect(
      plainParts(shelfPriceWithMeasure({ price: 7.19, unitPrice: { value: 9.59, unit: "l" }, variableWeight: false })),
    ).toEqual({
      price: "7,19 €",
      note: "(9,59 €/L)",
    });
    expect(
      plainParts(
        shelfPriceWithMeasure({ price: 2.7, unitPrice: { value: 0.45, unit: "pièce" }, variableWeight: false }),
      ),
    ).toEqual({
      price: "2,70 €",
      note: "(0,45 €/pièce)",
    });
  });

  it("writes a product sold by weight per kilo, once", () => {
    expect(
      plainParts(shelfPriceWithMeasure({ price: 12.4, unitPrice: { value: 12.4, unit: "kg" }, variableWeight: true })),
    ).toEqual({
      price: "12,40 €/kg",
      note: null,
    });
  });
});
