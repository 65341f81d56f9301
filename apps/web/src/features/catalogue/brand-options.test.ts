import { describe, expect, it } from "vitest";
import { brandOptions, MOST_PRESENT_BRANDS } from "./brand-options.ts";

const facet = Array.from({ length: MOST_PRESENT_BRANDS + 10 }, (_, i) => ({ slug: `marque-${i}`, name: `Marque ${i}`, count: 100 - i }));

describe("brandOptions (ADR 0077)", () => {
  it("offers every brand when there are few", () => {
    expect(brandOptions(facet.slice(0, 5), [], null)).toEqual({ options: facet.slice(0, 5), leftOut: 0 });
  });
  it("offers the most present ones, the brands of the tiles shown and the chosen one, in the facet's order", () => {
    const { options, leftOut } = brandOptions(facet, ["Marque 45", null, "Marque 2"], "marque-48");
    expect(options.map((b) => b.slug)).toEqual([...facet.slice(0, MOST_PRESENT_BRANDS).map((b) => b.slug), "marque-45", "marque-48"]);
    expect(leftOut).toBe(8);
  });
});
