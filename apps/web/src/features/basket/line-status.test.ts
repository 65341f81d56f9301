import { describe, expect, it } from "vitest";
import { lineStatus } from "./line-status.ts";

describe("lineStatus", () => {
  it("says a line out of stock at the delivery address is no longer available", () => {
    expect(lineStatus({ quantity: 1, stock: 0, in_stock: 0 })).toEqual({ kind: "unavailable", label: "Plus disponible à cette adresse" });
    expect(lineStatus({ quantity: 2, stock: 12, in_stock: 0 }).kind).toBe("unavailable");
  });
  it("asks to lower a quantity above the stock left", () => {
    expect(lineStatus({ quantity: 3, stock: 1, in_stock: 1 })).toEqual({ kind: "short", label: "Plus qu'un en stock\u00a0: réduisez la quantité" });
    expect(lineStatus({ quantity: 5, stock: 2, in_stock: 1 })).toEqual({ kind: "short", label: "Plus que 2 en stock\u00a0: réduisez la quantité" });
  });
  it("lets one more be added only while the quantity is below the stock (spec §4)", () => {
    expect(lineStatus({ quantity: 1, stock: 5, in_stock: 1 })).toEqual({ kind: "ok", canAdd: true });
    expect(lineStatus({ quantity: 5, stock: 5, in_stock: 1 })).toEqual({ kind: "ok", canAdd: false });
  });
});
