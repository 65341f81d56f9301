// Statements that hot paths run on every request, prepared once per database (or transaction) object: Drizzle
// does not build their SQL again and PostgreSQL does not plan them again. A statement is bound to the object it
// was prepared on, so one prepared on a transaction runs in that transaction, never beside it on the pool.
import { PgTransaction } from "drizzle-orm/pg-core";
import type { Database } from "./client.ts";

const statements = new WeakMap<Database, Map<string, unknown>>();

/** The statement `name` for this database, built by `build` the first time it is asked for. */
export function preparedOn<T>(db: Database, name: string, build: (db: Database) => T): T {
  let byName = statements.get(db);
  if (!byName) {
    byName = new Map();
    statements.set(db, byName);
  }
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    byName.set(name, statement);
  }
  return statement;
}

/**
 * Independent reads: at once on the pool (each on a connection of its own), one after another in a transaction,
 * whose single connection node-postgres would otherwise queue them on by itself (deprecated; its next major
 * version refuses it).
 */
export async function readTogether<T extends readonly unknown[]>(
  db: Database,
  reads: { readonly [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}
