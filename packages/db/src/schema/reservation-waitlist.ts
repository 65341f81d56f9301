// The waiting list of a product sold on reservation whose reservations are all taken (ADR 0114): a signed-in customer
// waits in line for one perimeter's places; when places free up, as many people as places are told by e-mail, in
// their order, and each has a window to reserve before the next is told, the place held for them meanwhile (ADR 0120). Rows go when the customer reserves, leaves,
// lets the window pass, when the product is no longer sold on reservation, or after 90 days of waiting.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { products } from "./catalogue.ts";
import { perimeters } from "./perimeters.ts";

export const reservationWaitlist = pgTable(
  "reservation_waitlist",
  {
    /** The line's order: positions are counted by id among those still waiting, so two joins never share one. */
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** The account erased (supprimerCompte anonymises the row) deletes its entries itself; cascade for a hard delete. */
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** Stock is per perimeter: the places the customer waits for are those of the perimeter they shop in. */
    perimeterId: integer()
      .notNull()
      .references(() => perimeters.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the e-mail « une réservation s'est libérée » was queued; null while waiting. */
    notifiedAt: timestamp({ withTimezone: true }),
    /** Until when the place is theirs to take before the next in line is told. */
    offerEndsAt: timestamp({ withTimezone: true }),
    /**
     * Units taken off the shelf (`offers.stock`) for this told customer until `offer_ends_at` (ADR 0120): nobody else
     * can reserve them meanwhile. They go back to the shelf when the window ends or the customer leaves, and are the
     * customer's order's when they order. 0 while waiting, and for a customer told before places were held.
     */
    heldUnits: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("reservation_waitlist_user_product_perimeter").on(t.userId, t.productId, t.perimeterId),
    index("reservation_waitlist_line_idx").on(t.productId, t.perimeterId, t.id),
    index("reservation_waitlist_created_idx").on(t.createdAt),
    check("reservation_waitlist_offer_told", sql`(${t.notifiedAt} is null) = (${t.offerEndsAt} is null)`),
    check("reservation_waitlist_held_when_told", sql`${t.heldUnits} >= 0 and (${t.heldUnits} = 0 or ${t.notifiedAt} is not null)`),
  ],
);
