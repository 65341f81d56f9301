import { describe, expect, it } from "vitest";
import { stepperFocusAfter } from "./stepper-focus.ts";

describe("stepperFocusAfter", () => {
  it("goes to « + » after adding, where the add button was", () => {
    expect(stepperFocusAfter("add", 1, true)).toBe("more");
  });

  it("goes to « − » after adding when no more can be added", () => {
    expect(stepperFocusAfter("add", 1, false)).toBe("less");
    expect(stepperFocusAfter("more", 5, false)).toBe("less");
  });

  it("stays on the step used while the product is in the basket", () => {
    expect(stepperFocusAfter("more", 3, true)).toBe("more");
    expect(stepperFocusAfter("less", 2, true)).toBe("less");
  });

  it("goes to the add button once the last one is out", () => {
    expect(stepperFocusAfter("less", 0, true)).toBe("add");
  });

  it("goes back to the add button when adding failed", () => {
    expect(stepperFocusAfter("add", 0, true)).toBe("add");
  });
});
