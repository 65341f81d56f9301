// How many of a found product a notepad line asks for: a count written on the line is of things (« lait x3 » is three
// bottles), so a multi-pack found for it (« Lait demi-écrémé UHT x6 ») is proposed in packs that cover the count, and
// says so. The same pack content as the recipes' (piecesPerPack in @cabas/contracts).
import { MAX_NOTEPAD_LINE_QUANTITY } from "./notepad-lines.ts";
import { piecesPerPack, type PackContent } from "@cabas/contracts";

export type QuantityProposal = {
  /** Units of the product to put in the basket. */
  quantity: number;
  /** « 1 lot de 6 pour 3 demandés » when the product is a multi-pack; null when it is what was counted. */
  note: string | null;
};

/** « 1 lot de 6 pour 3 demandés », « 2 lots de 6 pour 12 demandés ». */
export const packNote = (packs: number, perPack: number, asked: number): string =>
  `${packs} lot${packs > 1 ? "s" : ""} de ${perPack} pour ${asked} demandé${asked > 1 ? "s" : ""}`;

/**
 * The packs that cover `asked` things (3 bottles: 1 pack of 6; 7 eggs: 2 boxes of 6), at least one; the count as
 * written when the product holds one thing or cannot be counted (a kilo of apples, « 2 baguettes »). A line with no
 * count (asked 1) takes one pack without a note: nothing was asked that the pack would change.
 */
export function proposeQuantity(asked: number, product: { name: string; content: PackContent | null }): QuantityProposal {
  const perPack = product.content ? piecesPerPack(product.content, product.name) : piecesPerPack({ quantity: 0, unit: "g" }, product.name);
  if (perPack === null || perPack <= 1) return { quantity: asked, note: null };
  const packs = Math.min(MAX_NOTEPAD_LINE_QUANTITY, Math.max(1, Math.ceil(asked / perPack)));
  return { quantity: packs, note: asked > 1 ? packNote(packs, perPack, asked) : null };
}
