// « Télécharger mes données » (exportDonnees, ADR 0082) is built within the request. How long, and how large, for a
// customer with a long history? The demo customer's delivered orders are copied (lines, history, payments) until the
// history holds each size of BENCH_SIZES, and the export's reading and serialising are timed at each. Prints figures;
// asserts nothing. Runs on a throwaway database created beside DATABASE_URL (PostgreSQL).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/personal-data-export.mjs
import { eq, sql } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { seedDateFor } from "@cabas/db/seed";
import { createDemoAccounts } from "../apps/api/src/calls/session/demo-accounts.ts";
import { readPersonalData } from "../apps/api/src/calls/personal-data/personal-data-export.ts";
import { openSeededBenchDatabase } from "./throwaway-database.ts";

const SIZES = (process.env.BENCH_SIZES ?? "2,100,500,1000,2000").split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const { database, now } = await openSeededBenchDatabase({ products: 2000 });
const db = database.db;
await createDemoAccounts(db, { now: seedDateFor(now), seededAt: now, publicUrl: "http://localhost:3000" });
const [customer] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.email, "client@cabas.example"));
if (!customer) throw new Error("The demo customer was not created.");
const templates = await db.select({ id: schema.orders.id }).from(schema.orders).where(eq(schema.orders.userId, customer.id)).orderBy(schema.orders.id);
if (templates.length === 0) throw new Error("The demo customer has no orders to copy.");

/** The table's columns but these, as SQL identifiers: a copy lists them, then writes its own values for the others. */
async function columnsBut(table: string, left: string[]): Promise<string> {
  const rows = await db.execute<{ column_name: string }>(
    sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = ${table} order by ordinal_position`,
  );
  return rows.rows
    .map((r) => r.column_name)
    .filter((c) => !left.includes(c))
    .map((c) => `"${c}"`)
    .join(", ");
}

const orderColumns = await columnsBut("orders", ["id", "idempotency_key", "invoice_number"]);
const lineColumns = await columnsBut("order_lines", ["order_id"]);
const eventColumns = await columnsBut("order_events", ["id", "order_id"]);
const paymentColumns = await columnsBut("payments", ["id", "order_id", "provider_ref"]);

/** One more copy of a template order, with its lines, history and payments; `n` keeps its keys unique. */
async function copyOrder(tx: Database, templateId: number, n: number): Promise<void> {
  const copied = await tx.execute<{ id: number }>(
    sql.raw(
      `insert into orders (${orderColumns}, idempotency_key, invoice_number)
       select ${orderColumns}, idempotency_key || '-copie-${n}', case when invoice_number is null then null else invoice_number || '-C${n}' end
       from orders where id = ${templateId} returning id`,
    ),
  );
  const id = copied.rows[0]!.id;
  await tx.execute(sql.raw(`insert into order_lines (order_id, ${lineColumns}) select ${id}, ${lineColumns} from order_lines where order_id = ${templateId}`));
  await tx.execute(sql.raw(`insert into order_events (order_id, ${eventColumns}) select ${id}, ${eventColumns} from order_events where order_id = ${templateId}`));
  await tx.execute(
    sql.raw(`insert into payments (order_id, provider_ref, ${paymentColumns}) select ${id}, provider_ref || '-copie-${n}', ${paymentColumns} from payments where order_id = ${templateId}`),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`exportDonnees of one customer, ${ROUNDS} rounds per size (median), ${now.toISOString()}`);
let orders = templates.length;
let copies = 0;
for (const size of SIZES) {
  if (size > orders) {
    await db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Database;
      for (; orders < size; orders++) await copyOrder(tx, templates[copies % templates.length]!.id, ++copies);
    });
    await db.execute(sql`analyze`);
  }
  const read: number[] = [];
  const serialise: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const document = await readPersonalData(db, customer.id, new Date(), "http://localhost:3000");
    const readAt = performance.now();
    bytes = Buffer.byteLength(JSON.stringify(document, null, 2));
    read.push(readAt - started);
    serialise.push(performance.now() - readAt);
  }
  const heapMb = process.memoryUsage().heapUsed / 1_048_576;
  console.log(
    `${String(orders).padStart(5)} orders: read ${median(read).toFixed(0)} ms, serialise ${median(serialise).toFixed(0)} ms, ` +
      `file ${(bytes / 1_048_576).toFixed(1)} MB, heap after ${heapMb.toFixed(0)} MB`,
  );
}
await database.close();
