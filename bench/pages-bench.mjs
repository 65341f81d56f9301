// Page rendering benchmark: server rendering of product and category pages at 10 concurrent connections,
// against a running storefront (`next start`) whose API reads PostgreSQL with 50,000 products.
// Prints p50/p99 latency and throughput; asserts nothing.
//
//   BENCH_WEB_URL=http://127.0.0.1:3320 BENCH_API_URL=http://127.0.0.1:3321 node bench/pages-bench.mjs
//
// BENCH_SECONDS sets each run's length (default 10), BENCH_CONNECTIONS the concurrency (default 10).
import autocannon from "autocannon";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const web = process.env.BENCH_WEB_URL ?? "http://127.0.0.1:3000";
const api = process.env.BENCH_API_URL ?? "http://127.0.0.1:3001";

const json = async (path) => (await fetch(`${api}${path}`)).json();

// Real slugs spread over the catalogue, so pages are not all one hot row.
const tree = await json("/next-react/getArborescence.php");
const leaves = tree.categories.flatMap((c) => (c.children.length ? c.children : [c])).map((c) => c.slug);
const productSlugs = [];
for (let page = 1; productSlugs.length < 300 && page <= 60; page += 7) {
  const list = await json(`/next-react/getProduct.php?limit=100&page=${page}`);
  productSlugs.push(...list.products.map((p) => p.slug));
}

const scenarios = [
  // Baseline: a content page that renders only the shell (header, aisles, footer), to see what the shell costs.
  { name: "baseline: /faq (shell + one API call)", paths: ["/faq"] },
  { name: "product page (/{slug})", paths: productSlugs.map((s) => `/${s}`) },
  { name: "category page (/catalogue/{slug})", paths: leaves.map((s) => `/catalogue/${s}`) },
];

// One warm-up pass so the first compilation of each route is not measured.
for (const s of scenarios) await fetch(`${web}${s.paths[0]}`).then((r) => r.text());

const results = [];
for (const scenario of scenarios) {
  let i = 0;
  const result = await autocannon({
    url: web,
    connections,
    duration: seconds,
    requests: [{ method: "GET", setupRequest: (req) => ({ ...req, path: scenario.paths[i++ % scenario.paths.length] }) }],
  });
  results.push({
    scenario: scenario.name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  });
}

console.log(`\nPages benchmark — ${connections} connections, ${seconds} s each, ${new Date().toISOString()}`);
console.log("| page | req/s | p50 ms | p99 ms | budget p99 | errors |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const r of results) console.log(`| ${r.scenario} | ${r.rps.toFixed(1)} | ${r.p50} | ${r.p99} | 100 ms | ${r.errors} |`);
