// Editorial content (pages, FAQ, jobs, home blocks, event bar, marketing blocks, announcement, the settings' texts):
// the rows the seed writes, their fingerprints, and the refresh that brings a live database's unedited rows up to
// the seed's current text at every start (ADR 0045). The seed and the refresh build rows here, so they never differ.
import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database, DatabaseHandle } from "../client.ts";
import { insertBatched } from "./batch.ts";
import {
  announcements,
  faqEntries,
  homepageBlocks,
  jobs,
  marketingBlocks,
  seededContentKeys,
  siteMessages,
  siteSettings,
  staticPages,
} from "../schema/content.ts";
import { FAQ, type FaqSeed } from "./data/faq.ts";
import { JOBS, type JobSeed } from "./data/jobs.ts";
import { STATIC_PAGES, type StaticPageSeed } from "./data/pages.ts";
import {
  HOMEPAGE_BLOCKS,
  MARKETING_BLOCKS,
  NETWORK_ANNOUNCEMENT,
  SITE_MESSAGES,
  SITE_SETTINGS,
  type HomepageBlockSeed,
  type MarketingBlockSeed,
  type SiteMessageSeed,
} from "./data/site.ts";
import { LEGACY_FINGERPRINTS } from "./legacy-fingerprints.ts";

export type AnnouncementSeed = {
  key: string;
  title: string;
  body: string;
  link: string | null;
  linkLabel: string | null;
};

/** The settings' fields the seed owns; the public URL, the maintenance switch and the redirect hosts are the operator's. */
export type SettingsSeed = {
  title: string;
  description: string;
  socialImage: string;
  themeColor: string;
  maintenanceText: string;
  contactEmail: string;
  contactPhone: string;
  defaultCanonicalUrl: string;
  redirectAllowlist: readonly string[];
};

/** Everything editorial the seed defines; tests pass a changed copy to see what a later seed would do. */
export type EditorialSeed = {
  pages: readonly StaticPageSeed[];
  faq: readonly FaqSeed[];
  jobs: readonly JobSeed[];
  homepageBlocks: readonly HomepageBlockSeed[];
  siteMessages: readonly SiteMessageSeed[];
  marketingBlocks: readonly MarketingBlockSeed[];
  announcements: readonly AnnouncementSeed[];
  settings: SettingsSeed;
};

export const EDITORIAL_SEED: EditorialSeed = {
  pages: STATIC_PAGES,
  faq: FAQ,
  jobs: JOBS,
  homepageBlocks: HOMEPAGE_BLOCKS,
  siteMessages: SITE_MESSAGES,
  marketingBlocks: MARKETING_BLOCKS,
  announcements: [NETWORK_ANNOUNCEMENT],
  settings: SITE_SETTINGS,
};

type Row = Record<string, unknown>;

/**
 * One editorial table. `fields` are what the seed owns in a row and what its fingerprint covers: the natural key's
 * fields included, so a row moved to another key (a block put at another position) counts as edited. Dates computed
 * from the seed date (a job's publication) and switches an operator turns (active, start and end, closed) are not
 * fields: they are written once, when the row is inserted, and never refreshed.
 * Changing a table's `fields` changes every fingerprint of that table: its rows would all look edited (ADR 0045).
 */
export type EditorialTable = {
  name: string;
  table: PgTable & { id: PgColumn; seedHash: PgColumn };
  fields: readonly string[];
  keyOf: (row: Row) => string;
  /** Complete rows as the seed inserts them (fields and the rest), without `seedHash`. */
  rows: (seed: EditorialSeed, now: Date) => Row[];
  /** Written besides the fields when the refresh rewrites a row. */
  onRefresh?: (now: Date) => Row;
  /** False for the settings row: it exists in every seeded database (it is what isSeeded looks for). */
  insertable: boolean;
};

const DAY_MS = 86_400_000;

export const EDITORIAL_TABLES: readonly EditorialTable[] = [
  {
    name: "static_pages",
    table: staticPages,
    fields: ["slug", "kind", "title", "summary", "body"],
    keyOf: (row) => String(row.slug),
    rows: (seed, now) =>
      seed.pages.map((page) => ({
        slug: page.slug,
        kind: page.kind,
        title: page.title,
        summary: page.summary,
        body: page.body,
        updatedAt: now,
      })),
    // A legal page shows when it last changed.
    onRefresh: (now) => ({ updatedAt: now }),
    insertable: true,
  },
  {
    name: "faq_entries",
    table: faqEntries,
    fields: ["category", "position", "question", "answer"],
    keyOf: (row) => `${String(row.category)}:${String(row.position)}`,
    rows: (seed) =>
      seed.faq.flatMap((group) =>
        group.entries.map(([question, answer], position) => ({ category: group.category, question, answer, position })),
      ),
    insertable: true,
  },
  {
    name: "jobs",
    table: jobs,
    fields: ["slug", "title", "location", "contract", "team", "description"],
    keyOf: (row) => String(row.slug),
    rows: (seed, now) =>
      seed.jobs.map((job) => ({
        slug: job.slug,
        title: job.title,
        location: job.location,
        contract: job.contract,
        team: job.team,
        description: job.description,
        publishedAt: new Date(now.getTime() - job.publishedDaysAgo * DAY_MS),
        closedAt: null,
      })),
    insertable: true,
  },
  {
    name: "homepage_blocks",
    table: homepageBlocks,
    fields: ["position", "type", "title", "payload"],
    keyOf: (row) => String(row.position),
    rows: (seed) =>
      seed.homepageBlocks.map((block, position) => ({
        position,
        type: block.type,
        title: block.title,
        payload: block.payload,
        isActive: true,
      })),
    insertable: true,
  },
  {
    name: "site_messages",
    table: siteMessages,
    fields: ["position", "text", "link", "tone"],
    keyOf: (row) => String(row.position),
    // Open windows, so they show whenever the shop runs.
    rows: (seed) =>
      seed.siteMessages.map((message, position) => ({
        text: message.text,
        link: message.link,
        tone: message.tone,
        position,
        startsAt: null,
        endsAt: null,
      })),
    insertable: true,
  },
  {
    name: "marketing_blocks",
    table: marketingBlocks,
    fields: ["slot", "position", "title", "body", "icon", "link", "linkLabel"],
    keyOf: (row) => `${String(row.slot)}:${String(row.position)}`,
    rows: (seed) =>
      seed.marketingBlocks.map((block, index) => ({
        slot: block.slot,
        title: block.title,
        body: block.body,
        icon: block.icon,
        link: block.link,
        linkLabel: block.linkLabel,
        position: seed.marketingBlocks.slice(0, index).filter((other) => other.slot === block.slot).length,
        startsAt: null,
        endsAt: null,
      })),
    insertable: true,
  },
  {
    name: "announcements",
    table: announcements,
    fields: ["key", "title", "body", "link", "linkLabel"],
    keyOf: (row) => String(row.key),
    rows: (seed) =>
      seed.announcements.map((announcement) => ({
        key: announcement.key,
        title: announcement.title,
        body: announcement.body,
        link: announcement.link,
        linkLabel: announcement.linkLabel,
        isActive: true,
        startsAt: null,
        endsAt: null,
      })),
    insertable: true,
  },
  {
    name: "site_settings",
    table: siteSettings,
    fields: ["title", "description", "socialImage", "themeColor", "maintenanceText", "contactEmail", "contactPhone"],
    keyOf: () => "1",
    rows: (seed, now) => [
      {
        id: 1,
        title: seed.settings.title,
        description: seed.settings.description,
        canonicalUrl: process.env.CABAS_PUBLIC_URL || seed.settings.defaultCanonicalUrl,
        socialImage: seed.settings.socialImage,
        themeColor: seed.settings.themeColor,
        isUnderMaintenance: false,
        maintenanceText: seed.settings.maintenanceText,
        contactEmail: seed.settings.contactEmail,
        contactPhone: seed.settings.contactPhone,
        redirectAllowlist: [...seed.settings.redirectAllowlist],
        updatedAt: now,
      },
    ],
    onRefresh: (now) => ({ updatedAt: now }),
    insertable: false,
  },
];

/** A value in a form that does not depend on how it was stored: jsonb hands objects back with its own key order. */
function canonical(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === "object") {
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(object)
        .sort()
        .map((key) => [key, canonical(object[key])]),
    );
  }
  return value;
}

/** The fingerprint of a row's editorial fields: sha-256 of their values, in the table's order. */
export function contentHash(fields: readonly string[], row: Row): string {
  return createHash("sha256")
    .update(JSON.stringify(fields.map((field) => canonical(row[field]))))
    .digest("hex");
}

/** The seed's rows of a table, each with the fingerprint the seed stores beside it. */
export function seededRows(table: EditorialTable, seed: EditorialSeed, now: Date): (Row & { seedHash: string })[] {
  return table.rows(seed, now).map((row) => ({ ...row, seedHash: contentHash(table.fields, row) }));
}

/** The journal rows recording that the seed wrote these keys (see seededContentKeys). */
export function journalRows(seed: EditorialSeed, now: Date): { tableName: string; key: string; seededAt: Date }[] {
  return EDITORIAL_TABLES.flatMap((table) =>
    table.rows(seed, now).map((row) => ({ tableName: table.name, key: table.keyOf(row), seededAt: now })),
  );
}

/** The seed's first writing of editorial content: every table (the settings row last), fingerprints and journal. */
export async function insertEditorialContent(db: Database, seed: EditorialSeed, now: Date): Promise<void> {
  await insertBatched(db, seededContentKeys, journalRows(seed, now));
  for (const table of EDITORIAL_TABLES) await insertBatched(db, table.table, seededRows(table, seed, now) as never);
}

// --- Deciding, row by row -------------------------------------------------------------------------------------------

export type RowDecision =
  /** Already the seed's content (a fingerprint is stamped if it was missing or stale). */
  | { kind: "current"; stamp: boolean }
  /** Unedited since the seed wrote it, and the seed's content changed: rewrite it. */
  | { kind: "update" }
  /** Changed by someone since the seed wrote it (or never written by the seed): keep it. */
  | { kind: "edited"; reason: "changed-since-seeded" | "no-fingerprint"; newerSeedText: boolean };

/**
 * What to do with a database row the seed defines. `stored` is its seed_hash; without one (rows seeded before
 * migration 0021), the row counts as unedited when its content is one the seed wrote at some point (`legacy`).
 */
export function decideRow(
  current: string,
  stored: string | null,
  seedHash: string,
  legacy: readonly string[],
): RowDecision {
  if (current === seedHash) return { kind: "current", stamp: stored !== seedHash };
  const written = stored ?? (legacy.includes(current) ? current : null);
  if (written === current) return { kind: "update" };
  if (stored === null) return { kind: "edited", reason: "no-fingerprint", newerSeedText: true };
  // An edit made while the seed kept the same text is the staff's own business: only a newer seed text is news.
  return { kind: "edited", reason: "changed-since-seeded", newerSeedText: stored !== seedHash };
}

// --- The refresh ----------------------------------------------------------------------------------------------------

export type EditorialRefreshSummary = {
  /** `table key` of every row inserted, rewritten, kept despite a newer seed text, or seeded and no longer defined. */
  inserted: string[];
  updated: string[];
  kept: string[];
  /** Rows the seed once wrote, someone deleted since: left deleted. */
  deleted: string[];
  noLongerInSeed: string[];
  /** Fingerprints written on rows already equal to the seed's content (rows seeded before migration 0021). */
  stamped: number;
  milliseconds: number;
};

export type EditorialRefreshOptions = {
  seed?: EditorialSeed;
  now?: Date;
  /** Fingerprints of the texts earlier seeds wrote, by table and key (rows without a fingerprint are judged by them). */
  legacy?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
  log?: (line: string) => void;
};

/** Any constant: it only keeps two processes starting at once from refreshing the same rows together. */
const REFRESH_LOCK = 4_520_045;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Brings the database's editorial content up to the seed's: inserts rows the seed defines that were never written,
 * rewrites rows nobody changed since the seed wrote them, keeps and reports the others. Deletes nothing. One
 * transaction; writes nothing when everything is already current. Does nothing on a database not seeded yet.
 */
export async function refreshEditorialContent(
  handle: DatabaseHandle,
  options: EditorialRefreshOptions = {},
): Promise<EditorialRefreshSummary> {
  const started = performance.now();
  const seed = options.seed ?? EDITORIAL_SEED;
  const now = options.now ?? new Date();
  const legacy = options.legacy ?? LEGACY_FINGERPRINTS;
  const log = options.log ?? ((line: string) => console.log(line));
  const summary: EditorialRefreshSummary = {
    inserted: [],
    updated: [],
    kept: [],
    deleted: [],
    noLongerInSeed: [],
    stamped: 0,
    milliseconds: 0,
  };

  await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db.execute(sql`SELECT pg_advisory_xact_lock(${REFRESH_LOCK})`);
    const [settings] = await db.select({ id: siteSettings.id }).from(siteSettings).limit(1);
    if (!settings) return;
    const journal = new Set(
      (await db.select().from(seededContentKeys)).map((entry) => `${entry.tableName}\u0000${entry.key}`),
    );
    const newKeys: { tableName: string; key: string; seededAt: Date }[] = [];
    for (const table of EDITORIAL_TABLES) {
      await refreshTable(db, table, seed, now, legacy[table.name] ?? {}, journal, newKeys, summary);
    }
    if (newKeys.length > 0) await db.insert(seededContentKeys).values(newKeys).onConflictDoNothing();
  });

  summary.milliseconds = performance.now() - started;
  report(summary, log);
  return summary;
}

async function refreshTable(
  db: Database,
  table: EditorialTable,
  seed: EditorialSeed,
  now: Date,
  legacy: Readonly<Record<string, readonly string[]>>,
  journal: Set<string>,
  newKeys: { tableName: string; key: string; seededAt: Date }[],
  summary: EditorialRefreshSummary,
): Promise<void> {
  const existing = (await db.select().from(table.table)) as Row[];
  const byKey = new Map<string, Row[]>();
  for (const row of existing) {
    const key = table.keyOf(row);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  const wanted = seededRows(table, seed, now);
  const wantedKeys = new Set<string>();
  const toInsert: Row[] = [];
  // Fingerprints written on rows whose content stays: many on the first start after migration 0021, so one statement.
  const stamps: { id: number; seedHash: string }[] = [];

  for (const row of wanted) {
    const key = table.keyOf(row);
    const label = `${table.name} ${key}`;
    wantedKeys.add(key);
    const known = journal.has(`${table.name}\u0000${key}`);
    const matches = byKey.get(key) ?? [];
    if (matches.length === 0) {
      if (known) summary.deleted.push(label);
      else if (table.insertable) {
        toInsert.push(row);
        summary.inserted.push(label);
        newKeys.push({ tableName: table.name, key, seededAt: now });
      }
      continue;
    }
    if (!known) newKeys.push({ tableName: table.name, key, seededAt: now });
    if (matches.length > 1) {
      // Two rows under one key (someone added an entry at a seeded position): which one the seed wrote is a guess.
      summary.kept.push(`${label} (${matches.length} rows under this key)`);
      continue;
    }
    const present = matches[0]!;
    const current = contentHash(table.fields, present);
    const stored = (present.seedHash as string | null) ?? null;
    const decision = decideRow(current, stored, row.seedHash, legacy[key] ?? []);
    const id = present.id as number;
    if (decision.kind === "current") {
      if (decision.stamp) stamps.push({ id, seedHash: row.seedHash });
    } else if (decision.kind === "update") {
      const values: Row = { seedHash: row.seedHash, ...table.onRefresh?.(now) };
      for (const field of table.fields) values[field] = row[field];
      await db.update(table.table).set(values).where(eq(table.table.id, id));
      summary.updated.push(label);
    } else if (decision.newerSeedText) {
      summary.kept.push(
        decision.reason === "no-fingerprint"
          ? `${label} (differs from every text the seed wrote; to keep it and silence this line: UPDATE ${quote(table.name)} SET seed_hash = '${row.seedHash}' WHERE id = ${id})`
          : `${label} (changed since the seed wrote it; to keep it and silence this line: UPDATE ${quote(table.name)} SET seed_hash = '${row.seedHash}' WHERE id = ${id})`,
      );
    }
  }

  for (const [key, rows] of byKey) {
    if (wantedKeys.has(key)) continue;
    // Only rows the seed wrote are its business: a row someone added is content like any other. A row an earlier
    // seed wrote gets its fingerprint the first time it is seen here (then its key is in the journal), so setting
    // seed_hash back to NULL is how an operator keeps it quietly.
    const known = journal.has(`${table.name}\u0000${key}`);
    for (const row of rows) {
      if (row.seedHash === null) {
        const current = contentHash(table.fields, row);
        if (known || !(legacy[key] ?? []).includes(current)) continue;
        stamps.push({ id: row.id as number, seedHash: current });
        newKeys.push({ tableName: table.name, key, seededAt: now });
      }
      summary.noLongerInSeed.push(`${table.name} ${key} (id ${String(row.id)})`);
    }
  }
  if (stamps.length > 0) {
    await db.execute(
      sql`UPDATE ${table.table} SET seed_hash = stamp.seed_hash FROM unnest(${sql.param(stamps.map((stamp) => stamp.id))}::int[], ${sql.param(stamps.map((stamp) => stamp.seedHash))}::text[]) AS stamp(id, seed_hash) WHERE ${table.table}.id = stamp.id`,
    );
    summary.stamped += stamps.length;
  }
  if (toInsert.length > 0) await db.insert(table.table).values(toInsert);
}

function report(summary: EditorialRefreshSummary, log: (line: string) => void): void {
  const counts = [
    [summary.updated.length, "updated"],
    [summary.inserted.length, "inserted"],
    [summary.kept.length, "kept (edited, the seed has another text)"],
    [summary.noLongerInSeed.length, "no longer in the seed"],
    [summary.deleted.length, "deleted since seeded, left deleted"],
    [summary.stamped, "fingerprinted"],
  ].filter(([count]) => count !== 0);
  const what = counts.length === 0 ? "already current" : counts.map(([count, label]) => `${count} ${label}`).join(", ");
  log(`Editorial content checked against the seed in ${Math.round(summary.milliseconds)} ms: ${what}.`);
  for (const label of summary.updated) log(`  updated to the seed's text: ${label}`);
  for (const label of summary.inserted) log(`  inserted from the seed: ${label}`);
  for (const label of summary.kept) log(`  kept, the seed's text NOT applied: ${label}`);
  for (const label of summary.noLongerInSeed)
    log(
      `  seeded but no longer in the seed, left in place (delete it, or set seed_hash to NULL to keep it quietly): ${label}`,
    );
}
