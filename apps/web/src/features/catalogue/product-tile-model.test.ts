import { describe, expect, it } from "vitest";
import type { ProductCard } from "@cabas/contracts";
import { toProductTile } from "./product-tile-model.ts";

const card = (over: Partial<ProductCard> = {}): ProductCard => ({
  id: 7,
  slug: "pommes-gala-bio-1kg",
  name: "Pommes Gala bio",
  brand: "Vergers de Loire",
  image: { icon: "red-apple", alt: "Pommes Gala", url: "/media/produits/red-apple.svg" },
  price: 3.49,
  regularPrice: null,
  referencePrice: null,
  unitPrice: { value: 3.49, unit: "kg" },
  netQuantityLabel: "1 kg",
  variableWeight: false,
  isBio: true,
  isNew: false,
  nutriscore: "a",
  stock: 12,
  in_stock: 1,
  ...over,
});

describe("product tile model", () => {
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

  it("shows a promotion with its Omnibus reference price", () => {
    const tile = toProductTile(card({ price: 2.79, regularPrice: 3.49, referencePrice: 3.29 }));
    expect(tile).toMatchObject({ isPromo: true, priceCents: 279, regularPriceCents: 349, referencePriceCents: 329 });
  });

  it("ignores a 'regular price' that is not higher than the price", () => {
    const tile = toProductTile(card({ regularPrice: 3.49, referencePrice: 3.0 }));
    expect(tile.isPromo).toBe(false);
    expect(tile.referencePriceCents).toBeNull();
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
