// Mix-and-match offers (panachage, ADR 0100): « pour 3 yaourts achetés, le moins cher offert », « -30 % sur le 2e
// fromage AOP ». Any products of an offer's group count together. The units are ranked from the dearest; each complete
// run of `quantityRequired` units gives its cheapest unit the offer's rate, rounded down to the cent. Units bought as a
// pack keep the pack's own discount and do not count here (never two discounts on one unit); a unit counts towards one
// offer at most, the offer listed first.
import { lineAmountCents, type TotalsLine } from "./basket-totals.ts";
import { isWithinWindow } from "./time-window.ts";

export type MixMatchRule = {
  id: number;
  name: string;
  quantityRequired: number;
  /** 100 = the cheapest unit of each run is free. */
  discountPercent: number;
  endsAt: Date | null;
  productIds: ReadonlySet<number>;
};

export type MixMatchSaving = { id: number; name: string; cents: number };

/** The offers, and every product any of them holds (a basket with none of them skips the rule). */
export type MixMatchOffers = { rules: readonly MixMatchRule[]; productIds: ReadonlySet<number> };

/** The offers running at `now`. */
export const runningOffers = (rules: readonly MixMatchRule[], now: Date): MixMatchRule[] => rules.filter((rule) => isWithinWindow(now, null, rule.endsAt));

/**
 * What each running offer takes off the basket's lines (only those saving something), in the order of `rules`.
 * `outsideOffers` gives, by product, the units already discounted as a pack's (pack-discount.ts).
 */
export function mixMatchSavings(
  rules: readonly MixMatchRule[],
  lines: readonly (TotalsLine & { productId: number })[],
  now: Date,
  outsideOffers: ReadonlyMap<number, number> = new Map(),
): MixMatchSaving[] {
  const left = new Map<number, number>();
  for (const line of lines) left.set(line.productId, (left.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, units] of outsideOffers) left.set(productId, Math.max(0, (left.get(productId) ?? 0) - units));
  const savings: MixMatchSaving[] = [];
  for (const rule of runningOffers(rules, now)) {
    if (rule.quantityRequired < 2) continue;
    const units: number[] = [];
    for (const line of lines) {
      if (!rule.productIds.has(line.productId)) continue;
      const count = left.get(line.productId) ?? 0;
      if (count <= 0) continue;
      const unitCents = lineAmountCents({ ...line, quantity: 1, weighedGrams: null });
      for (let i = 0; i < count; i += 1) units.push(unitCents);
      left.set(line.productId, 0);
    }
    units.sort((a, b) => b - a);
    let cents = 0;
    for (let end = rule.quantityRequired - 1; end < units.length; end += rule.quantityRequired) cents += Math.floor((units[end]! * rule.discountPercent) / 100);
    if (cents > 0) savings.push({ id: rule.id, name: rule.name, cents });
  }
  return savings;
}
