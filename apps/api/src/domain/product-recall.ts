// A product named by a recall in progress is not sold (ADR 0049): whatever its stock, no tile, page, basket or
// checkout offers it until the recall ends. Recalls name lots, but a shopper cannot choose the lot delivered.

import { isWithinWindow } from "./time-window.ts";

/** What the rule needs of a recall notice (product_recalls). */
export type RecallWindow = { productId: number | null; publishedAt: Date; endsAt: Date | null };

/** The products under a recall in progress at `now`. */
export function recalledProductIds(recalls: readonly RecallWindow[], now: Date): Set<number> {
  const ids = new Set<number>();
  for (const r of recalls) if (r.productId !== null && isWithinWindow(now, r.publishedAt, r.endsAt)) ids.add(r.productId);
  return ids;
}

/** The one availability rule of an offer: in stock, some units left, and not under a recall in progress. */
export const isOfferSellable = (offer: { inStock: boolean; stock: number }, recalled: boolean): boolean =>
  offer.inStock && offer.stock > 0 && !recalled;

/** The refusal of an addition to the basket, and the basket's and checkout's alert. */
export const recalledMessage = (name: string): string =>
  `« ${name} » fait l'objet d'un rappel de produit : il n'est plus vendu tant que le rappel est en cours. Retirez-le du panier.`;
