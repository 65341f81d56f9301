// Opens the database: embedded PGlite by default, PostgreSQL when a URL is given. Same schema, same queries.
import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Client as PgClient } from "pg";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseKind = "pglite" | "postgres";

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Runs raw SQL made of several statements (used by tests and tooling). */
  exec: (sqlText: string) => Promise<void>;
  close: () => Promise<void>;
  /**
   * Follows a notification channel (LISTEN) on a connection of its own. `onReady` once listening (again, after a
   * lost connection is re-opened); `onLost` as soon as notifications may have been missed. Resolves to `stop`.
   */
  listen: (channel: string, handlers: ChannelHandlers) => Promise<() => Promise<void>>;
  /** PGlite only: the whole data folder as an uncompressed tarball, which `loadDataDir` opens again (tests' templates). */
  dumpDataDir?: () => Promise<Blob>;
};

export type ChannelHandlers = {
  onMessage: (payload: string) => void;
  onReady: () => void;
  onLost: () => void;
};

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export type DatabaseOptions = {
  /** PostgreSQL connection string; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` (or undefined) keeps everything in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number | undefined;
  /** PGlite only: starts from a data folder dumped by `dumpDataDir` (in memory). */
  loadDataDir?: Blob | undefined;
};

const here = dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_FOLDER = resolve(here, "..", "migrations");
export const DEFAULT_DATA_DIR = resolve(here, "..", "..", "..", ".data", "pglite");

/**
 * The planner's price of reading a page out of order. PostgreSQL's default (4) prices a spinning disk; the shop's
 * catalogue is read from memory, where the default made the planner scan a perimeter's 50,000 offers to join a few
 * hundred products instead of looking each one up, and scan every product to match a search instead of using its
 * index: three to six times the work of a catalogue answer (ADR 0089). Set per connection, so that no server
 * setting is needed.
 */
export const RANDOM_PAGE_COST = 1.1;

export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options.poolSize ?? 20);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string | undefined, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { drizzle } = await import("drizzle-orm/pglite");
  const inMemory = !dataDir || dataDir.startsWith("memory://");
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(inMemory ? {} : { dataDir }),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm, unaccent },
  });
  // One connection for the process: set once, it holds for every statement.
  await client.exec(`set random_page_cost = ${RANDOM_PAGE_COST}`);
  const db = drizzle({ client, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "pglite",
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("none"),
    // One process, one connection: nothing can be missed, so the channel is ready at once and never lost.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onMessage);
      handlers.onReady();
      return () => stop();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max: poolSize, options: `-c random_page_cost=${RANDOM_PAGE_COST}` });
  const db = drizzle({ client: pool, schema, casing: "snake_case" }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    close: () => pool.end(),
    listen: (channel, handlers) => followChannel(pg.Client, url, channel, handlers),
  };
}

/**
 * LISTEN on a dedicated connection (a pooled one would hand the subscription to whoever borrows it next). A lost
 * connection is reported at once and re-opened every second until it listens again.
 */
async function followChannel(
  Client: new (config: { connectionString: string }) => PgClient,
  url: string,
  channel: string,
  handlers: ChannelHandlers,
): Promise<() => Promise<void>> {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  let current: PgClient | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const lose = (client: PgClient) => {
    if (current !== client) return;
    current = null;
    handlers.onLost();
    client.end().catch(() => undefined);
    if (!stopped) retry = setTimeout(() => void connect(), 1_000);
  };
  const connect = async () => {
    const client = new Client({ connectionString: url });
    current = client;
    client.on("notification", (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? "");
    });
    client.on("error", () => lose(client));
    client.on("end", () => lose(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (current === client && !stopped) handlers.onReady();
    } catch {
      lose(client);
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // The handle's db is the PGlite driver underneath; the cast only narrows the shared type back.
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

export const defaultDataDir = (): string => process.env.CABAS_DATA_DIR ?? DEFAULT_DATA_DIR;
