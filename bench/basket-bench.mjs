// Basket load benchmark: getPanier and updatePanier (set_quantity) at 50 concurrent connections, each connection
// with its own guest session and basket, against a trivial route measured in the same run; then both at once (a
// tenth of the connections writing). Prints p50/p99 latency, throughput and the final state of every basket (lines
// present, quantities in range); asserts nothing.
//
//   psql -h 127.0.0.1 -U postgres -c "create database cabas_basket_bench"
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cabas_basket_bench npm run seed -- --products 50000
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cabas_basket_bench node bench/basket-bench.mjs
//
// BENCH_API_URL targets an API already running instead of starting one. BENCH_SECONDS sets each run's length.
// BENCH_CONNECTIONS sets the number of connections (50), BENCH_WARMUP the seconds each load runs unmeasured first (2:
// the API was just started, and its first seconds of a new load are compilation, not the steady state). BENCH_CLIENT picks the load generator (wrk, the default
// where installed, or autocannon: load-client.mjs, ADR 0093).
import { loadClient, runLoad } from "./load-client.mjs";
import { startBenchApi } from "./start-api.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LINES = 8;
if (!process.env.BENCH_API_URL && !process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL (a seeded PostgreSQL database) or BENCH_API_URL.");
  process.exit(2);
}
const client = loadClient();
const { base, stop: stopApi } = await startBenchApi({ defaultPort: "3911", env: { CABAS_DEMO_ACCOUNTS: "0" } });

const form = (fields) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
const post = async (name, fields, token) => {
  const response = await fetch(`${base}/next-react/${name}.php`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form(fields),
  });
  return response.json();
};

// Products in stock in the Paris perimeter, spread over the catalogue.
const sample = [];
for (let page = 1; sample.length < 200 && page <= 30; page += 3) {
  const list = await (await fetch(`${base}/next-react/getProduct.php?limit=100&page=${page}&id_perimetre=1`)).json();
  sample.push(...list.products.filter((p) => p.in_stock === 1 && p.stock >= 50).map((p) => p.id));
}
if (sample.length < LINES) throw new Error("not enough products in stock: seed the database");

// One guest session per connection, each with a basket of LINES lines.
const sessions = [];
for (let c = 0; c < connections; c++) {
  const guest = await post("loginCP", { cp: "75011" });
  const products = Array.from({ length: LINES }, (_, i) => sample[(c * 3 + i * 7) % sample.length]);
  for (const id of products) await post("updatePanier", { action: "set_quantity", id, quantity: 1 }, guest.token);
  sessions.push({ token: guest.token, products });
}

const bearer = (session) => ({ authorization: `Bearer ${session.token}` });
const FORM = { "content-type": "application/x-www-form-urlencoded" };
/** A quantity change on one of a basket's own lines: the quantities go round 1 to 5. */
const change = (session, n) => ({
  method: "POST",
  path: "/next-react/updatePanier.php",
  headers: { ...bearer(session), ...FORM },
  body: form({ action: "set_quantity", id: session.products[n % LINES], quantity: 1 + (n % 5) }),
});
const read = (session) => ({ method: "GET", path: "/next-react/getPanier.php", headers: bearer(session) });
// Each list is gone round: 40 changes come back to where they started (8 lines, 5 quantities).
const ROUND = LINES * 5;

const scenarios = [
  { name: "trivial route (/health/live)", load: { shared: [{ method: "GET", path: "/health/live" }] } },
  { name: "getPanier (8-line basket)", load: { perConnection: sessions.map((session) => [read(session)]) } },
  {
    name: "updatePanier set_quantity (8-line basket)",
    load: { perConnection: sessions.map((session) => Array.from({ length: ROUND }, (_, n) => change(session, n + 1))) },
  },
];

// Shoppers browsing while others fill their baskets: a tenth of the connections change baskets (each writer in turn
// over every basket, so every reader's kept answer is forgotten now and then) while the rest read theirs.
const writers = Math.max(1, Math.round(connections / 10));
const readers = connections - writers;
const mixed = {
  read: sessions.slice(0, readers).map((session) => [read(session)]),
  write: Array.from({ length: writers }, (_, w) =>
    Array.from({ length: Math.ceil((sessions.length * ROUND) / writers) }, (_, n) => change(sessions[(w + n * writers) % sessions.length], n + w)),
  ),
};
scenarios.push({
  name: `mixed: getPanier on ${readers} connections while ${writers} change baskets`,
  mixed: true,
});

// BENCH_ONLY=updatePanier keeps the trivial route and the scenarios whose name contains it (to profile one);
// BENCH_TRIVIAL=0 leaves the trivial route out too (a CPU profile of the API then shows that scenario alone).
const only = process.env.BENCH_ONLY;
const withTrivial = process.env.BENCH_TRIVIAL !== "0";
const chosen = scenarios.filter((s, i) => (i === 0 ? withTrivial : !only || s.name.includes(only)));
const results = [];
const row = (scenario, result) => ({
  scenario,
  rps: Math.round(result.rps),
  p50: result.p50,
  p99: result.p99,
  errors: result.errors,
  // BENCH_TAIL=1 prints the rest of the distribution under the table (where a p99 comes from).
  tail: `p90 ${result.p90}, p97.5 ${result.p97_5}, p99 ${result.p99}, max ${result.max} ms`,
});
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const run = async (connections, load) => {
  if (warmup > 0) await runLoad({ client, url: base, connections, seconds: warmup, ...load });
  return runLoad({ client, url: base, connections, seconds, ...load });
};
for (const scenario of chosen) {
  if (scenario.mixed) {
    const [readResult, writeResult] = await Promise.all([
      run(readers, { perConnection: mixed.read }),
      run(writers, { perConnection: mixed.write }),
    ]);
    results.push(row(scenario.name, readResult), row(`mixed: updatePanier on ${writers} connections, at the same time`, writeResult));
    continue;
  }
  results.push(row(scenario.name, await run(connections, scenario.load)));
}

// Every basket must still hold its LINES lines with quantities 1..5, one basket per session.
let intact = 0;
for (const session of sessions) {
  const basket = await (await fetch(`${base}/next-react/getPanier.php`, { headers: { authorization: `Bearer ${session.token}` } })).json();
  const ok =
    basket.totalUniqueItems === LINES &&
    basket.items.every((item) => session.products.includes(item.id) && item.quantity >= 1 && item.quantity <= 5);
  if (ok) intact += 1;
}
stopApi();

const trivial = withTrivial ? results[0].rps : null;
console.log(`\nBasket benchmark — ${connections} connections (one guest basket each), ${seconds} s each, ${new Date().toISOString()}`);
console.log(`load generator: ${client.label}, each load run ${warmup} s unmeasured first`);
console.log("| scenario | req/s | ratio to trivial | p50 ms | p99 ms | errors |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(`| ${r.scenario} | ${r.rps} | ${trivial ? (r.rps / trivial).toFixed(2) : "—"} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
if (process.env.BENCH_TAIL === "1") for (const r of results) console.log(`${r.scenario}: ${r.tail}`);
console.log(`baskets intact after the run: ${intact}/${sessions.length}`);
process.exit(0);
