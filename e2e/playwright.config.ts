import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";

// Debian's Chromium (never a downloaded browser); servers are started by scripts/e2e.mjs.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices["Desktop Chrome"],
    baseURL: process.env.E2E_BASE_URL ?? "http://127.0.0.1:3000",
    locale: "fr-FR",
    trace: "off",
    launchOptions: {
      // The launcher merges the `--disable-features` lists below and Playwright's own into the one Chromium reads.
      executablePath: fileURLToPath(new URL("./support/chromium.sh", import.meta.url)),
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
        // Every window of this Chromium starts its address bar's suggestion pop-up as a page of its own, about half of
        // what opening a browser context costs in processor time (ADR 0088); a journey never types in the address bar.
        "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup",
      ],
    },
  },
});
