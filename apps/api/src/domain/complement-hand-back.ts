// When a complement can no longer ride with its order, and what the customer reads then (ADR 0083). A complement is a
// separate order delivered with its parent (ADR 0018): once the warehouse has started the parent, or it is closed,
// nothing can join it, and the complement basket still being filled for it is handed back as an ordinary basket.
import { orderStatusLabel, type OrderStatus } from "./order-status.ts";

/** An order in this status still takes a complement: placed, or awaiting its phone payment (the cut-off aside). */
export const takesComplements = (status: OrderStatus): boolean => status === "placed" || status === "pending_payment";

/** Said with a complement basket handed back by itself: its order moved on to `status`. */
export const complementHandedBackText = (orderId: number, status: OrderStatus): string =>
  `La commande n° ${orderId} est ${orderStatusLabel(status)} : les articles que vous y ajoutiez ne peuvent plus être livrés avec elle. Ils restent dans votre panier, pour une nouvelle commande.`;

/** A complement whose payment was authorised after its order moved on: refused, its money released. */
export const complementRefusedText = (orderId: number, status: OrderStatus): string =>
  `${complementHandedBackText(orderId, status)} Le complément est annulé et votre paiement libéré.`;

/** The order's e-mail, when the complement basket being filled for it was handed back with the move. */
export const COMPLEMENT_HANDED_BACK_MAIL =
  "Les articles que vous ajoutiez à cette commande ne pourront pas être livrés avec elle : ils restent dans votre panier, pour une nouvelle commande.";

/**
 * The payment of a complement whose basket is no longer one (left by the customer, or handed back by itself): the
 * basket is an ordinary one now, with a fee, a minimum and a slot to choose, which the customer sees before paying.
 */
export const complementLeftText = (orderId: number): string =>
  `Votre panier ne complète plus la commande n° ${orderId} : les articles ajoutés y restent, pour une nouvelle commande. Vérifiez-le, puis validez à nouveau.`;

/**
 * What staff read when they confirm the phone payment of a complement whose order moved on meanwhile: it can no longer
 * ride with that order, so it is not confirmed, and the command to cancel it (which refunds what was taken) is named.
 */
export const complementConfirmRefusedText = (complementId: number, parentId: number, parentStatus: OrderStatus): string =>
  `La commande n° ${parentId} que complète la commande n° ${complementId} est ${orderStatusLabel(parentStatus)} : ce complément ne peut plus être livré avec elle, ni confirmé. Annulez-le (npm run orders -- cancel ${complementId}).`;
