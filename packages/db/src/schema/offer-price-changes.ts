// Each change of an offer's price or promotion made by staff on the stock screen (ADR 0138): who, when, and the
// offer's prices before and after. It is both the team's journal of those changes and the offer's price history:
// the reference price of a later promotion (the lowest price applied in the 30 days before it, Code de la
// consommation L112-1-1) is read from these rows, so a row is never updated or deleted while its offer exists.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { perimeters } from "./perimeters.ts";
import { users } from "./accounts.ts";

export const offerPriceChanges = pgTable(
  "offer_price_changes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "cascade" }),
    /** The staff member; null once their account is deleted (the change stays in the price history). */
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp({ withTimezone: true }).notNull(),
    /** `price`: the regular price changed; `promo`: a promotion set (or replaced); `promo_stop`: the promotion stopped. */
    kind: text().notNull(),
    priceBeforeCents: integer().notNull(),
    priceAfterCents: integer().notNull(),
    promoBeforeCents: integer(),
    promoAfterCents: integer(),
    promoStartsBefore: timestamp({ withTimezone: true }),
    promoStartsAfter: timestamp({ withTimezone: true }),
    promoEndsBefore: timestamp({ withTimezone: true }),
    promoEndsAfter: timestamp({ withTimezone: true }),
    /** The promotion's reference price after the change (`offers.lowest30d_cents`), null without a promotion. */
    referenceAfterCents: integer(),
  },
  (t) => [
    index("offer_price_changes_offer_idx").on(t.productId, t.perimeterId, t.changedAt),
    index("offer_price_changes_staff_idx").on(t.staffUserId, t.changedAt),
    check("offer_price_changes_kind", sql`${t.kind} in ('price', 'promo', 'promo_stop')`),
    check("offer_price_changes_prices_positive", sql`${t.priceBeforeCents} > 0 and ${t.priceAfterCents} > 0`),
    check("offer_price_changes_promo_set", sql`${t.kind} <> 'promo' or (${t.promoAfterCents} is not null and ${t.promoEndsAfter} is not null and ${t.referenceAfterCents} is not null)`),
    check("offer_price_changes_promo_stopped", sql`${t.kind} <> 'promo_stop' or (${t.promoAfterCents} is null and ${t.promoBeforeCents} is not null)`),
  ],
);
