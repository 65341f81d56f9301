// Changing an order before its cut-off. A modification is placed as a new order that replaces the original once
// its payment is authorised: until then the original stays whole, so a declined or abandoned payment leaves the
// customer's order exactly as it was. A complement is a separate order delivered with its parent (ADR 0018).
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { conflict, notFound } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { orderModifiedMail } from "../../mail/order-mails.ts";
import type { CardDetails, PaymentProvider } from "../../payment/provider.ts";
import { leaveOrderChange } from "../basket/basket-actions.ts";
import { handOverVouchers } from "../basket/held-benefits.ts";
import { activeComplementBasketOf, changeRefusalText, CUTOFF_PASSED } from "../basket/changed-order.ts";
import { giveBackBenefits, quantitiesOf, restock, unitsBeyond } from "./order-release.ts";
import { replacedOrderReason } from "../loyalty/loyalty-rules.ts";
import { closePhonePayment, isPhonePayment } from "./phone-payment.ts";
import { phoneRefundNote } from "../../domain/order-labels.ts";
import { isComplement, isOrderEditable, ORDER_NOT_FOUND, type OrderRow } from "./order-store.ts";
import { confirmationMailFacts } from "./confirmation-mail.ts";
import { isLockNotAvailable } from "../postgres-errors.ts";

export { CUTOFF_PASSED };

/** Why an order no longer editable is not changed (reopened, or a modification paid): closed, or past its cut-off. */
export const orderNotEditableRefusal = (order: Pick<OrderRow, "status">): string =>
  order.status === "cancelled" || order.status === "delivered" ? "Cette commande est close : elle ne peut plus être modifiée." : CUTOFF_PASSED;

/**
 * The order a modification or complement basket changes, locked: it must be the customer's, still editable, and
 * (for a modification) not already being replaced by another one awaiting payment.
 */
export async function lockOrderToChange(tx: Database, args: { orderId: number; userId: number; mode: "modification" | "complement"; now: Date }): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.id, args.orderId), eq(schema.orders.userId, args.userId)))
    .for("update")
    .limit(1);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  if (!isOrderEditable(order, args.now)) {
    const closed = order.status === "cancelled" || order.status === "delivered";
    // A complement's shopper is told her items stay in the basket once she leaves it (ADR 0078).
    if (args.mode === "complement") throw conflict(changeRefusalText(closed ? "closed" : "cutoff", "complement"));
    throw conflict(orderNotEditableRefusal(order));
  }
  if (isComplement(order)) throw conflict(complementChangeRefusal(order.parentOrderId!));
  if (args.mode === "modification") {
    const [pending] = await tx
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(and(eq(schema.orders.replacesOrderId, order.id), eq(schema.orders.status, "pending_payment")))
      .limit(1);
    if (pending) throw conflict(`Une modification de cette commande (n° ${pending.id}) attend déjà son paiement.`);
  }
  return order;
}

/** Why a complement is not changed itself (ADR 0069): it is the order it rides with that is modified or completed. */
export const complementChangeRefusal = (parentId: number): string =>
  `Cette commande est un complément livré avec la commande n° ${parentId} : pour modifier ou compléter votre livraison, passez par la commande n° ${parentId}.`;

/** Units a modification must take from stock: only those beyond what the original already holds. */
export async function unitsToTake(tx: Database, lines: { id: number; quantity: number }[], original: OrderRow | null, mode: string): Promise<Map<number, number>> {
  const wanted = new Map<number, number>();
  for (const line of lines) wanted.set(line.id, (wanted.get(line.id) ?? 0) + line.quantity);
  if (!original || mode !== "modification") return wanted;
  return unitsBeyond(wanted, await quantitiesOf(tx, original.id));
}

export type ReplacementOutcome = { replaced: OrderRow; voidProviderRef: string | null } | { refused: string };

/**
 * Releases an authorisation that will not be captured, after the commit. A provider that fails to release it must
 * not undo what was committed: the failure goes into the order's history for the shop to release it by hand.
 */
export async function releaseAuthorisation(db: Database, provider: PaymentProvider | undefined, providerRef: string, orderId: number, now: Date): Promise<void> {
  if (!provider) return;
  try {
    await provider.cancel(providerRef);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const [order] = await db.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, orderId)).limit(1);
    await db.insert(schema.orderEvents).values({ orderId, status: order?.status ?? "cancelled", note: `Autorisation de paiement à libérer à la main (${reason})`, createdAt: now });
  }
}

/**
 * The modification's payment is authorised (or, by phone, accepted): the original order is cancelled as
 * "replaced", the stock it held beyond the modification goes back, its slot place passes to the modification,
 * the vouchers the modification kept pass to it and the rest of its benefits come back, its complements and the
 * complement baskets still being filled for it pass to the modification, and its authorisation is to be voided.
 * If the warehouse started the original meanwhile, the modification is refused instead.
 */
export async function completeReplacement(tx: Database, replacement: OrderRow, now: Date, publicUrl: string, card?: CardDetails): Promise<ReplacementOutcome> {
  if (replacement.replacesOrderId === null) throw new Error(`order ${replacement.id} replaces nothing`);
  const followingBasket = await lockComplementBasket(tx, replacement.userId, replacement.replacesOrderId);
  const [original] = await tx.select().from(schema.orders).where(eq(schema.orders.id, replacement.replacesOrderId)).for("update").limit(1);
  if (!original || (original.status !== "placed" && original.status !== "pending_payment")) {
    return { refused: "La commande d'origine est déjà en préparation : la modification est annulée et votre paiement libéré." };
  }
  await restock(tx, original.perimeterId, unitsBeyond(await quantitiesOf(tx, original.id), await quantitiesOf(tx, replacement.id)), now);
  // The place in the slot moves with the delivery: no release and re-booking that another shopper could slip into.
  await tx
    .update(schema.slotBookings)
    .set({ orderId: replacement.id })
    .where(and(eq(schema.slotBookings.orderId, original.id), eq(schema.slotBookings.kind, "order"), isNull(schema.slotBookings.releasedAt)));
  // The vouchers the modification kept pass to it; the original's balances come back (the modification spent its
  // own, counting them as available), with its other vouchers.
  await handOverVouchers(tx, original, replacement, now);
  await giveBackBenefits(tx, original, now, replacedOrderReason(original.id, replacement.id));
  await tx.update(schema.orders).set({ status: "cancelled", cancelledAt: now, updatedAt: now }).where(eq(schema.orders.id, original.id));
  await tx.insert(schema.orderEvents).values([
    { orderId: original.id, status: "cancelled", note: `Remplacée par la commande n° ${replacement.id} (modification)`, createdAt: now },
    { orderId: replacement.id, status: replacement.status, note: `Modification de la commande n° ${original.id}`, createdAt: now },
  ]);
  const complementIds = await moveComplementsToReplacement(tx, original.id, replacement.id, now);
  await moveComplementBasketToReplacement(tx, followingBasket, replacement, now);
  // Taken by phone already: the original's money goes back on the customer's card (ADR 0055), not held any longer.
  const phoneRefundCents = await closePhonePayment(tx, original, now);
  if (phoneRefundCents > 0) await tx.insert(schema.orderEvents).values({ orderId: original.id, status: "cancelled", note: phoneRefundNote(phoneRefundCents), createdAt: now });
  const [payment] = await tx
    .update(schema.payments)
    .set({ status: "cancelled", updatedAt: now })
    .where(and(eq(schema.payments.orderId, original.id), inArray(schema.payments.status, ["authorised", "pending", "requires_action"])))
    .returning({ providerRef: schema.payments.providerRef, provider: schema.payments.provider });
  // A new contract: recapped in full, as the first confirmation was (ADR 0069).
  const facts = await confirmationMailFacts(tx, replacement, publicUrl, card);
  if (facts) await enqueueJob(tx, MAIL_JOB, orderModifiedMail({ ...facts, replacedOrderId: original.id, complementIds, complementBasketFollows: followingBasket !== null }), now);
  return { replaced: original, voidProviderRef: payment && !isPhonePayment(payment) ? payment.providerRef : null };
}

/**
 * The complements of a replaced order now ride with its replacement (ADR 0069), in the replacement's transaction: the
 * warehouse prepares, ships and delivers them with it, and their pages name it. Those cancelled stay where they were;
 * a complement's own complements follow it, so they need no move. Returns the complements moved.
 */
async function moveComplementsToReplacement(tx: Database, originalId: number, replacementId: number, now: Date): Promise<number[]> {
  const moved = await tx
    .update(schema.orders)
    .set({ parentOrderId: replacementId, updatedAt: now })
    .where(and(eq(schema.orders.parentOrderId, originalId), ne(schema.orders.status, "cancelled")))
    .returning({ id: schema.orders.id, status: schema.orders.status });
  if (moved.length === 0) return [];
  await tx
    .insert(schema.orderEvents)
    .values(moved.map((c) => ({ orderId: c.id, status: c.status, note: `Livrée avec la commande n° ${replacementId}, qui remplace la commande n° ${originalId}`, createdAt: now })));
  return moved.map((c) => c.id).sort((a, b) => a - b);
}

/**
 * The customer's complement basket still being filled for this order (ADR 0078), locked. Taken before the order
 * itself, in the order a complement's checkout takes them (its basket, then the order it completes): a complement paid
 * at this very moment is then either placed first, and moves with the complements, or waits and finds its basket
 * completing the replacement; never a deadlock, never a complement left on a cancelled order. A complement basket set
 * aside (« Mes paniers abandonnés ») is left: taken back, it is an ordinary basket.
 */
export async function lockComplementBasket(tx: Database, userId: number, orderId: number): Promise<number | null> {
  const [row] = await tx.select({ id: schema.baskets.id }).from(schema.baskets).where(activeComplementBasketOf(userId, orderId)).for("update");
  return row?.id ?? null;
}

/** The move waits for nobody once it holds the order: this basket is held by a transaction waiting for the order. */
const MOVE_WHILE_COMPLEMENT_PAID = (orderId: number) =>
  `Le client de la commande n°\u00A0${orderId} paie un complément en ce moment : relancez la commande dans quelques secondes.`;

/**
 * The order moved on (prepared, shipped, delivered, cancelled) in this transaction: the customer's complement basket
 * still being filled for it is handed back as an ordinary basket with the same lines, as « Abandonner le complément »
 * leaves it (ADR 0083). The caller locked that basket before the order (lockComplementBasket), as a complement's
 * checkout locks them. One that became a complement of the order in between (a reopening or a declined complement
 * payment that read the order just before it was locked, and locks it shared) is read again here and taken without
 * waiting: a checkout holding it waits for the order, so waiting for it would deadlock; the move is then refused, to
 * be run again. Returns whether a basket was handed back.
 */
export async function handBackComplementBasket(tx: Database, userId: number, orderId: number, now: Date): Promise<boolean> {
  let row: { id: number } | undefined;
  try {
    [row] = await tx.select({ id: schema.baskets.id }).from(schema.baskets).where(activeComplementBasketOf(userId, orderId)).for("update", { noWait: true });
  } catch (error) {
    if (isLockNotAvailable(error)) throw conflict(MOVE_WHILE_COMPLEMENT_PAID(orderId));
    throw error;
  }
  if (!row) return false;
  await leaveOrderChange(tx, row.id, now);
  return true;
}

/**
 * A complement basket still being filled completes the replacement from now on (ADR 0078): paid, it rides in the
 * replacement's delivery and slot, without fee, until the same cut-off. It goes where the replacement goes, whose
 * address the modification may have changed; everything else the shopper chose in it stays.
 */
async function moveComplementBasketToReplacement(tx: Database, basketId: number | null, replacement: OrderRow, now: Date): Promise<void> {
  if (basketId === null) return;
  const [placedFrom] = await tx
    .select({ deliveryAddressId: schema.baskets.deliveryAddressId, billingAddressId: schema.baskets.billingAddressId })
    .from(schema.baskets)
    .where(eq(schema.baskets.id, replacement.basketId))
    .limit(1);
  await tx
    .update(schema.baskets)
    .set({
      orderId: replacement.id,
      ...(placedFrom?.deliveryAddressId ? { deliveryAddressId: placedFrom.deliveryAddressId } : {}),
      ...(placedFrom?.billingAddressId ? { billingAddressId: placedFrom.billingAddressId } : {}),
      updatedAt: now,
    })
    .where(eq(schema.baskets.id, basketId));
}
