// « Prévenez-moi quand Cabas livre chez moi »: a shopper whose postal code no perimeter delivers leaves an e-mail
// address, with consent for that one message only. Rows are deleted 30 days after the message went out, or after
// 3 years if the zone never opens (ADR 0038).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { perimeters } from "./perimeters.ts";

export const zoneOpeningAlerts = pgTable(
  "zone_opening_alerts",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Lower-cased, so one person asking twice with different capitals is one request. */
    email: text().notNull(),
    postalCode: text().notNull(),
    /** The customer who asked while signed in; the request goes with their account if it is erased. */
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the one e-mail was queued; null while the zone is not open. */
    notifiedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex("zone_opening_alerts_email_postal_code").on(t.email, t.postalCode),
    index("zone_opening_alerts_waiting_idx")
      .on(t.postalCode)
      .where(sql`${t.notifiedAt} is null`),
    index("zone_opening_alerts_created_idx").on(t.createdAt),
    check("zone_opening_alerts_postal_code_format", sql`${t.postalCode} ~ '^[0-9]{5}$'`),
    check("zone_opening_alerts_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Each time a postal code was opened to delivery (ADR 0096, amended): when, from which perimeter, by whom, and what
 * it did. The staff member is known on the zones screen; the command records none.
 */
export const postalCodeOpenings = pgTable(
  "postal_code_openings",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    postalCode: text().notNull(),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "cascade" }),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    openedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Communes added by this opening: 0 when the code was already delivered by the perimeter. */
    communesAdded: integer().notNull(),
    /** People waiting for the code, whose e-mail was queued with it. */
    peopleWaiting: integer().notNull(),
  },
  (t) => [
    index("postal_code_openings_code_idx").on(t.postalCode, t.openedAt),
    check("postal_code_openings_postal_code_format", sql`${t.postalCode} ~ '^[0-9]{5}$'`),
  ],
);

/**
 * Each time a postal code was closed to delivery again (ADR 0099): when, from which perimeter, by whom, why, and
 * what it touched. Closing is refused while orders remain to be delivered there, so none is counted.
 */
export const postalCodeClosings = pgTable(
  "postal_code_closings",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    postalCode: text().notNull(),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "cascade" }),
    closedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    closedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Why the team closed it, for the team. */
    reason: text().notNull(),
    /** Communes the perimeter no longer delivers. */
    communesRemoved: integer().notNull(),
    /** Baskets being filled with a delivery address there: they cannot be ordered to it any more. */
    basketsAffected: integer().notNull(),
  },
  (t) => [
    index("postal_code_closings_code_idx").on(t.postalCode, t.closedAt),
    check("postal_code_closings_postal_code_format", sql`${t.postalCode} ~ '^[0-9]{5}$'`),
    check("postal_code_closings_reason", sql`char_length(${t.reason}) between 3 and 300`),
  ],
);
