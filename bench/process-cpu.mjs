// Where a command's processor time goes, process by process: runs the command, reads every process's user and system
// time from /proc every 200 ms, and prints the totals by kind (Chromium's renderers, browser, GPU and network
// processes, the storefront, the web-service, PostgreSQL, Playwright, Vitest) with the machine's idle share. Linux only.
//
//   node bench/process-cpu.mjs node scripts/e2e.mjs e2e/catalogue.spec.ts e2e/basket.spec.ts e2e/checkout.spec.ts
//
// A process that starts and ends between two readings is missed, and one's last 200 ms may be: the figures are a
// little under the truth, the same way for every kind (ADR 0105).
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { processorTicks, TICKS_PER_SECOND } from "./proc-stat.mjs";

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error("usage: node bench/process-cpu.mjs <command> [arguments…]");
  process.exit(2);
}
const INTERVAL_MS = 200;

/** The kind of a process, from its command line. */
function kindOf(cmdline) {
  if (/chromium|chrome/.test(cmdline)) {
    const type = cmdline.match(/--type=(\S+)/)?.[1] ?? "browser";
    const sub = cmdline.match(/--utility-sub-type=(\S+)/)?.[1];
    return `Chromium ${type}${sub ? ` (${sub})` : ""}`;
  }
  if (/next build|next\/dist\/bin\/next"? build|build-web\.mjs/.test(cmdline)) return "storefront build";
  if (/server\.ts/.test(cmdline)) return "storefront (Next.js)";
  if (/apps\/api\/src\/main\.ts/.test(cmdline)) return "web-service";
  if (/apps\/api\/src\/cli\//.test(cmdline)) return "web-service commands";
  if (/^postgres/.test(cmdline)) return "PostgreSQL";
  if (/playwright/.test(cmdline)) return "Playwright";
  if (/vitest/.test(cmdline)) return "Vitest";
  if (/process-cpu\.mjs/.test(cmdline)) return "this sampler";
  return "other";
}

const machineTicks = () => readFileSync("/proc/stat", "utf8").split("\n")[0].split(/\s+/).slice(1).map(Number);
const seen = new Map(); // pid → { kind, first, last }
function sample() {
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const ticks = processorTicks(pid);
      const known = seen.get(pid);
      if (known) known.last = ticks;
      else seen.set(pid, { kind: kindOf(readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ")), first: ticks, last: ticks });
    } catch {
      // ended between the listing and the reading
    }
  }
}

sample();
// Processes already running count only for what they do from now on.
for (const p of seen.values()) p.first = p.last;
const before = machineTicks();
const started = Date.now();
const timer = setInterval(sample, INTERVAL_MS);
const child = spawn(command, args, { stdio: "inherit" });
const code = await new Promise((resolve) => child.on("exit", (c, signal) => resolve(c ?? (signal ? 1 : 0))));
clearInterval(timer);
sample();

const after = machineTicks();
const delta = after.map((v, i) => v - before[i]);
const total = delta.reduce((a, b) => a + b, 0);
const idle = delta[3] + (delta[4] ?? 0);
const byKind = new Map();
for (const p of seen.values()) {
  const seconds = (p.last - p.first) / TICKS_PER_SECOND;
  if (seconds <= 0) continue;
  const entry = byKind.get(p.kind) ?? { seconds: 0, processes: 0 };
  entry.seconds += seconds;
  entry.processes += 1;
  byKind.set(p.kind, entry);
}
const busy = (total - idle) / TICKS_PER_SECOND;
console.log(`\nProcessor time of \`${[command, ...args].join(" ")}\` — ${new Date().toISOString()}, exit code ${code}`);
console.log(`wall ${((Date.now() - started) / 1000).toFixed(1)} s, machine busy ${busy.toFixed(1)} s, idle ${((delta[3] / total) * 100).toFixed(1)} %\n`);
console.log("| processes | processor time | share of the machine's | count |\n|---|---:|---:|---:|");
for (const [kind, { seconds, processes }] of [...byKind].sort((a, b) => b[1].seconds - a[1].seconds)) {
  if (seconds < 0.1) continue;
  console.log(`| ${kind} | ${seconds.toFixed(1)} s | ${((seconds / busy) * 100).toFixed(0)} % | ${processes} |`);
}
process.exit(code);
