// Each change of a product's VAT rate made by staff on the invoices screen (ADR 0133): who, when, the rate before and
// after, and whether it corrected an error (the invoices issued at the wrong rate are then to be rectified) or
// followed a change of the law (those invoices were right when issued). Kept for the team's journal and read by the
// rule that finds the invoices to rectify; the rate itself stays in `products.vat_rate_bp`. A change of the law may be
// scheduled ahead (ADR 0140): it takes effect at `effective_from` (a Paris midnight) without anything rewriting the
// product's rate, and every reader resolves the rate by date (`vatRateAt`); it may be cancelled before that.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { users } from "./accounts.ts";

export const vatRateChanges = pgTable(
  "vat_rate_changes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The staff member; null once their account is deleted (the change stays: invoices are rectified by it). */
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp({ withTimezone: true }).notNull(),
    rateBeforeBp: integer().notNull(),
    rateAfterBp: integer().notNull(),
    /** `correction`: the rate was wrong, invoices issued at it are to be rectified; `loi`: the law changed, they were right. */
    nature: text().notNull(),
    /** Why, in the staff member's words (a text of the law, a supplier's sheet). */
    reason: text().notNull(),
    /** A change of the law scheduled ahead: in force from this instant (Paris 00:00); null when in force as recorded. */
    effectiveFrom: timestamp({ withTimezone: true }),
    /** A scheduled change cancelled before its date, and by whom (null once their account is deleted). */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledByUserId: integer().references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("vat_rate_changes_product_idx").on(t.productId, t.changedAt),
    index("vat_rate_changes_staff_idx").on(t.staffUserId, t.changedAt),
    check("vat_rate_changes_nature", sql`${t.nature} in ('correction', 'loi')`),
    index("vat_rate_changes_cancelled_by_idx").on(t.cancelledByUserId, t.cancelledAt),
    // Only a change of the law waits for its date; a correction is in force at once (the rate was wrong).
    check("vat_rate_changes_scheduled", sql`${t.effectiveFrom} is null or (${t.nature} = 'loi' and ${t.effectiveFrom} > ${t.changedAt})`),
    check("vat_rate_changes_cancelled", sql`${t.cancelledAt} is null or (${t.effectiveFrom} is not null and ${t.cancelledAt} < ${t.effectiveFrom})`),
    check("vat_rate_changes_rates", sql`${t.rateBeforeBp} in (210, 550, 1000, 2000) and ${t.rateAfterBp} in (210, 550, 1000, 2000) and ${t.rateBeforeBp} <> ${t.rateAfterBp}`),
  ],
);
