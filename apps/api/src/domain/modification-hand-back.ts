// What a modification still being made leaves in the basket when its order no longer takes changes (ADR 0083, second
// amendment). The basket's lines are the order's own, copied when it was reopened, then changed: handed back whole,
// they would make the customer buy again what the order already brings. What she added (a product, or more of one)
// is what she still wants and the order will not bring: that stays, in an ordinary basket. What she removed or lowered
// cannot be taken from the order any more: the order leaves as she validated it, and she is told so.

export type ProductQuantity = { productId: number; quantity: number };

/** The basket's lines beyond the order's: each product of which the basket holds more, with how many more. */
export function additionsOverOrder(basket: readonly ProductQuantity[], order: readonly ProductQuantity[]): ProductQuantity[] {
  const ordered = new Map<number, number>();
  for (const line of order) ordered.set(line.productId, (ordered.get(line.productId) ?? 0) + line.quantity);
  return basket.flatMap((line) => {
    const more = line.quantity - (ordered.get(line.productId) ?? 0);
    return more > 0 ? [{ productId: line.productId, quantity: more }] : [];
  });
}

/**
 * Said in the e-mail of a warehouse move that ends the order's changes (prepared, shipped, cancelled) while a
 * modification of it was still being made: the minute's job then ends it (modifications-past-cutoff.ts), leaving only
 * its additions in an ordinary basket. Without it the customer finds her basket changed and no word of why.
 */
export const MODIFICATION_NOT_TAKEN_MAIL = "Les modifications que vous n'aviez pas validées ne sont pas prises en compte.";
/** Added to MODIFICATION_NOT_TAKEN_MAIL when the modification added products, or more of one. */
export const MODIFICATION_ADDITIONS_KEPT_MAIL = "Les articles que vous lui ajoutiez restent dans votre panier, pour une nouvelle commande.";

/** The sentences for a modification the move ends; `addsItems`: whether it added anything over the order. */
export const modificationNotTakenText = (addsItems: boolean): string =>
  addsItems ? `${MODIFICATION_NOT_TAKEN_MAIL} ${MODIFICATION_ADDITIONS_KEPT_MAIL}` : MODIFICATION_NOT_TAKEN_MAIL;
