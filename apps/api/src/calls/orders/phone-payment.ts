// Phone payments (ADR 0055): an adviser takes the money on the shop's card terminal and records it with
// confirm-payment. The card provider never hears of them: nothing is captured, voided or refunded through it.
import { and, eq, inArray } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { euroAmountText } from "../../domain/order-labels.ts";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import type { OrderRow } from "./order-store.ts";

export const PHONE_PROVIDER = "telephone";

/** A phone payment's reference: the order's, since no provider session exists (rows before ADR 0055: `attente-<id>`). */
export const phonePaymentRef = (orderId: number): string => `${PHONE_PROVIDER}-${orderId}`;

/** Whether a payment row is a phone payment, whatever its reference. */
export const isPhonePayment = (payment: { provider: string }): boolean => payment.provider === PHONE_PROVIDER;

type PaymentRow = typeof schema.payments.$inferSelect;

/**
 * The money staff hold for the order by phone: what confirm-payment recorded (captured), less what the weighing gave
 * back. A payment confirmed before ADR 0055 was marked authorised with no amount: its customer was told the order's
 * total, which is what the adviser took. Nothing while the payment is still awaited.
 */
export function heldByPhoneCents(payment: Pick<PaymentRow, "status" | "capturedCents">, order: Pick<OrderRow, "totalCents">): number {
  return payment.status === "captured" || payment.status === "authorised" ? (payment.capturedCents ?? order.totalCents) : 0;
}

export type PhoneAmountCheck = { ok: true; cents: number } | { ok: false; reason: string };

/**
 * What confirm-payment records as taken by phone: the amount the adviser gives, or the order's total (the amount its
 * customer was told); never more than the order's authorisation, which is all the customer agreed to at checkout.
 * An order its benefits pay entirely on the estimate (a total of 0, only its weighed margin authorised) is confirmed
 * with nothing taken: the adviser takes no money that is not due, and the weighing then bills at most 0 (above it only
 * with --cap, the difference offered), as for an order placed with nothing to authorise (ADR 0072, 0079).
 */
export function phoneAmountTaken(order: Pick<OrderRow, "id" | "totalCents" | "authorisedCents">, givenCents?: number): PhoneAmountCheck {
  if (givenCents === undefined && order.totalCents === 0) return { ok: true, cents: 0 };
  const cents = givenCents ?? order.totalCents;
  if (!Number.isInteger(cents) || cents <= 0) return { ok: false, reason: "Le montant réglé par téléphone doit être positif." };
  if (cents > order.authorisedCents) {
    return {
      ok: false,
      reason: `Le montant réglé par téléphone (${euroAmountText(cents)}) dépasse ce que le client a accepté pour la commande n°\u00A0${order.id} (${euroAmountText(order.authorisedCents)}).`,
    };
  }
  return { ok: true, cents };
}

/**
 * The order will not be delivered (cancelled, or replaced by a modification): its phone payment is closed, and what
 * staff had taken is owed back on the card it came from (returned, for the order's history and the adviser).
 */
export async function closePhonePayment(tx: Database, order: OrderRow, now: Date): Promise<number> {
  const [payment] = await tx
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, order.id), eq(schema.payments.provider, PHONE_PROVIDER), inArray(schema.payments.status, ["pending", "authorised", "captured"])))
    .limit(1);
  if (!payment) return 0;
  const held = heldByPhoneCents(payment, order);
  await tx
    .update(schema.payments)
    .set({ status: held > 0 ? "refunded" : "cancelled", updatedAt: now })
    .where(eq(schema.payments.id, payment.id));
  return held;
}

/** The prize pot's reason for what a weighing gave back of a phone payment. */
export const phoneOverpaymentReason = (orderId: number): string => `Trop-perçu de la commande n° ${orderId} réglée par téléphone (pesée)`;

/**
 * The weighing billed `billedCents` of what was taken by phone: the payment keeps that, and what was taken beyond it
 * goes to the customer's prize pot at once (returned). The pot's row names no order: it is the customer's money now,
 * not a balance the order spent, so cancelling the order later leaves it where it is (the card refund is then the
 * billed amount only).
 */
export async function settlePhonePayment(tx: Database, payment: PaymentRow, order: OrderRow, billedCents: number, now: Date): Promise<number> {
  const overpaid = Math.max(0, heldByPhoneCents(payment, order) - billedCents);
  await tx.update(schema.payments).set({ status: "captured", capturedCents: billedCents, updatedAt: now }).where(eq(schema.payments.id, payment.id));
  if (overpaid > 0) {
    await tx.insert(schema.loyaltyLedger).values({ userId: order.userId, kind: "cagnotte", amount: overpaid, reason: phoneOverpaymentReason(order.id), orderId: null, createdAt: now });
    // The basket shows the prize pot's balance.
    await touchActiveBaskets(tx, order.userId);
  }
  return overpaid;
}

/**
 * What an adviser owes back on the customer's card for a phone payment closed by a cancellation (ADR 0055): the
 * amount it held when it was closed (capturedCents, the order's total for a payment confirmed by older code).
 * Nothing for any other payment: a card's refund goes through its provider, a phone payment never taken owes nothing.
 */
export function phoneRefundOwedCents(payment: Pick<PaymentRow, "provider" | "status" | "capturedCents">, order: Pick<OrderRow, "totalCents">): number {
  return isPhonePayment(payment) && payment.status === "refunded" ? (payment.capturedCents ?? order.totalCents) : 0;
}

/** The customer's step once the adviser refunded the card (ADR 0062). */
export const phoneRefundDoneNote = (cents: number): string => `Remboursement de ${euroAmountText(cents)} effectué sur votre carte`;
