// Each change of a product's stock in a perimeter made by staff on the stock screen (ADR 0126): who, when, what kind
// (a number set after counting, a delivery added, or the offer taken off sale or put back on it: ADR 0126's
// amendment), the shelf before and after, and why. Kept for the team's
// journal; the stock itself stays in `offers.stock`. An offer opened in a new perimeter and a delivery note imported
// (ADR 0132) are recorded here too: the note once in `delivery_notes`, each of its products as a delivery linked to it.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalogue.ts";
import { perimeters } from "./perimeters.ts";
import { users } from "./accounts.ts";

/**
 * A delivery note imported on the stock screen (ADR 0132): one per perimeter and reference, so the same note imported
 * twice (a second click, a colleague) is refused by the unique index, not counted twice. Its products' deliveries are
 * the `stock_changes` rows that name it. A note imported by mistake is cancelled (ADR 0139), never deleted: its units
 * taken back are `note_cancel` rows naming it, and its reference is free again for the right note, so the unique
 * index counts standing notes only.
 */
export const deliveryNotes = pgTable(
  "delivery_notes",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "cascade" }),
    /** The note's reference as typed (« BL-2026-0412 »). */
    reference: text().notNull(),
    /** The reference compared: spaces dropped, upper case, so « bl 2026-0412 » is the same note. */
    referenceKey: text().notNull(),
    staffUserId: integer().references(() => users.id, { onDelete: "set null" }),
    importedAt: timestamp({ withTimezone: true }).notNull(),
    /** The note's lines read (duplicates of a product counted), its units, its distinct products. */
    lines: integer().notNull(),
    units: integer().notNull(),
    products: integer().notNull(),
    /** When the note was cancelled (ADR 0139); null while it stands. */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelledByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    /** Why, as the staff member wrote it. */
    cancelReason: text(),
  },
  (t) => [
    uniqueIndex("delivery_notes_reference_idx").on(t.perimeterId, t.referenceKey).where(sql`${t.cancelledAt} is null`),
    index("delivery_notes_staff_idx").on(t.staffUserId, t.importedAt),
    index("delivery_notes_cancelled_by_idx").on(t.cancelledByUserId, t.cancelledAt),
    check("delivery_notes_counts_positive", sql`${t.lines} > 0 and ${t.units} > 0 and ${t.products} > 0`),
    check(
      "delivery_notes_cancel_reason",
      sql`(${t.cancelledAt} is null) = (${t.cancelReason} is null) and (${t.cancelReason} is null or char_length(${t.cancelReason}) between 3 and 300)`,
    ),
  ],
);

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
     * `withdraw` / `restore`: the offer taken off sale / put back on sale (`offers.in_stock`), the shelf unchanged;
     * `open`: the offer created in a perimeter where the product was not sold (ADR 0132), from an empty shelf;
     * `note_cancel`: a cancelled delivery note's units taken back from the shelf (ADR 0139), naming the note.
     */
    kind: text().notNull(),
    stockBefore: integer().notNull(),
    stockAfter: integer().notNull(),
    /** One of STOCK_REASONS (contracts), for withdraw / restore one of OFFER_SALE_REASONS, for open OFFER_OPEN_REASONS. */
    reason: text().notNull(),
    /** `open` only: the price the offer was opened at (cents, per unit or per kilo as `offers.price_cents`). */
    priceCents: integer(),
    /** A delivery imported from a delivery note (ADR 0132), or taken back when it is cancelled (ADR 0139): the note. */
    deliveryNoteId: integer().references(() => deliveryNotes.id, { onDelete: "cascade" }),
  },
  (t) => [
    index("stock_changes_offer_idx").on(t.productId, t.perimeterId, t.changedAt),
    index("stock_changes_staff_idx").on(t.staffUserId, t.changedAt),
    index("stock_changes_delivery_note_idx").on(t.deliveryNoteId),
    check("stock_changes_kind", sql`${t.kind} in ('set', 'delivery', 'withdraw', 'restore', 'open', 'note_cancel')`),
    check(
      "stock_changes_reason",
      sql`${t.reason} in ('reception', 'inventaire', 'casse', 'perime', 'rappel', 'qualite', 'controle', 'referencement', 'demande', 'saison', 'annulation')`,
    ),
    check("stock_changes_open_priced", sql`(${t.kind} = 'open') = (${t.priceCents} is not null) and (${t.kind} <> 'open' or (${t.priceCents} > 0 and ${t.stockBefore} = 0))`),
    check("stock_changes_note_is_delivery", sql`${t.deliveryNoteId} is null or ${t.kind} in ('delivery', 'note_cancel')`),
    check(
      "stock_changes_note_cancel_lowers",
      sql`${t.kind} <> 'note_cancel' or (${t.deliveryNoteId} is not null and ${t.reason} = 'annulation' and ${t.stockAfter} < ${t.stockBefore})`,
    ),
    check("stock_changes_stock_nonnegative", sql`${t.stockBefore} >= 0 and ${t.stockAfter} >= 0`),
    check("stock_changes_sale_keeps_stock", sql`${t.kind} not in ('withdraw', 'restore') or ${t.stockAfter} = ${t.stockBefore}`),
    check("stock_changes_delivery_adds", sql`${t.kind} <> 'delivery' or ${t.stockAfter} > ${t.stockBefore}`),
  ],
);
