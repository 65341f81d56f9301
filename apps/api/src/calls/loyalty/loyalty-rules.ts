// How the loyalty ledger and the vouchers read to a customer: a movement's label, a voucher's state, page counts.
import type { VoucherStatus } from "@cabas/contracts";

type LedgerKind = "eurofid" | "cagnotte" | "joker";

// The reasons the ledger stores for an order, each naming it « commande n° … » as the rest of the shop does (rows
// written before ADR 0119 were rewritten by migration 0052). An ordinary space after « n° »: typeset where shown.

/** What a delivery's loyalty credit says in the ledger: « Commande n° 10000002 livrée ». */
export const deliveredOrderReason = (orderId: number): string => `Commande n° ${orderId} livrée`;

/** What an order spends at checkout (euros, prize pot, joker): « Commande n° 10000002 », read by movementLabel. */
export const orderSpendingReason = (orderId: number): string => `Commande n° ${orderId}`;

/** What a cancelled order gives back. */
export const cancelledOrderReason = (orderId: number): string => `Commande n° ${orderId} annulée`;

/** What an order replaced by its modification gives back (the modification spends it again). */
export const replacedOrderReason = (orderId: number, replacementId: number): string =>
  `Commande n° ${orderId} remplacée par la commande n° ${replacementId}`;

/** What an order whose payment did not go through gives back. */
export const unpaidOrderReason = (orderId: number): string => `Paiement de la commande n° ${orderId} non abouti`;

/**
 * Checkout writes « Commande n° N » on what an order spends; said from the customer's side here. Every other reason
 * (a delivery's credit, a cancellation giving back, a game, a gesture from customer service) is already a sentence.
 */
export function movementLabel(m: { kind: LedgerKind; amount: number; reason: string; orderId: number | null }): string {
  if (m.orderId !== null && m.amount < 0 && m.reason.trim() === orderSpendingReason(m.orderId)) {
    if (m.kind === "joker") return `Joker utilisé pour la commande n° ${m.orderId}`;
    return `${m.kind === "eurofid" ? "Euros fidélité utilisés" : "Cagnotte utilisée"} pour la commande n° ${m.orderId}`;
  }
  return m.reason;
}

/** Cents for money kinds, units for jokers: as the contract carries them (euros, jokers). */
export const ledgerAmountOut = (kind: LedgerKind, amount: number): number => (kind === "joker" ? amount : amount / 100);

/** A balance as the basket counts it: what the ledger sums to, never below zero (ADR 0020). */
export const usableBalance = (sum: number): number => Math.max(0, sum);

/**
 * `basketStatus` is that of the basket the voucher sits on: one left on a saved or abandoned basket is not on the
 * basket the customer fills (which shows it unused), so it reads as usable, not « Sur votre panier ».
 */
export function voucherStatus(
  v: { usedAt: Date | null; expiresAt: Date; basketId: number | null; basketStatus?: string | null },
  now: Date,
): VoucherStatus {
  if (v.usedAt) return "utilise";
  if (v.expiresAt <= now) return "expire";
  const setAside = v.basketStatus === "saved" || v.basketStatus === "abandoned";
  return v.basketId !== null && !setAside ? "sur_panier" : "utilisable";
}

const STATUS_ORDER: Record<VoucherStatus, number> = { sur_panier: 0, utilisable: 1, utilise: 2, expire: 3 };

/** Usable first (soonest to expire first), then used and expired (most recent first). */
export function voucherOrder<T extends { status: VoucherStatus; expiresAt: Date; usedAt: Date | null; id: number }>(a: T, b: T): number {
  const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (byStatus !== 0) return byStatus;
  if (a.status === "utilisable" || a.status === "sur_panier") return a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id;
  const at = (v: T) => (v.usedAt ?? v.expiresAt).getTime();
  return at(b) - at(a) || b.id - a.id;
}

export { pageCount } from "../../domain/page-count.ts";
