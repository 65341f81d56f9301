import { describe, expect, it } from "vitest";
import { orderChangeStart, quantitiesAddedUp } from "./order-change-start.ts";

describe("what reopening an order does with the basket in progress (ADR 0078)", () => {
  const ordinary = (hasItems: boolean) => ({ mode: "order" as const, orderId: null, hasItems });

  it("an empty ordinary basket becomes the change; one holding products is set aside", () => {
    expect(orderChangeStart(ordinary(false), 7, "modification")).toBe("reuse");
    expect(orderChangeStart(ordinary(true), 7, "complement")).toBe("set-aside");
  });

  it("the same change of the same order goes on as it is", () => {
    expect(orderChangeStart({ mode: "modification", orderId: 7, hasItems: true }, 7, "modification")).toBe("reuse");
    expect(orderChangeStart({ mode: "complement", orderId: 7, hasItems: true }, 7, "complement")).toBe("reuse");
  });

  it("a complement being filled is taken into a modification of its order; an empty one simply becomes it", () => {
    expect(orderChangeStart({ mode: "complement", orderId: 7, hasItems: true }, 7, "modification")).toBe("fold-complement");
    expect(orderChangeStart({ mode: "complement", orderId: 7, hasItems: false }, 7, "modification")).toBe("reuse");
  });

  it("a modification in progress stays one when a complement of the same order is asked, emptied or not", () => {
    expect(orderChangeStart({ mode: "modification", orderId: 7, hasItems: true }, 7, "complement")).toBe("keep-modification");
    expect(orderChangeStart({ mode: "modification", orderId: 7, hasItems: false }, 7, "complement")).toBe("keep-modification");
  });

  it("a change of another order holding products is set aside, whatever is asked", () => {
    expect(orderChangeStart({ mode: "complement", orderId: 8, hasItems: true }, 7, "modification")).toBe("set-aside");
    expect(orderChangeStart({ mode: "modification", orderId: 8, hasItems: true }, 7, "complement")).toBe("set-aside");
    expect(orderChangeStart({ mode: "modification", orderId: 8, hasItems: false }, 7, "complement")).toBe("reuse");
  });
});

describe("the order's lines with a complement's added up", () => {
  it("adds the quantities of the same product and keeps the others, never beyond a line's maximum", () => {
    const total = quantitiesAddedUp(
      [{ id: 1, quantity: 2 }, { id: 2, quantity: 998 }],
      [{ id: 1, quantity: 3 }, { id: 2, quantity: 5 }, { id: 3, quantity: 1 }],
      999,
    );
    expect([...total]).toEqual([[1, 5], [2, 999], [3, 1]]);
  });
});
