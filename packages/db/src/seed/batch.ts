// Multi-row inserts in batches of at most 1000 rows per statement.
// Each statement is `INSERT … SELECT … FROM unnest($1::type[], $2::type[], …)`: one array parameter per column
// instead of one parameter per value. Building a 1000-row VALUES list through the query builder costs more CPU
// than PostgreSQL spends storing it; with unnest, 50,000 products and 200,000 offers seed in a few seconds.
import { getTableColumns, getTableName, sql, type Column } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgInsertValue, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../client.ts";

export const MAX_ROWS_PER_STATEMENT = 1000;

type ColumnPlan = { key: string; name: string; arrayType: string; cast: string | null; column: Column };

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** How one column travels: as an element of a typed array parameter, cast back per row when it is itself an array. */
function planColumns(table: PgTable, keys: readonly string[]): ColumnPlan[] {
  const columns = getTableColumns(table) as Record<string, Column>;
  return keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`Table ${getTableName(table)} has no column ${key}`);
    const sqlType = column.getSQLType();
    const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
    // A row's text[] cannot be an element of a 2-D parameter (PostgreSQL arrays are rectangular), so array
    // columns travel as their text literal ('{a,b}') and are cast back on the way in.
    const isArray = sqlType.endsWith("]");
    return { key, name, column, arrayType: isArray ? "text[]" : `${sqlType}[]`, cast: isArray ? sqlType : null };
  });
}

export async function insertBatched<T extends PgTable>(
  db: Database,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  // Every row must carry the same keys: a missing key would silently become NULL instead of the column default.
  const keys = Object.keys(first);
  const plans = planColumns(table, keys);
  const target = `${quoteIdentifier(getTableName(table))} (${plans.map((plan) => quoteIdentifier(plan.name)).join(", ")})`;
  const selected = plans.map((plan, index) => (plan.cast ? `c${index}::${plan.cast}` : `c${index}`)).join(", ");
  const aliases = plans.map((_, index) => `c${index}`).join(", ");

  for (let start = 0; start < rows.length; start += MAX_ROWS_PER_STATEMENT) {
    const batch = rows.slice(start, start + MAX_ROWS_PER_STATEMENT) as readonly Record<string, unknown>[];
    const parameters = plans.map((plan) =>
      batch.map((row) => {
        if (!(plan.key in row)) throw new Error(`Row of ${getTableName(table)} lacks ${plan.key}`);
        const value = row[plan.key];
        return value === null || value === undefined ? null : plan.column.mapToDriverValue(value);
      }),
    );
    const unnestArguments = sql.join(
      plans.map((plan, index) => sql`${sql.param(parameters[index])}::${sql.raw(plan.arrayType)}`),
      sql`, `,
    );
    await db.execute(
      sql`INSERT INTO ${sql.raw(target)} SELECT ${sql.raw(selected)} FROM unnest(${unnestArguments}) AS u(${sql.raw(aliases)})`,
    );
  }
}

/** After inserting explicit ids, moves the identity sequence past them so later inserts do not collide. */
export async function syncIdentity(db: Database, tableName: string): Promise<void> {
  await db.execute(
    sql.raw(
      `SELECT setval(pg_get_serial_sequence('"${tableName}"', 'id'), COALESCE((SELECT max(id) FROM "${tableName}"), 0) + 1, false)`,
    ),
  );
}

/** Rows of a raw query, whichever driver ran it (node-postgres and PGlite both return `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
