// Prints the first-load JavaScript of storefront routes (gzip), measured on a running server: the scripts each
// page's HTML loads. Next.js 16 no longer prints this in `next build`. Usage:
//   npx tsx apps/web/scripts/first-load-js.ts [baseUrl] [path…]
import { gzipSync } from "node:zlib";

const BUDGET_KB = 120;
const base = process.argv[2] ?? "http://127.0.0.1:3000";
const paths =
  process.argv.length > 3
    ? process.argv.slice(3)
    : ["/", "/faq", "/la-marque", "/ma-ville", "/design-system", "/page-inconnue"];

const sizes = new Map<string, number>();
const gzipSize = async (src: string): Promise<number> => {
  const known = sizes.get(src);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  sizes.set(src, size);
  return size;
};

let failed = false;
for (const path of paths) {
  const html = await (await fetch(new URL(path, base))).text();
  // Script tags (except the legacy-browser polyfills, never fetched by modern browsers) and the chunks that the
  // inline React Server Components payload asks for during hydration (layouts, pages, client components).
  const noModule = new Set(
    [...html.matchAll(/<script[^>]*noModule[^>]*src="([^"]+)"|<script[^>]*src="([^"]+)"[^>]*noModule/gi)].map(
      (m) => m[1] ?? m[2],
    ),
  );
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)[^"]*"/gi)].map((m) => m[1] ?? "");
  const flight = [...html.matchAll(/(?:\/_next\/)?static\/chunks\/[\w\-./[\]%]+?\.js/g)].map((m) =>
    m[0].startsWith("/_next/") ? m[0] : `/_next/${m[0]}`,
  );
  const scripts = [...new Set([...tags, ...flight])].filter((src) => !noModule.has(src));
  let total = 0;
  for (const src of scripts) total += await gzipSize(src);
  const kb = total / 1024;
  if (kb > BUDGET_KB) failed = true;
  console.log(
    `${path.padEnd(40)} ${kb.toFixed(1).padStart(7)} kB gzip  (${scripts.length} scripts)${kb > BUDGET_KB ? "  OVER BUDGET" : ""}`,
  );
}
process.exit(failed ? 1 : 0);
