// The amount a returned SEPA debit left due, paid online by card from the order's page (ADR 0129, amendment): the
// checkout's provider interface and hosted page (/modal/paiement/{x}, 3-D Secure), one attempt at a time on the
// returned payment (`return_card_ref`), captured and recorded once as the adviser's `encaisser_impaye` records it.
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import { reglerImpaye } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError, conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { returnedDebitPaidMail } from "../../mail/order-mails.ts";
import { RETURN_PAID_ONLINE_BY, returnedDebitCardReference, returnedDebitCardRefusal, sepaReturnPaidOnlineNote } from "../../domain/sepa-return.ts";
import { providerFailureText, type CardDetails, type PaymentProvider } from "../../payment/provider.ts";
import { ORDER_NOT_FOUND } from "./order-store.ts";
import { ownedCard, requireCustomer } from "./card-calls.ts";
import { saveCard } from "./payment-outcome.ts";
import { dueCentsOf } from "./sepa-returns.ts";

type Deps = { db: Database; provider: PaymentProvider; now: Date; publicUrl: string };

export const RETURN_CARD_IN_PROGRESS = "Le règlement de cette commande est déjà en cours : patientez quelques secondes, puis rechargez la page.";
export const RETURN_CARD_ALREADY_SETTLED = "Ce paiement du montant dû est déjà traité ou inconnu : notification ignorée.";

/** While the provider is asked: holds the attempt's place so a second click cannot start another charge. */
const awaitingRef = (paymentId: number) => `awaiting-${returnedDebitCardReference(paymentId)}`;
const isAwaiting = (ref: string) => ref.startsWith("awaiting-");
/**
 * How long a reservation waits for the provider's answer: the provider answers within seconds, so a reservation older
 * than this was left by a web-service that stopped while asking, and would otherwise hold the button for good.
 */
export const AWAITING_LIFETIME_MS = 2 * 60_000;

const orderPath = (orderId: number) => `/commande/${orderId}`;

export type ReturnedDebitCardStart = { id_commande: number; statut: "authorised" | "requires_action"; redirect: string };

/**
 * Starts the customer's card payment of her order's amount due. Her own order only (anyone else's: the same 404 as an
 * unknown one); refused when nothing is due or it is paid. The order is locked while the attempt is reserved, so of
 * two clicks one asks the provider and the other answers the attempt in progress: one charge.
 */
export async function payReturnedDebitByCard(deps: Deps, userId: number, orderId: number, cardToken: string | null): Promise<ReturnedDebitCardStart> {
  const { db, provider, now } = deps;
  const reserved = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: schema.orders.id })
      .from(schema.orders)
      .where(and(eq(schema.orders.id, orderId), eq(schema.orders.userId, userId)))
      .for("update");
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const [payment] = await tx
      .select()
      .from(schema.payments)
      // A debit returned after its order was refunded leaves nothing due (ADR 0130): not payable.
      .where(and(eq(schema.payments.orderId, order.id), isNotNull(schema.payments.returnedAt), eq(schema.payments.status, "captured")))
      .orderBy(asc(schema.payments.id))
      .limit(1);
    const refusal = returnedDebitCardRefusal(order.id, payment ?? null);
    if (refusal || !payment) throw payment?.returnPaidAt ? conflict(refusal ?? "", { code: "impaye_regle" }) : unprocessable(refusal ?? "", { code: "impaye_aucun" });
    if (payment.returnCardRef) {
      if (isAwaiting(payment.returnCardRef)) {
        if (now.getTime() - payment.updatedAt.getTime() < AWAITING_LIFETIME_MS) throw conflict(RETURN_CARD_IN_PROGRESS, { code: "impaye_en_cours" });
      } else {
        // The attempt already at the provider (its card form or 3-D Secure): the same page again, no new charge.
        return { inFlight: payment.returnCardRef, payment };
      }
    }
    const card = cardToken ? await ownedCard(tx, userId, cardToken) : null;
    await tx.update(schema.payments).set({ returnCardRef: awaitingRef(payment.id), updatedAt: now }).where(eq(schema.payments.id, payment.id));
    return { inFlight: null, payment, card };
  });
  const { payment } = reserved;
  if (reserved.inFlight !== null) return { id_commande: orderId, statut: "requires_action", redirect: `/modal/paiement/${reserved.inFlight}` };
  const placeholder = awaitingRef(payment.id);
  const release = () =>
    db.update(schema.payments).set({ returnCardRef: null, updatedAt: now }).where(and(eq(schema.payments.id, payment.id), eq(schema.payments.returnCardRef, placeholder)));
  let result;
  try {
    result = await provider.authorise({
      amountCents: dueCentsOf(payment),
      cardToken: "card" in reserved ? (reserved.card?.providerToken ?? null) : null,
      merchantReference: returnedDebitCardReference(payment.id),
      returnPath: orderPath(orderId),
    });
  } catch (error) {
    await release();
    throw unprocessable(`Paiement impossible : ${providerFailureText(error)}. Rien n'a été débité, le montant reste dû.`);
  }
  if (result.status === "declined") {
    await release();
    throw unprocessable(`Votre banque a refusé le paiement (${result.reason.replace(/\.$/, "")}) : rien n'a été débité, le montant reste dû.`, { code: "impaye_refus" });
  }
  if (result.status === "requires_action") {
    await db
      .update(schema.payments)
      .set({ returnCardRef: result.providerRef, updatedAt: now })
      .where(and(eq(schema.payments.id, payment.id), eq(schema.payments.returnCardRef, placeholder)));
    return { id_commande: orderId, statut: "requires_action", redirect: result.actionPath };
  }
  // Authorised at once (a saved card without 3-D Secure): settled on the placeholder, so a click meanwhile is told
  // the payment is in progress rather than sent to a card form already decided.
  const usedCard = "card" in reserved && reserved.card ? { brand: reserved.card.brand, last4: reserved.card.last4 } : undefined;
  try {
    await settleReturnedDebitCard(deps, { paymentId: payment.id, providerRef: result.providerRef, attemptRef: placeholder, outcome: { kind: "authorised" }, ...(usedCard ? { usedCard } : {}) });
  } catch (error) {
    // Not captured (the provider failed): the hold is released and the customer may try again.
    await release();
    await provider.cancel(result.providerRef).catch(() => undefined);
    throw error instanceof AppError ? error : unprocessable(`Paiement impossible : ${providerFailureText(error)}. Rien n'a été débité, le montant reste dû.`);
  }
  return { id_commande: orderId, statut: "authorised", redirect: orderPath(orderId) };
}

export type ReturnedDebitCardOutcome = { kind: "authorised"; card?: CardDetails | undefined } | { kind: "declined"; reason: string };

/**
 * Applies the attempt's outcome once (the checkout's authorised or declined event, or the saved card's answer):
 * authorised → captured at once and recorded paid (by card, the provider's reference), the customer mailed;
 * declined → the attempt is forgotten and nothing else changes. A replay finds no attempt and is refused.
 */
export async function settleReturnedDebitCard(
  deps: Deps,
  args: { paymentId: number; providerRef: string; attemptRef?: string; outcome: ReturnedDebitCardOutcome; usedCard?: { brand: string; last4: string } },
): Promise<{ orderId: number; status: "paid" | "declined" | "already_paid" }> {
  const { db, provider, now } = deps;
  let toCancel: string | null = null;
  const result = await db.transaction(async (tx) => {
    const [found] = await tx.select({ orderId: schema.payments.orderId }).from(schema.payments).where(eq(schema.payments.id, args.paymentId)).limit(1);
    if (!found) throw conflict(RETURN_CARD_ALREADY_SETTLED);
    // The order first, as the adviser's record locks it: of the two at once, the second reads the first one's record.
    const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, found.orderId)).for("update");
    const [payment] = await tx
      .select()
      .from(schema.payments)
      .where(and(eq(schema.payments.id, args.paymentId), eq(schema.payments.returnCardRef, args.attemptRef ?? args.providerRef)));
    if (!order || !payment) throw conflict(RETURN_CARD_ALREADY_SETTLED);
    const forget = () => tx.update(schema.payments).set({ returnCardRef: null, updatedAt: now }).where(eq(schema.payments.id, payment.id));
    if (args.outcome.kind === "declined") {
      await forget();
      return { orderId: order.id, status: "declined" as const };
    }
    // Paid to customer service while the card form was open: this authorisation is not taken.
    if (payment.returnPaidAt) {
      await forget();
      toCancel = args.providerRef;
      return { orderId: order.id, status: "already_paid" as const };
    }
    const cents = dueCentsOf(payment);
    // Captured under the order's lock: a replayed event waits, then finds the attempt recorded and nothing to take.
    await provider.capture(args.providerRef, cents);
    await tx
      .update(schema.payments)
      .set({ returnPaidAt: now, returnPaidBy: RETURN_PAID_ONLINE_BY, returnPaidReference: args.providerRef, returnCardRef: null, updatedAt: now })
      .where(and(eq(schema.payments.id, payment.id), isNull(schema.payments.returnPaidAt)));
    await tx.insert(schema.orderEvents).values({ orderId: order.id, status: order.status, note: sepaReturnPaidOnlineNote(cents), createdAt: now });
    if (args.outcome.card) await saveCard(tx, order.userId, provider.name, args.outcome.card, now);
    const [user] = await tx.select({ email: schema.users.email, prenom: schema.users.prenom }).from(schema.users).where(eq(schema.users.id, order.userId)).limit(1);
    if (user) {
      const card = args.outcome.card ?? args.usedCard ?? null;
      const mail = returnedDebitPaidMail({
        to: user.email,
        prenom: user.prenom,
        orderId: order.id,
        orderUrl: `${deps.publicUrl}${orderPath(order.id)}`,
        cents,
        card: card ? `${card.brand.toUpperCase()} se terminant par ${card.last4}` : null,
        reference: args.providerRef,
      });
      await enqueueJob(tx, MAIL_JOB, mail, now);
    }
    return { orderId: order.id, status: "paid" as const };
  });
  if (toCancel) await provider.cancel(toCancel).catch(() => undefined);
  return result;
}

export const reglerImpayeCall = implement(reglerImpaye, async ({ db, principal, input, config, now }) => {
  const userId = requireCustomer(principal);
  if (input.mode === "carte" && !input.id_empreinte) throw unprocessable("Choisissez la carte enregistrée à utiliser.");
  const paiement = await payReturnedDebitByCard(
    { db, provider: config.payments.provider, now: now(), publicUrl: config.publicUrl },
    userId,
    input.id_commande,
    input.mode === "carte" ? (input.id_empreinte ?? null) : null,
  );
  return { message: paiement.statut === "authorised" ? "Montant dû réglé par carte. Merci !" : "", paiement };
});
