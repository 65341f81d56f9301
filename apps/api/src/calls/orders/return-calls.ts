// noterAppelImpaye: an adviser's call about a returned SEPA debit still due, recorded on the order (ADR 0136). Staff
// only: the calls live in order_staff_notes, which no customer-facing reader (getCommande, the order's history, the
// mails) touches; the unpaid list shows how many and the latest.
import { asc, count, desc, eq, inArray } from "drizzle-orm";
import { frenchLongDate, frenchTime, noterAppelImpaye, type ReturnCallOutcome } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { AppError, conflict } from "../../http/app-error.ts";
import { staffOf } from "../../http/auth.ts";
import { implement } from "../../http/call-registry.ts";
import { returnCallNoteText, returnCallRefusal } from "../../domain/return-call.ts";
import { staffSignature } from "../session/staff-signature.ts";
import { lockReturnedPayment } from "./sepa-returns.ts";

const { orderStaffNotes } = schema;

type CallRow = typeof orderStaffNotes.$inferSelect;

/** A call as the screen and the call's answer give it. */
export const returnCallOut = (call: CallRow) => ({
  le: call.createdAt.toISOString(),
  par: call.staffName,
  issue: call.outcome as ReturnCallOutcome,
  paiement_promis_le: call.promisedOn,
  note: call.note,
});

/**
 * Records a call on an order whose returned debit is still due. The order is locked as a payment recorded at the
 * terminal locks it, so a call noted while another adviser records the payment waits, then is refused: the amount is
 * no longer due and the order has left the list. Refused without a change: an unknown order (404), one with no
 * returned debit (422), one paid since (409), a day or a note the rules refuse (422, on its field).
 */
export async function recordReturnCall(
  db: Database,
  args: { orderId: number; outcome: ReturnCallOutcome; promisedOn: string | null; note: string; staffUserId: number; staffName: string; now: Date },
): Promise<{ call: CallRow; calls: number }> {
  const note = returnCallNoteText(args.note);
  const refusal = returnCallRefusal({ outcome: args.outcome, promisedOn: args.promisedOn, note }, args.now);
  if (refusal) throw new AppError("UNPROCESSABLE", refusal.message, { fieldErrors: { [refusal.field]: [refusal.message] } });
  return db.transaction(async (tx) => {
    const { order, payment } = await lockReturnedPayment(tx, args.orderId, "captured", "n'a aucun prélèvement impayé");
    if (payment.returnPaidAt) {
      throw conflict(
        `Le montant dû de la commande n°\u00A0${order.id} est réglé depuis le ${frenchLongDate(payment.returnPaidAt)} à ${frenchTime(payment.returnPaidAt)} : appel non noté.`,
      );
    }
    const [call] = await tx
      .insert(orderStaffNotes)
      .values({ orderId: order.id, outcome: args.outcome, promisedOn: args.promisedOn, note, staffUserId: args.staffUserId, staffName: args.staffName, createdAt: args.now })
      .returning();
    const [total] = await tx.select({ n: count() }).from(orderStaffNotes).where(eq(orderStaffNotes.orderId, order.id));
    return { call: call!, calls: total?.n ?? 1 };
  });
}

/** Each order's calls: how many, and the latest (of two at the same instant, the one recorded last). */
export async function returnCallsOf(db: Database, orderIds: readonly number[]): Promise<Map<number, { calls: number; last: CallRow }>> {
  if (orderIds.length === 0) return new Map();
  const [latest, counts] = await Promise.all([
    db
      .selectDistinctOn([orderStaffNotes.orderId])
      .from(orderStaffNotes)
      .where(inArray(orderStaffNotes.orderId, [...orderIds]))
      .orderBy(asc(orderStaffNotes.orderId), desc(orderStaffNotes.createdAt), desc(orderStaffNotes.id)),
    db
      .select({ orderId: orderStaffNotes.orderId, n: count() })
      .from(orderStaffNotes)
      .where(inArray(orderStaffNotes.orderId, [...orderIds]))
      .groupBy(orderStaffNotes.orderId),
  ]);
  const countOf = new Map(counts.map((row) => [row.orderId, row.n]));
  return new Map(latest.map((call) => [call.orderId, { calls: countOf.get(call.orderId) ?? 1, last: call }]));
}

export const noterAppelImpayeCall = implement(noterAppelImpaye, async ({ db, input, principal, now }) => {
  const staff = staffOf(principal);
  const { call, calls } = await recordReturnCall(db, {
    orderId: input.id_commande,
    outcome: input.issue,
    promisedOn: input.paiement_promis_le ?? null,
    note: input.note ?? "",
    staffUserId: staff.userId,
    staffName: await staffSignature(db, staff),
    now: now(),
  });
  return { message: `Commande n°\u00A0${call.orderId} : appel noté (${calls === 1 ? "1 appel" : `${calls} appels`}).`, appel: returnCallOut(call), appels: calls };
});
