// Which brands the « Marque » select offers (ADR 0077). The web-service's facet names every brand of the results
// (ADR 0074): hundreds in an aisle of the 50,000-product catalogue, each an option written twice into the page (its
// HTML and its payload). The select offers the most present ones, and always the brand of every tile shown and the
// one chosen, so a shopper can filter on any brand she sees.
import type { BrandFacet } from "@cabas/contracts";

/** How many of the most present brands the select offers, beyond those of the tiles shown and the one chosen. */
export const MOST_PRESENT_BRANDS = 40;

/** The facet's brands to offer, in its order (most products first), and how many are left out. */
export function brandOptions(
  facet: readonly BrandFacet[],
  shownBrandNames: readonly (string | null)[],
  chosen: string | null,
): { options: BrandFacet[]; leftOut: number } {
  if (facet.length <= MOST_PRESENT_BRANDS) return { options: [...facet], leftOut: 0 };
  const shown = new Set(shownBrandNames.filter((name): name is string => name !== null));
  const options = facet.filter((brand, rank) => rank < MOST_PRESENT_BRANDS || shown.has(brand.name) || brand.slug === chosen);
  return { options, leftOut: facet.length - options.length };
}
