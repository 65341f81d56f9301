// Returned SEPA debits (ADR 0129): the provider's signed notification that a captured debit came back is applied
// once: the payment is marked unpaid with its reason, a disputed mandate or one on a closed account is revoked, the
// order's history says it, and the customer is e-mailed what is due and how to pay it. Customer service lists them.
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { centsToEuros, frenchLongDate, frenchTime } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { enqueueJob, recurringHandler, scheduleRecurring, type JobHandlers } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { sepaReturnMail } from "../../mail/order-mails.ts";
import {
  RETURN_PAID_ONLINE_BY,
  sepaReturnNote,
  sepaReturnPaidNote,
  sepaReturnReasonText,
  sepaReturnRevocationText,
  sepaReturnRevokesMandate,
  sepaReturnSettlementText,
  type SepaReturnKind,
} from "../../domain/sepa-return.ts";
import type { SandboxProvider } from "../../payment/sandbox-provider.ts";
import type { OrderRow } from "./order-store.ts";

export const RETURN_ALREADY_APPLIED = "Ce prélèvement est déjà traité ou inconnu : notification ignorée.";

type PaymentRow = typeof schema.payments.$inferSelect;

/** What a returned debit leaves due: what was captured (the weighed amount), else what was authorised. */
export const dueCentsOf = (payment: Pick<PaymentRow, "capturedCents" | "amountCents">): number => payment.capturedCents ?? payment.amountCents;

/**
 * Applies a returned debit exactly once: a conditional update moves only a captured SEPA payment not yet returned,
 * so a replayed notification (or one for a card, or an unknown reference) finds nothing and changes nothing.
 */
export async function applySepaReturn(
  db: Database,
  args: { provider: string; providerRef: string; code: string; kind: SepaReturnKind; now: Date; publicUrl: string },
): Promise<{ orderId: number; status: "returned"; mandat_revoque: boolean }> {
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
          eq(schema.payments.status, "captured"),
          isNull(schema.payments.returnedAt),
        ),
      )
      .returning();
    if (!payment) throw conflict(RETURN_ALREADY_APPLIED);
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, payment.orderId)).limit(1);
    if (!order) throw conflict("Commande du paiement introuvable.");
    const due = dueCentsOf(payment);
    await tx.insert(schema.orderEvents).values({ orderId: order.id, status: order.status, note: sepaReturnNote(due, args.code, args.kind), createdAt: now });
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
    await queueReturnMail(tx, order, { due, code: args.code, kind: args.kind, revoked, publicUrl: args.publicUrl, now });
    return { orderId: order.id, status: "returned", mandat_revoque: revoked !== null };
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

/** The order's returned debit as its page shows it (ADR 0129); null when none came back. */
export async function sepaReturnOf(db: Database, orderId: number) {
  const [payment] = await db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, orderId), isNotNull(schema.payments.returnedAt)))
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
    .where(and(isNotNull(schema.payments.returnedAt), isNull(schema.payments.returnPaidAt)))
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

export type ReturnedDebitPaid = { orderId: number; cents: number; paidAt: Date; paidBy: string; reference: string; marked: boolean };

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
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, args.orderId)).for("update");
    if (!order) throw notFound(`La commande n°\u00A0${args.orderId} n'existe pas.`);
    const [payment] = await tx
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.orderId, order.id), isNotNull(schema.payments.returnedAt)))
      .limit(1);
    if (!payment) throw unprocessable(`La commande n°\u00A0${order.id} n'a aucun prélèvement impayé : rien n'a été changé.`);
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

/** The sandbox's returns fall due minutes after the debit: a job on the queue sends the due ones every minute. */
export const SANDBOX_RETURNS_JOB = "sandbox.sepa-returns";
const SANDBOX_RETURNS_EVERY_MS = 60_000;

export const scheduleSandboxReturns = (db: Database, now: Date): Promise<void> =>
  scheduleRecurring(db, SANDBOX_RETURNS_JOB, new Date(now.getTime() + SANDBOX_RETURNS_EVERY_MS));

export function sandboxReturnHandlers(db: Database, sandbox: SandboxProvider, clock: () => Date = () => new Date()): JobHandlers {
  return { [SANDBOX_RETURNS_JOB]: recurringHandler(db, SANDBOX_RETURNS_JOB, SANDBOX_RETURNS_EVERY_MS, clock, () => sandbox.sendDueReturns()) };
}
