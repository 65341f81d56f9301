// How many people a recipe page is for, and its units agreed with their quantities (the quantities themselves, in
// kitchen units: the contracts' kitchen-quantity.ts).
import { MAX_SERVINGS, MIN_SERVINGS } from "@cabas/contracts";

export { MAX_SERVINGS, MIN_SERVINGS, scalePacks } from "@cabas/contracts";

/** The number of people asked for (?personnes=N), clamped to a sane range; the recipe's own otherwise. */
export const parseServings = (raw: string | undefined, fallback: number): number => {
  // Number("") is 0: a field emptied before « Adapter les quantités » (?personnes=) keeps the recipe's own number.
  if (raw === undefined || raw.trim() === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n)) return fallback;
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, n));
};

// Symbols and abbreviations never take a plural ("500 g", "2 c. à soupe").
const INVARIABLE_UNITS = new Set(["g", "kg", "mg", "ml", "cl", "dl", "l"]);

/** A recipe unit agreed with its quantity, the French way: plural from 2 ("4 pièces", "1 ½ pièce", "300 g"). */
export const unitFor = (unit: string, quantity: number | null): string => {
  const invariable = INVARIABLE_UNITS.has(unit.toLowerCase()) || unit.includes(".") || /[sxz]$/i.test(unit);
  if (invariable || quantity === null || quantity < 2) return unit;
  return unit.replace(/^(\S+)/, "$1s");
};
