import { describe, expect, it } from "vitest";
import { averageLabel, formatRating, reviewCount, starsFill, starsLabel } from "./review-labels.ts";

describe("review labels", () => {
  it("names stars and counts in French", () => {
    expect(starsLabel(1)).toBe("1 étoile sur 5");
    expect(starsLabel(4)).toBe("4 étoiles sur 5");
    expect(reviewCount(0)).toBe("Aucun avis");
    expect(reviewCount(1)).toBe("1 avis");
    expect(reviewCount(12)).toBe("12 avis");
  });

  it("writes averages with a decimal comma", () => {
    expect(formatRating(4.3)).toBe("4,3");
    expect(formatRating(5)).toBe("5");
    expect(averageLabel(4.5, 2)).toBe("Note moyenne : 4,5 sur 5, 2 avis");
  });

  it("fills the stars in proportion, within 0 and 5", () => {
    expect(starsFill(4.3)).toBe("86%");
    expect(starsFill(5)).toBe("100%");
    expect(starsFill(7)).toBe("100%");
    expect(starsFill(-1)).toBe("0%");
  });
});
