// `npm test`: every test. Unit and API integration tests (Vitest; PostgreSQL when DATABASE_URL is set,
// embedded PGlite otherwise), then the end-to-end journeys in Chromium. Ends with one summary line.
// On PostgreSQL, `npm test` also runs the embedded database's own part on PGlite, beside the journeys (ADR 0105).
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { run } from "./lib.mjs";

const only = process.argv[2]; // "unit" | "e2e" | "embedded" | undefined (unit and e2e)

/**
 * `embedded`: the part of the suite where the embedded database can differ from PostgreSQL (ADR 0087). The same SQL runs
 * on both, so this is migrations and seed (the `npm start` path), search (pg_trgm and unaccent), row locks and the
 * queue's notifications on one connection, a checkout and an order's changes end to end.
 */
const EMBEDDED_FILES = [
  // The contracts' tests read no database: they run once, in the first part.
  "packages/db",
  "apps/api/src/cli/seed-demo.test.ts",
  "apps/api/src/jobs",
  "apps/api/src/calls/catalogue/catalogue-calls.test.ts",
  "apps/api/src/calls/basket/basket-calls.test.ts",
  "apps/api/src/calls/session/session-calls.test.ts",
  "apps/api/src/calls/orders/checkout.test.ts",
  "apps/api/src/calls/orders/order-changes.test.ts",
];
/**
 * Tests that run on PGlite whatever DATABASE_URL says (a migrations folder replayed on a fresh embedded database, and
 * `npm run seed` into an embedded folder): when the embedded part runs beside the journeys, the first part leaves them
 * to it rather than running them twice on the same database (about a minute of a worker on a slow hour).
 */
const EMBEDDED_ALWAYS = ["packages/db/src/migration-journal.test.ts", "apps/api/src/cli/seed-demo.test.ts"];
if (only === "embedded" && process.env.DATABASE_URL) {
  console.error("npm run test:embedded exerce la base embarquée : lancez-le sans DATABASE_URL.");
  process.exit(1);
}
const dir = mkdtempSync(join(tmpdir(), "cabas-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSuites = 0;

const vitestArgs = (report, files = [], extra = []) => [
  "node_modules/vitest/vitest.mjs", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...extra, ...files,
];

function countVitest(report, code) {
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

/**
 * The embedded part on PGlite, started beside the journeys: they leave a fifth of the two cores idle (waits for pages,
 * timers, the network), and PGlite runs inside its test processes, so their priority is lowered (nice 10) and they
 * take mostly what the journeys leave. Starved for a while, a test may take much longer than usual: these timeouts
 * only stop a run that hangs. Its output is kept and printed once the journeys end.
 */
function startEmbeddedBesideJourneys() {
  const report = join(dir, "vitest-embedded.json");
  const logPath = join(dir, "vitest-embedded.log");
  const log = openSync(logPath, "w");
  const { DATABASE_URL: _url, ...env } = process.env;
  const timeouts = ["--testTimeout=600000", "--hookTimeout=900000"];
  const done = run("nice", ["-n", "10", process.execPath, ...vitestArgs(report, EMBEDDED_FILES, timeouts)], { env, stdio: ["ignore", log, log] });
  return async () => {
    const code = await done;
    closeSync(log);
    console.log("\n== La base embarquée (PGlite) : migrations, données de démonstration, recherche, verrous, commandes ==");
    console.log(readFileSync(logPath, "utf8"));
    countVitest(report, code);
  };
}

const embeddedBeside = only === undefined && Boolean(process.env.DATABASE_URL);
if (only !== "e2e") {
  const report = join(dir, "vitest.json");
  const leftToEmbedded = embeddedBeside ? EMBEDDED_ALWAYS.flatMap((file) => ["--exclude", file]) : [];
  const code = await run(process.execPath, vitestArgs(report, only === "embedded" ? EMBEDDED_FILES : [], leftToEmbedded));
  countVitest(report, code);
}

if (only !== "unit" && only !== "embedded") {
  const finishEmbedded = embeddedBeside ? startEmbeddedBesideJourneys() : null;
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
  if (finishEmbedded) await finishEmbedded();
}

rmSync(dir, { recursive: true, force: true });
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSuites > 0 || totals.failed > 0 ? 1 : 0);
