// Site content edited by the shop's staff: settings, homepage, static and legal pages, FAQ, jobs, messages.
// `seedHash`: the fingerprint of the content the seed last wrote into the row (ADR 0045). A row whose content still
// hashes to it is unedited, and starting the API brings it up to the seed's current text; whoever edits content
// (SQL, a back office) writes the content columns and never this one, so the edit is recognised and kept.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** One row (id = 1): the site-wide settings read by every page. */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: integer().primaryKey().default(1),
    title: text().notNull(),
    description: text().notNull(),
    canonicalUrl: text().notNull(),
    socialImage: text().notNull(),
    themeColor: text().notNull(),
    isUnderMaintenance: boolean().notNull().default(false),
    maintenanceText: text(),
    contactEmail: text().notNull(),
    contactPhone: text().notNull(),
    /** Hosts that /redirect may send a visitor to, besides the shop's own paths. */
    redirectAllowlist: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seedHash: text(),
  },
  (t) => [
    check("site_settings_single_row", sql`${t.id} = 1`),
    check("site_settings_theme_color", sql`${t.themeColor} ~ '^#[0-9a-fA-F]{6}$'`),
  ],
);

export const HOMEPAGE_BLOCK_TYPES = [
  "hero",
  "categories",
  "products",
  "recipes",
  "packs",
  "banner",
  "text",
  "reassurance",
] as const;
export type HomepageBlockType = (typeof HOMEPAGE_BLOCK_TYPES)[number];

export const homepageBlocks = pgTable(
  "homepage_blocks",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    position: integer().notNull(),
    type: text().$type<HomepageBlockType>().notNull(),
    title: text(),
    /** Block-specific data: texts, links, product or category slugs. */
    payload: jsonb()
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    isActive: boolean().notNull().default(true),
    seedHash: text(),
  },
  (t) => [index("homepage_blocks_position_idx").on(t.position)],
);

export const PAGE_KINDS = ["corporate", "legal", "editorial"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

/** Static pages; body is light Markdown (##, ###, -, paragraphs, [links](/path)). */
export const staticPages = pgTable("static_pages", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  kind: text().$type<PageKind>().notNull(),
  title: text().notNull(),
  summary: text().notNull(),
  body: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  seedHash: text(),
});

export const faqEntries = pgTable(
  "faq_entries",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    category: text().notNull(),
    question: text().notNull(),
    answer: text().notNull(),
    position: integer().notNull().default(0),
    seedHash: text(),
  },
  (t) => [index("faq_entries_position_idx").on(t.category, t.position)],
);

export const jobs = pgTable("jobs", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  location: text().notNull(),
  contract: text().notNull(),
  team: text().notNull(),
  description: text().notNull(),
  publishedAt: timestamp({ withTimezone: true }).notNull(),
  closedAt: timestamp({ withTimezone: true }),
  seedHash: text(),
});

/** Event-bar messages shown at the top of every page between their dates. */
export const siteMessages = pgTable("site_messages", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  text: text().notNull(),
  link: text(),
  tone: text().notNull().default("info"),
  position: integer().notNull().default(0),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  seedHash: text(),
});

/** Marketing blocks placed in named slots (home, basket, checkout…). */
export const marketingBlocks = pgTable(
  "marketing_blocks",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slot: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    icon: text(),
    link: text(),
    linkLabel: text(),
    position: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    seedHash: text(),
  },
  (t) => [index("marketing_blocks_slot_idx").on(t.slot, t.position)],
);

/** The network announcement dialog (CORA_AUCHAN view): shown once per visitor while active. */
export const announcements = pgTable("announcements", {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  key: text().notNull().unique(),
  title: text().notNull(),
  body: text().notNull(),
  link: text(),
  linkLabel: text(),
  isActive: boolean().notNull().default(false),
  startsAt: timestamp({ withTimezone: true }),
  endsAt: timestamp({ withTimezone: true }),
  seedHash: text(),
});

/**
 * Every editorial row the seed has ever written into this database, by table and natural key (ADR 0045): a row the
 * seed defines but the database lacks is inserted only if its key is not here, so a row someone deleted stays deleted.
 */
export const seededContentKeys = pgTable(
  "seeded_content_keys",
  {
    tableName: text().notNull(),
    key: text().notNull(),
    seededAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.key] })],
);
