import { describe, expect, it } from "vitest";
import { firstDeliverable, firstKept } from "./starting-addresses.ts";

describe("a new basket's starting addresses", () => {
  it("takes the last used delivery address when the basket's perimeter delivers it, else the default", () => {
    expect(firstDeliverable([{ id: 1, perimeterId: 2 }, { id: 3, perimeterId: 2 }], 2)).toBe(1);
    expect(firstDeliverable([{ id: 1, perimeterId: 5 }, { id: 3, perimeterId: 2 }], 2)).toBe(3);
    expect(firstDeliverable([null, { id: 3, perimeterId: null }], 2)).toBeNull();
  });

  it("keeps the billing address wherever it is", () => {
    expect(firstKept([null, { id: 3 }])).toBe(3);
    expect(firstKept([null, null])).toBeNull();
  });
});
