// The order's life as the warehouse moves it: which transitions exist, and what each one must check.
import type { schema } from "@cabas/db";

export type OrderStatus = schema.OrderStatus;

export type OrderCommand = "confirm_payment" | "prepare" | "ship" | "deliver" | "cancel";

const NEXT: Record<Exclude<OrderCommand, "cancel">, { from: OrderStatus; to: OrderStatus }> = {
  // A phone payment taken by staff makes the order real.
  confirm_payment: { from: "pending_payment", to: "placed" },
  prepare: { from: "placed", to: "preparing" },
  ship: { from: "preparing", to: "out_for_delivery" },
  deliver: { from: "out_for_delivery", to: "delivered" },
};

const LABELS: Record<OrderStatus, string> = {
  pending_payment: "en attente de paiement",
  placed: "validée",
  preparing: "en préparation",
  out_for_delivery: "en cours de livraison",
  delivered: "livrée",
  cancelled: "annulée",
};

/** The statuses in the order a warehouse moves them. */
const FORWARD: readonly OrderStatus[] = ["pending_payment", "placed", "preparing", "out_for_delivery", "delivered"];

export const orderStatusLabel = (status: OrderStatus): string => LABELS[status];

/**
 * The status a customer reads of her order (lists, its page): an order her modification replaced (ADR 0069) is
 * cancelled in the database, but nobody cancelled it: it reads as replaced, with the order to follow now.
 */
export const customerOrderStatusLabel = (status: OrderStatus, replacedBy: number | null): string =>
  status === "cancelled" && replacedBy !== null ? `remplacée par sa modification, la commande n° ${replacedBy}` : LABELS[status];

/**
 * Each order's latest replacement among `orders` (a customer's, read at once: the data export): the modification that
 * replaced it, among those `placed` says the customer placed (a modification whose payment failed replaced nothing).
 */
export function replacementsOf(orders: readonly { id: number; replacesOrderId: number | null }[], placed: (id: number) => boolean): Map<number, number> {
  const replacements = new Map<number, number>();
  for (const o of orders) {
    if (o.replacesOrderId === null || !placed(o.id)) continue;
    replacements.set(o.replacesOrderId, Math.max(o.id, replacements.get(o.replacesOrderId) ?? 0));
  }
  return replacements;
}

/** Orders that do not count as placed: cancelled, or still waiting for their payment (first-order offers, ADR 0063). */
export const NOT_PLACED_STATUSES: readonly OrderStatus[] = ["cancelled", "pending_payment"];

export type Transition = { ok: true; to: OrderStatus } | { ok: false; reason: string };

/**
 * placed → preparing → out_for_delivery → delivered; cancelled from pending_payment, placed or preparing; nothing
 * else. A delivered, cancelled or shipped order never moves back.
 */
export function nextOrderStatus(from: OrderStatus, command: OrderCommand): Transition {
  if (command === "cancel") {
    if (from === "pending_payment" || from === "placed" || from === "preparing") return { ok: true, to: "cancelled" };
    return { ok: false, reason: `Une commande ${LABELS[from]} ne peut plus être annulée.` };
  }
  const step = NEXT[command];
  if (from !== step.from) {
    // Moved there or further already: most often a colleague's screen or the command did it first (two staff at once).
    if (from === "cancelled" || FORWARD.indexOf(from) > FORWARD.indexOf(step.from)) {
      return { ok: false, reason: `Cette commande est déjà ${LABELS[from]} : rien n'a été changé.` };
    }
    return { ok: false, reason: `Une commande ${LABELS[from]} ne peut pas passer à l'état « ${LABELS[step.to]} ».` };
  }
  return { ok: true, to: step.to };
}

/** `advance` is the warehouse's "next step" button: the command that follows the current status, if any. */
export function advanceCommand(from: OrderStatus): OrderCommand | null {
  if (from === "placed") return "prepare";
  if (from === "preparing") return "ship";
  if (from === "out_for_delivery") return "deliver";
  return null;
}

/** Orders the customer still waits for (menu.commandesEnCours) as opposed to closed ones. */
export const isOrderInProgress = (status: OrderStatus): boolean =>
  status === "pending_payment" || status === "placed" || status === "preparing" || status === "out_for_delivery";
