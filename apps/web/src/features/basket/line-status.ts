// What a basket line can still be at the basket's delivery address (spec §4 item availability), for its own row on the
// basket page and in the drawer: a line that the payment checks refuse says so itself, not only the summary.
import type { BasketItem } from "@cabas/contracts";
import { isItemAvailable } from "@cabas/contracts/client-values";

export type LineStatus =
  /** Orderable as it is; `canAdd` is the spec's availability (quantity below stock): the « + » of the line. */
  | { kind: "ok"; canAdd: boolean }
  /** No stock where the basket is delivered (a change of address or the warehouse): it can only be removed. */
  | { kind: "unavailable"; label: string }
  /** Fewer left than asked: the quantity must come down to the stock. */
  | { kind: "short"; label: string };

export function lineStatus(item: Pick<BasketItem, "quantity" | "stock" | "in_stock">): LineStatus {
  // The same refusals as checkAvantPaiement's « stock » failures, so the line and the recap never disagree.
  if (item.in_stock === 0 || item.stock <= 0) return { kind: "unavailable", label: "Plus disponible à cette adresse" };
  if (item.quantity > item.stock) return { kind: "short", label: item.stock === 1 ? "Plus qu'un en stock\u00A0: réduisez la quantité" : `Plus que ${item.stock} en stock\u00A0: réduisez la quantité` };
  return { kind: "ok", canAdd: isItemAvailable(item) };
}
