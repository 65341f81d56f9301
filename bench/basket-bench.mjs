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
// BENCH_CONNECTIONS sets the number of connections (50).
import autocannon from "autocannon";
import { startBenchApi } from "./start-api.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LINES = 8;
if (!process.env.BENCH_API_URL && !process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL (a seeded PostgreSQL database) or BENCH_API_URL.");
  process.exit(2);
}
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
  sessions.push({ token: guest.token, products, n: 0 });
}

let nextSession = 0;
/** autocannon keeps a context per connection: each connection takes its own guest session once. */
const sessionOf = (context) => (context.session ??= sessions[nextSession++ % sessions.length]);

const scenarios = [
  { name: "trivial route (/health/live)", request: { method: "GET", path: "/health/live" } },
  {
    name: "getPanier (8-line basket)",
    request: {
      method: "GET",
      setupRequest: (req, context) => ({
        ...req,
        path: "/next-react/getPanier.php",
        headers: { authorization: `Bearer ${sessionOf(context).token}` },
      }),
    },
  },
  {
    name: "updatePanier set_quantity (8-line basket)",
    request: {
      method: "POST",
      setupRequest: (req, context) => {
        const session = sessionOf(context);
        session.n += 1;
        const id = session.products[session.n % LINES];
        return {
          ...req,
          path: "/next-react/updatePanier.php",
          headers: { authorization: `Bearer ${session.token}`, "content-type": "application/x-www-form-urlencoded" },
          body: form({ action: "set_quantity", id, quantity: 1 + (session.n % 5) }),
        };
      },
    },
  },
];

// Shoppers browsing while others fill their baskets: a tenth of the connections change baskets (each writer in turn
// over every basket, so every reader's kept answer is forgotten now and then) while the rest read theirs.
const writers = Math.max(1, Math.round(connections / 10));
const readers = connections - writers;
const readRequest = scenarios[1].request;
const mixedWrite = {
  method: "POST",
  setupRequest: (req, context) => {
    context.writer ??= nextWriter++;
    context.n = (context.n ?? 0) + 1;
    const session = sessions[(context.writer + context.n * writers) % sessions.length];
    session.n += 1;
    return {
      ...req,
      path: "/next-react/updatePanier.php",
      headers: { authorization: `Bearer ${session.token}`, "content-type": "application/x-www-form-urlencoded" },
      body: form({ action: "set_quantity", id: session.products[session.n % LINES], quantity: 1 + (session.n % 5) }),
    };
  },
};
let nextWriter = 0;
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
  rps: Math.round(result.requests.average),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
  // BENCH_TAIL=1 prints the rest of the distribution under the table (where a p99 comes from).
  tail: `p90 ${result.latency.p90}, p97.5 ${result.latency.p97_5}, p99 ${result.latency.p99}, max ${result.latency.max} ms`,
});
for (const scenario of chosen) {
  nextSession = 0;
  if (scenario.mixed) {
    nextWriter = 0;
    const [read, write] = await Promise.all([
      autocannon({ url: base, connections: readers, duration: seconds, requests: [readRequest] }),
      autocannon({ url: base, connections: writers, duration: seconds, requests: [mixedWrite] }),
    ]);
    results.push(row(scenario.name, read), row(`mixed: updatePanier on ${writers} connections, at the same time`, write));
    continue;
  }
  const result = await autocannon({ url: base, connections, duration: seconds, requests: [scenario.request] });
  results.push(row(scenario.name, result));
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
console.log("| scenario | req/s | ratio to trivial | p50 ms | p99 ms | errors |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of results) {
  console.log(`| ${r.scenario} | ${r.rps} | ${trivial ? (r.rps / trivial).toFixed(2) : "—"} | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
if (process.env.BENCH_TAIL === "1") for (const r of results) console.log(`${r.scenario}: ${r.tail}`);
console.log(`baskets intact after the run: ${intact}/${sessions.length}`);
process.exit(0);
