// Returned SEPA debits (ADR 0129): the provider's signed notification that a captured debit came back is applied
// once: the payment is marked unpaid with its reason, a disputed mandate or one on a closed account is revoked, the
// order's history says it, and the customer is e-mailed what is due and how to pay it, then reminded while it stays due
// (ADR 0130). Customer service lists them. A debit returned after its order was cancelled and refunded owes nothing:
// recorded, and listed for the team to check the refund (ADR 0130).
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import { centsToEuros, frenchLongDate, frenchTime } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { enqueueJob, recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { isErasedEmail } from "../session/account-deletion-rules.ts";
import { sepaReturnMail, sepaReturnReminderMail } from "../../mail/order-mails.ts";
import {
  RETURN_PAID_ONLINE_BY,
  sepaReturnAfterRefundNote,
  sepaReturnNote,
  sepaReturnPaidNote,
  sepaReturnReasonText,
  sepaReturnReminderNote,
  sepaReturnRevocationText,
  sepaReturnRevokesMandate,
  sepaReturnSettlementText,
  type SepaReturnKind,
} from "../../domain/sepa-return.ts";
import { FINAL_RETURN_REMINDER, returnReminderSkip, returnReminderTimes } from "../../domain/sepa-return-reminders.ts";
import type { SandboxProvider } from "../../payment/sandbox-provider.ts";
import type { OrderRow } from "./order-store.ts";

export const RETURN_ALREADY_APPLIED = "Ce prélèvement est déjà traité ou inconnu : notification ignorée.";

type PaymentRow = typeof schema.payments.$inferSelect;

/** What a returned debit leaves due: what was captured (the weighed amount), else what was authorised. */
export const dueCentsOf = (payment: Pick<PaymentRow, "capturedCents" | "amountCents">): number => payment.capturedCents ?? payment.amountCents;

/**
 * Applies a returned debit exactly once: a conditional update moves only a captured (or, its order cancelled, refunded)
 * SEPA payment not yet returned, so a replayed notification (or one for a card, or an unknown reference) finds nothing
 * and changes nothing. A captured one leaves the amount due: mailed, then reminded. A refunded one leaves nothing due:
 * no mail, the team checks the refund (ADR 0130).
 */
export async function applySepaReturn(
  db: Database,
  args: { provider: string; providerRef: string; code: string; kind: SepaReturnKind; now: Date; publicUrl: string },
): Promise<{ orderId: number; status: "returned"; mandat_revoque: boolean; montant_du: boolean }> {
  const { now } = args;
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(schema.payments)
      .set({ returnedAt: now, returnCode: args.code, returnKind: args.kind, updatedAt: now })
      .where(
        and(
          eq(schema.payments.provider, args.provider),
          eq(schema.payments.providerRef, args.providerRef),
          eq(schema.payments.method, "sepa"),
          inArray(schema.payments.status, ["captured", "refunded"]),
          isNull(schema.payments.returnedAt),
        ),
      )
      .returning();
    if (!payment) throw conflict(RETURN_ALREADY_APPLIED);
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, payment.orderId)).limit(1);
    if (!order) throw conflict("Commande du paiement introuvable.");
    const due = dueCentsOf(payment);
    const owed = payment.status === "captured";
    const note = owed ? sepaReturnNote(due, args.code, args.kind) : sepaReturnAfterRefundNote(due, args.code, args.kind);
    await tx.insert(schema.orderEvents).values({ orderId: order.id, status: order.status, note, createdAt: now });
    // A dispute or a closed account: no further debit may be presented on the mandate. Conditional, so a mandate
    // the customer had already revoked keeps her date and no reason of the bank's.
    let revoked: string | null = null;
    if (payment.mandateId !== null && sepaReturnRevokesMandate(args.code)) {
      const [mandate] = await tx
        .update(schema.sepaMandates)
        .set({ revokedAt: now, revokedReason: sepaReturnRevocationText(args.code, args.kind, order.id) })
        .where(and(eq(schema.sepaMandates.id, payment.mandateId), isNull(schema.sepaMandates.revokedAt)))
        .returning({ reference: schema.sepaMandates.reference });
      revoked = mandate?.reference ?? null;
    }
    if (owed) {
      await queueReturnMail(tx, order, { due, code: args.code, kind: args.kind, revoked, publicUrl: args.publicUrl, now });
      await scheduleReturnReminders(tx, payment.id, now);
    }
    return { orderId: order.id, status: "returned", mandat_revoque: revoked !== null, montant_du: owed };
  });
}

async function queueReturnMail(
  tx: Database,
  order: OrderRow,
  f: { due: number; code: string; kind: SepaReturnKind; revoked: string | null; publicUrl: string; now: Date },
): Promise<void> {
  const [user] = await tx.select({ email: schema.users.email, prenom: schema.users.prenom }).from(schema.users).where(eq(schema.users.id, order.userId)).limit(1);
  if (!user) return;
  const mail = sepaReturnMail({
    to: user.email,
    prenom: user.prenom,
    orderId: order.id,
    orderUrl: `${f.publicUrl}/commande/${order.id}`,
    dueCents: f.due,
    kind: f.kind,
    reason: sepaReturnReasonText(f.code),
    settlement: sepaReturnSettlementText(f.due),
    revokedMandate: f.revoked,
  });
  await enqueueJob(tx, MAIL_JOB, mail, f.now);
}

/** The order's returned debit as its page shows it (ADR 0129); null when none came back, or its order was refunded. */
export async function sepaReturnOf(db: Database, orderId: number) {
  const [payment] = await db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, orderId), isNotNull(schema.payments.returnedAt), eq(schema.payments.status, "captured")))
    .orderBy(asc(schema.payments.id))
    .limit(1);
  if (!payment?.returnedAt || !payment.returnCode || !payment.returnKind) return null;
  const due = dueCentsOf(payment);
  return {
    montant_du: centsToEuros(due),
    type: payment.returnKind,
    motif: sepaReturnReasonText(payment.returnCode),
    code: payment.returnCode,
    le: payment.returnedAt.toISOString(),
    reglement: sepaReturnSettlementText(due),
    regle_le: payment.returnPaidAt?.toISOString() ?? null,
    regle_en_ligne: payment.returnPaidAt !== null && payment.returnPaidBy === RETURN_PAID_ONLINE_BY,
  };
}

/** Orders whose SEPA debit came back and is still due, oldest return first: what customer service calls about. */
export async function returnedDebits(db: Database, limit: number) {
  const rows = await db
    .select({ order: schema.orders, payment: schema.payments })
    .from(schema.payments)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
    .where(and(isNotNull(schema.payments.returnedAt), isNull(schema.payments.returnPaidAt), eq(schema.payments.status, "captured")))
    .orderBy(asc(schema.payments.returnedAt), asc(schema.orders.id))
    .limit(limit);
  return rows.map(({ order, payment }) => ({
    orderId: order.id,
    address: order.deliveryAddress,
    cents: dueCentsOf(payment),
    reason: sepaReturnReasonText(payment.returnCode ?? ""),
    kind: payment.returnKind ?? "retour",
    returnedAt: payment.returnedAt ?? payment.updatedAt,
    remindersSent: payment.returnRemindersSent,
    remindedAt: payment.returnRemindedAt,
  }));
}

export type ReturnedDebitPaid = { orderId: number; cents: number; paidAt: Date; paidBy: string; reference: string; marked: boolean };

/**
 * An order locked for a change to its returned debit, with that payment (captured: still due or paid since; refunded:
 * returned after the refund). An unknown order, or one without such a payment, is refused and nothing changes.
 */
export async function lockReturnedPayment(db: Database, orderId: number, status: "captured" | "refunded", none: string) {
  const [order] = await db.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("update");
  if (!order) throw notFound(`La commande n°\u00A0${orderId} n'existe pas.`);
  const [payment] = await db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, order.id), isNotNull(schema.payments.returnedAt), eq(schema.payments.status, status)))
    .limit(1);
  if (!payment) throw unprocessable(`La commande n°\u00A0${order.id} ${none} : rien n'a été changé.`);
  return { order, payment };
}

/**
 * Records that the amount a returned debit left due was paid by card to customer service (the terminal's reference).
 * Idempotent like a phone refund marked done (ADR 0062): a second time changes nothing and answers the first record.
 * An unknown order, or one with no returned debit, is refused and nothing changes.
 */
export async function markReturnedDebitPaid(
  db: Database,
  args: { orderId: number; agent: string; reference: string; now: Date; staffUserId?: number | undefined },
): Promise<ReturnedDebitPaid> {
  const agent = args.agent.trim();
  const reference = args.reference.trim();
  if (!agent) throw unprocessable("Indiquez qui a encaissé le paiement.");
  if (!reference) throw unprocessable("Indiquez la référence du paiement donnée par le terminal.");
  return db.transaction(async (tx) => {
    const { order, payment } = await lockReturnedPayment(tx, args.orderId, "captured", "n'a aucun prélèvement impayé");
    const cents = dueCentsOf(payment);
    if (payment.returnPaidAt) {
      return { orderId: order.id, cents, paidAt: payment.returnPaidAt, paidBy: payment.returnPaidBy ?? "", reference: payment.returnPaidReference ?? "", marked: false };
    }
    // The order's row is locked above: of two advisers at once, the second reads the first one's record.
    await tx
      .update(schema.payments)
      .set({ returnPaidAt: args.now, returnPaidBy: agent, returnPaidReference: reference, updatedAt: args.now })
      .where(and(eq(schema.payments.id, payment.id), isNull(schema.payments.returnPaidAt)));
    await tx
      .insert(schema.orderEvents)
      .values({ orderId: order.id, status: order.status, note: sepaReturnPaidNote(cents), staffUserId: args.staffUserId ?? null, createdAt: args.now });
    return { orderId: order.id, cents, paidAt: args.now, paidBy: agent, reference, marked: true };
  });
}

/** What the screen says: the payment recorded, or the one already recorded. */
export function returnedDebitPaidReport(r: ReturnedDebitPaid): string {
  const when = `le ${frenchLongDate(r.paidAt)} à ${frenchTime(r.paidAt)}`;
  const amount = `${(r.cents / 100).toFixed(2).replace(".", ",")}\u00A0€`;
  return r.marked
    ? `Commande n°\u00A0${r.orderId} : prélèvement impayé de ${amount} noté réglé par carte ${when} par ${r.paidBy} (référence ${r.reference}).`
    : `Commande n°\u00A0${r.orderId} : prélèvement impayé de ${amount} déjà noté réglé ${when} par ${r.paidBy} (référence ${r.reference}) : rien n'a été changé.`;
}

/**
 * Debits returned after their order was cancelled and refunded, not yet checked, oldest first (ADR 0130): nothing is
 * due from the customer, but the refund may have been paid out for money that never came in.
 */
export async function returnsAfterRefund(db: Database, limit: number) {
  const rows = await db
    .select({ order: schema.orders, payment: schema.payments })
    .from(schema.payments)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
    .where(and(isNotNull(schema.payments.returnedAt), eq(schema.payments.status, "refunded"), isNull(schema.payments.returnCheckedAt)))
    .orderBy(asc(schema.payments.returnedAt), asc(schema.orders.id))
    .limit(limit);
  return rows.map(({ order, payment }) => ({
    orderId: order.id,
    address: order.deliveryAddress,
    cents: dueCentsOf(payment),
    reason: sepaReturnReasonText(payment.returnCode ?? ""),
    kind: payment.returnKind ?? "retour",
    returnedAt: payment.returnedAt ?? payment.updatedAt,
  }));
}

export type ReturnChecked = { orderId: number; checkedAt: Date; checkedBy: string; note: string; marked: boolean };

/**
 * Records what the team found about a debit returned after its order was refunded (ADR 0130): the order leaves the
 * list. Once: a second record changes nothing and answers the first. Only such a return; anything else is refused.
 */
export async function markReturnAfterRefundChecked(
  db: Database,
  args: { orderId: number; agent: string; note: string; now: Date },
): Promise<ReturnChecked> {
  const note = args.note.trim();
  if (!note) throw unprocessable("Indiquez ce que vous avez constaté auprès du prestataire.");
  return db.transaction(async (tx) => {
    const { order, payment } = await lockReturnedPayment(tx, args.orderId, "refunded", "n'a aucun prélèvement retourné après remboursement");
    if (payment.returnCheckedAt) {
      return { orderId: order.id, checkedAt: payment.returnCheckedAt, checkedBy: payment.returnCheckedBy ?? "", note: payment.returnCheckedNote ?? "", marked: false };
    }
    await tx
      .update(schema.payments)
      .set({ returnCheckedAt: args.now, returnCheckedBy: args.agent, returnCheckedNote: note, updatedAt: args.now })
      .where(and(eq(schema.payments.id, payment.id), isNull(schema.payments.returnCheckedAt)));
    return { orderId: order.id, checkedAt: args.now, checkedBy: args.agent, note, marked: true };
  });
}

/** What the screen says: the check recorded, or the one already recorded. */
export function returnCheckedReport(r: ReturnChecked): string {
  const when = `le ${frenchLongDate(r.checkedAt)} à ${frenchTime(r.checkedAt)}`;
  return r.marked
    ? `Commande n°\u00A0${r.orderId} : retour après remboursement noté vérifié ${when} par ${r.checkedBy} (${r.note}).`
    : `Commande n°\u00A0${r.orderId} : retour après remboursement déjà noté vérifié ${when} par ${r.checkedBy} (${r.note}) : rien n'a été changé.`;
}

/** The sandbox's returns fall due minutes after the debit: a job on the queue sends the due ones every minute. */
export const SANDBOX_RETURNS_JOB = "sandbox.sepa-returns";
const SANDBOX_RETURNS_EVERY_MS = 60_000;

export const scheduleSandboxReturns = (db: Database, now: Date): Promise<void> =>
  scheduleRecurring(db, SANDBOX_RETURNS_JOB, new Date(now.getTime() + SANDBOX_RETURNS_EVERY_MS));

export function sandboxReturnHandlers(db: Database, sandbox: SandboxProvider, clock: () => Date = () => new Date()): JobHandlers {
  return { [SANDBOX_RETURNS_JOB]: recurringHandler(db, SANDBOX_RETURNS_JOB, SANDBOX_RETURNS_EVERY_MS, clock, () => sandbox.sendDueReturns()) };
}

/**
 * The order whose returned debit, still due after its last reminder, bars SEPA for the account (ADR 0130), and what it
 * leaves due (the payment page names both, ADR 0130's amendment); null when none does. The same rule as
 * `sepaBarredByReturn`, as a query.
 */
export async function sepaBarringReturn(db: Database, userId: number): Promise<{ orderId: number; dueCents: number } | null> {
  const [row] = await db
    .select({ orderId: schema.orders.id, capturedCents: schema.payments.capturedCents, amountCents: schema.payments.amountCents })
    .from(schema.payments)
    .innerJoin(schema.orders, eq(schema.orders.id, schema.payments.orderId))
    .where(
      and(
        eq(schema.orders.userId, userId),
        eq(schema.payments.status, "captured"),
        isNotNull(schema.payments.returnedAt),
        isNull(schema.payments.returnPaidAt),
        gte(schema.payments.returnRemindersSent, FINAL_RETURN_REMINDER),
      ),
    )
    .orderBy(asc(schema.payments.returnedAt))
    .limit(1);
  return row ? { orderId: row.orderId, dueCents: dueCentsOf(row) } : null;
}

/** Reminders of a returned debit still due (ADR 0130): one job per step, each sent only if still due when it runs. */
export const RETURN_REMINDER_JOB = "orders.sepa-return-reminder";

async function scheduleReturnReminders(tx: Database, paymentId: number, returnedAt: Date): Promise<void> {
  const times = returnReminderTimes(returnedAt);
  for (const [index, runAt] of times.entries()) await enqueueJob(tx, RETURN_REMINDER_JOB, { paymentId, step: index + 1 }, runAt);
}

/**
 * Sends reminder `step` of a returned debit if the amount is still due: the payment's counter moves by a conditional
 * update in the transaction that queues the e-mail, so a job run twice (or a step overtaken by a later one) sends
 * nothing more, and a payment recorded meanwhile (online, or by an adviser; both lock the payment's row) stops it.
 */
export async function sendReturnReminder(db: Database, args: { paymentId: number; step: number; now: Date; publicUrl: string }): Promise<string> {
  const { now, step } = args;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(schema.payments).where(eq(schema.payments.id, args.paymentId)).limit(1);
    const skip = returnReminderSkip(current ?? null, step);
    if (skip || !current) return skip ?? "inconnu";
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, current.orderId)).limit(1);
    const [user] = order
      ? await tx.select({ email: schema.users.email, prenom: schema.users.prenom }).from(schema.users).where(eq(schema.users.id, order.userId)).limit(1)
      : [];
    // An erased account has no address to remind: nothing is sent, nor said to be.
    if (!order || !user || isErasedEmail(user.email)) return "sans_adresse";
    const [payment] = await tx
      .update(schema.payments)
      .set({ returnRemindersSent: step, returnRemindedAt: now })
      .where(
        and(
          eq(schema.payments.id, current.id),
          eq(schema.payments.status, "captured"),
          isNotNull(schema.payments.returnedAt),
          isNull(schema.payments.returnPaidAt),
          lt(schema.payments.returnRemindersSent, step),
        ),
      )
      .returning();
    // Paid or sent between the read and the update: the update found nothing, nothing goes.
    if (!payment?.returnedAt || !payment.returnCode || !payment.returnKind) return "deja_traite";
    const due = dueCentsOf(payment);
    await tx.insert(schema.orderEvents).values({ orderId: order.id, status: order.status, note: sepaReturnReminderNote(due, step, FINAL_RETURN_REMINDER), createdAt: now });
    const mail = sepaReturnReminderMail({
      to: user.email,
      prenom: user.prenom,
      orderId: order.id,
      orderUrl: `${args.publicUrl}/commande/${order.id}`,
      dueCents: due,
      kind: payment.returnKind,
      reason: sepaReturnReasonText(payment.returnCode),
      returnedOn: frenchLongDate(payment.returnedAt),
      settlement: sepaReturnSettlementText(due),
      final: step >= FINAL_RETURN_REMINDER,
    });
    await enqueueJob(tx, MAIL_JOB, mail, now);
    return "sent";
  });
}

const reminderPayload = (payload: Record<string, unknown>): { paymentId: number; step: number } | null => {
  const { paymentId, step } = payload;
  return Number.isSafeInteger(paymentId) && Number.isSafeInteger(step) ? { paymentId: paymentId as number, step: step as number } : null;
};

export function returnReminderHandlers(db: Database, publicUrl: string, clock: () => Date = () => new Date()): JobHandlers {
  return {
    [RETURN_REMINDER_JOB]: async (payload) => {
      const job = reminderPayload(payload);
      if (!job) throw new Error("sepa return reminder: payload without paymentId and step");
      await sendReturnReminder(db, { ...job, now: clock(), publicUrl });
    },
  };
}
