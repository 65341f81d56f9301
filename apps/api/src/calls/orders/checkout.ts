// Checkout: the checks before payment, the signed checkout reference, and placing the order in one transaction
// with an idempotency key. The provider is called after the commit (a remote call never holds row locks); only
// the request that created the order calls it, so a replay or a double click never charges twice.
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { ACCOUNT_DELETED_MESSAGE, mixMatchOffersOf, type Basket, type CHECK_CODES, type BasketVoucher, type PageErrorCode } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import type { AppConfig } from "../../http/call-registry.ts";
import { conflict, notFound, unprocessable } from "../../http/app-error.ts";
import { loadBasketView, lockBasket, type BasketRow } from "../basket/basket-store.ts";
import { heldVouchers, leaveHeldVouchers } from "../basket/held-benefits.ts";
import { changedOrderRefusal } from "../basket/changed-order.ts";
import { confirmHoldAsOrder, latestBookingOfBasket } from "../slots/slot-booking.ts";
import { bookingCutoff } from "../../domain/slot-rules.ts";
import { formatEuros, minimumShortfallCents } from "../../domain/basket-totals.ts";
import { MIX_MATCH_TOTAL_KEY } from "../../domain/order-amounts.ts";
import { orderPlacedNote } from "../../domain/order-labels.ts";
import { amexPaymentRefusal } from "../../domain/amex-payment.ts";
import { mandateRefusal } from "../../domain/sepa-mandate.ts";
import { sepaBarredText } from "../../domain/sepa-return-reminders.ts";
import { sepaBarringReturn } from "./sepa-returns.ts";
import { recalledMessage } from "../../domain/product-recall.ts";
import { buyerCompanyOf } from "../../domain/professional-accounts.ts";
import { BENEFITS_METHOD, isPaidByBenefits, paymentMethodFor } from "../../domain/benefits-payment.ts";
import { complementLeftText } from "../../domain/complement-hand-back.ts";
import { isErasedEmail } from "../session/account-deletion-rules.ts";
import { perimeterDelivers } from "../session/perimeter-lookup.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { readSignedValue, signValue } from "../../payment/payment-services.ts";
import { applyPaymentOutcome, queueConfirmationMail } from "./payment-outcome.ts";
import { PHONE_PROVIDER, phonePaymentRef } from "./phone-payment.ts";
import { completeReplacement, lockOrderToChange, releaseAuthorisation, unitsToTake } from "./order-changes.ts";
import type { OrderRow } from "./order-store.ts";
import { isUniqueViolation } from "../postgres-errors.ts";
import { leaveLinesOnOrder, takeHeldPlaces } from "../reservation-waitlist/waitlist-store.ts";
import { shelfUnitsToTake } from "../reservation-waitlist/waitlist-rules.ts";
import { restock } from "./order-release.ts";
import { orderSpendingReason } from "../loyalty/loyalty-rules.ts";

const cents = (euros: number | null | undefined): number => Math.round((euros ?? 0) * 100);


/** A payment's reference while the provider has not created its session yet (the order is written first). */
const AWAITING_PREFIX = "attente-";
/** Where the provider takes a payment that needs the shopper (its card form, its 3-D Secure challenge). */
export const paymentActionPath = (providerRef: string): string => `/modal/paiement/${providerRef}`;
/** Whether the payment has a provider session yet (a reference of its own, not the placeholder). */
export const hasProviderSession = (providerRef: string): boolean => !providerRef.startsWith(AWAITING_PREFIX);
export type CheckFailure = { code: (typeof CHECK_CODES)[number]; message: string; id_article?: number };

type AddressRow = typeof schema.addresses.$inferSelect;

/** What an address needs for a driver to deliver: name, street, town, and a phone to call at the door. */
export function addressGaps(address: AddressRow | null): string | null {
  if (!address || address.deletedAt) return "Choisissez une adresse de livraison.";
  const missing = [
    !address.nom.trim() || !address.prenom.trim() ? "le nom" : null,
    !address.line1.trim() ? "l'adresse" : null,
    !address.city.trim() ? "la ville" : null,
    !address.phone?.trim() ? "un téléphone" : null,
  ].filter(Boolean);
  return missing.length ? `Votre adresse de livraison est incomplète : ajoutez ${missing.join(", ")}.` : null;
}

async function deliveryAddress(db: Database, basket: { deliveryAddressId: number | null; userId: number | null }): Promise<AddressRow | null> {
  if (!basket.deliveryAddressId || basket.userId === null) return null;
  const [row] = await db
    .select()
    .from(schema.addresses)
    .where(and(eq(schema.addresses.id, basket.deliveryAddressId), eq(schema.addresses.userId, basket.userId)))
    .limit(1);
  return row ?? null;
}

const SLOT_MISSING = "Choisissez un créneau de livraison.";
// Defence in depth (ADR 0064): a basket moved to another perimeter lets its old slot and address go; one that did not
// must never be ordered at one perimeter's prices and stock for another's slot or address.
export const SLOT_OTHER_AREA = "Votre créneau de livraison est celui d'une autre zone que celle de votre panier : choisissez un nouveau créneau.";
export const addressOutsideArea = (postalCode: string): string =>
  `Votre adresse de livraison (${postalCode}) n'est pas dans la zone de livraison de votre panier : choisissez une autre adresse ou changez de code postal.`;

/** Whether the slot is one of the perimeter's: its prices, stock and drivers are that perimeter's. */
async function slotInPerimeter(db: Database, slotId: number, perimeterId: number): Promise<boolean> {
  const [slot] = await db.select({ perimeterId: schema.deliverySlots.perimeterId }).from(schema.deliverySlots).where(eq(schema.deliverySlots.id, slotId)).limit(1);
  return slot?.perimeterId === perimeterId;
}
const SLOT_LAPSED = "Votre créneau de livraison n'est plus réservé : choisissez-en un.";

/**
 * Whether the basket's latest slot booking ended by running out (a hold past its hour, a reservation past its
 * cut-off) rather than never existing or being given back on purpose: only then is "no longer reserved" true.
 */
export async function slotHoldLapsed(db: Database, basketId: number, now: Date): Promise<boolean> {
  return bookingLapsed(await latestBookingOfBasket(db, basketId), now);
}

/** A booking lapsed when its end came before any release: a release before the end was the shopper's (or ours). */
function bookingLapsed(booking: { expiresAt: Date | null; releasedAt: Date | null } | null, now: Date): boolean {
  if (!booking?.expiresAt) return false;
  const endedAt = booking.releasedAt ?? now;
  return booking.expiresAt.getTime() <= endedAt.getTime();
}

/** Every reason the basket cannot be paid now, each with a precise French message (checkAvantPaiement). */
export async function checkoutFailures(
  db: Database,
  view: Basket,
  basketRow: { deliveryAddressId: number | null; userId: number | null; mode: string; orderId: number | null; perimeterId: number },
  now: Date,
): Promise<CheckFailure[]> {
  const failures: CheckFailure[] = [];
  if (basketRow.userId === null) failures.push({ code: "non_connecte", message: "Connectez-vous ou créez votre compte pour commander." });
  // A change to an order past its cut-off (or closed) can no longer be paid, whatever else is right (ADR 0056).
  const changeRefusal = await changedOrderRefusal(db, basketRow, now);
  if (changeRefusal) failures.push({ code: "date_limite", message: changeRefusal });
  const lines = [...view.items, ...view.reservations];
  if (lines.length === 0) {
    failures.push({ code: "panier_vide", message: "Votre panier est vide." });
    return failures;
  }
  for (const line of lines) {
    if (line.recalled) failures.push({ code: "stock", id_article: line.id, message: recalledMessage(line.name) });
    else if (line.in_stock === 0 || line.stock <= 0) failures.push({ code: "stock", id_article: line.id, message: `« ${line.name} » est en rupture de stock : retirez-le du panier.` });
    else if (line.quantity > line.stock) failures.push({ code: "stock", id_article: line.id, message: `Il ne reste que ${line.stock} « ${line.name} » : réduisez la quantité.` });
  }
  if (view.id_tranche === null) {
    const lapsed = await slotHoldLapsed(db, view.id_panier, now);
    failures.push({ code: "creneau", message: lapsed ? SLOT_LAPSED : SLOT_MISSING });
  } else if (!(await slotInPerimeter(db, view.id_tranche, basketRow.perimeterId))) {
    failures.push({ code: "creneau", message: SLOT_OTHER_AREA });
  }
  const shortfall = minimumShortfallCents(cents(view.totals.total_marchandise), cents(view.totals.total_minimum));
  if (shortfall > 0 && !failures.some((f) => f.code === "stock")) {
    failures.push({ code: "minimum", message: `Le minimum de commande n'est pas atteint : encore ${formatEuros(shortfall)}.` });
  }
  const address = await deliveryAddress(db, basketRow);
  const gap = addressGaps(address);
  if (gap) failures.push({ code: "adresse", message: gap });
  else if (address && !(await perimeterDelivers(db, basketRow.perimeterId, address.postalCode))) {
    failures.push({ code: "adresse", message: addressOutsideArea(address.postalCode) });
  }
  return failures;
}

/**
 * The checkout reference: the basket, the customer, the idempotency key, an expiry, and the amounts the payment page
 * showed (the total and the amount authorised, in cents); signed so it cannot be forged.
 */
/** `complementOf`: the order the basket completed when the payment page was shown, null for any other basket. */
export type CheckoutRef = { basketId: number; userId: number; key: string; expiresAt: number; amounts: ShownAmounts; complementOf: number | null };
export type ShownAmounts = { totalCents: number; authorisedCents: number };
const CHECKOUT_VALID_MS = 2 * 3600_000;

export function issueCheckoutRef(secret: string, basketId: number, userId: number, now: Date, shown: ShownAmounts, complementOf: number | null = null): string {
  return signValue(secret, {
    b: basketId,
    u: userId,
    k: randomBytes(16).toString("base64url"),
    x: now.getTime() + CHECKOUT_VALID_MS,
    t: shown.totalCents,
    a: shown.authorisedCents,
    ...(complementOf !== null ? { c: complementOf } : {}),
  });
}

/** What an order of these totals authorises: its margin for weighed products, never less than its total. */
export const authorisedCentsOf = (totalCents: number, totalAutorisationCents: number | undefined): number =>
  Math.max(totalAutorisationCents ?? totalCents, totalCents);

/**
 * Refusal when the basket's amounts are no longer those the payment page showed: the shopper accepted those with
 * « Commander avec obligation de paiement », and a basket changed since (in another tab, on another device) is not
 * charged at other amounts without being seen (ADR 0075).
 */
export function amountsChangedRefusal(shown: ShownAmounts, now: ShownAmounts): string | null {
  if (shown.totalCents === now.totalCents && shown.authorisedCents === now.authorisedCents) return null;
  return shown.totalCents === now.totalCents
    ? `Le montant à autoriser de votre commande a changé depuis l'affichage de la page de paiement (${formatEuros(now.authorisedCents)} au lieu de ${formatEuros(shown.authorisedCents)}) : vérifiez-le, puis validez à nouveau.`
    : `Le total de votre commande a changé depuis l'affichage de la page de paiement (${formatEuros(now.totalCents)} au lieu de ${formatEuros(shown.totalCents)}) : vérifiez-le, puis validez à nouveau.`;
}

export function readCheckoutRef(secret: string, signed: string, userId: number, now: Date): CheckoutRef {
  const value = readSignedValue(secret, signed);
  // The code tells the payment page this refusal from the checks before payment, whatever its wording.
  const stale = () => unprocessable("Cette référence de paiement n'est plus valable : rechargez la page de paiement.", { code: "reference" satisfies PageErrorCode });
  if (!value || typeof value.b !== "number" || typeof value.u !== "number" || typeof value.k !== "string" || typeof value.x !== "number") throw stale();
  // Another customer's reference is as unknown as a forged one.
  if (value.u !== userId) throw notFound("Panier introuvable.");
  // Without the amounts shown (a reference issued before they were signed), the page is loaded again to show them.
  if (value.x < now.getTime() || typeof value.t !== "number" || typeof value.a !== "number") throw stale();
  return {
    basketId: value.b,
    userId: value.u,
    key: value.k,
    expiresAt: value.x,
    amounts: { totalCents: value.t, authorisedCents: value.a },
    complementOf: typeof value.c === "number" ? value.c : null,
  };
}

/** `benefits`: the payment page's form for an order its benefits pay entirely (ADR 0072). */
export type PaymentChoice =
  | { method: "card"; cardToken: string | null; saveCard?: boolean }
  | { method: "sepa"; mandateId: number }
  | { method: "phone" }
  | { method: "benefits" };
export type PaymentStart = { id_commande: number; statut: "authorised" | "requires_action" | "pending" | "declined"; redirect: string };

const confirmationPath = (order: { id: number; paymentMethod: string }) =>
  order.paymentMethod === "sepa" ? `/checkout/confirmation-sepa/${order.id}` : `/checkout/confirmation/${order.id}`;

/** Where a replayed checkout stands: the order the key already made, and its payment. */
async function existingStart(db: Database, userId: number, key: string): Promise<PaymentStart | null> {
  const [order] = await db
    .select()
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, userId), eq(schema.orders.idempotencyKey, key)))
    .limit(1);
  if (!order) return null;
  // Nothing was asked of any provider: the order was placed in its transaction (ADR 0072).
  if (isPaidByBenefits(order)) return { id_commande: order.id, statut: order.status === "cancelled" ? "declined" : "authorised", redirect: confirmationPath(order) };
  const [payment] = await db.select().from(schema.payments).where(eq(schema.payments.orderId, order.id)).orderBy(asc(schema.payments.id)).limit(1);
  const status = payment?.status;
  if (status === "requires_action") return { id_commande: order.id, statut: "requires_action", redirect: paymentActionPath(payment!.providerRef) };
  if (status === "authorised" || status === "captured") return { id_commande: order.id, statut: "authorised", redirect: confirmationPath(order) };
  if (status === "declined" || order.status === "cancelled") return { id_commande: order.id, statut: "declined", redirect: confirmationPath(order) };
  return { id_commande: order.id, statut: "pending", redirect: confirmationPath(order) };
}

/**
 * Places the order of the customer's active basket: stock taken with guarded updates (never below zero; one short
 * line fails the whole order naming the product), the slot hold confirmed, vouchers and balances spent, order,
 * lines and a payment row written, the basket marked ordered. Then asks the provider, outside the transaction.
 * An order with nothing to authorise (its benefits pay it all) has no payment row and asks no provider: it is placed
 * in the transaction itself (ADR 0072).
 */
export async function placeOrder(
  deps: { db: Database; config: AppConfig; now: Date },
  args: { userId: number; checkout: CheckoutRef; payment: PaymentChoice },
): Promise<PaymentStart> {
  const { db, config, now } = deps;
  const { userId, checkout, payment } = args;
  const replay = await existingStart(db, userId, checkout.key);
  if (replay) return replay;

  let mandate: typeof schema.sepaMandates.$inferSelect | undefined;
  if (payment.method === "sepa") {
    [mandate] = await db
      .select()
      .from(schema.sepaMandates)
      .where(and(eq(schema.sepaMandates.id, payment.mandateId), eq(schema.sepaMandates.userId, userId)))
      .limit(1);
    if (!mandate) throw notFound("Mandat SEPA introuvable.");
    // A returned debit still due past its last reminder bars SEPA until it is paid (ADR 0130, CGV article 4).
    const barredBy = await sepaBarringReturn(db, userId);
    if (barredBy !== null) throw unprocessable(sepaBarredText(barredBy.orderId), { code: "sepa_impaye" satisfies PageErrorCode });
    // A revoked mandate pays no new order (ADR 0062): said in words, so the payment page offers to sign a new one.
    const refusal = mandateRefusal(mandate);
    if (refusal) throw unprocessable(refusal, { code: "mandat_revoque" satisfies PageErrorCode });
  }
  let cardId: number | null = null;
  // The brand of the card that pays, when known before the order is placed (a saved card): the Amex discount needs it.
  let cardBrand: string | null = null;
  if (payment.method === "card" && payment.cardToken) {
    const [card] = await db
      .select()
      .from(schema.paymentCards)
      .where(and(eq(schema.paymentCards.userId, userId), eq(schema.paymentCards.providerToken, payment.cardToken), isNull(schema.paymentCards.deletedAt)))
      .limit(1);
    if (!card) throw notFound("Carte bancaire introuvable.");
    cardId = card.id;
    cardBrand = card.brand;
  }
  const provider = config.payments.provider;

  let order: OrderRow;
  // Set inside the transaction when a phone-paid modification replaced an order whose authorisation must go.
  let voidAuthorisation = null as { ref: string; orderId: number } | null;
  try {
    order = await db.transaction(async (tx) => {
      // The account first, shared: an account being deleted (supprimerCompte locks it for update) either waits for
      // this order and then sees it and refuses, or has finished, and this order is refused — never an order on an
      // erased account.
      const [owner] = await tx
        .select({ email: schema.users.email, kind: schema.users.kind, companyName: schema.users.companyName, siret: schema.users.siret, vatNumber: schema.users.vatNumber })
        .from(schema.users)
        .where(eq(schema.users.id, userId))
        .for("share");
      if (!owner || isErasedEmail(owner.email)) throw notFound(ACCOUNT_DELETED_MESSAGE);
      const basket = await lockBasket(tx, checkout.basketId).catch(() => {
        throw notFound("Panier introuvable.");
      });
      if (basket.userId !== userId) throw notFound("Panier introuvable.");
      if (basket.status !== "active") throw new ReplayedCheckout();
      // Shown as a complement, paid as nothing else: a basket left since (by the customer, or handed back by itself as
      // its order moved on, ADR 0083) is an ordinary one now, with a fee and a slot to choose, seen before it is paid.
      if (checkout.complementOf !== null && basket.mode !== "complement") throw conflict(complementLeftText(checkout.complementOf));
      // A basket that modifies or completes an order: that order, locked, still before its cut-off (its own refusal
      // first, before the checks that also name a passed cut-off).
      const changing =
        basket.mode !== "order" && basket.orderId !== null ? await lockOrderToChange(tx, { orderId: basket.orderId, userId, mode: basket.mode, now }) : null;
      const view = await loadBasketView(tx, basket.id, now);
      const failures = await checkoutFailures(tx, view, basket, now);
      // Every failure in the message: the shopper fixes them all at once, not one per attempt.
      if (failures.length > 0) throw unprocessable(failures.map((f) => f.message).join(" "), { erreurs: failures });
      // The partner discount is for paying with an Amex card: never charged discounted on another means (ADR 0056).
      const amexRefusal = amexPaymentRefusal(view.avantages.amex.actif, cardBrand);
      if (amexRefusal) throw unprocessable(amexRefusal, { code: "amex" satisfies PageErrorCode });
      if (mandate) {
        // Read again, shared, inside the order's transaction: a revocation at the same moment either waits for this
        // order (which then keeps its debit, like any order placed before) or has happened, and the order is refused.
        const [current] = await tx.select().from(schema.sepaMandates).where(eq(schema.sepaMandates.id, mandate.id)).for("share");
        const refusal = current ? mandateRefusal(current) : "Mandat SEPA introuvable.";
        if (refusal) throw unprocessable(refusal, { code: "mandat_revoque" satisfies PageErrorCode });
      }
      const address = (await deliveryAddress(tx, basket))!;
      const billing =
        (basket.billingAddressId
          ? (await tx.select().from(schema.addresses).where(and(eq(schema.addresses.id, basket.billingAddressId), eq(schema.addresses.userId, userId))).limit(1))[0]
          : undefined) ?? address;
      // The slot's row lock first: the order row's foreign key takes a share lock on it that the booking's
      // update lock (confirmHoldAsOrder) would otherwise wait on behind another order's stock lock — a deadlock.
      const [slot] = await tx.select().from(schema.deliverySlots).where(eq(schema.deliverySlots.id, view.id_tranche!)).for("update").limit(1);
      const [perimeter] = await tx.select().from(schema.perimeters).where(eq(schema.perimeters.id, basket.perimeterId)).limit(1);
      if (!slot || !perimeter) throw conflict("Votre créneau de livraison n'est plus réservé : choisissez-en un.");

      const totals = Object.fromEntries(Object.entries(view.totals).map(([k, v]) => [k, cents(v)]));
      // Inside total_remises, what mix-and-match offers took: kept as agreed when the order is weighed (ADR 0100).
      const mixMatchCents = Math.min(
        mixMatchOffersOf(view.bloc_recap_panier).reduce((sum, offer) => sum + cents(offer.montant), 0),
        totals.total_remises ?? 0,
      );
      if (mixMatchCents > 0) totals[MIX_MATCH_TOTAL_KEY] = mixMatchCents;
      const lines = [...view.items, ...view.reservations].sort((a, b) => a.id - b.id);
      const weights = await tx
        .select({ id: schema.products.id, avg: schema.products.averageWeightGrams })
        .from(schema.products)
        .where(inArray(schema.products.id, lines.map((l) => l.id)));
      const avgOf = new Map(weights.map((w) => [w.id, w.avg]));
      const feeCents = cents(view.fl) + (totals.frais_express ?? 0);
      const goodsCents = totals.total_marchandise ?? 0;
      const totalCents = totals.total_euro ?? 0;
      const authorisedCents = authorisedCentsOf(totalCents, totals.total_autorisation);
      const changedAmounts = amountsChangedRefusal(checkout.amounts, { totalCents, authorisedCents });
      if (changedAmounts) throw unprocessable(changedAmounts, { code: "montant" satisfies PageErrorCode });
      // Decided on the amounts of this transaction, not on the page the shopper saw (ADR 0072).
      const means = paymentMethodFor(authorisedCents, payment.method);
      if (!means.ok) throw unprocessable(means.reason, { code: "avantages" satisfies PageErrorCode });
      const methodName = means.method;
      const byBenefits = methodName === BENEFITS_METHOD;
      const snapshot = (a: AddressRow) => ({
        civilite: a.civilite, nom: a.nom, prenom: a.prenom, company: a.company, line1: a.line1, line2: a.line2, postalCode: a.postalCode, city: a.city,
        doorCode: a.doorCode, floor: a.floor, hasLift: a.hasLift, intercomName: a.intercomName, phone: a.phone, instructions: a.instructions,
      });
      const [created] = await tx
        .insert(schema.orders)
        .values({
          userId,
          basketId: basket.id,
          perimeterId: basket.perimeterId,
          slotId: slot.id,
          parentOrderId: changing && basket.mode === "complement" ? changing.id : null,
          replacesOrderId: changing && basket.mode === "modification" ? changing.id : null,
          // Nothing to pay: placed now, as a card order is once its payment is authorised.
          status: byBenefits ? "placed" : "pending_payment",
          idempotencyKey: checkout.key,
          deliveryAddress: snapshot(address),
          billingAddress: snapshot(billing),
          // The company billed, as the account has it now: a later correction does not rewrite this order's invoice.
          buyerCompany: buyerCompanyOf(owner),
          totals,
          goodsCents,
          feeCents,
          discountCents: Math.max(0, goodsCents + feeCents + (totals.total_dons ?? 0) - totalCents),
          totalCents,
          authorisedCents,
          paymentMethod: methodName,
          preferences: { substitution: basket.substitutionPref, sacs: basket.bagPref, contact: basket.contactPref, memo: basket.pickerNote, noprint: basket.noPrint },
          // Changeable until the slot closes to new orders: an express slot's lead time is shorter than the usual cut-off.
          cutoffAt: changing?.cutoffAt ?? bookingCutoff(slot, perimeter.cutoffHours),
          placedAt: now,
          updatedAt: now,
        })
        .returning();
      if (!created) throw new Error("order insert returned nothing");

      // Stock: one guarded update per line, in product order so concurrent orders lock rows in the same order.
      // A modification takes only the units beyond those its original order already holds.
      const take = await unitsToTake(tx, lines, changing, basket.mode);
      const reservations = new Set(view.reservations.map((l) => l.id));
      for (const line of lines) {
        // A place the waiting list holds for the customer is off the shelf already: the order takes it first, and
        // gives back what it held and did not need (ADR 0120). The offer row is locked before the entry, as the
        // waiting list's own writes do.
        const held = reservations.has(line.id) ? await takeHeldPlaces(tx, userId, line.id, basket.perimeterId) : 0;
        const units = shelfUnitsToTake(take.get(line.id) ?? 0, held);
        if (units < 0) await restock(tx, basket.perimeterId, new Map([[line.id, -units]]), now);
        if (units <= 0) continue;
        const [taken] = await tx
          .update(schema.offers)
          .set({ stock: sql`${schema.offers.stock} - ${units}` })
          .where(and(eq(schema.offers.productId, line.id), eq(schema.offers.perimeterId, basket.perimeterId), sql`${schema.offers.stock} >= ${units}`))
          .returning({ stock: schema.offers.stock });
        if (!taken) throw conflict(`Plus assez de « ${line.name} » en stock pour votre commande : réduisez la quantité ou retirez-le.`, { id_article: line.id });
      }
      // The customer has their reservation: they leave the waiting lists of what they ordered (ADR 0114).
      await leaveLinesOnOrder(tx, userId, basket.perimeterId, lines.map((l) => l.id));
      await tx.insert(schema.orderLines).values(
        lines.map((l) => {
          const variable = l.variableWeight;
          const avg = avgOf.get(l.id) ?? null;
          return {
            orderId: created.id,
            productId: l.id,
            name: l.name,
            quantity: l.quantity,
            // Sold by weight: the price per kilo, the line being an estimate until weighed.
            unitPriceCents: variable ? cents(l.unitPrice.value) : cents(l.price),
            lineCents: cents(l.line_total),
            variableWeight: variable,
            estimatedWeightGrams: variable && avg ? avg * l.quantity : null,
            substitutionPref: l.substitution,
          };
        }),
      );
      // A change is delivered in its order's slot, whose place the order already has.
      if (!changing) await confirmHoldAsOrder(tx, { basketId: basket.id, orderId: created.id, now });

      // Benefits: each spent once, guarded so a voucher cannot serve two orders. A modification's vouchers kept from
      // its order stay that order's until the modification replaces it (completeReplacement hands them over).
      const keptFromOrder =
        changing && basket.mode === "modification" ? new Set((await heldVouchers(tx, changing.id, userId)).map((v) => v.code)) : new Set<string>();
      for (const voucher of (view.avantages.bha as BasketVoucher[]).filter((v) => v.actif && v.utilise > 0 && !keptFromOrder.has(v.code))) {
        const used = await tx
          .update(schema.vouchers)
          .set({ usedAt: now, usedOrderId: created.id })
          .where(and(eq(schema.vouchers.code, voucher.code), eq(schema.vouchers.userId, userId), isNull(schema.vouchers.usedAt)))
          .returning({ id: schema.vouchers.id });
        if (used.length === 0) throw conflict(`Le bon d'achat ${voucher.code} a déjà été utilisé.`);
      }
      // A voucher kept from the order that the modification no longer uses (its basket fell below the voucher's
      // minimum) leaves the basket: when the modification replaces the order it is then given back to the customer
      // with the order's other benefits, not handed over as used by an order it took nothing off.
      const keptUnused = [...keptFromOrder].filter((code) => !(view.avantages.bha as BasketVoucher[]).some((v) => v.code === code && v.actif && v.utilise > 0));
      if (changing && keptUnused.length > 0) await leaveHeldVouchers(tx, changing.id, userId, keptUnused);
      const spend: { kind: "eurofid" | "cagnotte" | "joker"; amount: number }[] = [
        { kind: "eurofid", amount: cents(view.avantages.eurosfid) },
        { kind: "cagnotte", amount: totals.total_cagnotte ?? 0 },
        { kind: "joker", amount: view.avantages.joker.actif ? 1 : 0 },
      ];
      for (const s of spend.filter((x) => x.amount > 0)) {
        await tx.insert(schema.loyaltyLedger).values({ userId, kind: s.kind, amount: -s.amount, reason: orderSpendingReason(created.id), orderId: created.id, createdAt: now });
      }
      await tx.update(schema.baskets).set({ status: "ordered", orderId: created.id, updatedAt: now }).where(eq(schema.baskets.id, basket.id));
      // A payment row is an attempt at a provider (payments_amount_positive): an order paid by its benefits has none.
      if (!byBenefits) await tx.insert(schema.payments).values({
        orderId: created.id,
        provider: methodName === "phone" ? PHONE_PROVIDER : provider.name,
        method: methodName,
        status: "pending",
        amountCents: created.authorisedCents,
        // A card or SEPA payment's placeholder is replaced by the provider's reference once it answers.
        providerRef: methodName === "phone" ? phonePaymentRef(created.id) : `${AWAITING_PREFIX}${created.id}`,
        cardId,
        mandateId: mandate?.id ?? null,
        // The shop's clock, not the database's: the abandoned-payment sweep compares against it.
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(schema.orderEvents).values({ orderId: created.id, status: created.status, note: orderPlacedNote(methodName), createdAt: now });
      if (methodName === "phone" || byBenefits) {
        // Paid by phone at preparation, or nothing to pay: the modification takes the original's place now.
        if (created.replacesOrderId !== null) {
          const outcome = await completeReplacement(tx, created, now, config.publicUrl);
          if ("refused" in outcome) throw conflict(outcome.refused);
          if (outcome.voidProviderRef) voidAuthorisation = { ref: outcome.voidProviderRef, orderId: outcome.replaced.id };
        } else await queueConfirmationMail(tx, created, config.publicUrl, now);
      }
      return created;
    });
  } catch (error) {
    // The same key in flight elsewhere: its order is (or is about to be) the answer.
    if (error instanceof ReplayedCheckout || isUniqueViolation(error)) {
      const start = await existingStart(db, userId, checkout.key);
      if (start) return start;
      throw conflict("Ce panier est déjà commandé.");
    }
    throw error;
  }

  // Stock changed: shared catalogue answers must not show the old quantities.
  invalidateCatalogueCache(db);
  if (voidAuthorisation) await releaseAuthorisation(db, provider, voidAuthorisation.ref, voidAuthorisation.orderId, now);
  if (order.paymentMethod === "phone") return { id_commande: order.id, statut: "pending", redirect: confirmationPath(order) };
  // No provider to ask: the order is placed already, its confirmation mail queued with it.
  if (isPaidByBenefits(order)) return { id_commande: order.id, statut: "authorised", redirect: confirmationPath(order) };
  const returnPath = confirmationPath(order);
  const result =
    payment.method === "sepa"
      ? await provider.chargeMandate(mandate!.providerRef, order.authorisedCents, String(order.id))
      : await provider.authorise({ amountCents: order.authorisedCents, cardToken: payment.method === "card" ? payment.cardToken : null, merchantReference: String(order.id), returnPath });
  await db
    .update(schema.payments)
    .set({ providerRef: result.providerRef, status: result.status === "requires_action" ? "requires_action" : "pending", updatedAt: now })
    .where(and(eq(schema.payments.orderId, order.id), eq(schema.payments.providerRef, `${AWAITING_PREFIX}${order.id}`)));
  if (result.status === "requires_action") return { id_commande: order.id, statut: "requires_action", redirect: result.actionPath };
  const outcome = result.status === "authorised" ? ({ kind: "authorised" } as const) : ({ kind: "declined", reason: result.reason } as const);
  const applied = await applyPaymentOutcome(db, { provider: provider.name, providerRef: result.providerRef, outcome, now, publicUrl: config.publicUrl, payments: provider });
  const statut = result.status === "authorised" && applied.status === "cancelled" ? "declined" : result.status;
  return { id_commande: order.id, statut, redirect: returnPath };
}

class ReplayedCheckout extends Error {}

/** payConfiguration's data: the active basket's amounts and a fresh signed reference (reading only). */
export async function checkoutConfiguration(db: Database, basket: BasketRow | null, userId: number, secret: string, now: Date) {
  if (!basket) throw unprocessable("Votre panier est vide.");
  const view = await loadBasketView(db, basket.id, now);
  if (view.isEmpty) throw unprocessable("Votre panier est vide.");
  const totalCents = cents(view.totals.total_euro);
  const shown = { totalCents, authorisedCents: authorisedCentsOf(totalCents, cents(view.totals.total_autorisation)) };
  const complementOf = basket.mode === "complement" ? basket.orderId : null;
  return { basket, view, checkout: issueCheckoutRef(secret, basket.id, userId, now, shown, complementOf) };
}
