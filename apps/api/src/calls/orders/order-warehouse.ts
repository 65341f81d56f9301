// Moves orders as the warehouse does (until the back-office exists): confirm a phone payment, prepare with final
// weights and capture, ship, deliver (loyalty credit, invoice e-mail), or cancel (everything released, money back).
import { and, eq, inArray } from "drizzle-orm";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import { schema, type Database } from "@cabas/db";
import { AppError, conflict } from "../../http/app-error.ts";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { orderChangedMail, orderDeliveredMail } from "../../mail/order-mails.ts";
import { advanceCommand, nextOrderStatus, orderStatusLabel, type OrderCommand, type OrderStatus } from "../../domain/order-status.ts";
import { loyaltyCreditCents, settleWeighedAmount, weighedLineCents } from "../../domain/payment-amounts.ts";
import { loyaltyBaseCents, WEIGHED_DISCOUNTS_KEY, WEIGHING_GIFT_KEY } from "../../domain/order-amounts.ts";
import {
  CAGNOTTE_GIVEN_BACK_KEY,
  cancellationRestText,
  changeGivenBackText,
  EUROFID_GIVEN_BACK_KEY,
  hasWeighingChange,
  remaindersTakenBackText,
  spentBenefitsOf,
  VOUCHERS_GIVEN_BACK_KEY,
  WELCOME_UNUSED_KEY,
  weighedBenefitsSplit,
  withChangeNote,
  type WeighingChange,
} from "../../domain/benefits-change.ts";
import {
  BENEFITS_GIVEN_BACK_NOTE,
  capturedNote,
  captureRefusedNote,
  euroAmountText,
  paymentRefundNote,
  NOTHING_TAKEN_BY_PHONE_NOTE,
  phonePaymentNote,
  phoneRefundNote,
  weighingNote,
} from "../../domain/order-labels.ts";
import { isPaidByBenefits } from "../../domain/benefits-payment.ts";
import { earnsLoyaltyEuros } from "../../domain/professional-accounts.ts";
import { cancelledOrderReason, deliveredOrderReason } from "../loyalty/loyalty-rules.ts";
import { creditJokerOnDelivery } from "../loyalty/delivery-jokers.ts";
import { providerFailureText, type PaymentProvider } from "../../payment/provider.ts";
import { invoicePdfFor, issueInvoice } from "./invoice.ts";
import { weighedTotalsOf } from "./weighed-order.ts";
import { creditWeighingChange, takeBackWeighingChange } from "./weighing-change.ts";
import { issueVoucherRemainders, takeBackVoucherRemainders, weighingChangeOf } from "./voucher-remainders.ts";
import { releaseOrderResources } from "./order-release.ts";
import { handBackComplementBasket, lockComplementBasket, releaseAuthorisation } from "./order-changes.ts";
import { modificationBeingMadeOf } from "./modifications-past-cutoff.ts";
import { complementConfirmRefusedText, takesComplements } from "../../domain/complement-hand-back.ts";
import { closePhonePayment, heldByPhoneCents, isPhonePayment, phoneAmountTaken, settlePhonePayment } from "./phone-payment.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { orderMailFacts, type OrderRow } from "./order-store.ts";
import { settleChallenges } from "../games/challenge-store.ts";
import { rewardReferrerOnDelivery } from "../loyalty/referral-rewards.ts";

export type WarehouseDeps = { db: Database; provider: PaymentProvider; now: Date; publicUrl: string };

/** What staff tell a move besides the order and the command. */
export type MoveOptions = {
  /** prepare: final grams per variable-weight product; a line not weighed keeps its estimate. */
  weights?: ReadonlyMap<number, number>;
  /** prepare: weighed above what the payment can take, bill that ceiling; the real weight stays, the rest is offered. */
  cap?: boolean;
  /** confirm-payment: what the adviser took by phone (the order's total when not given). */
  phoneCents?: number;
  /** The staff member moving it from the warehouse screen, recorded with the step (ADR 0094); none for the command. */
  staffUserId?: number;
};

export type MoveResult = {
  orderId: number;
  from: string;
  to: string;
  finalCents: number | null;
  loyaltyCents: number;
  /** The step as its customer reads it in the order's history (null when the step's status says it all). */
  note: string | null;
  /** Cancelled after a phone payment: what the adviser must refund on the customer's card. */
  phoneRefundCents?: number;
  /** A phone payment confirmed: what was recorded as taken (0 for an order its benefits pay). */
  phoneTakenCents?: number;
  /** Complements delivered with this order, moved by the same command (or why one could not be). */
  complements?: ({ orderId: number; to: string } | { orderId: number; refused: string })[];
  /** The complement basket the customer was filling for this order, handed back as an ordinary basket (ADR 0083). */
  complementBasketHandedBack?: true;
};

async function lockOrder(tx: Database, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(schema.orders).where(eq(schema.orders.id, orderId)).for("update").limit(1);
  if (!order) throw new AppError("NOT_FOUND", `Commande n°\u00A0${orderId} introuvable.`);
  return order;
}

/**
 * A complement rides with its order (ADR 0018): once that order is prepared or closed, a complement still awaiting its
 * phone payment was left behind by the move (reported to staff), and confirming it would make an order no one
 * prepares. Its order is read under a shared lock, so a move of it waits for this confirmation or comes first.
 */
async function refuseComplementOfOrderMovedOn(tx: Database, order: OrderRow): Promise<void> {
  if (order.parentOrderId === null) return;
  const [parent] = await tx.select({ status: schema.orders.status }).from(schema.orders).where(eq(schema.orders.id, order.parentOrderId)).for("share");
  if (parent && !takesComplements(parent.status)) throw conflict(complementConfirmRefusedText(order.id, order.parentOrderId, parent.status));
}

/** The live payment of an order (authorised, captured, or a phone payment still pending). */
async function livePayment(tx: Database, orderId: number) {
  const [payment] = await tx
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, orderId), inArray(schema.payments.status, ["authorised", "captured", "pending", "requires_action"])))
    .limit(1);
  return payment ?? null;
}

/**
 * `discountsCents`: the discounts on goods recomputed on the weighed goods, null when kept as placed. `givenBack`: the
 * prize pot and loyalty euros the weighing no longer needed, credited back in this transaction (ADR 0079), and the
 * remainder vouchers issued for the part of a voucher it no longer needed (ADR 0084).
 */
type Weighing = { billedCents: number; offeredCents: number; discountsCents: number | null; givenBack: WeighingChange; note: string };

/**
 * Final weights: grams per product for variable-weight lines; a line not weighed keeps its estimate. Each line is
 * then priced from its weight and its price per kilo. The customer pays what was weighed, never more than the
 * payment can take (a card's authorisation, what was taken by phone); above it only with `cap` (ADR 0055).
 * The benefits spent at checkout pay the weighed purchases first, in checkout's order; what the pot and the loyalty
 * euros no longer pay goes back to their balances (ADR 0079), then what a voucher no longer pays as a remainder
 * voucher (ADR 0084).
 * A card is captured after the commit; a phone payment was taken by staff: what it took beyond the weighing goes to
 * the customer's prize pot.
 */
async function prepare(tx: Database, deps: WarehouseDeps, order: OrderRow, options: MoveOptions, after: AfterCommit): Promise<Weighing> {
  const weights = options.weights ?? new Map<number, number>();
  const lines = await tx.select().from(schema.orderLines).where(eq(schema.orderLines.orderId, order.id));
  for (const productId of weights.keys()) {
    const line = lines.find((l) => l.productId === productId);
    if (!line) throw new AppError("INVALID_DATA", `Le produit ${productId} n'est pas dans la commande n°\u00A0${order.id}.`);
    if (!line.variableWeight) throw new AppError("INVALID_DATA", `« ${line.name} » n'est pas vendu au poids.`);
  }
  let goodsDelta = 0;
  const weighedGrams = new Map<number, number>();
  for (const line of lines) {
    const grams = line.variableWeight ? (weights.get(line.productId) ?? line.estimatedWeightGrams ?? 0) : null;
    if (grams !== null && (!Number.isInteger(grams) || grams <= 0 || grams > 100_000)) {
      throw new AppError("INVALID_DATA", `Poids invalide pour « ${line.name} » : ${grams} g.`);
    }
    if (grams !== null) weighedGrams.set(line.productId, grams);
    const finalLine = grams === null ? line.lineCents : weighedLineCents(grams, line.unitPriceCents);
    goodsDelta += finalLine - line.lineCents;
    await tx
      .update(schema.orderLines)
      .set({ finalWeightGrams: grams, finalLineCents: finalLine })
      .where(and(eq(schema.orderLines.orderId, order.id), eq(schema.orderLines.productId, line.productId)));
  }
  // The Amex discount and a percentage code are shares of the goods: computed again on the weighed goods by the
  // basket's own function. An order whose terms cannot be read again keeps its discounts as placed.
  const recomputed = await weighedTotalsOf(tx, order, lines, weighedGrams);
  const discountsCents = recomputed ? recomputed.totals.total_remises : null;
  // What is due once the benefits spent at checkout pay the weighed purchases (the fee as placed, ADR 0073), and
  // what they no longer pay: never below 0, the donation always paid with money (ADR 0079). Discounts kept as placed,
  // the purchases are those the order paid (its total, the donation aside, and its benefits) plus the goods' change.
  const donationCents = Math.max(0, Math.round(order.totals.total_dons ?? 0));
  const spent = spentBenefitsOf(order);
  const purchasesCents = recomputed
    ? recomputed.totals.total_achat + order.feeCents
    : order.totalCents - donationCents + spent.vouchers + spent.cagnotte + spent.eurofid + goodsDelta;
  const split = weighedBenefitsSplit({ purchasesCents, donationCents, spent });
  const weighedCents = split.dueCents;
  // Given back before the payment is settled: a settlement refused below throws, and the transaction takes it back.
  const givenBack: WeighingChange = {
    ...(await creditWeighingChange(tx, order, split, deps.now)),
    ...(await issueVoucherRemainders(tx, order, split, deps.now)),
  };
  const weighed = (settled: { billedCents: number; offeredCents: number }, note: string): Weighing => ({ ...settled, discountsCents, givenBack, note: withChangeNote(note, givenBack) });
  const payment = await livePayment(tx, order.id);
  if (isPaidByBenefits(order)) {
    // No payment to capture: nothing was authorised, so only a weighing at 0 fits (above it, with --cap).
    const settled = settleWeighedAmount(weighedCents, { cents: order.authorisedCents, kind: "authorisation" }, options.cap);
    if (!settled.ok) throw conflict(settled.reason);
    return weighed(settled, weighingNote({ weighedCents, billedCents: settled.billedCents, ceiling: "authorisation", refundedToPotCents: 0 }));
  }
  if (payment && isPhonePayment(payment) && (payment.status === "captured" || payment.status === "authorised")) {
    const settled = settleWeighedAmount(weighedCents, { cents: heldByPhoneCents(payment, order), kind: "phone" }, options.cap);
    if (!settled.ok) throw conflict(settled.reason);
    const refundedToPotCents = await settlePhonePayment(tx, payment, order, settled.billedCents, deps.now);
    return weighed(settled, weighingNote({ weighedCents, billedCents: settled.billedCents, ceiling: "phone", refundedToPotCents }));
  }
  if (!payment || payment.status !== "authorised") throw conflict(`La commande n°\u00A0${order.id} n'a pas de paiement autorisé à encaisser.`);
  const settled = settleWeighedAmount(weighedCents, { cents: order.authorisedCents, kind: "authorisation" }, options.cap);
  if (!settled.ok) throw conflict(settled.reason);
  const { billedCents } = settled;
  if (billedCents === 0) {
    // Nothing to take: the authorisation (the weighed products' margin) is released, not captured at 0 (ADR 0072).
    await tx.update(schema.payments).set({ status: "cancelled", updatedAt: deps.now }).where(eq(schema.payments.id, payment.id));
    after.push(() => releaseAuthorisation(deps.db, deps.provider, payment.providerRef, order.id, deps.now));
    const result = weighed(settled, weighingNote({ weighedCents, billedCents, ceiling: "authorisation", refundedToPotCents: 0 }));
    return { ...result, note: `${result.note} ; l'autorisation de ${euroAmountText(payment.amountCents)} est annulée, rien n'est débité` };
  }
  await tx
    .update(schema.payments)
    .set({ status: "captured", capturedCents: billedCents, updatedAt: deps.now })
    .where(eq(schema.payments.id, payment.id));
  after.push(async () => {
    try {
      await deps.provider.capture(payment.providerRef, billedCents);
    } catch (error) {
      const reason = providerFailureText(error);
      await undoCapture(deps, order.id, payment.id, reason);
      throw conflict(`La banque refuse l'encaissement de la commande n°\u00A0${order.id} (${reason}) : elle est remise en attente de préparation (à refaire, ou à annuler).`);
    }
    // Only now is the money taken, and only now does the customer read it.
    await deps.db.insert(schema.orderEvents).values({ orderId: order.id, status: "preparing", note: capturedNote(billedCents), staffUserId: options.staffUserId ?? null, createdAt: deps.now });
  });
  return weighed(settled, weighingNote({ weighedCents, billedCents, ceiling: "authorisation", refundedToPotCents: 0 }));
}

/** The facts a weighing writes beside the basket's totals: gone when the weighing is undone, replaced when it is redone. */
const WEIGHING_TOTALS_KEYS: readonly string[] = [
  WEIGHING_GIFT_KEY,
  WEIGHED_DISCOUNTS_KEY,
  EUROFID_GIVEN_BACK_KEY,
  CAGNOTTE_GIVEN_BACK_KEY,
  VOUCHERS_GIVEN_BACK_KEY,
  WELCOME_UNUSED_KEY,
];

const withoutWeighing = (totals: Readonly<Record<string, number>>): Record<string, number> =>
  Object.fromEntries(Object.entries(totals).filter(([key]) => !WEIGHING_TOTALS_KEYS.includes(key)));

/**
 * The provider refused the capture after the preparation was committed: the order goes back to "placed" with its
 * authorisation (weights and any weighing offered forgotten, so preparing it again captures again), and the refusal
 * is in its history, in French.
 */
async function undoCapture(deps: WarehouseDeps, orderId: number, paymentId: number, reason: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // The order's row first, as every move locks it: its totals are read and written below.
    const order = await lockOrder(tx, orderId);
    await tx
      .update(schema.payments)
      .set({ status: "authorised", capturedCents: null, failureReason: `Encaissement refusé : ${reason}`, updatedAt: deps.now })
      .where(and(eq(schema.payments.id, paymentId), eq(schema.payments.status, "captured")));
    await tx.update(schema.orderLines).set({ finalWeightGrams: null, finalLineCents: null }).where(eq(schema.orderLines.orderId, orderId));
    let note = captureRefusedNote(reason);
    if (order.status === "preparing") {
      // The weighing is forgotten with its change: weighed again, the order gives back what that weighing frees.
      await takeBackWeighingChange(tx, order, deps.now);
      const vouchersTakenBack = await takeBackVoucherRemainders(tx, order);
      if (vouchersTakenBack.length > 0) note = `${note} ; ${remaindersTakenBackText(vouchersTakenBack)}`;
      await tx
        .update(schema.orders)
        .set({ status: "placed", finalCents: null, preparedAt: null, totals: withoutWeighing(order.totals), updatedAt: deps.now })
        .where(eq(schema.orders.id, orderId));
    }
    await tx.insert(schema.orderEvents).values({ orderId, status: "placed", note, createdAt: deps.now });
  });
}

/** Provider calls run after the commit: a remote call never holds the order's row lock (nor PGlite's one connection). */
type AfterCommit = (() => Promise<void>)[];

/**
 * Everything the order took comes back. A card's authorisation is released (a capture refunded) after the commit;
 * a phone payment is closed here, and what the adviser had taken is returned for a refund on the customer's card.
 */
async function cancel(tx: Database, deps: WarehouseDeps, order: OrderRow, after: AfterCommit): Promise<{ phoneRefundCents: number; refundNote: string | null }> {
  const rests = await releaseOrderResources(tx, order, deps.now, cancelledOrderReason(order.id));
  const settled = await cancelPayment(tx, deps, order, after);
  // A voucher its weighing had given part of back returns its rest only (ADR 0084): said after the money.
  const restNote = rests.map(cancellationRestText).join(" ; ");
  if (!restNote) return settled;
  const refundNote = settled.refundNote ? `${settled.refundNote} ; ${restNote}` : `${restNote.charAt(0).toUpperCase()}${restNote.slice(1)}`;
  return { ...settled, refundNote };
}

/** The cancelled order's money: a phone payment closed, a card's authorisation released or its capture refunded. */
async function cancelPayment(tx: Database, deps: WarehouseDeps, order: OrderRow, after: AfterCommit): Promise<{ phoneRefundCents: number; refundNote: string | null }> {
  const phoneRefundCents = await closePhonePayment(tx, order, deps.now);
  const phoneNote = phoneRefundCents > 0 ? phoneRefundNote(phoneRefundCents) : null;
  const payment = await livePayment(tx, order.id);
  // Nothing was charged: its vouchers and balances came back with the rest (ADR 0072).
  if (!payment && isPaidByBenefits(order)) return { phoneRefundCents, refundNote: BENEFITS_GIVEN_BACK_NOTE };
  if (!payment) return { phoneRefundCents, refundNote: phoneNote };
  const captured = payment.status === "captured";
  await tx.update(schema.payments).set({ status: captured ? "refunded" : "cancelled", updatedAt: deps.now }).where(eq(schema.payments.id, payment.id));
  if (!captured) {
    after.push(() => releaseAuthorisation(deps.db, deps.provider, payment.providerRef, order.id, deps.now));
    return { phoneRefundCents, refundNote: phoneNote };
  }
  const refundCents = payment.capturedCents ?? payment.amountCents;
  // Said to the customer with the cancellation: a refund the bank refuses after the commit is made by hand (the
  // command says so), so the customer is refunded either way.
  const refundNote = paymentRefundNote(refundCents, payment.method === "sepa" ? "sepa" : "card");
  after.push(async () => {
    try {
      await deps.provider.refund(payment.providerRef, refundCents);
    } catch (error) {
      throw conflict(`La commande n°\u00A0${order.id} est annulée, mais la banque refuse son remboursement (${providerFailureText(error)}) : remboursez-la à la main.`);
    }
  });
  return { phoneRefundCents, refundNote };
}

/** A move in one line, as staff read it: « Commande 10000012 : validée → en préparation (montant final 52,30 €) ». */
export function moveSummary(result: Pick<MoveResult, "orderId" | "from" | "to" | "finalCents" | "loyaltyCents">): string {
  const extra = [
    result.finalCents !== null ? `montant final ${euroAmountText(result.finalCents)}` : null,
    result.loyaltyCents ? `${euroAmountText(result.loyaltyCents)} en euros fidélité crédités` : null,
  ].filter(Boolean);
  const label = (status: string) => orderStatusLabel(status as OrderStatus) ?? status;
  return `Commande n°\u00A0${result.orderId} : ${label(result.from)} → ${label(result.to)}${extra.length ? ` (${extra.join(", ")})` : ""}`;
}

export async function moveOrder(deps: WarehouseDeps, orderId: number, requested: OrderCommand | "advance", options: MoveOptions = {}): Promise<MoveResult> {
  const { now } = deps;
  const after: AfterCommit = [];
  const result = await deps.db.transaction(async (tx) => {
    // The complement basket being filled for the order, locked before the order as a complement's checkout locks
    // them: a complement paid at this moment is placed first (then moved with the order's complements), or waits and
    // finds its basket handed back (ADR 0083).
    const [owner] = await tx.select({ userId: schema.orders.userId }).from(schema.orders).where(eq(schema.orders.id, orderId)).limit(1);
    if (owner) await lockComplementBasket(tx, owner.userId, orderId);
    const order = await lockOrder(tx, orderId);
    const command = requested === "advance" ? advanceCommand(order.status) : requested;
    if (!command) throw conflict(`La commande n°\u00A0${orderId} est ${orderStatusLabel(order.status)} : plus d'étape suivante.`);
    const transition = nextOrderStatus(order.status, command);
    if (!transition.ok) throw conflict(transition.reason);
    const set: Partial<typeof schema.orders.$inferInsert> = { status: transition.to, updatedAt: now };
    let finalCents = order.finalCents;
    let loyaltyCents = 0;
    let note: string | null = null;
    let phoneRefundCents = 0;
    let phoneTakenCents: number | null = null;
    /** What the preparation's e-mail says besides the status: the change a lighter weighing gave back. */
    let prepareDetail: string | null = null;
    if (command === "confirm_payment") {
      // Staff took the money by phone: it is taken, not held (ADR 0055). A card's payment is confirmed by its bank.
      const payment = await livePayment(tx, order.id);
      if (!payment || !isPhonePayment(payment)) throw conflict(`La commande n°\u00A0${order.id} ne se paie pas par téléphone : son paiement se confirme auprès de la banque.`);
      await refuseComplementOfOrderMovedOn(tx, order);
      const taken = phoneAmountTaken(order, options.phoneCents);
      if (!taken.ok) throw conflict(taken.reason);
      // Nothing taken for an order its benefits pay: the payment row keeps the amount the customer agreed to (a
      // payment's amount is never 0), and holds 0, which is what the weighing may bill at most.
      await tx
        .update(schema.payments)
        .set({ status: "captured", amountCents: taken.cents > 0 ? taken.cents : payment.amountCents, capturedCents: taken.cents, updatedAt: now })
        .where(eq(schema.payments.id, payment.id));
      note = taken.cents > 0 ? phonePaymentNote(taken.cents) : NOTHING_TAKEN_BY_PHONE_NOTE;
      phoneTakenCents = taken.cents;
    } else if (command === "prepare") {
      const weighing = await prepare(tx, deps, order, options, after);
      finalCents = weighing.billedCents;
      // What was weighed above the ceiling and offered: a price reduction the order's amounts and invoice list.
      // What the weighing decides is written beside the basket's totals, which stay those of the order as placed.
      // An order is weighed from « placed » only, which an undone weighing's facts never outlive (undoCapture).
      const totals = withoutWeighing(order.totals);
      if (weighing.offeredCents > 0) totals[WEIGHING_GIFT_KEY] = weighing.offeredCents;
      if (weighing.discountsCents !== null) totals[WEIGHED_DISCOUNTS_KEY] = weighing.discountsCents;
      if (weighing.givenBack.eurofid > 0) totals[EUROFID_GIVEN_BACK_KEY] = weighing.givenBack.eurofid;
      if (weighing.givenBack.cagnotte > 0) totals[CAGNOTTE_GIVEN_BACK_KEY] = weighing.givenBack.cagnotte;
      const vouchersCents = weighing.givenBack.vouchers.reduce((sum, v) => sum + v.cents, 0);
      if (vouchersCents > 0) totals[VOUCHERS_GIVEN_BACK_KEY] = vouchersCents;
      if (weighing.givenBack.welcomeUnusedCents > 0) totals[WELCOME_UNUSED_KEY] = weighing.givenBack.welcomeUnusedCents;
      Object.assign(set, { preparedAt: now, finalCents, totals });
      note = weighing.note;
      if (hasWeighingChange(weighing.givenBack)) prepareDetail = changeGivenBackText(weighing.givenBack);
    } else if (command === "ship") {
      set.shippedAt = now;
    } else if (command === "deliver") {
      const [perimeter] = await tx.select().from(schema.perimeters).where(eq(schema.perimeters.id, order.perimeterId)).limit(1);
      // Earned on the goods paid with money: not the delivery fee, not the food-bank donation.
      const paidGoods = loyaltyBaseCents({ paidCents: finalCents ?? order.totalCents, feeCents: order.feeCents, donationCents: order.totals.total_dons ?? 0 });
      // Loyalty euros are for households (ADR 0042): an order billed to a company earns none.
      loyaltyCents = earnsLoyaltyEuros(order) ? loyaltyCreditCents(paidGoods, perimeter?.loyaltyRateBp ?? 200) : 0;
      if (loyaltyCents > 0) {
        await tx.insert(schema.loyaltyLedger).values({ userId: order.userId, kind: "eurofid", amount: loyaltyCents, reason: deliveredOrderReason(order.id), orderId: order.id, createdAt: now });
      }
      // Jokers are part of the same programme: households only as well (ADR 0043).
      const joker = earnsLoyaltyEuros(order) && (await creditJokerOnDelivery(tx, order, now));
      if (loyaltyCents > 0 || joker) await touchActiveBaskets(tx, order.userId);
      // The invoice's number and what it prints are fixed now, in this transaction (ADR 0068).
      Object.assign(set, { deliveredAt: now, ...(await issueInvoice(tx, order, now)) });
      // A referred friend's first delivered order earns their referrer a voucher (ADR 0028).
      await rewardReferrerOnDelivery(tx, order, now, deps.publicUrl);
    } else if (command === "cancel") {
      ({ phoneRefundCents, refundNote: note } = await cancel(tx, deps, order, after));
      set.cancelledAt = now;
    }
    await tx.update(schema.orders).set(set).where(eq(schema.orders.id, order.id));
    await tx.insert(schema.orderEvents).values({ orderId: order.id, status: transition.to, note, staffUserId: options.staffUserId ?? null, createdAt: now });
    // Nothing joins an order the warehouse started or that is closed: the items being added go back to the basket.
    const complementBasketHandedBack = !takesComplements(transition.to) && (await handBackComplementBasket(tx, order.userId, order.id, now));
    // A modification still being made can no longer be paid: its e-mail says so, the minute's job ends it.
    const modificationNotTaken = takesComplements(transition.to) ? null : await modificationBeingMadeOf(tx, order.id);
    // A delivery is what makes a challenge progress: one reached now is credited (once) with it (ADR 0029).
    if (command === "deliver") await settleChallenges(tx, order.userId, now);

    const updated = { ...order, ...set };
    // Orders cannot lose their customer (the foreign key restricts it): the facts are always there.
    const facts = (await orderMailFacts(tx, updated, deps.publicUrl))!;
    if (command === "deliver") {
      const pdf = await invoicePdfFor(tx, updated);
      const invoice = { filename: `facture-${updated.invoiceNumber}.pdf`, contentType: "application/pdf", contentBase64: Buffer.from(pdf).toString("base64") };
      const change = await weighingChangeOf(tx, updated);
      await enqueueJob(tx, MAIL_JOB, orderDeliveredMail({ ...facts, loyaltyCents, invoice, benefitsChange: hasWeighingChange(change) ? changeGivenBackText(change) : null }), now);
    } else if (command !== "ship") {
      // A cancellation says what goes back to the customer, as its tracking does.
      const detail = command === "cancel" ? note : prepareDetail;
      // The weighing's e-mail gives the estimate the customer saw beside the weighed amount, as the order's page does.
      const estimatedCents = command === "prepare" ? order.totalCents : undefined;
      await enqueueJob(tx, MAIL_JOB, orderChangedMail({ ...facts, change: orderStatusLabel(transition.to), detail, complementBasketHandedBack, modificationNotTaken, estimatedCents }), now);
    } else {
      await enqueueJob(tx, MAIL_JOB, orderChangedMail({ ...facts, change: "en route", complementBasketHandedBack, modificationNotTaken }), now);
    }
    return {
      orderId,
      from: order.status,
      to: transition.to,
      finalCents,
      loyaltyCents,
      note,
      ...(phoneRefundCents > 0 ? { phoneRefundCents } : {}),
      ...(phoneTakenCents !== null ? { phoneTakenCents } : {}),
      ...(complementBasketHandedBack ? { complementBasketHandedBack: true as const } : {}),
      command,
    };
  });
  for (const call of after) await call();
  if (result.to === "cancelled") invalidateCatalogueCache(deps.db);
  const { command, ...moved } = result;
  const complements = await moveComplements(deps, orderId, command, options.staffUserId);
  return complements.length > 0 ? { ...moved, complements } : moved;
}

/**
 * A complement travels with its order: shipped, delivered or cancelled with it, and prepared with it (its own
 * weights, its own capture). One that cannot follow (its payment still awaited, say) is reported, not forced.
 */
async function moveComplements(deps: WarehouseDeps, parentId: number, command: OrderCommand, staffUserId: number | undefined): Promise<NonNullable<MoveResult["complements"]>> {
  if (command === "confirm_payment") return [];
  const children = await deps.db
    .select({ id: schema.orders.id })
    .from(schema.orders)
    .where(and(eq(schema.orders.parentOrderId, parentId), inArray(schema.orders.status, ["pending_payment", "placed", "preparing", "out_for_delivery"])))
    .orderBy(schema.orders.id);
  const results: NonNullable<MoveResult["complements"]> = [];
  for (const child of children) {
    try {
      const moved = await moveOrder(deps, child.id, command, staffUserId === undefined ? {} : { staffUserId });
      results.push({ orderId: child.id, to: moved.to });
    } catch (error) {
      results.push({ orderId: child.id, refused: error instanceof Error ? error.message : String(error) });
    }
  }
  return results;
}
