// Search quality: the share of bench/search-queries/queries.tsv whose expected product is in the top 3; an expected
// « (aucun) » is a word the catalogue does not sell: a hit when the search answers no product at all.
//   node bench/search-quality.mjs [API_URL]     (default http://127.0.0.1:3001; any seeded Cabas API)
import { readFileSync } from "node:fs";

const base = (process.argv[2] ?? process.env.BENCH_API_URL ?? "http://127.0.0.1:3001").replace(/\/$/, "");
const lines = readFileSync(new URL("./search-queries/queries.tsv", import.meta.url), "utf8")
  .split("\n")
  .filter((l) => l.trim() && !l.startsWith("#"));
// A miss whose expected product is out of stock in the default area is the ranking's rule (in stock first), said so.
async function outOfStock(slug) {
  if (slug === "(aucun)") return "";
  const res = await fetch(`${base}/next-react/getProduct.php?slug=${encodeURIComponent(slug)}`);
  if (!res.ok) return ", introuvable";
  const body = await res.json();
  const product = body.product ?? body;
  return product.in_stock === 0 ? ", en rupture dans la zone par défaut" : "";
}

let hits = 0;
const misses = [];
for (const line of lines) {
  const [query, expected] = line.split("\t");
  const res = await fetch(`${base}/next-react/getProduct.php?search=${encodeURIComponent(query)}&limit=3`);
  const body = await res.json();
  const top = (body.products ?? []).map((p) => p.slug);
  if (expected === "(aucun)" ? top.length === 0 : top.includes(expected)) hits++;
  else misses.push(`${query} → ${top.join(", ") || "(rien)"} (attendu ${expected}${await outOfStock(expected)})`);
}
console.log(`Search quality ${new Date().toISOString()} on ${base}`);
console.log(`top-3 hits: ${hits}/${lines.length} = ${((100 * hits) / lines.length).toFixed(1)} %`);
for (const m of misses) console.log(`  miss: ${m}`);
