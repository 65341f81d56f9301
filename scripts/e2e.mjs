// End-to-end journeys: builds the storefront if needed, starts the web-service on a fresh database
// (a throwaway PostgreSQL database when DATABASE_URL is set, a temporary PGlite folder otherwise)
// and the storefront, then runs Playwright in Debian's Chromium.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, apiServerArgs, WEB_DIR, baseEnv, buildWebIfNeeded, run, startProcess, waitFor, webServerArgs } from "./lib.mjs";

const webPort = process.env.E2E_WEB_PORT ?? "3000";
const apiPort = process.env.E2E_API_PORT ?? "3001";
const env = {
  ...baseEnv(),
  API_PORT: apiPort,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  CABAS_API_URL: `http://127.0.0.1:${apiPort}`,
  CABAS_PUBLIC_ORIGINS: `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
  E2E_BASE_URL: `http://127.0.0.1:${webPort}`,
  // Every shopper the journeys play comes from the loopback address: the slot places' limit per address (ADR 0061)
  // would stop them after 30 holds; its own tests run through the API.
  CABAS_SLOT_PLACES_PER_ADDRESS: "1000000",
  // Their shoppers fill slots as guests (a full slot's journey, checkout's next free slot): the guests' share of a
  // slot (ADR 0143) is lifted too; its own tests run through the API.
  CABAS_SLOT_GUEST_SHARE_PERCENT: "100",
};

// E-mails land in a folder the journeys read (password reset links).
const outboxDir = mkdtempSync(join(tmpdir(), "cabas-outbox-"));
env.CABAS_OUTBOX_DIR = outboxDir;
env.E2E_OUTBOX_DIR = outboxDir;

let dropDatabase = async () => {};
let dataDir;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import("pg");
  const name = `cabas_e2e_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const c = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
} else {
  dataDir = mkdtempSync(join(tmpdir(), "cabas-e2e-"));
  env.CABAS_DATA_DIR = dataDir;
}

/**
 * What the page showed when a journey failed (the error and the accessibility snapshot Playwright writes beside each
 * failure, its first 200 lines), printed in the log: CI runs in a throwaway clone, whose test-results folder nobody
 * reads afterwards.
 */
function printFailedPages() {
  const dir = join(ROOT, "test-results");
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = join(dir, entry.name, "error-context.md");
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const text = readFileSync(file, "utf8");
    const name = text.match(/^- Name: (.*)$/m)?.[1] ?? entry.name;
    // The error, then the page's snapshot; the test's source is in the repository.
    const start = Math.max(0, text.indexOf("# Error details"));
    const end = text.indexOf("# Test source");
    const details = text.slice(start, end > start ? end : undefined).split("\n").slice(0, 200).join("\n");
    console.log(`\n== Page à l'échec : ${name} ==\n${details}`);
  }
}

let code = 1;
const children = [];
try {
  await buildWebIfNeeded(env);
  const api = startProcess("api", process.execPath, apiServerArgs, { cwd: ROOT, env });
  children.push(api);
  await waitFor(`http://127.0.0.1:${apiPort}/health`, { child: api });
  const web = startProcess("web", process.execPath, webServerArgs(webPort), { cwd: WEB_DIR, env });
  children.push(web);
  await waitFor(`http://127.0.0.1:${webPort}/`, { child: web });
  const reporter = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? "list,json" : "list";
  // The browser keeps the machine's clock: under scripts/moved-clock.sh the servers run on a moved one (libfaketime,
  // preloaded), which Chromium's zygote does not survive. Without it, LD_PRELOAD is unset and this changes nothing.
  const { LD_PRELOAD: _preload, ...browserEnv } = env;
  code = await run(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "-c", "e2e/playwright.config.ts", `--reporter=${reporter}`, ...process.argv.slice(2)], { env: browserEnv });
  if (code !== 0) printFailedPages();
} catch (error) {
  console.error(error);
} finally {
  children.forEach((c) => c.stop());
  await new Promise((r) => setTimeout(r, 500));
  await dropDatabase().catch(() => {});
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  rmSync(outboxDir, { recursive: true, force: true });
}
process.exit(code);
