// Drizzle's migrator applies only the migrations dated after the last one a database has: a migration dated earlier
// than its predecessor is skipped on every database migrated before it existed (0033 was, until 2026-11-29).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { MIGRATIONS_FOLDER, openDatabase } from "./client.ts";

type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as Journal;

const folders: string[] = [];
/** A copy of the migrations folder whose journal is `entries`. */
const migrationsWith = (entries: Journal["entries"]): string => {
  const folder = mkdtempSync(join(tmpdir(), "cabas-migrations-"));
  folders.push(folder);
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  writeFileSync(join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return folder;
};
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const hasPieceGrams = async (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => {
  const rows = await db.execute(sql`select 1 from information_schema.columns where table_name = 'recipe_ingredients' and column_name = 'piece_grams'`);
  return (Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows).length === 1;
};

describe("the migrations' journal", () => {
  it("dates every migration after the one before it, in the order of their numbers", () => {
    const late = journal.entries.filter((entry, i) => i > 0 && entry.when <= journal.entries[i - 1]!.when).map((e) => e.tag);
    expect(late).toEqual([]);
    expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
  });

  it("brings a database migrated before 0033 existed up to date, and runs 0033 again harmlessly where it already ran", async () => {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const upTo32 = journal.entries.filter((e) => e.idx <= 32);
    const handle = await openDatabase();
    try {
      await migrate(handle.db as never, { migrationsFolder: migrationsWith(upTo32) });
      expect(await hasPieceGrams(handle.db)).toBe(false);
      await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      expect(await hasPieceGrams(handle.db)).toBe(true);
    } finally {
      await handle.close();
    }
    // A database that received 0033 under its first, earlier date receives it once more under the new one.
    const firstDate = journal.entries.map((e) => (e.idx === 33 ? { ...e, when: 1795925358067 } : e)).filter((e) => e.idx <= 33);
    const again = await openDatabase();
    try {
      await migrate(again.db as never, { migrationsFolder: migrationsWith(firstDate) });
      await migrate(again.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      expect(await hasPieceGrams(again.db)).toBe(true);
    } finally {
      await again.close();
    }
  }, 120_000);
});
