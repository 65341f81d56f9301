import { describe, expect, it } from "vitest";
import { pickingBySlot, type PickingLine } from "./picking-list.ts";

const morning = { slotId: 1, perimeter: "Paris & petite couronne", startsAt: new Date("2026-11-25T08:00:00Z"), endsAt: new Date("2026-11-25T10:00:00Z"), isExpress: false };
const noon = { slotId: 2, perimeter: "Paris & petite couronne", startsAt: new Date("2026-11-25T11:00:00Z"), endsAt: new Date("2026-11-25T13:00:00Z"), isExpress: true };
const dairy = { aisle: "Crèmerie", aislePosition: 2 };
const fruit = { aisle: "Fruits et légumes", aislePosition: 1 };
const line = (over: Partial<PickingLine> & Pick<PickingLine, "orderId" | "productId" | "name" | "quantity">): PickingLine => ({
  ...morning,
  ...dairy,
  variableWeight: false,
  estimatedGrams: null,
  replacesOrderId: null,
  ...over,
});

describe("the picking list", () => {
  it("adds each product up per slot, aisle by aisle in the shop's order, with what each order holds", () => {
    const slots = pickingBySlot([
      line({ ...noon, orderId: 30, productId: 7, name: "Yaourt nature", quantity: 1 }),
      line({ orderId: 12, productId: 7, name: "Yaourt nature", quantity: 2 }),
      line({ orderId: 11, productId: 7, name: "Yaourt nature", quantity: 4 }),
      line({ orderId: 11, productId: 9, name: "Beurre doux", quantity: 1 }),
      line({ ...fruit, orderId: 12, productId: 3, name: "Pommes Gala", quantity: 3, variableWeight: true, estimatedGrams: 540 }),
      line({ ...fruit, orderId: 11, productId: 3, name: "Pommes Gala", quantity: 2, variableWeight: true, estimatedGrams: 360 }),
    ]);
    expect(slots.map((s) => [s.isExpress, s.orderIds])).toEqual([
      [false, [11, 12]],
      [true, [30]],
    ]);
    const [first] = slots;
    expect(first!.aisles.map((a) => [a.aisle, a.items.map((i) => i.name)])).toEqual([
      ["Fruits et légumes", ["Pommes Gala"]],
      ["Crèmerie", ["Beurre doux", "Yaourt nature"]],
    ]);
    expect(first!.aisles[0]!.items[0]).toEqual({
      productId: 3,
      name: "Pommes Gala",
      quantity: 5,
      variableWeight: true,
      estimatedGrams: 900,
      orders: [
        { orderId: 11, quantity: 2 },
        { orderId: 12, quantity: 3 },
      ],
    });
    expect(first!.aisles[1]!.items[1]).toMatchObject({ quantity: 6, estimatedGrams: null, orders: [{ orderId: 11, quantity: 4 }, { orderId: 12, quantity: 2 }] });
    expect(slots[1]!.aisles[0]!.items[0]).toMatchObject({ quantity: 1, orders: [{ orderId: 30, quantity: 1 }] });
  });

  it("is empty without orders to prepare", () => {
    expect(pickingBySlot([])).toEqual([]);
  });
});
