// How many of a found product a notepad line asks for: a count written on the line is of things (« lait x3 » is three
// bottles), so a multi-pack found for it (« Lait demi-écrémé UHT x6 », « Eau de source 6 x 1,5 L ») is proposed in
// packs that cover the count, and says so; each product found gets its own quantity. The same pack content as the
// recipes' (piecesPerPack in @cabas/contracts).
import { MAX_NOTEPAD_LINE_QUANTITY } from "./notepad-lines.ts";
import { piecesPerPack, type PackContent } from "@cabas/contracts";
import { frenchInteger } from "@cabas/contracts/french-typography";

export type QuantityProposal = {
  /** Units of the product to put in the basket. */
  quantity: number;
  /** « 1 pack de 6 pour 3 demandés » when the product is a multi-pack; null when it is what was counted. */
  note: string | null;
};

export type CountedProduct = { name: string; content: PackContent | null };

/** « 1 pack de 6 pour 3 demandés », « 2 packs de 6 pour 12 demandés ». */
export const packNote = (packs: number, perPack: number, asked: number): string =>
  `${packs} pack${packs > 1 ? "s" : ""} de ${perPack} pour ${asked} demandé${asked > 1 ? "s" : ""}`;

/**
 * « 99 au plus sur une ligne pour 100 demandés »: a count above what a line proposes (« 100 baguettes ») is capped
 * rather than refused, so the line still finds its product; the shopper reads why 99 and not 100.
 */
export const cappedNote = (asked: number): string =>
  `${MAX_NOTEPAD_LINE_QUANTITY} au plus sur une ligne pour ${frenchInteger(asked)} demandés`;

/** Things in one pack of the product, or null when it holds one thing or cannot be counted. */
const perPackOf = (product: CountedProduct): number | null => {
  const perPack = piecesPerPack(product.content ?? { quantity: 0, unit: "g" }, product.name);
  return perPack !== null && perPack > 1 ? perPack : null;
};

/**
 * The packs that cover `asked` things (3 bottles: 1 pack of 6; 7 eggs: 2 boxes of 6), at least one; the count as
 * written when the product holds one thing or cannot be counted (a kilo of apples, « 2 baguettes »), at most
 * MAX_NOTEPAD_LINE_QUANTITY of either (cappedNote says so when the packs do not cover the count). A line with no
 * count (asked 1) takes one pack without a note: nothing was asked that the pack would change.
 */
export function proposeQuantity(asked: number, product: CountedProduct): QuantityProposal {
  const perPack = perPackOf(product);
  if (perPack === null) return asked > MAX_NOTEPAD_LINE_QUANTITY ? { quantity: MAX_NOTEPAD_LINE_QUANTITY, note: cappedNote(asked) } : { quantity: asked, note: null };
  const packs = Math.min(MAX_NOTEPAD_LINE_QUANTITY, Math.max(1, Math.ceil(asked / perPack)));
  if (packs * perPack < asked) return { quantity: packs, note: cappedNote(asked) };
  return { quantity: packs, note: asked > 1 ? packNote(packs, perPack, asked) : null };
}

/** Things bought beyond the count asked when the product is proposed in whole packs (0 when it is not a pack). */
export const surplusFor = (asked: number, product: CountedProduct): number => {
  const perPack = perPackOf(product);
  return perPack === null ? 0 : Math.ceil(asked / perPack) * perPack - asked;
};

/**
 * The products found for a line with a count, the ones that give that count with the least left over first
 * (« 6 oeufs »: the box of 6 before the box of 18 quail eggs); otherwise the search's own order, which stays the
 * order among equals. Without a count (asked 1) the search's order is kept: nothing says which pack is wanted.
 */
export function rankForCount<T>(asked: number, products: readonly T[], describe: (product: T) => CountedProduct): T[] {
  if (asked <= 1) return [...products];
  return products
    .map((product, i) => ({ product, i, surplus: surplusFor(asked, describe(product)) }))
    .sort((x, y) => x.surplus - y.surplus || x.i - y.i)
    .map((r) => r.product);
}
