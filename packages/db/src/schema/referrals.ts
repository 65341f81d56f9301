// Referral (parrainage): each customer's stable code, and each friend they brought (invited by e-mail, or who typed
// the code at sign-up) with the vouchers it earned. Decisions: docs/adr/0028-loyalty-history-and-referral.md.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { vouchers } from "./purchase.ts";

/** One code per customer, made once and never changed, so a link shared long ago still works. */
export const referralCodes = pgTable(
  "referral_codes",
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("referral_codes_code_unique").on(t.code), check("referral_codes_format", sql`${t.code} ~ '^[A-Z0-9]{1,10}-[A-Z0-9]{5}$'`)],
);

/**
 * A friend of a referrer: an invitation by e-mail (email, invitedAt), then the account it became (refereeId,
 * signedUpAt) with its welcome voucher, then the referrer's reward when that account's first order was delivered
 * (rewardedAt and its voucher, or rewardRefusal saying why not). A friend is referred once, by one referrer.
 */
export const referrals = pgTable(
  "referrals",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The address invited (lower case); null for a friend who typed the code without being invited. */
    email: text(),
    invitedAt: timestamp({ withTimezone: true }),
    refereeId: integer().references(() => users.id, { onDelete: "cascade" }),
    signedUpAt: timestamp({ withTimezone: true }),
    welcomeVoucherId: integer().references(() => vouchers.id, { onDelete: "set null" }),
    rewardedAt: timestamp({ withTimezone: true }),
    rewardVoucherId: integer().references(() => vouchers.id, { onDelete: "set null" }),
    /** Why the referrer earned nothing when the friend's first order was delivered (same household, yearly limit). */
    rewardRefusal: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("referrals_referrer_email_unique").on(t.referrerId, t.email).where(sql`${t.email} is not null`),
    uniqueIndex("referrals_one_referrer_per_friend").on(t.refereeId).where(sql`${t.refereeId} is not null`),
    index("referrals_referrer_idx").on(t.referrerId, t.invitedAt),
    index("referrals_email_idx").on(t.email).where(sql`${t.email} is not null`),
    check("referrals_not_oneself", sql`${t.refereeId} is null or ${t.refereeId} <> ${t.referrerId}`),
    check("referrals_invited_or_signed_up", sql`(${t.email} is not null and ${t.invitedAt} is not null) or ${t.refereeId} is not null`),
    check("referrals_email_lower", sql`${t.email} is null or ${t.email} = lower(${t.email})`),
  ],
);
