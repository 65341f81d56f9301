// Delivery zones: each perimeter is served from one warehouse with its own prices, stock and slots.
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const perimeters = pgTable(
  "perimeters",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    code: text().notNull().unique(),
    name: text().notNull(),
    warehouse: text().notNull(),
    isDefault: boolean().notNull().default(false),
    minimumOrderCents: integer().notNull().default(0),
    freeDeliveryThresholdCents: integer(),
    expressFeeCents: integer().notNull().default(0),
    /** Loyalty euros earned on delivered orders, in basis points (200 = 2 %). */
    loyaltyRateBp: integer().notNull().default(200),
    cutoffHours: integer().notNull().default(8),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("perimeters_minimum_nonnegative", sql`${t.minimumOrderCents} >= 0`),
    check("perimeters_express_nonnegative", sql`${t.expressFeeCents} >= 0`),
    check("perimeters_loyalty_rate_range", sql`${t.loyaltyRateBp} between 0 and 10000`),
    check("perimeters_cutoff_range", sql`${t.cutoffHours} between 0 and 72`),
  ],
);

/** Delivery fee by basket amount: the band with the highest minimum not above the basket applies. */
export const deliveryFeeBands = pgTable(
  "delivery_fee_bands",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "cascade" }),
    minBasketCents: integer().notNull(),
    feeCents: integer().notNull(),
    label: text(),
  },
  (t) => [
    index("delivery_fee_bands_perimeter_idx").on(t.perimeterId, t.minBasketCents),
    check("delivery_fee_bands_min_nonnegative", sql`${t.minBasketCents} >= 0`),
    check("delivery_fee_bands_fee_nonnegative", sql`${t.feeCents} >= 0`),
  ],
);

/** A postal code may cover several communes; each (code, commune) pair belongs to at most one perimeter. */
export const postalCodes = pgTable(
  "postal_codes",
  {
    code: text().notNull(),
    inseeCode: text().notNull(),
    commune: text().notNull(),
    departement: text().notNull(),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "cascade" }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
  },
  (t) => [
    primaryKey({ columns: [t.code, t.inseeCode] }),
    index("postal_codes_perimeter_idx").on(t.perimeterId),
    check("postal_codes_code_format", sql`${t.code} ~ '^[0-9]{5}$'`),
  ],
);
