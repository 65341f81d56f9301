// Scales a recipe's quantities from its own number of servings to the shopper's.
import { MAX_SERVINGS, MIN_SERVINGS } from "@cabas/contracts";

export { MAX_SERVINGS, MIN_SERVINGS, packsForServings, scalePacks } from "@cabas/contracts";

/** The number of people asked for (?personnes=N), clamped to a sane range; the recipe's own otherwise. */
export const parseServings = (raw: string | undefined, fallback: number): number => {
  const n = Number(raw);
  if (!Number.isInteger(n)) return fallback;
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, n));
};

/** Kitchen-friendly rounding: whole numbers above 10, halves-ish (one decimal) below, never 0 for a real quantity. */
export const roundQuantity = (value: number): number => {
  if (value >= 10) return Math.round(value);
  const rounded = Math.round(value * 10) / 10;
  return rounded === 0 && value > 0 ? 0.1 : rounded;
};

export const scaleQuantity = (quantity: number | null, from: number, to: number): number | null =>
  quantity === null || from <= 0 ? quantity : roundQuantity((quantity * to) / from);

const numberFormat = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 });
export const formatQuantity = (value: number): string => numberFormat.format(value);

// Symbols and abbreviations never take a plural ("500 g", "2 c. à soupe").
const INVARIABLE_UNITS = new Set(["g", "kg", "mg", "ml", "cl", "dl", "l"]);

/** A recipe unit agreed with its quantity, the French way: plural from 2 ("4 pièces", "1,5 pièce", "300 g"). */
export const unitFor = (unit: string, quantity: number | null): string => {
  const invariable = INVARIABLE_UNITS.has(unit.toLowerCase()) || unit.includes(".") || /[sxz]$/i.test(unit);
  if (invariable || quantity === null || quantity < 2) return unit;
  return unit.replace(/^(\S+)/, "$1s");
};
