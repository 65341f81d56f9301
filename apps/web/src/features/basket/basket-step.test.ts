import { describe, expect, it } from "vitest";
import { steppedQuantity } from "./basket-step.ts";

describe("a stepper's step, counted from the basket as it is now", () => {
  it("adds to or takes from the current quantity, whatever the page showed", () => {
    // The page showed 1 (an old tab); the basket holds 3: « + » makes 4, « − » makes 2.
    expect(steppedQuantity("1", 3)).toBe(4);
    expect(steppedQuantity("-1", 3)).toBe(2);
    // « Ajouter 2 au panier » on a product already there adds two.
    expect(steppedQuantity("2", 1)).toBe(3);
  });

  it("never goes below zero", () => {
    expect(steppedQuantity("-1", 0)).toBe(0);
  });

  it("ignores a missing or malformed step (the form's own quantity is then sent)", () => {
    expect(steppedQuantity(null, 3)).toBeNull();
    expect(steppedQuantity("+1", 3)).toBeNull();
    expect(steppedQuantity("1.5", 3)).toBeNull();
    expect(steppedQuantity("10000", 3)).toBeNull();
  });
});
