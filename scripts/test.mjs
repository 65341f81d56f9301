// `npm test`: every test. Unit and API integration tests (Vitest; PostgreSQL when DATABASE_URL is set,
// embedded PGlite otherwise), then the end-to-end journeys in Chromium. Ends with one summary line.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, run } from "./lib.mjs";

const only = process.argv[2]; // "unit" | "e2e" | "embedded" | undefined (unit and e2e)

/**
 * `embedded`: what CI runs on PGlite after the whole suite on PostgreSQL (ADR 0087). The same SQL runs on both, so this
 * is the part where the embedded database can differ: migrations and seed (the `npm start` path), search (pg_trgm and
 * unaccent), row locks and the queue's notifications on one connection, a checkout and an order's changes end to end.
 */
const EMBEDDED_FILES = [
  "packages",
  "apps/api/src/cli/seed-demo.test.ts",
  "apps/api/src/jobs",
  "apps/api/src/calls/catalogue/catalogue-calls.test.ts",
  "apps/api/src/calls/basket/basket-calls.test.ts",
  "apps/api/src/calls/session/session-calls.test.ts",
  "apps/api/src/calls/orders/checkout.test.ts",
  "apps/api/src/calls/orders/order-changes.test.ts",
];
if (only === "embedded" && process.env.DATABASE_URL) {
  console.error("npm run test:embedded exerce la base embarquée : lancez-le sans DATABASE_URL.");
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), "cabas-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = 0;

if (only !== "e2e") {
  const report = join(dir, "vitest.json");
  const code = await run(process.execPath, [
    "node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`,
    ...(only === "embedded" ? EMBEDDED_FILES : []),
  ]);
  try {
    const r = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  } catch {
    totals.failed += 1;
  }
  if (code !== 0) failedSuites++;
}

if (only !== "unit" && only !== "embedded") {
  const report = join(dir, "playwright.json");
  const code = await run(process.execPath, ["scripts/e2e.mjs"], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  });
  try {
    const r = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += r.stats.expected + (r.stats.flaky ?? 0);
    totals.failed += r.stats.unexpected;
    totals.skipped += r.stats.skipped;
  } catch {
    totals.failed += 1;
  }
  if (code !== 0) failedSuites++;
}

rmSync(dir, { recursive: true, force: true });
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 || totals.failed > 0 ? 1 : 0);
