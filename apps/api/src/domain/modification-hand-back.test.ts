import { describe, expect, it } from "vitest";
import { additionsOverOrder } from "./modification-hand-back.ts";

describe("what a modification past its order's cut-off leaves in the basket", () => {
  it("keeps a product added and the units added to a product, nothing of what the order already brings", () => {
    const order = [
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 2 },
      { productId: 3, quantity: 1 },
    ];
    const basket = [
      { productId: 1, quantity: 3 },
      { productId: 2, quantity: 2 },
      { productId: 4, quantity: 1 },
    ];
    expect(additionsOverOrder(basket, order)).toEqual([
      { productId: 1, quantity: 2 },
      { productId: 4, quantity: 1 },
    ]);
  });

  it("leaves nothing for lowered or removed products, and counts a product on several order lines once", () => {
    const order = [
      { productId: 1, quantity: 2 },
      { productId: 1, quantity: 1 },
      { productId: 2, quantity: 4 },
    ];
    expect(additionsOverOrder([{ productId: 1, quantity: 3 }, { productId: 2, quantity: 1 }], order)).toEqual([]);
    expect(additionsOverOrder([{ productId: 1, quantity: 4 }], order)).toEqual([{ productId: 1, quantity: 1 }]);
    expect(additionsOverOrder([], order)).toEqual([]);
  });
});
