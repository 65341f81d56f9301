// A customer's shopping lists (products and quantities kept for next time) and notepads (free text, one item a
// line, matched to products when read). Both belong to one account and go with it.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";
import { products } from "./catalogue.ts";

export const shoppingLists = pgTable(
  "shopping_lists",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("shopping_lists_user_idx").on(t.userId),
    check("shopping_lists_name_length", sql`char_length(${t.name}) between 1 and 50`),
  ],
);

/** One product of a list; `id` is the spec's ligne_id. A product is at most once in a list. */
export const shoppingListItems = pgTable(
  "shopping_list_items",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    listId: integer()
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shopping_list_items_list_product_idx").on(t.listId, t.productId),
    index("shopping_list_items_product_idx").on(t.productId),
    check("shopping_list_items_quantity_range", sql`${t.quantity} between 1 and 999`),
  ],
);

/** A notepad: a title and free text, one thing to buy a line ("2 baguettes", "lait demi-écrémé"). */
export const notepads = pgTable(
  "notepads",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    body: text().notNull().default(""),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notepads_user_idx").on(t.userId),
    check("notepads_title_length", sql`char_length(${t.title}) between 1 and 60`),
    check("notepads_body_length", sql`char_length(${t.body}) <= 5000`),
  ],
);
