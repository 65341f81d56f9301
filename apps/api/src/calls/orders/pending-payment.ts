// A card payment the shopper left unfinished (closed the provider's page, came back with the browser's back
// button): the way back to that same payment, or giving it up at once instead of waiting for the sweep.
import { and, desc, eq, inArray } from "drizzle-orm";
import { abandonPaiement } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import type { PaymentProvider } from "../../payment/provider.ts";
import { requireCustomer } from "./card-calls.ts";
import { hasProviderSession, paymentActionPath } from "./checkout.ts";
import { releaseAuthorisation } from "./order-changes.ts";
import { loadOwnedOrder, type OrderRow } from "./order-store.ts";
import { applyPaymentOutcome } from "./payment-outcome.ts";

export const ABANDONED_BY_SHOPPER = "Paiement abandonné : la commande est annulée, votre panier vous attend.";
export const NOT_AWAITING_PAYMENT = "Cette commande n'attend plus de paiement.";

/** Where the provider takes a payment that needs the shopper (checkout's own redirect for a replayed checkout). */
const actionPathOf = (providerRef: string): string | null => (hasProviderSession(providerRef) ? paymentActionPath(providerRef) : null);

/** The unfinished card payment of an order still waiting for it, if any. */
async function livePaymentOf(db: Database, order: OrderRow) {
  if (order.status !== "pending_payment" || order.paymentMethod !== "card") return null;
  const [payment] = await db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, order.id), inArray(schema.payments.status, ["pending", "requires_action"])))
    .orderBy(desc(schema.payments.id))
    .limit(1);
  return payment ?? null;
}

/**
 * What the order page offers for an order waiting for its card payment: the provider's page of that very payment
 * (the same session, so finishing it can never charge twice), or null when nothing is waiting.
 */
export async function unfinishedCardPayment(db: Database, order: OrderRow): Promise<{ lien: string | null } | null> {
  const payment = await livePaymentOf(db, order);
  return payment ? { lien: actionPathOf(payment.providerRef) } : null;
}

/**
 * Gives up the order's unfinished card payment now, as a decline would: the order is cancelled, its stock and
 * benefits come back and the basket is active again with its slot. The payment is settled in the database first
 * (a conditional update: a payment the provider authorised meanwhile is refused here, and its order stands), then
 * the provider's session is voided, so a late "authorised" cannot leave money held for a cancelled order.
 */
export async function abandonUnfinishedPayment(deps: { db: Database; provider: PaymentProvider; now: Date; publicUrl: string }, userId: number, orderId: number): Promise<void> {
  const order = await loadOwnedOrder(deps.db, userId, orderId);
  const payment = await livePaymentOf(deps.db, order);
  if (!payment) throw conflict(NOT_AWAITING_PAYMENT);
  try {
    await applyPaymentOutcome(deps.db, {
      provider: payment.provider,
      providerRef: payment.providerRef,
      outcome: { kind: "abandoned", reason: ABANDONED_BY_SHOPPER },
      now: deps.now,
      publicUrl: deps.publicUrl,
    });
  } catch (error) {
    // Settled meanwhile (authorised, declined, swept): that outcome stands.
    if (error instanceof AppError && error.kind === "CONFLICT") throw conflict(NOT_AWAITING_PAYMENT);
    throw error;
  }
  if (actionPathOf(payment.providerRef)) await releaseAuthorisation(deps.db, deps.provider, payment.providerRef, order.id, deps.now);
}

/** The customer's latest order still waiting for its card payment, if any. */
export async function pendingCardOrderId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, userId), eq(schema.orders.status, "pending_payment"), eq(schema.orders.paymentMethod, "card")))
    .orderBy(desc(schema.orders.id))
    .limit(1);
  return row?.id ?? null;
}

export const pendingOrderMessage = (orderId: number): string =>
  `Votre panier est devenu la commande n° ${orderId}, qui attend son paiement : finalisez-le ou abandonnez-le depuis la page de la commande (Mes commandes en cours).`;

export const abandonPaiementCall = implement(abandonPaiement, async ({ db, principal, input, config, now }) => {
  const userId = requireCustomer(principal);
  await abandonUnfinishedPayment({ db, provider: config.payments.provider, now: now(), publicUrl: config.publicUrl }, userId, input.id_commande);
  return { message: ABANDONED_BY_SHOPPER, id_commande: input.id_commande };
});
