import { describe, expect, it } from "vitest";
import { interpolate, pluralKey } from "./interpolate.ts";

describe("client text interpolation", () => {
  it("fills {{placeholders}} and leaves unknown ones visible", () => {
    expect(interpolate("Livraison à {{cp}}", { cp: "75011" })).toBe("Livraison à 75011");
    expect(interpolate("Bonjour {{ name }} {{other}}", { name: "Zoé" })).toBe("Bonjour Zoé {{other}}");
  });

  it("uses the French plural rule: 0 and 1 are singular", () => {
    expect(pluralKey("communes", 0)).toBe("communes_one");
    expect(pluralKey("communes", 1)).toBe("communes_one");
    expect(pluralKey("communes", 2)).toBe("communes_other");
  });
});
