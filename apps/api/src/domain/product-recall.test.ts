import { describe, expect, it } from "vitest";
import { isOfferSellable, recalledMessage, recalledProductIds } from "./product-recall.ts";

const now = new Date("2026-11-25T10:00:00Z");
const day = 86_400_000;

describe("recalledProductIds", () => {
  it("keeps the products of recalls in progress only", () => {
    const ids = recalledProductIds(
      [
        { productId: 1, publishedAt: new Date(now.getTime() - day), endsAt: null },
        { productId: 2, publishedAt: new Date(now.getTime() - 10 * day), endsAt: new Date(now.getTime() - day) },
        { productId: 3, publishedAt: new Date(now.getTime() + day), endsAt: null },
        { productId: null, publishedAt: new Date(now.getTime() - day), endsAt: null },
        { productId: 4, publishedAt: new Date(now.getTime() - day), endsAt: new Date(now.getTime() + day) },
      ],
      now,
    );
    expect([...ids].sort()).toEqual([1, 4]);
  });
});

describe("isOfferSellable", () => {
  it("needs stock, the offer open and no recall", () => {
    expect(isOfferSellable({ inStock: true, stock: 139 }, false)).toBe(true);
    expect(isOfferSellable({ inStock: true, stock: 139 }, true)).toBe(false);
    expect(isOfferSellable({ inStock: true, stock: 0 }, false)).toBe(false);
    expect(isOfferSellable({ inStock: false, stock: 5 }, false)).toBe(false);
  });
});

describe("recalledMessage", () => {
  it("names the product in French", () => {
    expect(recalledMessage("Camembert")).toContain("« Camembert » fait l'objet d'un rappel");
  });
});
