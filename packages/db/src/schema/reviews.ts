// Reviews: customers' reviews of products they received, their ratings of a delivered order's delivery (whose
// comments, when they agree, make the shop's reviews page), both moderated before publication; and survey answers.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { products } from "./catalogue.ts";
import { orders } from "./purchase.ts";

export const MODERATION_STATUSES = ["pending", "published", "rejected"] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];

/** One review per customer and product; changing it sends it back to moderation. */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The delivered order that showed the author received the product (the latest when the review was written). */
    orderId: integer().references(() => orders.id, { onDelete: "set null" }),
    /** When that order was delivered: the date of the experience the review is about. */
    experiencedAt: timestamp({ withTimezone: true }),
    rating: integer().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    status: text().$type<ModerationStatus>().notNull().default("pending"),
    rejectionReason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the current text was written: the date shown with the review. */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp({ withTimezone: true }),
    /** The staff member who published or refused it (ADR 0094); null when moderated with `npm run reviews`. */
    moderatedBy: integer().references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("product_reviews_user_product_idx").on(t.userId, t.productId),
    index("product_reviews_published_idx").on(t.productId, t.updatedAt).where(sql`${t.status} = 'published'`),
    index("product_reviews_pending_idx").on(t.updatedAt).where(sql`${t.status} = 'pending'`),
    check("product_reviews_rating", sql`${t.rating} between 1 and 5`),
    check("product_reviews_title_length", sql`char_length(${t.title}) between 3 and 80`),
    check("product_reviews_body_length", sql`char_length(${t.body}) between 10 and 2000`),
    check("product_reviews_status", sql`${t.status} in ('pending', 'published', 'rejected')`),
  ],
);

/** A customer's rating of one delivered order's delivery: once per order. */
export const courierRatings = pgTable(
  "courier_ratings",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer().notNull(),
    punctuality: integer().notNull(),
    courtesy: integer().notNull(),
    comment: text(),
    /** The customer agreed to show the comment, with their first name, on the shop's reviews page. */
    publishConsent: boolean().notNull().default(false),
    /** The comment's moderation when it is to be published; null when there is nothing to publish. */
    commentStatus: text().$type<ModerationStatus>(),
    rejectionReason: text(),
    /** When the order was delivered. */
    experiencedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    moderatedAt: timestamp({ withTimezone: true }),
    /** The staff member who published or refused the comment (ADR 0094); null when moderated with `npm run reviews`. */
    moderatedBy: integer().references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("courier_ratings_order_idx").on(t.orderId),
    index("courier_ratings_user_idx").on(t.userId),
    index("courier_ratings_published_idx").on(t.createdAt).where(sql`${t.commentStatus} = 'published'`),
    check("courier_ratings_scores", sql`${t.rating} between 1 and 5 and ${t.punctuality} between 1 and 5 and ${t.courtesy} between 1 and 5`),
    check("courier_ratings_comment_length", sql`${t.comment} is null or char_length(${t.comment}) <= 1000`),
    check(
      "courier_ratings_comment_status",
      sql`(${t.commentStatus} is null) = (${t.comment} is null or not ${t.publishConsent}) and (${t.commentStatus} is null or ${t.commentStatus} in ('pending', 'published', 'rejected'))`,
    ),
  ],
);

/** A customer's answers to one survey: once per customer and survey. */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    surveyCode: text().notNull(),
    answers: jsonb().$type<Record<string, string | number | null>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("survey_responses_user_survey_idx").on(t.userId, t.surveyCode), index("survey_responses_survey_idx").on(t.surveyCode)],
);
