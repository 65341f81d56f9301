// Marking done the refund an adviser owed on a cancelled phone order (ADR 0062): who, when and the terminal's
// reference, once; the customer's order page then reads « remboursé le … ».
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { frenchLongDate, frenchTime } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { notFound, unprocessable } from "../../http/app-error.ts";
import { euroAmountText } from "../../domain/order-labels.ts";
import { PHONE_PROVIDER, phoneRefundDoneNote, phoneRefundOwedCents } from "./phone-payment.ts";

export type PhoneRefundDone = {
  orderId: number;
  cents: number;
  doneAt: Date;
  doneBy: string;
  reference: string;
  /** False when the refund had already been marked done: nothing was changed, the first record is returned. */
  marked: boolean;
};

/**
 * Records that the refund of a cancelled phone order was made. Idempotent: a second run (the same adviser twice, or
 * two at once) changes nothing and answers the first record, so the customer's history gets one step. Refuses an
 * unknown order and an order that owes no phone refund, changing nothing.
 */
export async function markPhoneRefundDone(
  db: Database,
  args: { orderId: number; agent: string; reference: string; now: Date; staffUserId?: number | undefined },
): Promise<PhoneRefundDone> {
  const agent = args.agent.trim();
  const reference = args.reference.trim();
  if (!agent) throw unprocessable("Indiquez qui a fait le remboursement (--agent nom).");
  if (!reference) throw unprocessable("Indiquez la référence du remboursement donnée par le terminal (--reference).");
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, args.orderId)).for("update");
    if (!order) throw notFound(`La commande n°\u00A0${args.orderId} n'existe pas.`);
    const [payment] = await tx
      .select()
      .from(schema.payments)
      .where(
        and(
          eq(schema.payments.orderId, order.id),
          eq(schema.payments.provider, PHONE_PROVIDER),
          eq(schema.payments.status, "refunded"),
        ),
      )
      .limit(1);
    const cents = payment ? phoneRefundOwedCents(payment, order) : 0;
    if (!payment || cents <= 0)
      throw unprocessable(`La commande n°\u00A0${order.id} ne doit aucun remboursement par téléphone : rien n'a été changé.`);
    if (payment.refundDoneAt) {
      return {
        orderId: order.id,
        cents,
        doneAt: payment.refundDoneAt,
        doneBy: payment.refundDoneBy ?? "",
        reference: payment.refundReference ?? "",
        marked: false,
      };
    }
    // The order's row is locked above, so of two advisers the second reads the first one's record.
    await tx
      .update(schema.payments)
      .set({ refundDoneAt: args.now, refundDoneBy: agent, refundReference: reference, updatedAt: args.now })
      .where(and(eq(schema.payments.id, payment.id), isNull(schema.payments.refundDoneAt)));
    await tx
      .insert(schema.orderEvents)
      .values({ orderId: order.id, status: order.status, note: phoneRefundDoneNote(cents), staffUserId: args.staffUserId ?? null, createdAt: args.now });
    return { orderId: order.id, cents, doneAt: args.now, doneBy: agent, reference, marked: true };
  });
}

/** What the command prints: the refund recorded, or the one already recorded when it was marked before. */
export function phoneRefundReport(r: PhoneRefundDone): string {
  const when = `le ${frenchLongDate(r.doneAt)} à ${frenchTime(r.doneAt)}`;
  return r.marked
    ? `Commande n°\u00A0${r.orderId} : remboursement de ${euroAmountText(r.cents)} par téléphone noté effectué ${when} par ${r.doneBy} (référence ${r.reference}). Le client le lit sur la page de sa commande.`
    : `Commande n°\u00A0${r.orderId} : remboursement de ${euroAmountText(r.cents)} déjà noté effectué ${when} par ${r.doneBy} (référence ${r.reference}) : rien n'a été changé.`;
}

export type PhoneRefundOwed = { orderId: number; address: Record<string, unknown>; cents: number; cancelledAt: Date };

/**
 * The refunds advisers still owe at the terminal: cancelled orders whose phone payment took money and was closed
 * `refunded`, not yet marked done, oldest cancellation first (the warehouse screen, ADR 0094 amendment 3).
 */
export async function phoneRefundsOwed(db: Database, limit: number): Promise<PhoneRefundOwed[]> {
  const rows = await db
    .select({ order: schema.orders, payment: schema.payments })
    .from(schema.payments)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
    .where(
      and(
        eq(schema.payments.provider, PHONE_PROVIDER),
        eq(schema.payments.status, "refunded"),
        isNull(schema.payments.refundDoneAt),
        // What phoneRefundOwedCents owes, in SQL: a phone order closed with nothing taken owes nothing and is never
        // marked done, so it must not take a place in the list for ever.
        sql`coalesce(${schema.payments.capturedCents}, ${schema.orders.totalCents}) > 0`,
      ),
    )
    .orderBy(asc(schema.payments.updatedAt), asc(schema.orders.id))
    .limit(limit);
  return rows.map(({ order, payment }) => ({ orderId: order.id, address: order.deliveryAddress, cents: phoneRefundOwedCents(payment, order), cancelledAt: payment.updatedAt }));
}
