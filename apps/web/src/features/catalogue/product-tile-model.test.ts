import { describe, expect, it } from "vitest";
import { formatCents } from "../../lib/format/price.ts";
import { productCard as card } from "./product-card.fixture.ts";
import { mainPrice, referencePriceLine, reductionPercent, toProductTile } from "./product-tile-model.ts";

describe("a tile's main price", () => {
  it("leads with the estimated price of a piece priced by the kilo, its kilo price beside it", () => {
    const chicken = toProductTile(
      card({ price: 15.79, unitPrice: { value: 15.79, unit: "kg" }, variableWeight: true, estimatedPrice: 3.16, netQuantityLabel: "environ 200 g" }),
    );
    expect(mainPrice(chicken)).toEqual({ kind: "estimate", priceCents: 316, quantity: "environ 200\u00A0g", unitPrice: { cents: 1579, unit: "kg" } });
  });

  it("keeps the kilo price of a piece with no average weight, without repeating it as a unit price", () => {
    const tile = toProductTile(card({ price: 15.79, unitPrice: { value: 15.79, unit: "kg" }, variableWeight: true }));
    expect(mainPrice(tile)).toEqual({ kind: "price", priceCents: 1579, perKilo: true, unitPrice: null });
  });

  it("leads with the price of a product sold by the unit, its unit price beside it", () => {
    const tile = toProductTile(card({ price: 2.49, unitPrice: { value: 12.45, unit: "kg" }, netQuantityLabel: "200 g" }));
    expect(mainPrice(tile)).toEqual({ kind: "price", priceCents: 249, perKilo: false, unitPrice: { cents: 1245, unit: "kg" } });
  });
});

describe("product tile model", () => {
  it("keeps a net quantity's number and unit on one line (the web-service writes an ordinary space)", () => {
    expect(toProductTile(card({ netQuantityLabel: "450 g" })).netQuantity).toBe("450\u00A0g");
    expect(toProductTile(card({ netQuantityLabel: "6 x 1,5 L" })).netQuantity).toBe("6 x 1,5\u00A0L");
  });

  it("works in cents and links to the product page", () => {
    const tile = toProductTile(card());
    expect(tile).toMatchObject({
      href: "/pommes-gala-bio-1kg",
      priceCents: 349,
      unitPriceCents: 349,
      unit: "kg",
      nutriscore: "A",
    });
    expect(tile.isPromo).toBe(false);
    expect(tile.referencePriceCents).toBeNull();
  });

  it("shows a promotion with its Omnibus reference price only, the reduction computed from it", () => {
    // Shelf price 3,49 €, but 3,29 € was asked within the last 30 days: the reduction is on 3,29 €, rounded down.
    const tile = toProductTile(card({ price: 2.79, regularPrice: 3.49, referencePrice: 3.29 }));
    expect(tile).toMatchObject({ isPromo: true, priceCents: 279, referencePriceCents: 329, reductionPercent: 15 });
    expect(tile).not.toHaveProperty("regularPriceCents");
    expect(referencePriceLine(tile)).toEqual({ key: "product.reference-price-reduction", values: { price: formatCents(329), percent: 15 } });
  });

  it("writes the reference price of a product sold by the kilo per kilo", () => {
    const tile = toProductTile(card({ price: 15.9, regularPrice: 19.9, referencePrice: 19.9, variableWeight: true }));
    expect(referencePriceLine(tile)).toEqual({ key: "product.reference-price-reduction", values: { price: `${formatCents(1990)}/kg`, percent: 20 } });
  });

  it("announces no reduction when the price is not below the lowest of the last 30 days", () => {
    const tile = toProductTile(card({ price: 2.79, regularPrice: 3.49, referencePrice: 2.79 }));
    expect(tile).toMatchObject({ isPromo: false, referencePriceCents: null, reductionPercent: null });
    expect(referencePriceLine(tile)).toBeNull();
  });

  it("keeps the reference price but no « −0 % » for a reduction under one percent", () => {
    const tile = toProductTile(card({ price: 9.99, regularPrice: 10, referencePrice: 10 }));
    expect(tile).toMatchObject({ isPromo: true, referencePriceCents: 1000, reductionPercent: null });
    expect(referencePriceLine(tile)?.key).toBe("product.reference-price");
  });

  it("ignores a 'regular price' that is not higher than the price", () => {
    const tile = toProductTile(card({ regularPrice: 3.49, referencePrice: 3.0 }));
    expect(tile.isPromo).toBe(false);
    expect(tile.referencePriceCents).toBeNull();
  });

  it("computes 1,59 € → 1,27 € as −20 %, never rounding a reduction up", () => {
    expect(reductionPercent(159, 127)).toBe(20);
    expect(reductionPercent(300, 199)).toBe(33);
  });

  it("never announces a promotion on a recalled product, even from a card that still carries one", () => {
    const tile = toProductTile(card({ price: 2.79, regularPrice: 3.49, referencePrice: 3.29, recalled: true, in_stock: 0 }));
    expect(tile).toMatchObject({ isPromo: false, referencePriceCents: null, reductionPercent: null, recalled: true, available: false });
    expect(referencePriceLine(tile)).toBeNull();
  });

  it("is unavailable when in_stock is 0", () => {
    expect(toProductTile(card({ in_stock: 0 })).available).toBe(false);
  });

  it("drops unknown Nutri-Score grades and keeps media on the shop's origin", () => {
    const tile = toProductTile(
      card({ nutriscore: "Z", image: { icon: "carrot", alt: "", url: "https://cdn.example/x.svg" } }),
    );
    expect(tile.nutriscore).toBeNull();
    expect(tile.imageUrl).toBe("/media/produits/carrot.svg");
  });
});
