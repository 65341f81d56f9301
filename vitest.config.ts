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
  },
});
