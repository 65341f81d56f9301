// What one catalogue answer costs when it is not in the cache: the aisle pages, product pages and searches of
// api-bench.mjs asked one at a time of an API started with the catalogue cache off. Prints, per kind, the wall time
// of a request and, where PostgreSQL has pg_stat_statements, the database's execution time for it. Under load every
// answer recomputed at the end of its freshness (ADR 0012) costs this much, taken from the requests being served;
// asserts nothing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cabas_bench node bench/catalogue-database-cost.mjs
//
// The database's time needs `shared_preload_libraries = 'pg_stat_statements'` and `create extension
// pg_stat_statements` in the database; without them only the wall time is printed. BENCH_ROUNDS repeats each list.
import { loadavg } from "node:os";
import pg from "pg";
import { sampleCatalogue } from "./catalogue-sample.mjs";
import { startBenchApi } from "./start-api.mjs";

if (!process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL (a PostgreSQL database seeded with 50,000 products).");
  process.exit(2);
}
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const { base, stop } = await startBenchApi({ defaultPort: "3921", env: { CABAS_CATALOGUE_CACHE_MS: "0" } });
const client = new pg.Client(process.env.DATABASE_URL);
await client.connect();
const statements = await client
  .query("select 1 from pg_stat_statements limit 1")
  .then(() => true)
  .catch(() => false);

const paths = await sampleCatalogue(base, 200);
const kinds = {
  "getCatalogue (aisle page 1)": paths.catalogue,
  "getProduct (one product)": paths.product,
  search: paths.search,
  "typo search": paths.typo,
};

const rows = [];
for (const [kind, paths] of Object.entries(kinds)) {
  // The first requests warm PostgreSQL's and the API's caches of plans and pages, not the answers (no cache).
  for (const path of paths.slice(0, 5)) await (await fetch(`${base}${path}`)).arrayBuffer();
  if (statements) await client.query("select pg_stat_statements_reset()");
  const begun = performance.now();
  for (let r = 0; r < rounds; r++) for (const path of paths) await (await fetch(`${base}${path}`)).arrayBuffer();
  const n = rounds * paths.length;
  const wall = (performance.now() - begun) / n;
  let database = "—";
  if (statements) {
    const { rows: sum } = await client.query(
      "select coalesce(sum(total_exec_time), 0) as ms from pg_stat_statements where query not like '%pg_stat_statements%'",
    );
    database = (Number(sum[0].ms) / n).toFixed(1);
  }
  rows.push(`| ${kind} | ${n} | ${wall.toFixed(1)} | ${database} |`);
}
await client.end();
stop();

console.log(`\nCatalogue answers without the cache, one at a time — ${new Date().toISOString()}`);
console.log(`load average: ${loadavg().map((l) => l.toFixed(2)).join(" ")}${statements ? "" : " (no pg_stat_statements: database time not measured)"}`);
console.log("| kind | requests | wall ms a request | database ms a request |");
console.log("|---|---:|---:|---:|");
for (const row of rows) console.log(row);
process.exit(0);
