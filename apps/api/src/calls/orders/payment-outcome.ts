// Applies a payment's outcome to its order, exactly once: authorised → the order is placed (and the card saved if
// the shopper asked); declined or abandoned → the order is cancelled and everything it took is given back.
import { and, eq, inArray, isNull } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { conflict } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { orderConfirmationMail } from "../../mail/order-mails.ts";
import type { CardDetails, PaymentProvider } from "../../payment/provider.ts";
import { completeReplacement, releaseAuthorisation } from "./order-changes.ts";
import { releaseOrderResources } from "./order-release.ts";
import { unpaidOrderReason } from "../loyalty/loyalty-rules.ts";
import { bringHeldVouchers } from "../basket/held-benefits.ts";
import { returnOrderBookingToBasket } from "../slots/slot-booking.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import type { OrderRow } from "./order-store.ts";
import { leaveOrderChange } from "../basket/basket-actions.ts";
import { complementRefusedText, takesComplements } from "../../domain/complement-hand-back.ts";
import type { OrderStatus } from "../../domain/order-status.ts";
import { confirmationMailFacts } from "./confirmation-mail.ts";

/** The recap e-mail of a placed order (ADR 0057); `card`: the card the provider just described, if any. */
export async function queueConfirmationMail(tx: Database, order: OrderRow, publicUrl: string, now: Date, card?: CardDetails): Promise<void> {
  const facts = await confirmationMailFacts(tx, order, publicUrl, card);
  if (!facts) return;
  await enqueueJob(tx, MAIL_JOB, orderConfirmationMail(facts), now);
}

/** A card the shopper asked to keep: stored as the provider's token, once per customer. */
export async function saveCard(tx: Database, userId: number, provider: string, card: CardDetails, now: Date): Promise<void> {
  const [existing] = await tx
    .select({ id: schema.paymentCards.id })
    .from(schema.paymentCards)
    .where(and(eq(schema.paymentCards.userId, userId), isNull(schema.paymentCards.deletedAt)))
    .limit(1);
  await tx
    .insert(schema.paymentCards)
    .values({ userId, provider, providerToken: card.token, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, label: `${card.brand.toUpperCase()} ${card.last4}`, isDefault: !existing, createdAt: now })
    .onConflictDoNothing();
}

/** What became of a payment; `abandoned`: the shopper gave it up themselves (declined and abandoned both cancel the order). */
export type Outcome = { kind: "authorised"; card?: CardDetails | undefined } | { kind: "declined"; reason: string } | { kind: "abandoned"; reason: string };

/** The payment's status for an outcome: an abandoned payment is recorded as cancelled, the bank never declined it. */
const PAYMENT_STATUS = { authorised: "authorised", declined: "declined", abandoned: "cancelled" } as const satisfies Record<Outcome["kind"], schema.PaymentStatus>;

/**
 * Moves the payment from pending/requires_action to its outcome with a conditional update: a replayed or late
 * callback finds nothing to move and is refused, so an order is never placed or released twice.
 */
export async function applyPaymentOutcome(
  db: Database,
  args: { provider: string; providerRef: string; outcome: Outcome; now: Date; publicUrl: string; payments?: PaymentProvider },
): Promise<{ orderId: number; status: string }> {
  const { now } = args;
  // Authorisations that will not be captured (a replaced order's, a refused modification's): voided after the commit.
  const toVoid: { ref: string; orderId: number }[] = [];
  const result = await db.transaction(async (tx) => {
    const [payment] = await tx
      .update(schema.payments)
      .set({
        status: PAYMENT_STATUS[args.outcome.kind],
        failureReason: args.outcome.kind === "authorised" ? null : args.outcome.reason,
        updatedAt: now,
      })
      .where(and(eq(schema.payments.provider, args.provider), eq(schema.payments.providerRef, args.providerRef), inArray(schema.payments.status, ["pending", "requires_action"])))
      .returning();
    if (!payment) throw conflict("Ce paiement est déjà traité ou inconnu : notification ignorée.");
    // A complement's parent order first, shared, then the complement: the order a complement rides with is locked
    // before it everywhere (a modification re-parents the complements under its original's lock, the warehouse moves
    // them after moving the order), so the warehouse moving it now either waits for this payment or has moved it.
    let parent = await lockParentOrder(tx, payment.orderId);
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, payment.orderId)).for("update").limit(1);
    if (!order) throw conflict("Commande du paiement introuvable.");
    // Re-parented while this waited (its order replaced by a paid modification, ADR 0069): that one is committed.
    if (order.parentOrderId !== (parent?.id ?? null)) parent = order.parentOrderId === null ? null : await lockOrderShared(tx, order.parentOrderId);
    // A complement whose order the warehouse started, or that closed, while its payment was asked (ADR 0083).
    const orderMovedOn = parent !== null && !takesComplements(parent.status) ? parent : null;
    const refuse = async (reason: string) => {
      await tx.update(schema.payments).set({ status: "cancelled", failureReason: reason, updatedAt: now }).where(eq(schema.payments.id, payment.id));
      toVoid.push({ ref: payment.providerRef, orderId: order.id });
      await cancelUnpaidOrder(tx, order, reason, now, { handBackComplement: orderMovedOn !== null });
      return { orderId: order.id, status: "cancelled" };
    };
    if (args.outcome.kind === "authorised") {
      if (order.status !== "pending_payment") throw conflict("La commande n'attend plus de paiement.");
      // Nothing joins it now: the complement is refused, its money released, its items back in an ordinary basket.
      if (orderMovedOn) return refuse(complementRefusedText(orderMovedOn.id, orderMovedOn.status));
      if (order.replacesOrderId !== null) {
        const replacement = await completeReplacement(tx, { ...order, status: "placed" }, now, args.publicUrl, args.outcome.card);
        if ("refused" in replacement) return refuse(replacement.refused);
        if (replacement.voidProviderRef) toVoid.push({ ref: replacement.voidProviderRef, orderId: replacement.replaced.id });
      }
      await tx.update(schema.orders).set({ status: "placed", updatedAt: now }).where(eq(schema.orders.id, order.id));
      await tx.insert(schema.orderEvents).values({ orderId: order.id, status: "placed", note: "Paiement autorisé", createdAt: now });
      if (args.outcome.card) await saveCard(tx, order.userId, args.provider, args.outcome.card, now);
      // A modification's customer got the "modified" e-mail instead.
      if (order.replacesOrderId === null) await queueConfirmationMail(tx, order, args.publicUrl, now, args.outcome.card);
      return { orderId: order.id, status: "placed" };
    }
    await cancelUnpaidOrder(tx, order, args.outcome.reason, now, { handBackComplement: orderMovedOn !== null });
    return { orderId: order.id, status: "cancelled" };
  });
  // A declined payment gave stock back.
  if (result.status === "cancelled") invalidateCatalogueCache(db);
  for (const { ref, orderId } of toVoid) await releaseAuthorisation(db, args.payments, ref, orderId, now);
  return result;
}

/** The order a complement rides with, locked shared; null for any other order. Read first, then locked. */
async function lockParentOrder(tx: Database, orderId: number): Promise<{ id: number; status: OrderStatus } | null> {
  const [row] = await tx.select({ parentOrderId: schema.orders.parentOrderId }).from(schema.orders).where(eq(schema.orders.id, orderId)).limit(1);
  return row?.parentOrderId ? lockOrderShared(tx, row.parentOrderId) : null;
}

async function lockOrderShared(tx: Database, orderId: number): Promise<{ id: number; status: OrderStatus } | null> {
  const [row] = await tx.select({ id: schema.orders.id, status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, orderId)).for("share");
  return row ?? null;
}

/**
 * A payment that failed: the order goes, its stock and benefits come back, and the basket is active again. The
 * basket keeps its slot: the order's place becomes its hold again, until the hold it had at checkout would have
 * ended (so retrying the payment does not find "créneau plus réservé"); past that, or when the basket does not
 * come back, the place is released for others. `handBackComplement`: a complement whose order no longer takes one
 * (ADR 0083): its basket comes back as an ordinary one, its lines kept, as « Abandonner le complément » leaves it.
 */
export async function cancelUnpaidOrder(tx: Database, order: OrderRow, reason: string, now: Date, options: { handBackComplement?: boolean } = {}): Promise<void> {
  if (order.status !== "pending_payment") return;
  // The shopper finds the same basket to try again, unless they already started another one.
  const [active] = await tx
    .select({ id: schema.baskets.id })
    .from(schema.baskets)
    .where(and(eq(schema.baskets.userId, order.userId), eq(schema.baskets.status, "active")))
    .limit(1);
  // A modification's or complement's basket points again at the order it changes (its slot, its benefits).
  const changes = order.replacesOrderId ?? order.parentOrderId;
  // Before the resources are released, so the place is handed back rather than freed and taken again.
  if (!active && changes === null) {
    await returnOrderBookingToBasket(tx, { orderId: order.id, basketId: order.basketId, heldSince: order.placedAt, now });
  }
  await releaseOrderResources(tx, order, now, unpaidOrderReason(order.id));
  await tx.update(schema.orders).set({ status: "cancelled", cancelledAt: now, updatedAt: now }).where(eq(schema.orders.id, order.id));
  await tx.insert(schema.orderEvents).values({ orderId: order.id, status: "cancelled", note: reason, createdAt: now });
  if (!active) await tx.update(schema.baskets).set({ status: "active", orderId: changes, updatedAt: now }).where(eq(schema.baskets.id, order.basketId));
  if (!active && options.handBackComplement) await leaveOrderChange(tx, order.basketId, now);
  // The modification's basket is back: with every voucher of its order again, the unused ones it left at placement too.
  if (!active && order.replacesOrderId !== null) await bringHeldVouchers(tx, order.replacesOrderId, order.userId, order.basketId);
}

