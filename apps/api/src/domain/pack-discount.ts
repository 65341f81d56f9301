// A pack's discount in a basket (buyPack, ADR 0031): it applies to as many complete sets of the pack's items as the
// basket holds, up to the number of packs the shopper asked for. A set broken by removing an item loses it: the
// basket never shows a discount the shopper would not get.
import { lineAmountCents, type TotalsLine } from "./basket-totals.ts";

export type BasketPack = {
  /** How many of the pack the shopper asked for. */
  quantity: number;
  /** Discount on the items' own prices, in basis points. */
  discountBp: number;
  items: readonly { productId: number; quantity: number }[];
};

/** Complete sets of a pack that the basket's quantities hold, up to the packs asked for. */
export function completeSets(pack: BasketPack, quantities: ReadonlyMap<number, number>): number {
  if (pack.items.length === 0) return 0;
  const held = Math.min(...pack.items.map((item) => Math.floor((quantities.get(item.productId) ?? 0) / item.quantity)));
  return Math.max(0, Math.min(pack.quantity, held));
}

/**
 * The complete sets of each pack the lines hold, each unit counting towards one pack at most, with one set's amount
 * (as the basket estimates each line).
 */
function packSetsIn(packs: readonly BasketPack[], lines: readonly (TotalsLine & { productId: number })[]) {
  const remaining = new Map<number, number>();
  const byProduct = new Map<number, TotalsLine>();
  for (const line of lines) {
    remaining.set(line.productId, (remaining.get(line.productId) ?? 0) + line.quantity);
    byProduct.set(line.productId, line);
  }
  const found: { pack: BasketPack; sets: number; setCents: number }[] = [];
  for (const pack of packs) {
    const sets = completeSets(pack, remaining);
    if (sets === 0) continue;
    let setCents = 0;
    for (const item of pack.items) {
      const line = byProduct.get(item.productId)!;
      setCents += lineAmountCents({ ...line, quantity: item.quantity });
      remaining.set(item.productId, (remaining.get(item.productId) ?? 0) - item.quantity * sets);
    }
    found.push({ pack, sets, setCents });
  }
  return found;
}

/** What the packs take off the goods: per complete set, the pack's rate on its items' amounts, rounded down to the cent once per pack. */
export function packDiscountCents(packs: readonly BasketPack[], lines: readonly (TotalsLine & { productId: number })[]): number {
  return packSetsIn(packs, lines).reduce((total, { pack, sets, setCents }) => total + packSetsDiscountCents(setCents, sets, pack.discountBp), 0);
}

/** The units, by product, that complete packs hold: discounted as the pack's, so no other offer counts them. */
export function unitsInPacks(packs: readonly BasketPack[], lines: readonly (TotalsLine & { productId: number })[]): Map<number, number> {
  const units = new Map<number, number>();
  for (const { pack, sets } of packSetsIn(packs, lines))
    for (const item of pack.items) units.set(item.productId, (units.get(item.productId) ?? 0) + item.quantity * sets);
  return units;
}

/** What a pack takes off `sets` sets of its items worth `setCents` each: its rate, rounded down once per pack. */
export const packSetsDiscountCents = (setCents: number, sets: number, discountBp: number): number =>
  Math.floor((setCents * sets * discountBp) / 10_000);

/**
 * The price a pack announces (ADR 0074): one set of its items as the basket estimates each line (a sold-by-weight
 * item at its average weight, lineAmountCents), less the discount the basket takes off that set. What the pack pages
 * show is then what the basket charges for the pack, to the cent.
 */
export function packPriceCents(items: readonly TotalsLine[], discountBp: number): { regularCents: number; priceCents: number } {
  const regularCents = items.reduce((sum, item) => sum + lineAmountCents(item), 0);
  return { regularCents, priceCents: regularCents - packSetsDiscountCents(regularCents, 1, discountBp) };
}

/**
 * What a line change says when it leaves packs short of this product (ADR 0050): their discount no longer applies
 * in full, which the shopper would otherwise only notice in the totals. `packs` are the basket's packs holding the
 * product, `quantity` what the line holds now.
 */
export function brokenPackNote(packs: readonly { name: string; packs: number; perPack: number }[], quantity: number): string {
  const notes = packs
    .filter((p) => quantity < p.packs * p.perPack)
    .map((p) => {
      const sets = Math.floor(quantity / p.perPack);
      return sets === 0
        ? `La remise du pack « ${p.name} » ne s'applique plus.`
        : `La remise du pack « ${p.name} » ne s'applique plus qu'à ${sets} pack${sets > 1 ? "s" : ""} sur ${p.packs}.`;
    });
  return notes.map((n) => ` ${n}`).join("");
}
