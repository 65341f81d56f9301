// What reopening an order (updateCommande) does with the basket in progress (ADR 0078). One active basket per
// customer: it becomes the change, is set aside, or — when it already changes the same order the other way — its
// work is kept: a complement being filled is taken into the modification asked for (the modification is the whole new
// order, delivered in the same slot), and a modification in progress stays one (a complement of its lines would buy
// the order's products twice).

export type ChangeMode = "modification" | "complement";
export type BasketInProgress = { mode: "order" | ChangeMode; orderId: number | null; hasItems: boolean };

/**
 * - `reuse`: the basket becomes (or stays) the change asked for; a new modification starts from the order's lines;
 * - `set-aside`: its products are for something else: kept in « Mes paniers abandonnés », a fresh basket is the change;
 * - `fold-complement`: a complement of this order being filled: the modification starts from the order's lines plus its items;
 * - `keep-modification`: a modification of this order in progress: kept as it is, it takes the items to add.
 */
export type ChangeStart = "reuse" | "set-aside" | "fold-complement" | "keep-modification";

export function orderChangeStart(basket: BasketInProgress, orderId: number, asked: ChangeMode): ChangeStart {
  const sameOrder = basket.mode !== "order" && basket.orderId === orderId;
  if (!sameOrder) return basket.hasItems ? "set-aside" : "reuse";
  if (basket.mode === "modification" && asked === "complement") return "keep-modification";
  if (basket.mode === "complement" && asked === "modification" && basket.hasItems) return "fold-complement";
  return "reuse";
}

export type CountedLine = { id: number; quantity: number };

/** Each id's quantity in the order plus in the complement, within a line's maximum: what the modification starts with. */
export function quantitiesAddedUp(order: readonly CountedLine[], complement: readonly CountedLine[], max: number): Map<number, number> {
  const total = new Map<number, number>();
  for (const line of [...order, ...complement]) total.set(line.id, Math.min((total.get(line.id) ?? 0) + line.quantity, max));
  return total;
}
