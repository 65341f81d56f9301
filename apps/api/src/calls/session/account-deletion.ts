// supprimerCompte: a customer deletes their own account (RGPD art. 17). Personal data are erased or anonymised in
// one transaction; orders, invoices and what they need stay ten years (Code de commerce L123-22), attached to an
// account row that no longer says who it was. Every table's fate: docs/adr/0039-account-deletion.md.
import { and, eq, gt, inArray, isNull, ne, notExists, or, sql } from "drizzle-orm";
import { ACCOUNT_DELETED_MESSAGE, supprimerCompte } from "@cabas/contracts";
import { schema, type Database } from "@cabas/db";
import { implement } from "../../http/call-registry.ts";
import { AppError, conflict } from "../../http/app-error.ts";
import { customerOf } from "../../http/auth.ts";
import { clearCredentialCookies } from "../../http/session-cookies.ts";
import { enqueueJob, ERASE_PAYLOAD_WHEN_DONE } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { accountDeletedMail } from "../../mail/account-mails.ts";
import { cancelReservation, releaseBasketHold } from "../slots/slot-booking.ts";
import {
  claimUnderReviewRefusal,
  deletionRefusal,
  ERASED_PASSWORD_HASH,
  ERASED_REVISION_NOTE,
  erasedEmailFor,
  forfeitEntries,
  UNFINISHED_ORDER_STATUSES,
  unfinishedOrderRefusal,
  WRONG_PASSWORD,
  type LoyaltyBalances,
} from "./account-deletion-rules.ts";
import { proveCurrentPassword, signInAccountAddressPrefix, signInAccountKey } from "./rate-limit.ts";
import { exportRateKey } from "../personal-data/personal-data-calls.ts";
import { invalidateCatalogueCache } from "../catalogue/catalogue-cache.ts";
import { leaveLine, lockOffer } from "../reservation-waitlist/waitlist-store.ts";
import { emailChangeRateKey } from "./email-change.ts";

type UserRow = typeof schema.users.$inferSelect;

/** Door codes, phones and notes for the courier: kept by an order for its delivery, never printed on an invoice. */
const DELIVERY_ONLY_KEYS = ["doorCode", "floor", "hasLift", "intercomName", "phone", "instructions"] as const;

const unfinishedOrdersOf = (db: Database, userId: number) =>
  db
    .select({ id: schema.orders.id, status: schema.orders.status })
    .from(schema.orders)
    .where(and(eq(schema.orders.userId, userId), inArray(schema.orders.status, [...UNFINISHED_ORDER_STATUSES])))
    .orderBy(schema.orders.placedAt, schema.orders.id);

const claimsUnderReviewOf = (db: Database, userId: number) =>
  db
    .select({ id: schema.orderClaims.id, orderId: schema.orderClaims.orderId })
    .from(schema.orderClaims)
    .where(and(eq(schema.orderClaims.userId, userId), eq(schema.orderClaims.status, "under_review")))
    .orderBy(schema.orderClaims.createdAt, schema.orderClaims.id);

export const supprimerCompteCall = implement(supprimerCompte, async ({ db, input, principal, request, reply, now, config }) => {
  const customer = customerOf(principal);
  const [user] = await db.select().from(schema.users).where(eq(schema.users.id, customer.userId)).limit(1);
  if (!user) throw new AppError("UNAUTHORIZED", "Connexion requise.");
  const refusal = deletionRefusal({
    impersonatorId: customer.impersonatorId,
    permissions: user.permissions,
    unfinishedOrders: await unfinishedOrdersOf(db, user.id),
    claimsUnderReview: await claimsUnderReviewOf(db, user.id),
  });
  if (refusal) throw conflict(refusal);
  const at = now();
  await proveCurrentPassword(db, user, input.password, { field: "password", message: WRONG_PASSWORD, ip: request.ip, at });
  await db.transaction(async (txRaw) => eraseAccount(txRaw as unknown as Database, user, at, config.publicUrl));
  // A place a waiting list held for them may be back on the shelf (ADR 0120): shared answers must not hide it.
  invalidateCatalogueCache(db);
  clearCredentialCookies(reply, config.cookies);
  return { message: ACCOUNT_DELETED_MESSAGE };
});

/**
 * Erases the account in the caller's transaction: all or nothing. Re-checks, under the account row's lock, that no
 * order started and no claim went to review since the refusals were checked (sendMRForm takes the same lock).
 * `inactivityWarnedAt`: erased for inactivity (ADR 0135), the farewell says so instead of « Comme vous l'avez demandé ».
 */
export async function eraseAccount(tx: Database, user: UserRow, at: Date, publicUrl: string, inactivityWarnedAt?: Date): Promise<void> {
  const userId = user.id;
  const email = user.email.toLowerCase();
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
  const [started] = await unfinishedOrdersOf(tx, userId);
  if (started) throw conflict(unfinishedOrderRefusal(started));
  const [underReview] = await claimsUnderReviewOf(tx, userId);
  if (underReview) throw conflict(claimUnderReviewRefusal(underReview));

  await releaseSlotPlaces(tx, userId, at);
  // Baskets no order was made from (active, abandoned, saved): their lines and released bookings go with them.
  await tx
    .delete(schema.baskets)
    .where(
      and(
        eq(schema.baskets.userId, userId),
        notExists(tx.select({ one: sql`1` }).from(schema.orders).where(eq(schema.orders.basketId, schema.baskets.id))),
      ),
    );
  // Baskets that became orders stay with them; the note to the picker was the customer's own words.
  await tx.update(schema.baskets).set({ pickerNote: null }).where(eq(schema.baskets.userId, userId));
  await anonymiseOrders(tx, userId);

  await tx.delete(schema.addresses).where(eq(schema.addresses.userId, userId));
  // Card numbers never reached Cabas; the provider's token goes with the row (payments keep their own reference).
  await tx.delete(schema.paymentCards).where(eq(schema.paymentCards.userId, userId));
  await eraseMandates(tx, userId, at);

  await tx.update(schema.sessions).set({ revokedAt: at }).where(and(eq(schema.sessions.userId, userId), isNull(schema.sessions.revokedAt)));
  await tx.delete(schema.passwordResets).where(eq(schema.passwordResets.userId, userId));
  // A new address waiting for its link is the customer's too: it goes, with the link mailed to it if still unsent.
  const pendingAddresses = await tx
    .delete(schema.emailChanges)
    .where(eq(schema.emailChanges.userId, userId))
    .returning({ email: schema.emailChanges.newEmail });
  for (const pending of pendingAddresses) {
    await tx.delete(schema.backgroundJobs).where(sql`lower(${schema.backgroundJobs.payload} ->> 'to') = ${pending.email.toLowerCase()}`);
  }
  await tx.delete(schema.optins).where(eq(schema.optins.userId, userId));
  await tx.delete(schema.shoppingLists).where(eq(schema.shoppingLists.userId, userId));
  await tx.delete(schema.notepads).where(eq(schema.notepads.userId, userId));
  await tx.delete(schema.productPreferences).where(eq(schema.productPreferences.userId, userId));

  await forfeitLoyalty(tx, userId, at);
  await tx.delete(schema.vouchers).where(and(eq(schema.vouchers.userId, userId), isNull(schema.vouchers.usedAt)));
  await tx.delete(schema.referralCodes).where(eq(schema.referralCodes.userId, userId));
  // Friends they invited: those addresses were theirs to give, not ours to keep.
  await tx.delete(schema.referrals).where(eq(schema.referrals.referrerId, userId));
  // Their referrer keeps the history of the reward, without the address it was sent to.
  await tx.update(schema.referrals).set({ email: null }).where(eq(schema.referrals.refereeId, userId));

  await tx.delete(schema.surveyResponses).where(eq(schema.surveyResponses.userId, userId));
  await tx.delete(schema.challengeEntries).where(eq(schema.challengeEntries.userId, userId));
  await tx.delete(schema.calendarPlays).where(eq(schema.calendarPlays.userId, userId));
  await tx.delete(schema.cinemaContestPlays).where(eq(schema.cinemaContestPlays.userId, userId));
  await tx.update(schema.orderClaims).set({ comment: null }).where(eq(schema.orderClaims.userId, userId));
  // Why the team revised a claim is written about its customer (ADR 0098): it goes with their comment.
  await tx
    .update(schema.orderClaimRevisions)
    .set({ note: ERASED_REVISION_NOTE })
    .where(inArray(schema.orderClaimRevisions.claimId, tx.select({ id: schema.orderClaims.id }).from(schema.orderClaims).where(eq(schema.orderClaims.userId, userId))));
  // An adviser's note of a call about a returned debit is written about her too (ADR 0136): it goes; what came of the
  // call, its day and who made it stay with the debit, which the accounts keep.
  await tx
    .update(schema.orderStaffNotes)
    .set({ note: ERASED_REVISION_NOTE })
    .where(and(ne(schema.orderStaffNotes.note, ""), inArray(schema.orderStaffNotes.orderId, tx.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.userId, userId)))));
  await tx
    .delete(schema.contactMessages)
    .where(or(eq(schema.contactMessages.userId, userId), sql`lower(${schema.contactMessages.email}) = ${email}`));
  await tx
    .delete(schema.zoneOpeningAlerts)
    .where(or(eq(schema.zoneOpeningAlerts.userId, userId), eq(schema.zoneOpeningAlerts.email, email)));
  // Their places in the waiting lists of products on reservation (ADR 0114): the next in line move up. A place held
  // for them (told, ADR 0120) goes back to the shelf and to the next in line, under its offer's lock.
  const held = await tx
    .select({ productId: schema.reservationWaitlist.productId, perimeterId: schema.reservationWaitlist.perimeterId })
    .from(schema.reservationWaitlist)
    .where(and(eq(schema.reservationWaitlist.userId, userId), gt(schema.reservationWaitlist.heldUnits, 0)))
    .orderBy(schema.reservationWaitlist.productId, schema.reservationWaitlist.perimeterId);
  for (const { productId, perimeterId } of held) {
    const offer = await lockOffer(tx, productId, perimeterId);
    if (offer) await leaveLine(tx, { userId, productId, perimeterId }, offer, at, publicUrl);
  }
  await tx.delete(schema.reservationWaitlist).where(eq(schema.reservationWaitlist.userId, userId));
  // Attempt counters are named after the address (the data export's and the e-mail change's after the account's number).
  await tx
    .delete(schema.rateLimits)
    .where(
      or(
        inArray(schema.rateLimits.key, [signInAccountKey(email), `reset:account:${email}`, exportRateKey(userId), emailChangeRateKey(userId)]),
        sql`starts_with(${schema.rateLimits.key}, ${signInAccountAddressPrefix(email)})`,
      ),
    );
  // Mails to them, sent or waiting (a waiting one would write to an account that no longer exists).
  await tx.delete(schema.backgroundJobs).where(sql`lower(${schema.backgroundJobs.payload} ->> 'to') = ${email}`);

  await tx
    .update(schema.users)
    .set({
      email: erasedEmailFor(userId),
      passwordHash: ERASED_PASSWORD_HASH,
      civilite: null,
      // Empty names: reviews and ratings are then signed « Client Cabas » (authorLabel).
      nom: "",
      prenom: "",
      phone: null,
      kind: "consumer",
      companyName: null,
      siret: null,
      vatNumber: null,
      postalCode: null,
      perimeterId: null,
      accessOldVersion: false,
      siteGroup: "new",
      lastActiveAt: null,
      inactivityWarnedAt: null,
      updatedAt: at,
    })
    .where(eq(schema.users.id, userId));
  // The confirmation is the last copy of the address: the queue empties its payload once it is sent.
  await enqueueJob(tx, MAIL_JOB, { ...accountDeletedMail({ to: user.email, prenom: user.prenom, deletedAt: at, shopUrl: publicUrl, warnedAt: inactivityWarnedAt }), [ERASE_PAYLOAD_WHEN_DONE]: true }, at);
}

/** Reservations made ahead and the baskets' holds give their places back under the slot rules (slot locks, counters). */
async function releaseSlotPlaces(tx: Database, userId: number, at: Date): Promise<void> {
  const reservations = await tx
    .select({ id: schema.slotBookings.id })
    .from(schema.slotBookings)
    .where(and(eq(schema.slotBookings.userId, userId), eq(schema.slotBookings.kind, "reservation"), isNull(schema.slotBookings.releasedAt)));
  for (const { id } of reservations) await cancelReservation(tx, { userId, bookingId: id, now: at });
  const baskets = await tx
    .select({ id: schema.baskets.id })
    .from(schema.baskets)
    .where(and(eq(schema.baskets.userId, userId), sql`${schema.baskets.status} <> 'ordered'`));
  for (const { id } of baskets) await releaseBasketHold(tx, id, at);
}

/** Orders keep what the invoice prints (names, company, postal address); the courier's details go. */
async function anonymiseOrders(tx: Database, userId: number): Promise<void> {
  const strip = (column: typeof schema.orders.deliveryAddress | typeof schema.orders.billingAddress) =>
    sql`${column} ${sql.raw(DELIVERY_ONLY_KEYS.map((key) => `- '${key}'`).join(" "))}`;
  await tx
    .update(schema.orders)
    .set({
      deliveryAddress: strip(schema.orders.deliveryAddress),
      billingAddress: strip(schema.orders.billingAddress),
      preferences: sql`${schema.orders.preferences} - 'memo'`,
    })
    .where(eq(schema.orders.userId, userId));
}

/**
 * A mandate no payment used is deleted. One that debited an order is the proof of that debit, which the SEPA rules
 * ask the creditor to keep: it is revoked and kept with the payments it justifies.
 */
async function eraseMandates(tx: Database, userId: number, at: Date): Promise<void> {
  const used = sql`exists (select 1 from ${schema.payments} where ${schema.payments.mandateId} = ${schema.sepaMandates.id})`;
  await tx.delete(schema.sepaMandates).where(and(eq(schema.sepaMandates.userId, userId), sql`not ${used}`));
  await tx
    .update(schema.sepaMandates)
    .set({ revokedAt: at })
    .where(and(eq(schema.sepaMandates.userId, userId), isNull(schema.sepaMandates.revokedAt)));
}

/** The balances the account forfeits: loyalty euros and prize pot (cents), jokers (units). */
export async function loyaltyBalances(db: Database, userId: number): Promise<LoyaltyBalances> {
  const rows = await db
    .select({ kind: schema.loyaltyLedger.kind, sum: sql<number>`sum(${schema.loyaltyLedger.amount})::int` })
    .from(schema.loyaltyLedger)
    .where(eq(schema.loyaltyLedger.userId, userId))
    .groupBy(schema.loyaltyLedger.kind);
  const of = (kind: keyof LoyaltyBalances) => rows.find((r) => r.kind === kind)?.sum ?? 0;
  return { eurofid: of("eurofid"), cagnotte: of("cagnotte"), joker: of("joker") };
}

async function forfeitLoyalty(tx: Database, userId: number, at: Date): Promise<void> {
  const entries = forfeitEntries(await loyaltyBalances(tx, userId));
  if (entries.length > 0) await tx.insert(schema.loyaltyLedger).values(entries.map((e) => ({ ...e, userId, createdAt: at })));
}
