// Guarantees the referrer's voucher is issued once per friend, on the delivery of that friend's first order, and
// never to the same household or beyond the yearly limit. Runs in the delivering transaction (order-warehouse.ts).
import { and, eq, isNull } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { enqueueJob } from "../../jobs/job-queue.ts";
import { MAIL_JOB } from "../../mail/mailer.ts";
import { referralRewardMail } from "../../mail/referral-mails.ts";
import { touchActiveBaskets } from "../basket/basket-store.ts";
import { friendDisplayName, REFERRAL_TERMS, rewardRefusal } from "./referral-rules.ts";
import { issueReferralVoucher, lockReferrer, rewardsLastYear } from "./referral-store.ts";
import { householdOrderedElsewhere } from "../orders/household-orders.ts";

const { referrals, users, addresses } = schema;

export type DeliveredOrder = { id: number; userId: number; deliveryAddress: Record<string, unknown>; placedAt: Date };

/** The referral this delivery decides, if the order's customer was referred and nothing was decided yet. */
export async function rewardReferrerOnDelivery(tx: Database, order: DeliveredOrder, now: Date, publicUrl: string): Promise<"rewarded" | "refused" | null> {
  const [pending] = await tx
    .select({ id: referrals.id, referrerId: referrals.referrerId })
    .from(referrals)
    .where(and(eq(referrals.refereeId, order.userId), isNull(referrals.rewardedAt), isNull(referrals.rewardRefusal)));
  if (!pending) return null;
  // The referrer's lock first (the yearly count), then the referral row, read again: decided once only.
  await lockReferrer(tx, pending.referrerId);
  const [referral] = await tx
    .select()
    .from(referrals)
    .where(and(eq(referrals.id, pending.id), isNull(referrals.rewardedAt), isNull(referrals.rewardRefusal)))
    .for("update");
  if (!referral) return null;
  const referrerAddresses = await tx.select({ line1: addresses.line1, postalCode: addresses.postalCode }).from(addresses).where(eq(addresses.userId, referral.referrerId));
  const delivered = order.deliveryAddress;
  const householdWasCustomer =
    typeof delivered.postalCode === "string" &&
    (await householdOrderedElsewhere(tx, { ...delivered, postalCode: delivered.postalCode }, order.userId, order.placedAt));
  const refusal = rewardRefusal({
    deliveredTo: order.deliveryAddress,
    referrerAddresses,
    householdWasCustomer,
    rewardsLastYear: await rewardsLastYear(tx, referral.referrerId, now),
  });
  if (refusal) {
    await tx.update(referrals).set({ rewardRefusal: refusal }).where(eq(referrals.id, referral.id));
    return "refused";
  }
  const voucher = await issueReferralVoucher(tx, referral.referrerId, "PARRAIN", REFERRAL_TERMS.referrer, now);
  await tx.update(referrals).set({ rewardedAt: now, rewardVoucherId: voucher.id }).where(eq(referrals.id, referral.id));
  await touchActiveBaskets(tx, referral.referrerId);
  const [referrer] = await tx.select({ email: users.email, prenom: users.prenom }).from(users).where(eq(users.id, referral.referrerId));
  const [friend] = await tx.select({ prenom: users.prenom, nom: users.nom }).from(users).where(eq(users.id, order.userId));
  if (referrer && friend) {
    await enqueueJob(
      tx,
      MAIL_JOB,
      referralRewardMail({
        to: referrer.email,
        prenom: referrer.prenom,
        friendName: friendDisplayName(friend.prenom, friend.nom),
        voucherCode: voucher.code,
        terms: REFERRAL_TERMS.referrer,
        expiresAt: voucher.expiresAt,
        shopUrl: publicUrl.replace(/\/+$/, ""),
      }),
      now,
    );
  }
  return "rewarded";
}
