// When a thank-you gift can be added to an order: the customer's own main order, paid and before its cut-off, with
// enough goods for that gift, while some are left. Pure functions (ADR 0029).
import { formatEuros } from "./calendar-rules.ts";

export type GiftOrderFacts = { status: string; cutoffAt: Date; parentOrderId: number | null; goodsCents: number };
export type GiftFacts = { minOrderCents: number; stock: number; given: number; startsAt: Date; endsAt: Date };

export const GIFT_CUTOFF_PASSED = "La date limite de cette commande est passée : son cadeau ne peut plus être choisi ni changé.";

/** A paid order, not a complement, before its cut-off: its gift may be chosen, changed or given up. */
export const isGiftOrderOpen = (order: GiftOrderFacts, now: Date): boolean => order.status === "placed" && order.parentOrderId === null && now < order.cutoffAt;

export const isGiftOffered = (gift: Pick<GiftFacts, "startsAt" | "endsAt">, now: Date): boolean => gift.startsAt <= now && now < gift.endsAt;

export const isGiftLeft = (gift: Pick<GiftFacts, "stock" | "given">): boolean => gift.given < gift.stock;

/** Why this gift cannot go with this order's goods, or null. */
export function giftMinimumRefusal(order: Pick<GiftOrderFacts, "goodsCents">, gift: Pick<GiftFacts, "minOrderCents">): string | null {
  if (order.goodsCents >= gift.minOrderCents) return null;
  return `Ce cadeau est offert dès ${formatEuros(gift.minOrderCents / 100)} d'achats.`;
}
