// Page rendering benchmark: product and category pages at 10 concurrent connections, rendered (a visitor with
// cookies) and from the page cache (a first visit without cookies), and client-side navigations from a category to
// its products (rendered, and shared: ADR 0054), against a running storefront
// (`node --import tsx server.ts` in apps/web) whose API reads PostgreSQL with 50,000 products.
// Prints p50/p99 latency and throughput; asserts nothing.
//
//   BENCH_WEB_URL=http://127.0.0.1:3320 BENCH_API_URL=http://127.0.0.1:3321 node bench/pages-bench.mjs
//
// BENCH_SECONDS sets each run's length (default 10), BENCH_CONNECTIONS the concurrency (default 10), BENCH_ONLY a word
// the scenarios run must hold in their name.
// BENCH_WEB_PID and BENCH_API_PID (the storefront's and the API's process ids) add each server's CPU time per page.
// BENCH_CLIENT picks the load generator (wrk, the default where installed, or autocannon: load-client.mjs, ADR 0093).
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { loadClient, runLoad } from "./load-client.mjs";
import { processorMs } from "./proc-stat.mjs";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const web = process.env.BENCH_WEB_URL ?? "http://127.0.0.1:3000";
const api = process.env.BENCH_API_URL ?? "http://127.0.0.1:3001";
const client = loadClient();

const json = async (path) => (await fetch(`${api}${path}`)).json();

// Real slugs spread over the catalogue, so pages are not all one hot row.
const tree = await json("/next-react/getArborescence.php");
const leaves = tree.categories.flatMap((c) => (c.children.length ? c.children : [c])).map((c) => c.slug);
const productSlugs = [];
for (let page = 1; productSlugs.length < 300 && page <= 60; page += 7) {
  const list = await json(`/next-react/getProduct.php?limit=100&page=${page}`);
  productSlugs.push(...list.products.map((p) => p.slug));
}

// A visitor who sends any cookie gets a page rendered for them; one who sends none (a first visit, a crawler) may
// get it from the storefront's page cache (apps/web/server.ts, ADR 0022). A returning shopper whose browser runs
// scripts (the JS cookie) gets a catalogue page shared with the shoppers of the same area, the basket and greeting
// filled in by the browser (ADR 0032): a guest with a session and a postal code here. Each page is measured all ways.
const RENDERED = { cookie: "bench=1" };
// Paris's delivery area (the seed's zone 1, postal code 75011).
const SHARED = { cookie: "JS=1; ID_VISITEUR=bench-guest-token; CP=75011; ID_PERIMETRE=1" };
const pages = [
  // Baseline: a content page that renders only the shell (header, aisles, footer), to see what the shell costs.
  { name: "baseline: /faq (shell + one API call)", paths: ["/faq"] },
  { name: "product page (/{slug})", paths: productSlugs.map((s) => `/${s}`) },
  { name: "category page (/catalogue/{slug})", paths: leaves.map((s) => `/catalogue/${s}`) },
];
// Client-side navigations (ADR 0054): a shopper on a category page clicks one of its products, and the browser asks
// for the product page's RSC payload with the router's headers (what Chromium sends, captured 2026-11-25). The
// `_rsc` parameter Next.js checks is a hash of those headers: the storefront's redirect says it, once per category.
const routerTree = (leaf) =>
  encodeURIComponent(JSON.stringify(["", { children: ["catalogue", { children: [["slug", leaf, "d", null], { children: ["__PAGE__", {}, null, null, 0] }, null, null, 0] }, null, null, 0] }, null, null, 16]));
const navigations = [];
for (const leaf of leaves.slice(0, 60)) {
  const list = await json(`/next-react/getCatalogue.php?slug=${leaf}&limit=5`);
  const headers = { rsc: "1", "next-router-state-tree": routerTree(leaf), "next-url": `/catalogue/${leaf}` };
  const first = list.products?.[0];
  if (!first) continue;
  const probe = await fetch(`${web}/${first.slug}`, { headers: { ...headers, ...SHARED }, redirect: "manual" });
  const rsc = new URL(probe.headers.get("location") ?? "?_rsc=", web).searchParams.get("_rsc");
  for (const product of list.products) navigations.push({ path: `/${product.slug}?_rsc=${rsc}`, headers });
}
const navigation = { name: "client-side navigation, category → product (RSC payload)", paths: navigations.map((n) => n.path), routers: navigations.map((n) => n.headers) };
const scenarios = [
  ...pages.map((page) => ({ ...page, name: `${page.name}, rendered (visitor with cookies)`, headers: RENDERED })),
  ...pages.slice(1).map((page) => ({ ...page, name: `${page.name}, returning shopper with scripts (shared page)`, headers: SHARED })),
  ...pages.slice(1).map((page) => ({ ...page, name: `${page.name}, first visit (no cookie: page cache)`, headers: {} })),
  // Rendered for one shopper: a navigation without the JS cookie (as every navigation was before ADR 0054; today
  // staff acting as a customer, or a form's message waiting to be shown).
  { ...navigation, name: `${navigation.name}, rendered for one shopper`, headers: RENDERED },
  { ...navigation, name: `${navigation.name}, returning shopper with scripts (shared)`, headers: SHARED },
];

// Each scenario's pages are requested once just before it is measured, so the API's catalogue cache holds their
// answers (a shop's popular pages); BENCH_WARM=0 warms only the first page (the route's first compilation).
const warm = process.env.BENCH_WARM !== "0";

// CPU time the servers spent (Linux /proc, user + system, in ms): per request, it does not depend on how busy
// the shared machine is, unlike latency. BENCH_WEB_PID / BENCH_API_PID name the storefront and API processes; a
// process's children count with it (the storefront's processes are children of the one started, apps/web/server.ts).
const childrenOf = (pid) =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").split(" ").filter(Boolean));
const cpuMs = (pid) => {
  if (!pid) return null;
  return processorMs(pid) + childrenOf(pid).reduce((sum, child) => sum + (cpuMs(child) ?? 0), 0);
};
const pids = { web: process.env.BENCH_WEB_PID, api: process.env.BENCH_API_PID };

// BENCH_ONLY=navigation runs the scenarios whose name holds that word only.
const only = process.env.BENCH_ONLY;
const results = [];
for (const scenario of scenarios.filter((s) => !only || s.name.includes(only))) {
  const headersAt = (n) => ({ ...scenario.headers, ...(scenario.routers?.[n % scenario.routers.length] ?? {}) });
  for (const [n, path] of (warm ? scenario.paths : [scenario.paths[0]]).entries()) {
    await fetch(`${web}${path}`, { headers: headersAt(n) }).then((r) => r.text());
  }
  const before = { web: cpuMs(pids.web), api: cpuMs(pids.api) };
  const result = await runLoad({
    client,
    url: web,
    connections,
    seconds,
    shared: scenario.paths.map((path, n) => ({ method: "GET", path, headers: headersAt(n) })),
  });
  results.push({
    scenario: scenario.name,
    rps: result.rps,
    p50: result.p50,
    p99: result.p99,
    errors: result.errors,
    webCpu: pids.web ? (cpuMs(pids.web) - before.web) / result.total : null,
    apiCpu: pids.api ? (cpuMs(pids.api) - before.api) / result.total : null,
  });
}

console.log(`\nPages benchmark — ${connections} connections, ${seconds} s each, ${new Date().toISOString()}`);
console.log(`load generator: ${client.label}`);
console.log(`every page warmed first: ${warm ? "yes" : "no"}, load average: ${loadavg().map((l) => l.toFixed(2)).join(" ")}`);
console.log("| page | req/s | p50 ms | p99 ms | budget p99 | errors | web CPU ms/page | API CPU ms/page |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
const ms = (v) => (v === null ? "—" : v.toFixed(1));
for (const r of results) {
  console.log(`| ${r.scenario} | ${r.rps.toFixed(1)} | ${r.p50} | ${r.p99} | 100 ms | ${r.errors} | ${ms(r.webCpu)} | ${ms(r.apiCpu)} |`);
}
