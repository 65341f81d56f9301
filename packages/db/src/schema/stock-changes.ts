// Each change of a product's stock in a perimeter made by staff on the stock screen (ADR 0126): who, when, what kind
// (a number set after counting, a delivery added, or the offer taken off sale or put back on it: ADR 0126's
// amendment), the shelf before and after, and why. Kept for the team's
// journal; the stock itself stays in `offers.stock`.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { perimeters } from "./perimeters.ts";
import { users } from "./accounts.ts";

export const stockChanges = pgTable(
  "stock_changes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "cascade" }),
    /** The staff member; null once their account is deleted (the change stays in the product's history). */
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    changedAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * `set`: a number typed after counting (optimistic check); `delivery`: units added to whatever is there;
     * `withdraw` / `restore`: the offer taken off sale / put back on sale (`offers.in_stock`), the shelf unchanged.
     */
    kind: text().notNull(),
    stockBefore: integer().notNull(),
    stockAfter: integer().notNull(),
    /** One of STOCK_REASONS (contracts), or for withdraw / restore one of OFFER_SALE_REASONS. */
    reason: text().notNull(),
  },
  (t) => [
    index("stock_changes_offer_idx").on(t.productId, t.perimeterId, t.changedAt),
    index("stock_changes_staff_idx").on(t.staffUserId, t.changedAt),
    check("stock_changes_kind", sql`${t.kind} in ('set', 'delivery', 'withdraw', 'restore')`),
    check("stock_changes_reason", sql`${t.reason} in ('reception', 'inventaire', 'casse', 'perime', 'rappel', 'qualite', 'controle')`),
    check("stock_changes_stock_nonnegative", sql`${t.stockBefore} >= 0 and ${t.stockAfter} >= 0`),
    check("stock_changes_sale_keeps_stock", sql`${t.kind} not in ('withdraw', 'restore') or ${t.stockAfter} = ${t.stockBefore}`),
    check("stock_changes_delivery_adds", sql`${t.kind} <> 'delivery' or ${t.stockAfter} > ${t.stockBefore}`),
  ],
);
