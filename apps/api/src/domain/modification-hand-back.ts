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
