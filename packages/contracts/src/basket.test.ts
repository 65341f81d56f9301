import { describe, expect, it } from "vitest";
import { basketShape, emptyBasket, isItemAvailable, shouldAdoptServerBasket } from "./basket.ts";

describe("empty basket", () => {
  it("is the spec's default form and valid against the basket contract", () => {
    const basket = emptyBasket();
    expect(basketShape.parse(basket)).toEqual(basket);
    expect(basket.isEmpty).toBe(true);
    expect(basket.id_panier).toBe(0);
    expect(Object.values(basket.totals).every((v) => v === 0)).toBe(true);
    expect(basket.checking).toEqual({ step1: false, step2: false, step3: false, step4: false });
  });

  it("gives a fresh object each time, so one caller's change never leaks", () => {
    const a = emptyBasket();
    a.totals.total_euro = 5;
    expect(emptyBasket().totals.total_euro).toBe(0);
  });
});

describe("server basket adoption", () => {
  it("adopts only a basket with a non-zero id_panier", () => {
    expect(shouldAdoptServerBasket({ id_panier: 12 })).toBe(true);
    expect(shouldAdoptServerBasket({ id_panier: 0 })).toBe(false);
    expect(shouldAdoptServerBasket(null)).toBe(false);
  });
});

describe("item availability", () => {
  it("needs the item in the basket, in stock, and its quantity below the stock", () => {
    expect(isItemAvailable(undefined)).toBe(false);
    expect(isItemAvailable({ quantity: 1, stock: 5, in_stock: 1 })).toBe(true);
    expect(isItemAvailable({ quantity: 1, stock: 5, in_stock: 0 })).toBe(false);
    expect(isItemAvailable({ quantity: 5, stock: 5, in_stock: 1 })).toBe(false);
  });
});
