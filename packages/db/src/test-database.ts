// A fresh, migrated database for one test file: in-memory PGlite, or a throwaway PostgreSQL database
// created beside the one DATABASE_URL names (dropped on close), so test files never share state.
//
// Migrating (and seeding) a database costs 2–4 s on PGlite and ~1 s on PostgreSQL, paid by each of ~50 test files:
// the first file that needs a given state builds it once and keeps it as a template (a data-folder dump for PGlite,
// a template database for PostgreSQL); the others copy it in a fraction of that. The template's name carries a hash
// of everything that shapes it (migrations, the db and contracts sources, the lockfile, the state's own key), so a
// changed migration or seed never serves a stale copy. Two workers that miss at once both build; the last one wins,
// harmlessly.
import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "./client.ts";

/** A database state tests start from, beyond a bare migration: its key names it, prepare builds it once. */
export type TestDatabaseState = { key: string; prepare: (handle: DatabaseHandle) => Promise<void> };

const MIGRATED: TestDatabaseState = { key: "migrated", prepare: async () => undefined };
const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..", "..");
const PGLITE_CACHE = join(root, "node_modules", ".cache", "cabas-test-db");
const TEMPLATE_PREFIX = "cabas_tpl_";
const DAY_MS = 86_400_000;

export async function openTestDatabase(
  url = process.env.DATABASE_URL,
  state: TestDatabaseState = MIGRATED,
): Promise<DatabaseHandle> {
  // CABAS_TEST_TEMPLATES=0 measures or debugs the slow path: every file migrates (and seeds) on its own.
  const cached = process.env.CABAS_TEST_TEMPLATES !== "0";
  return url ? openPostgresTestDatabase(url, state, cached) : openPgliteTestDatabase(state, cached);
}

let sourcesHash: string | undefined;
/** What shapes a prepared state besides its key: migrations, the schema and seed code, the data packages' versions. */
function stateHash(state: TestDatabaseState): string {
  sourcesHash ??= hashFiles([
    join(root, "packages", "db", "migrations"),
    join(root, "packages", "db", "src"),
    join(root, "packages", "contracts", "src"),
    join(root, "package-lock.json"),
  ]);
  return createHash("sha256").update(sourcesHash).update(state.key).update(process.env.CABAS_PUBLIC_URL ?? "").digest("hex").slice(0, 20);
}

function hashFiles(paths: string[]): string {
  const hash = createHash("sha256");
  const visit = (path: string) => {
    if (statSync(path).isDirectory()) {
      for (const name of readdirSync(path).sort()) if (!name.includes(".test.")) visit(join(path, name));
    } else {
      hash.update(path.slice(root.length)).update(readFileSync(path));
    }
  };
  for (const path of paths) visit(path);
  return hash.digest("hex");
}

async function openPgliteTestDatabase(state: TestDatabaseState, cached: boolean): Promise<DatabaseHandle> {
  const dump = join(PGLITE_CACHE, `${stateHash(state)}.tar`);
  if (cached) {
    const data = readIfPresent(dump);
    if (data) return openDatabase({ loadDataDir: new Blob([data]) });
  }
  const handle = await openDatabase({});
  await migrateDatabase(handle);
  await state.prepare(handle);
  if (cached && handle.dumpDataDir) {
    const data = Buffer.from(await (await handle.dumpDataDir()).arrayBuffer());
    mkdirSync(PGLITE_CACHE, { recursive: true });
    forgetOldFiles(PGLITE_CACHE);
    const partial = `${dump}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, data);
    renameSync(partial, dump);
  }
  return handle;
}

function readIfPresent(path: string): Buffer | undefined {
  try {
    const data = readFileSync(path);
    const now = new Date();
    utimesSync(path, now, now);
    return data;
  } catch {
    return undefined;
  }
}

/** Dumps of sources long gone: kept a day after their last use, then removed. */
function forgetOldFiles(folder: string) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > DAY_MS) rmSync(path, { force: true });
    } catch {
      // Another worker removed it first.
    }
  }
}

type PgClient = {
  connect(): Promise<unknown>;
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
};

async function openPostgresTestDatabase(url: string, state: TestDatabaseState, cached: boolean): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const admin = async <T>(work: (client: PgClient) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const urlOf = (name: string) => {
    const testUrl = new URL(url);
    testUrl.pathname = `/${name}`;
    return testUrl.toString();
  };
  const name = `cabas_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const template = `${TEMPLATE_PREFIX}${stateHash(state)}`;

  let copied = false;
  if (cached) {
    copied = await admin(async (client) => {
      const { rows } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [template]);
      if (rows.length === 0) return false;
      await retryWhileInUse(() => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
      return true;
    });
  }
  if (!copied) {
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    const building = await openDatabase({ url: urlOf(name), poolSize: 10 });
    await migrateDatabase(building);
    await state.prepare(building);
    await building.close();
    if (cached) await keepAsTemplate(admin, name, template);
  }

  const handle = await openDatabase({ url: urlOf(name), poolSize: 10 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin((client) => dropWhenFree(client, name));
    },
  };
}

/**
 * Copies the freshly built database into the template (CREATE DATABASE … TEMPLATE needs the source free of
 * connections, which the copy is, unlike the test's own). Templates a day old or more go: their sources changed.
 */
async function keepAsTemplate(admin: <T>(work: (client: PgClient) => Promise<T>) => Promise<T>, built: string, template: string) {
  await admin(async (client) => {
    const building = `${template}_${randomBytes(3).toString("hex")}`;
    await retryWhileInUse(() => client.query(`CREATE DATABASE ${building} TEMPLATE ${built}`));
    try {
      await client.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    } catch {
      // Another worker kept the same state first.
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
    }
    const { rows } = await client.query(
      `SELECT datname FROM pg_database WHERE datname LIKE '${TEMPLATE_PREFIX}%' AND datname <> $1
         AND (pg_stat_file('base/' || oid || '/PG_VERSION')).modification < now() - interval '1 day'`,
      [template],
    ).catch(() => ({ rows: [] as Record<string, unknown>[] }));
    for (const row of rows) await client.query(`DROP DATABASE IF EXISTS ${String(row.datname)}`).catch(() => undefined);
  });
}

// Copying from a template, or dropping, fails while another session is still connected (55006): wait for it.
async function retryWhileInUse<T>(attempt: () => Promise<T>): Promise<T> {
  for (let tries = 0; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if ((error as { code?: string }).code !== "55006" || tries >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function dropWhenFree(client: PgClient, name: string) {
  // The pool's sockets may still be closing: wait for them rather than kill them (a forced drop makes the
  // server send FATAL to a closing client, which surfaces as an unhandled error in the test run).
  try {
    await retryWhileInUse(() => client.query(`DROP DATABASE IF EXISTS ${name}`));
  } catch (error) {
    if ((error as { code?: string }).code !== "55006") throw error;
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
