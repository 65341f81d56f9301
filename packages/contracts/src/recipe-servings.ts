// How many people a recipe is cooked for, and how many packs of a product that takes: one rule for the recipe page
// (what it shows) and buyRecette (what it puts in the basket).

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 24;

/** Products to buy for N people: whole packs, at least one (a recipe never needs "half a pack of butter"). */
export const scalePacks = (packs: number, from: number, to: number): number =>
  from <= 0 ? packs : Math.max(1, Math.ceil((packs * to) / from - 1e-9));
