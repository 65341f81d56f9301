// Customer service: messages sent through the contact form, after-sales claims on delivered orders (a missing or
// damaged product credited to the prize pot), and visits arriving through an affiliate's link.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { products } from "./catalogue.ts";
import { orders } from "./purchase.ts";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: "set null" }),
    email: text().notNull(),
    name: text().notNull(),
    subject: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_user_idx").on(t.userId), check("contact_messages_length", sql`char_length(${t.message}) between 1 and 3000`)],
);

/**
 * A claim on a delivered order. Within the instant-credit ceilings (ADR 0050) its credit went to the customer's
 * prize pot when it was made (status credited); above them it waits for customer service (under_review, credit 0),
 * who credits it, in full or in part (credited), or refuses it with a reason (refused) — ADR 0052.
 */
export type ClaimStatus = "credited" | "under_review" | "refused";

export const orderClaims = pgTable(
  "order_claims",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** What went to the prize pot; 0 while the claim is under review. */
    creditCents: integer().notNull(),
    status: text().$type<ClaimStatus>().notNull().default("credited"),
    /** Loyalty euros earned on the credited amount, taken back from the balance with the credit. */
    loyaltyDeductedCents: integer().notNull().default(0),
    /** The part of those loyalty euros already spent when the claim was credited: not taken back (ADR 0050). */
    loyaltyUnrecoveredCents: integer().notNull().default(0),
    comment: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When customer service credited or refused it (null: credited at once, or still under review). */
    settledAt: timestamp({ withTimezone: true }),
    /** Who did (the agent's name, or the operating-system user running the command). */
    settledBy: text(),
    /** The staff member who decided on the claims screen (ADR 0095); null for the command, which knows only a name. */
    settledByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** A refused claim's reason (CLAIM_REFUSAL_REASONS of @cabas/contracts, which says it in French). */
    refusalReason: text(),
  },
  (t) => [
    index("order_claims_order_idx").on(t.orderId),
    index("order_claims_user_created_idx").on(t.userId, t.createdAt),
    check("order_claims_credit", sql`${t.creditCents} >= 0`),
    check("order_claims_status", sql`${t.status} in ('credited', 'under_review', 'refused')`),
    check("order_claims_loyalty", sql`${t.loyaltyDeductedCents} >= 0 and ${t.loyaltyUnrecoveredCents} >= 0`),
    check("order_claims_settled", sql`(${t.settledAt} is null) = (${t.settledBy} is null)`),
    check(
      "order_claims_refusal",
      sql`(${t.status} = 'refused') = (${t.refusalReason} is not null) and (${t.refusalReason} is null or ${t.refusalReason} in ('hors_delai', 'produit_livre', 'deja_rembourse', 'abus'))`,
    ),
  ],
);

export const orderClaimLines = pgTable(
  "order_claim_lines",
  {
    claimId: integer()
      .notNull()
      .references(() => orderClaims.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    reason: text().notNull(),
    /** What these units cost the customer (credited with the claim, or asked for while it is under review). */
    creditCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.claimId, t.productId] }),
    check("order_claim_lines_quantity", sql`${t.quantity} > 0`),
    check("order_claim_lines_reason", sql`${t.reason} in ('manquant', 'abime', 'perime', 'erreur')`),
  ],
);

/**
 * A settled claim reviewed again (ADR 0098): a refusal the customer contested, or a part credit completed. Each row
 * is one more credit on top of the claim's decision, with the decision it followed and why the team revised it; the
 * claim's own row then holds the total credited and the latest decision's author.
 */
export const orderClaimRevisions = pgTable(
  "order_claim_revisions",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    claimId: integer()
      .notNull()
      .references(() => orderClaims.id, { onDelete: "cascade" }),
    revisedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Who revised it: the staff member's signature, as `order_claims.settled_by`. */
    revisedBy: text().notNull(),
    revisedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** The decision this revision followed: credited (in part) or refused, with the credit and reason it had. */
    previousStatus: text().$type<"credited" | "refused">().notNull(),
    previousCreditCents: integer().notNull(),
    previousRefusalReason: text(),
    /** Who made that decision and when (null for a claim credited at once): the claim's row then names the revision's. */
    previousSettledAt: timestamp({ withTimezone: true }),
    previousSettledBy: text(),
    previousSettledByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** What this revision put in the prize pot, and the loyalty euros it took back or could not (ADR 0050). */
    addedCents: integer().notNull(),
    loyaltyDeductedCents: integer().notNull().default(0),
    loyaltyUnrecoveredCents: integer().notNull().default(0),
    /** Why the team revised it (a photo received, a call), for the team. */
    note: text().notNull(),
  },
  (t) => [
    index("order_claim_revisions_claim_idx").on(t.claimId, t.revisedAt),
    check("order_claim_revisions_added", sql`${t.addedCents} > 0`),
    check("order_claim_revisions_previous", sql`${t.previousStatus} in ('credited', 'refused') and ${t.previousCreditCents} >= 0`),
    check("order_claim_revisions_loyalty", sql`${t.loyaltyDeductedCents} >= 0 and ${t.loyaltyUnrecoveredCents} >= 0`),
    check("order_claim_revisions_note", sql`char_length(${t.note}) between 3 and 500`),
  ],
);

/** A visit that came through an affiliate's link (tracking): the partner and campaign, never who the visitor is. */
export const affiliateVisits = pgTable(
  "affiliate_visits",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    partner: text().notNull(),
    campaign: text(),
    landingPath: text().notNull(),
    /** One row per visit key (a random id the storefront keeps a day): a reload is not a second visit. */
    visitKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("affiliate_visits_key_idx").on(t.visitKey), index("affiliate_visits_partner_idx").on(t.partner, t.createdAt)],
);
