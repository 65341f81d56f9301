// Orders paid entirely by benefits (ADR 0072): when vouchers, prize pot and loyalty euros leave nothing to authorise,
// the order is placed without a payment means: no provider, card, SEPA mandate or phone call.
import { PAGE_ERRORS } from "@cabas/contracts";
import type { schema } from "@cabas/db";

type OrderPaymentMethod = schema.OrderPaymentMethod;

/** The order's payment method when its benefits cover everything. */
export const BENEFITS_METHOD = "benefits" satisfies OrderPaymentMethod;

/** What the shopper asked to pay with at checkout (`benefits`: the payment page's form for an order that costs nothing). */
export type ChosenMeans = OrderPaymentMethod;

export const NOT_COVERED_BY_BENEFITS = PAGE_ERRORS.avantages;

export type MeansDecision = { ok: true; method: OrderPaymentMethod } | { ok: false; reason: string };

/**
 * The means an order is placed with, decided on the amount to authorise computed in the order's transaction, not on
 * the page the shopper saw: nothing to authorise is paid by its benefits, whatever was chosen (a saved card, a mandate
 * or the phone are then neither asked nor charged); something to authorise needs a real means, so the benefits form
 * sent for a basket that changed since is refused.
 */
export function paymentMethodFor(authorisedCents: number, chosen: ChosenMeans): MeansDecision {
  if (!Number.isInteger(authorisedCents) || authorisedCents < 0) throw new RangeError("the amount to authorise must be a whole number of cents, not negative");
  if (authorisedCents === 0) return { ok: true, method: BENEFITS_METHOD };
  if (chosen === BENEFITS_METHOD) return { ok: false, reason: NOT_COVERED_BY_BENEFITS };
  return { ok: true, method: chosen };
}

/**
 * What paid the order, as its invoice and confirmation name it: its benefits alone when it was placed with nothing to
 * authorise, or weighed and billed 0 (a card's authorisation for the weighed margin released); else the means it was
 * placed with, which holds an authorisation until the weighing.
 */
export const settledMethod = (order: { paymentMethod: OrderPaymentMethod; finalCents: number | null }): OrderPaymentMethod =>
  order.paymentMethod === BENEFITS_METHOD || order.finalCents === 0 ? BENEFITS_METHOD : order.paymentMethod;

/** Whether an order was placed with nothing to authorise, its benefits paying it all (it has no payment row). */
export const isPaidByBenefits = (order: { paymentMethod: string }): boolean => order.paymentMethod === BENEFITS_METHOD;
