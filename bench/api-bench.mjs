// API load benchmark: catalogue reads and search at 50 concurrent connections, against a trivial route
// measured in the same run. Prints p50/p99 latency and throughput; asserts nothing.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cabas_bench npm run seed -- --products 50000
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cabas_bench node bench/api-bench.mjs
//
// BENCH_CLIENT picks the load generator (wrk, the default where installed, or autocannon: load-client.mjs, ADR 0093).
// BENCH_API_URL targets an API already running instead of starting one. BENCH_SECONDS sets each run's length,
// BENCH_ONLY the scenarios run (those whose name contains one of its comma-separated parts).
// Each scenario's requests are first sent once (BENCH_WARM=0 skips it), so the figures are those of a shop whose
// catalogue cache holds these pages; CABAS_CATALOGUE_CACHE_MS=0 turns the cache off to measure the database path.
import { processorMs } from "./proc-stat.mjs";
import { loadavg } from "node:os";
import { sampleCatalogue } from "./catalogue-sample.mjs";
import { loadClient, runLoad } from "./load-client.mjs";
import { startBenchApi } from "./start-api.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
if (!process.env.BENCH_API_URL && !process.env.DATABASE_URL) {
  console.error("Set DATABASE_URL (a PostgreSQL database seeded with 50,000 products) or BENCH_API_URL.");
  process.exit(2);
}
const client = loadClient();
const { base, stop: stopApi, pid } = await startBenchApi({ defaultPort: "3901" });
/**
 * The API's processor time so far (ms, user and system, from /proc; null elsewhere): divided by the requests answered
 * it gives a scenario's cost to the web-service, a figure a busy machine disturbs far less than latencies.
 */
const apiCpuMs = () => {
  if (!pid) return null;
  try {
    return processorMs(pid);
  } catch {
    return null;
  }
};

const paths = await sampleCatalogue(base);

const scenarios = [
  { name: "trivial route (/health/live)", paths: ["/health/live"] },
  { name: "getCatalogue (aisle page 1, 20 products)", paths: paths.catalogue },
  { name: "getProduct (one product)", paths: paths.product },
  { name: "search (getProduct search=…)", paths: paths.search },
  { name: "typo search", paths: paths.typo },
  // Measured again last: on a shared machine the load drifts during a run, and the two figures show by how much.
  { name: "trivial route, again at the end", paths: ["/health/live"] },
];

// BENCH_ONLY=getCatalogue,search keeps the scenarios whose name contains one of these, with the two trivial routes around them.
const only = process.env.BENCH_ONLY;
const chosen = scenarios.filter((s) => !only || s.name.startsWith("trivial") || only.split(",").some((part) => s.name.includes(part)));
const warm = process.env.BENCH_WARM !== "0";
const results = [];
for (const scenario of chosen) {
  if (warm) for (const path of new Set(scenario.paths)) await fetch(`${base}${path}`).then((r) => r.arrayBuffer());
  const cpuBefore = apiCpuMs();
  const result = await runLoad({
    client,
    url: base,
    connections,
    seconds,
    shared: scenario.paths.map((path) => ({ method: "GET", path })),
  });
  results.push({
    scenario: scenario.name,
    rps: Math.round(result.rps),
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    // Clock ticks are 10 ms: over tens of thousands of requests, a fraction of a microsecond each.
    cpuUs: cpuBefore === null ? null : ((apiCpuMs() - cpuBefore) * 1000) / result.total,
  });
}
stopApi();

const trivial = results[0].rps;
console.log(`\nAPI benchmark — ${connections} connections, ${seconds} s each, ${new Date().toISOString()}`);
console.log(`load generator: ${client.label}`);
console.log(
  `catalogue cache: ${process.env.CABAS_CATALOGUE_CACHE_MS === "0" ? "off" : "on"}, warm-up: ${warm ? "yes" : "no"}, load average: ${loadavg().map((l) => l.toFixed(2)).join(" ")}`,
);
console.log("| scenario | req/s | ratio to trivial | p50 ms | p99 ms | API CPU µs a request | errors |");
console.log("|---|---:|---:|---:|---:|---:|---:|");
for (const r of results) {
  const cpu = r.cpuUs === null ? "—" : r.cpuUs.toFixed(0);
  console.log(`| ${r.scenario} | ${r.rps} | ${(r.rps / trivial).toFixed(2)} | ${r.p50} | ${r.p99} | ${cpu} | ${r.errors} |`);
}
process.exit(0);
