// Challenges (défis), the advent calendar, the cinema contest and the thank-you gift (H1pH1pH1p): the shop's games
// and rewards. Every limit has its guard in the database: one entry per customer and challenge, one play per
// customer and day, a day's or a contest's prizes and a gift's stock never exceeded (ADR 0029, 0035).
import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { categories, products } from "./catalogue.ts";
import { orders, vouchers } from "./purchase.ts";

export const CHALLENGE_KINDS = ["units", "orders", "spend"] as const;
export type ChallengeKind = (typeof CHALLENGE_KINDS)[number];

/**
 * A challenge: reach `target` (units of the products that count, delivered orders, or cents spent on the products
 * that count) with orders placed between joining and `endsAt`, and `rewardCents` go to the prize pot once.
 * The products that count are those matching every criterion set (bio, an aisle and its shelves).
 */
export const challenges = pgTable(
  "challenges",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull(),
    kind: text().$type<ChallengeKind>().notNull(),
    target: integer().notNull(),
    rewardCents: integer().notNull(),
    bioOnly: boolean().notNull().default(false),
    categoryId: integer().references(() => categories.id, { onDelete: "set null" }),
    icon: text().notNull(),
    position: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index("challenges_window_idx").on(t.startsAt, t.endsAt),
    check("challenges_kind", sql`${t.kind} in ('units', 'orders', 'spend')`),
    check("challenges_target_positive", sql`${t.target} > 0`),
    check("challenges_reward_positive", sql`${t.rewardCents} > 0`),
    check("challenges_window", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A customer's participation (activationDefi); rewarded at most once (rewardedAt, under the row's lock). */
export const challengeEntries = pgTable(
  "challenge_entries",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    challengeId: integer()
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    rewardedAt: timestamp({ withTimezone: true }),
    rewardCents: integer(),
    /** The prize-pot credit (loyalty_ledger row) of the reward. */
    ledgerEntryId: integer(),
  },
  (t) => [
    uniqueIndex("challenge_entries_one_per_customer").on(t.challengeId, t.userId),
    index("challenge_entries_user_idx").on(t.userId),
    check("challenge_entries_rewarded_together", sql`(${t.rewardedAt} is null) = (${t.rewardCents} is null)`),
  ],
);

/** One advent calendar a year: doors 1 to 24 December (Europe/Paris), its colours and its rules. */
export const calendarEditions = pgTable("calendar_editions", {
  year: integer().primaryKey(),
  title: text().notNull(),
  textColour: text().notNull(),
  backgroundColour: text().notNull(),
  /** The game's rules (Markdown), shown at /calendrier-de-l-avent/reglement. */
  rules: text().notNull(),
});

export const CALENDAR_PRIZE_KINDS = ["cagnotte", "voucher"] as const;
export type CalendarPrizeKind = (typeof CALENDAR_PRIZE_KINDS)[number];

/** A door: its prize, how many can be won that day (`stock`), how many were (`won`), the odds of one play. */
export const calendarDays = pgTable(
  "calendar_days",
  {
    year: integer()
      .notNull()
      .references(() => calendarEditions.year, { onDelete: "cascade" }),
    day: integer().notNull(),
    label: text().notNull(),
    prizeKind: text().$type<CalendarPrizeKind>().notNull(),
    prizeCents: integer().notNull(),
    /** A voucher prize: the basket it needs and how long it lasts. */
    voucherMinBasketCents: integer().notNull().default(0),
    voucherValidDays: integer().notNull().default(30),
    stock: integer().notNull(),
    won: integer().notNull().default(0),
    /** Chance of one play winning, in basis points (1,000 = one in ten), while prizes remain. */
    oddsBp: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.day] }),
    check("calendar_days_day", sql`${t.day} between 1 and 24`),
    check("calendar_days_prize_kind", sql`${t.prizeKind} in ('cagnotte', 'voucher')`),
    check("calendar_days_prize_positive", sql`${t.prizeCents} > 0 and ${t.voucherMinBasketCents} >= 0 and ${t.voucherValidDays} > 0`),
    check("calendar_days_never_over_stock", sql`${t.won} between 0 and ${t.stock}`),
    check("calendar_days_odds", sql`${t.oddsBp} between 0 and 10000`),
  ],
);

/** One play of one customer on one door: the unique index is what makes a second play that day impossible. */
export const calendarPlays = pgTable(
  "calendar_plays",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    year: integer().notNull(),
    day: integer().notNull(),
    playedAt: timestamp({ withTimezone: true }).notNull(),
    won: boolean().notNull(),
    prizeCents: integer(),
    ledgerEntryId: integer(),
    voucherId: integer().references(() => vouchers.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("calendar_plays_one_per_customer_and_day").on(t.userId, t.year, t.day),
    index("calendar_plays_user_idx").on(t.userId, t.playedAt),
    foreignKey({ columns: [t.year, t.day], foreignColumns: [calendarDays.year, calendarDays.day], name: "calendar_plays_day_fk" }).onDelete("cascade"),
  ],
);

/**
 * A cinema prize contest (« Jeu concours cinéma »): open from `startsAt` to `endsAt` (excluded), one play a day per
 * customer, each winning `prizeLabel` (worth `prizeValueCents`) with the odds while `won` < `stock` (ADR 0035).
 */
export const cinemaContests = pgTable(
  "cinema_contests",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    prizeLabel: text().notNull(),
    prizeValueCents: integer().notNull(),
    stock: integer().notNull(),
    won: integer().notNull().default(0),
    /** Chance of one play winning, in basis points (1,000 = one in ten), while prizes remain. */
    oddsBp: integer().notNull(),
    textColour: text().notNull(),
    backgroundColour: text().notNull(),
    /** The contest's rules (Markdown), shown at /offres-clients/offre-cinema/reglement and in REGLEMENT_JEU_CINE. */
    rules: text().notNull(),
  },
  (t) => [
    index("cinema_contests_window_idx").on(t.startsAt, t.endsAt),
    check("cinema_contests_window", sql`${t.endsAt} > ${t.startsAt}`),
    check("cinema_contests_prize_positive", sql`${t.prizeValueCents} > 0 and ${t.stock} >= 0`),
    check("cinema_contests_never_over_stock", sql`${t.won} between 0 and ${t.stock}`),
    check("cinema_contests_odds", sql`${t.oddsBp} between 0 and 10000`),
  ],
);

/** One play of one customer on one Paris day: the unique index is what makes a second play that day impossible. */
export const cinemaContestPlays = pgTable(
  "cinema_contest_plays",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    contestId: integer()
      .notNull()
      .references(() => cinemaContests.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The Paris date of the play (a play at 23:30 UTC on 30 November is on 1 December). */
    playedOn: date({ mode: "string" }).notNull(),
    playedAt: timestamp({ withTimezone: true }).notNull(),
    won: boolean().notNull(),
    /** The e-ticket of a win (CINE-XXXX-XXXX), unique across contests. */
    ticketCode: text(),
  },
  (t) => [
    uniqueIndex("cinema_contest_plays_one_per_customer_and_day").on(t.contestId, t.userId, t.playedOn),
    uniqueIndex("cinema_contest_plays_ticket_code").on(t.ticketCode),
    index("cinema_contest_plays_user_idx").on(t.userId, t.playedAt),
    check("cinema_contest_plays_ticket_when_won", sql`${t.won} = (${t.ticketCode} is not null)`),
  ],
);

/** A thank-you gift (H1pH1pH1p) a customer may add to an order in progress, free, while `given` < `stock`. */
export const thankYouGifts = pgTable(
  "thank_you_gifts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull().unique(),
    title: text().notNull(),
    description: text().notNull(),
    productId: integer().references(() => products.id, { onDelete: "set null" }),
    icon: text().notNull(),
    /** Goods of the order needed for this gift (cents). */
    minOrderCents: integer().notNull().default(0),
    stock: integer().notNull(),
    given: integer().notNull().default(0),
    position: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    check("thank_you_gifts_never_over_stock", sql`${t.given} between 0 and ${t.stock}`),
    check("thank_you_gifts_min_order", sql`${t.minOrderCents} >= 0`),
    check("thank_you_gifts_window", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** The gift chosen for an order (one per order); it stays with the order a modification replaces (ADR 0029). */
export const orderGifts = pgTable(
  "order_gifts",
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    giftId: integer()
      .notNull()
      .references(() => thankYouGifts.id, { onDelete: "restrict" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    chosenAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("order_gifts_user_idx").on(t.userId)],
);
