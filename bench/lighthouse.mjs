// Lighthouse (mobile, the default form factor) on storefront pages, in Debian's Chromium. Prints the four
// category scores per page; asserts nothing. Usage (a running shop):
//   node bench/lighthouse.mjs http://127.0.0.1:3000 / /catalogue/fromages /camembert-de-normandie-aop-250g "/recherche?text=camembert"
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const [base = "http://127.0.0.1:3000", ...paths] = process.argv.slice(2);
const pages = paths.length ? paths : ["/"];
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
const rows = [];
try {
  for (const path of pages) {
    // Now and then the first run in a fresh Chromium sees no paint (LCP NaN, every score 0): that page is run
    // again once, and the reason printed.
    let result;
    for (let attempt = 1; attempt <= 2; attempt++) {
      result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      });
      const lcp = result.lhr.audits["largest-contentful-paint"].numericValue;
      if (!result.lhr.runtimeError && Number.isFinite(lcp)) break;
      console.error(`${path}: run ${attempt} incomplete — ${result.lhr.runtimeError?.code ?? "no largest contentful paint"}`);
    }
    const c = result.lhr.categories;
    const score = (k) => Math.round((c[k]?.score ?? 0) * 100);
    const failed = Object.values(result.lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    // The metrics behind the performance score (mobile weights: TBT 30 %, LCP 25 %, CLS 25 %, FCP 10 %, SI 10 %).
    const metric = (id) => result.lhr.audits[id]?.numericValue ?? NaN;
    rows.push({
      path,
      perf: score("performance"),
      a11y: score("accessibility"),
      bp: score("best-practices"),
      seo: score("seo"),
      fcp: Math.round(metric("first-contentful-paint")),
      lcp: Math.round(metric("largest-contentful-paint")),
      tbt: Math.round(metric("total-blocking-time")),
      si: Math.round(metric("speed-index")),
      cls: metric("cumulative-layout-shift").toFixed(3),
      failed,
    });
  }
} finally {
  await chrome.kill();
}
console.log(`Lighthouse ${new Date().toISOString()} — mobile, ${base}`);
console.log("| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | SI ms | CLS | failed audits |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
for (const r of rows) {
  console.log(`| ${r.path} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.si} | ${r.cls} | ${r.failed.join(", ")} |`);
}
