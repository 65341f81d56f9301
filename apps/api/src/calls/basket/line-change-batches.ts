// Group commit for updatePanier's line changes (ADR 0023): the changes that arrive while earlier ones are being
// written go to PostgreSQL together, in one statement and one commit (migration 0011). Under light load every change
// is sent on its own at once, as before; under heavy load a change waits for at most the batches already in flight.
import { sql, type SQL } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { preparedOn, type Database } from "@cabas/db";

export type LineOutcome = "ok" | "closed" | "unknown_product" | "not_sold" | "no_stock" | "cutoff_passed" | "order_closed";

/** What a line statement answers for one change (migrations 0008, 0010 and 0027). */
export type LineRow = { outcome: LineOutcome; name: string | null; available: number | null; version: string | null; unchanged: boolean };

/** The same in a batch (migration 0011), where a change to a basket locked elsewhere answers `busy` instead. */
type BatchLineRow = Omit<LineRow, "outcome"> & { outcome: LineOutcome | "busy" };

/** One owned line change: the basket must be the active one of `user` (an account), else of `session` (a guest). */
export type OwnedLineChange = {
  basket: number;
  user: number | null;
  session: number | null;
  product: number;
  quantity: number;
  now: string;
  version: string | null;
};

/**
 * Batches in flight at once. One: the next batch forms while PostgreSQL writes the current one, and is as large as
 * the load makes it (two or three in flight gave smaller batches and a p99 of 39–43 ms against 30–32 ms at 50
 * connections, bench/README.md). Basket locks are never waited for inside a batch (migration 0011), so one batch
 * does not stall the next for long.
 */
const BATCHES_IN_FLIGHT = 1;
/** At most this many changes in one statement, so that one batch never holds many baskets' locks for long. */
const BATCH_SIZE = 64;

/** The line statements' answer columns. */
const lineColumns = {
  outcome: sql<LineOutcome>`outcome`,
  name: sql<string | null>`product_name`,
  available: sql<number | null>`available`,
  version: sql<string | null>`version`,
  unchanged: sql<boolean>`unchanged`,
};

/** Runs a line statement, prepared on this database as `name`: its one answer row. */
export async function lineStatementRow(db: Database, name: string, call: () => SQL, params: Record<string, unknown>): Promise<LineRow> {
  const statement = preparedOn(db, name, (on) => on.select(lineColumns).from(call()).prepare(name));
  const [row] = await statement.execute(params);
  if (!row) throw new Error(`the line statement ${name} answered nothing`);
  return row;
}

/** One change on its own (migration 0010): waits for the basket's lock like any writer. */
export function sendOneLineChange(db: Database, change: OwnedLineChange): Promise<LineRow> {
  return lineStatementRow(
    db,
    "set_owned_basket_line",
    () =>
      sql`cabas_set_owned_basket_line_announced_by_caller(${sql.placeholder("basket")}::integer, ${sql.placeholder("user")}::integer, ${sql.placeholder("session")}::integer, ${sql.placeholder("product")}::integer, ${sql.placeholder("quantity")}::integer, ${sql.placeholder("now")}::timestamptz, ${sql.placeholder("version")}::text)`,
    change,
  );
}

/** Several changes in one statement and one transaction (migration 0011), answered in their order. */
async function sendLineChanges(db: Database, changes: readonly OwnedLineChange[]): Promise<BatchLineRow[]> {
  const statement = preparedOn(db, "set_owned_basket_lines", (on) =>
    on
      .select({ ...lineColumns, index: sql<number>`change_index`, outcome: sql<BatchLineRow["outcome"]>`outcome` })
      .from(sql`cabas_set_owned_basket_lines_announced_by_caller(${sql.placeholder("changes")}::jsonb)`)
      .prepare("set_owned_basket_lines"),
  );
  const rows = await statement.execute({ changes: JSON.stringify(changes) });
  // One row per change, each with its own index (the array's ordinality).
  if (rows.length !== changes.length) throw new Error("cabas_set_owned_basket_lines_announced_by_caller did not answer every change");
  const answers: BatchLineRow[] = [];
  for (const { index, ...row } of rows) answers[index] = row;
  return answers;
}

const settled = (row: BatchLineRow): row is LineRow => row.outcome !== "busy";

type Waiting = { change: OwnedLineChange; resolve: (row: LineRow) => void; reject: (error: unknown) => void };

/** The changes waiting for a batch, and the batches in flight, of one database (pool). */
export class LineChangeBatches {
  private pending: Waiting[] = [];
  private inFlight = 0;
  private scheduled = false;
  /** Changes written, and statements that wrote them: their ratio is the mean batch size (stats, tests). */
  readonly stats = { changes: 0, statements: 0, busy: 0, retriedAlone: 0 };

  constructor(private readonly db: Database) {}

  send(change: OwnedLineChange): Promise<LineRow> {
    return new Promise((resolve, reject) => {
      this.pending.push({ change, resolve, reject });
      this.schedule();
    });
  }

  // The rest of the current turn of the event loop first: requests read from the sockets together join one batch.
  private schedule(): void {
    if (this.scheduled || this.inFlight >= BATCHES_IN_FLIGHT || this.pending.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.launch();
    });
  }

  private launch(): void {
    while (this.inFlight < BATCHES_IN_FLIGHT && this.pending.length > 0) {
      const group = this.takeGroup();
      this.inFlight += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        this.inFlight -= 1;
        this.launch();
      };
      void this.write(group, release).finally(release);
    }
  }

  /**
   * The oldest waiting changes, at most one per basket: a shopper's second change to the same basket waits for the
   * next batch, so changes to one basket are written in the order they came and each answer's version is its own.
   */
  private takeGroup(): Waiting[] {
    const group: Waiting[] = [];
    const rest: Waiting[] = [];
    const baskets = new Set<number>();
    for (const waiting of this.pending) {
      if (group.length < BATCH_SIZE && !baskets.has(waiting.change.basket)) {
        baskets.add(waiting.change.basket);
        group.push(waiting);
      } else rest.push(waiting);
    }
    this.pending = rest;
    return group;
  }

  /**
   * Writes `group`, then calls `release` as soon as PostgreSQL has answered and before the changes' callers go on:
   * the next batch is then written while this one's answers are composed and sent, rather than after (PostgreSQL
   * otherwise waited ~3 ms in every ~7 ms cycle at 50 connections, bench/README.md, 2026-11-24).
   */
  private async write(group: Waiting[], release: () => void): Promise<void> {
    this.stats.statements += 1;
    this.stats.changes += group.length;
    if (group.length === 1) {
      const [only] = group as [Waiting];
      await sendOneLineChange(this.db, only.change).then(
        (row) => (release(), only.resolve(row)),
        (error: unknown) => (release(), only.reject(error)),
      );
      return;
    }
    let rows: BatchLineRow[];
    try {
      rows = await sendLineChanges(this.db, group.map((waiting) => waiting.change));
    } catch {
      // The whole batch was rolled back (a deadlock with another transaction, say): each change alone, with its own
      // answer or error, before the next batch (which may hold the same shoppers' next changes).
      this.stats.retriedAlone += group.length;
      await Promise.all(group.map((waiting) => sendOneLineChange(this.db, waiting.change).then(waiting.resolve, waiting.reject)));
      return;
    }
    release();
    group.forEach((waiting, i) => {
      const row = rows[i]!;
      if (settled(row)) return waiting.resolve(row);
      // Its basket is locked by another transaction: sent alone, it waits for the lock outside the batch.
      this.stats.busy += 1;
      void sendOneLineChange(this.db, waiting.change).then(waiting.resolve, waiting.reject);
    });
  }
}

const batchesByDatabase = new WeakMap<Database, LineChangeBatches>();

/** The line-change batches of this database (pool); none for a transaction, whose statements run in it alone. */
export function lineChangeBatchesOf(db: Database): LineChangeBatches | null {
  if (db instanceof PgTransaction) return null;
  let batches = batchesByDatabase.get(db);
  if (!batches) {
    batches = new LineChangeBatches(db);
    batchesByDatabase.set(db, batches);
  }
  return batches;
}

/** Sends an owned line change: in a batch on a pool, alone in a transaction. */
export function sendOwnedLineChange(db: Database, change: OwnedLineChange): Promise<LineRow> {
  return lineChangeBatchesOf(db)?.send(change) ?? sendOneLineChange(db, change);
}
