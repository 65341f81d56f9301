// Helpers shared by the start and test scripts: child processes, readiness checks, build freshness.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(fileURLToPath(new URL("..", import.meta.url)));
export const WEB_DIR = join(ROOT, "apps/web");
export const NEXT_BIN = join(ROOT, "node_modules/next/dist/bin/next");
/**
 * The web-service's Node arguments. A young generation of 64 MB rather than 16: under load the objects that survive
 * a minor GC are the requests in flight, whatever its size, so a larger one collects as often less and pauses every
 * request in flight less often (updatePanier at 50 connections: 4,385 against 4,014 changes/s, p99 22 against 25 ms,
 * bench/README.md, 2026-11-24).
 */
export const apiServerArgs = ["--max-semi-space-size=64", "--import", "tsx", "apps/api/src/main.ts"];
/**
 * Arguments of `node` to run the built storefront (apps/web/server.ts: Next.js, compression, page cache), from WEB_DIR.
 * The same young generation as the web-service: a page rendered for one visitor allocates a few megabytes, and ten in
 * flight kept the default one collecting all the time (product pages at 10 connections: 12.3–12.6 against 14.9–15.6 ms
 * of storefront CPU a page, category pages 12.1–12.8 against 15.4–16.2, bench/README.md, 2026-11-29).
 */
export const webServerArgs = (port) => ["--max-semi-space-size=64", "--import", "tsx", "server.ts", "-p", String(port)];

export function run(command, args, options = {}) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: "inherit", cwd: ROOT, ...options });
    child.on("exit", (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

export function startProcess(name, command, args, options = {}) {
  const child = spawn(command, args, { stdio: ["ignore", "inherit", "inherit"], cwd: ROOT, ...options });
  child.on("exit", (code, signal) => {
    if (!child.stopping) console.error(`[${name}] s'est arrêté (code ${code ?? signal}).`);
  });
  child.stop = () => {
    child.stopping = true;
    if (child.exitCode === null) child.kill("SIGTERM");
  };
  return child;
}

export async function waitFor(url, { timeoutMs = 180_000, child } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`process exited before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A fingerprint of everything the web build depends on, to rebuild only when sources changed. */
function webSourceStamp() {
  const hash = createHash("sha256");
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === "node_modules" || entry.name === ".next" || entry.name.endsWith(".test.ts") || entry.name.endsWith(".test.tsx")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${full}:${statSync(full).size}:${readFileSync(full).length}:${createHash("sha1").update(readFileSync(full)).digest("hex")}\n`);
    }
  };
  walk(join(WEB_DIR, "app"));
  walk(join(WEB_DIR, "src"));
  walk(join(WEB_DIR, "public"));
  walk(join(ROOT, "packages/contracts/src"));
  for (const f of ["next.config.ts", "proxy.ts", "package.json", "tsconfig.json"]) {
    const full = join(WEB_DIR, f);
    if (existsSync(full)) hash.update(readFileSync(full));
  }
  return hash.digest("hex");
}

export async function buildWebIfNeeded(env) {
  const stampFile = join(WEB_DIR, ".next", "cabas-source-stamp");
  const stamp = webSourceStamp();
  const built = existsSync(join(WEB_DIR, ".next", "BUILD_ID")) && existsSync(stampFile);
  if (built && readFileSync(stampFile, "utf8") === stamp) return;
  console.log("Construction de la boutique (première fois ou sources modifiées)…");
  const code = await run(process.execPath, [NEXT_BIN, "build"], { cwd: WEB_DIR, env });
  if (code !== 0) throw new Error("next build failed");
  writeFileSync(stampFile, stamp);
}

export const baseEnv = () => ({ ...process.env, NEXT_TELEMETRY_DISABLED: "1" });
