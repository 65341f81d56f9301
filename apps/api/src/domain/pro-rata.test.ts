import { describe, expect, it } from "vitest";
import { largestRemainderShares, proRataShares } from "./pro-rata.ts";

describe("proRataShares", () => {
  it("shares in proportion, the rounding cents to the heaviest weight first", () => {
    expect(proRataShares([6000, 2000], 790)).toEqual([593, 197]);
    expect(proRataShares([1, 1, 1], 100)).toEqual([34, 33, 33]);
  });

  it("keeps each share within its cap, the cents left going to the next heaviest", () => {
    expect(proRataShares([1, 1, 1], 2, [1, 1, 1])).toEqual([1, 1, 0]);
    expect(proRataShares([500, 300], 800, [500, 300])).toEqual([500, 300]);
  });

  it("gives nothing without an amount or weights", () => {
    expect(proRataShares([100, 200], 0)).toEqual([0, 0]);
    expect(proRataShares([0, 0], 500)).toEqual([0, 0]);
  });
});

describe("largestRemainderShares", () => {
  it("adds up to the amount exactly, the cents left going to the shares that lost the most to rounding", () => {
    expect(largestRemainderShares([1936, 3980], 1000)).toEqual([327, 673]);
    expect(largestRemainderShares([1, 2, 997], 999)).toEqual([1, 2, 996]);
    expect(largestRemainderShares([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(largestRemainderShares([5, 0, 5], 0)).toEqual([0, 0, 0]);
  });
});
