import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@/": fileURLToPath(new URL("./apps/web/src/", import.meta.url)) },
  },
  test: {
    include: ["packages/**/*.test.ts", "apps/api/src/**/*.test.ts", "apps/web/src/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "e2e/**"],
    environment: "node",
    // PGlite boots a WASM PostgreSQL per test file, and seeding takes a few seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // On PostgreSQL a worker spends half its time waiting for the server: three workers on two cores ran the suite in
    // 228 s against 372 s with two (ADR 0087). PGlite runs inside the worker, so it keeps one worker per core.
    // On PostgreSQL a worker also keeps its modules from one test file to the next: importing the web-service afresh for
    // each of 262 files was half the suite's time (149 s against 75 s, ADR 0088). Each file still has its own database
    // and its own app; caches are kept per database. On PGlite the files' own WASM databases dominate, and sharing the
    // worker measured slower (73 s against 64 s for the embedded part), so each file keeps a fresh worker there.
    ...(process.env.DATABASE_URL ? { maxWorkers: 3, isolate: false } : {}),
  },
});
