// The load generator the HTTP benchmarks share (ADR 0093): wrk when the machine has it, autocannon otherwise, or the
// one BENCH_CLIENT names. Both send the same requests in the same order and report the same figures.
//
// Why wrk first: on the two-core reference machine the load generator shares the cores with the servers it measures.
// autocannon (JavaScript) spent 7.4 CPU-seconds to send 90,000 trivial requests in 10 s, three quarters of a core;
// wrk (C) spent 1.7 s for 97,000. What autocannon takes is taken from the web-service and PostgreSQL, which a
// shopper's browser, on its own machine, never does.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";

/** The client named by BENCH_CLIENT (wrk or autocannon), else wrk when it runs here, else autocannon. */
export function loadClient() {
  const asked = process.env.BENCH_CLIENT;
  if (asked && asked !== "wrk" && asked !== "autocannon") throw new Error(`BENCH_CLIENT: wrk or autocannon, not « ${asked} »`);
  const wrk = spawnSync("wrk", ["--version"], { encoding: "utf8" });
  const wrkVersion = wrk.error ? null : (`${wrk.stdout}${wrk.stderr}`.match(/^wrk \S+/)?.[0] ?? "wrk");
  if (asked === "wrk" && !wrkVersion) throw new Error("BENCH_CLIENT=wrk, but wrk does not run here (apt-get install wrk)");
  const name = asked ?? (wrkVersion ? "wrk" : "autocannon");
  const label = name === "wrk" ? wrkVersion : wrkVersion ? "autocannon" : "autocannon (wrk not found: apt-get install wrk)";
  return { name, label };
}

/**
 * Runs one load: `connections` connections for `seconds` seconds against `url`. Requests (`{ method, path, headers,
 * body }`) come either from `shared`, one list every connection takes its next request from in turn, or from
 * `perConnection`, one list per connection that it goes round. Resolves to requests/s, latency percentiles in ms,
 * the number answered and the errors (connection errors, timeouts and answers with a status of 400 or more).
 */
export async function runLoad({ client, url, connections, seconds, shared, perConnection }) {
  if (!shared === !perConnection) throw new Error("runLoad: shared or perConnection, one of the two");
  if (perConnection && perConnection.length !== connections) throw new Error("runLoad: one list per connection");
  return client.name === "wrk"
    ? runWrk({ url, connections, seconds, shared, perConnection })
    : runAutocannon({ url, connections, seconds, shared, perConnection });
}

async function runAutocannon({ url, connections, seconds, shared, perConnection }) {
  let next = 0;
  let nextConnection = 0;
  const pick = (context) => {
    if (shared) return shared[next++ % shared.length];
    context.connection ??= nextConnection++;
    context.n = (context.n ?? -1) + 1;
    const own = perConnection[context.connection % connections];
    return own[context.n % own.length];
  };
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req, context) => {
          const { method, path, headers = {}, body } = pick(context);
          return { ...req, method, path, headers: { ...req.headers, ...headers }, ...(body === undefined ? {} : { body }) };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

/** A request as wrk sends it, bytes ready: wrk's Lua only hands them out. */
const rawRequest = (host, { method, path, headers = {}, body }) => {
  const lines = [`${method} ${path} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body !== undefined) lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join("\r\n")}\r\n\r\n${body ?? ""}`;
};

/** A Lua string literal: the requests are ASCII (paths and forms are URL-encoded), so JSON's escapes are Lua's. */
const luaString = (text) => {
  if (!/^[\x20-\x7e\r\n]*$/.test(text)) throw new Error(`wrk: a request that is not plain ASCII: ${text.slice(0, 80)}`);
  return JSON.stringify(text);
};

// In shared mode one thread holds every connection and a single counter; per connection, wrk runs one thread per
// connection (one Lua state each), numbered by setup(), and each goes round its own list.
const LUA_RUNNER = `
local count = 0
function setup(thread)
  count = count + 1
  thread:set("connection", count)
end
local n = 0
local own
function init(args)
  own = perConnection and perConnection[connection] or shared
end
function request()
  n = n + 1
  return own[((n - 1) % #own) + 1]
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"duration":%d,"errors":%d,"p50":%d,"p90":%d,"p97_5":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(97.5), latency:percentile(99), latency.max))
end
`;

async function runWrk({ url, connections, seconds, shared, perConnection }) {
  const host = new URL(url).host;
  const list = (requests) => `{${requests.map((r) => luaString(rawRequest(host, r))).join(",\n")}}`;
  const data = shared
    ? `shared = ${list(shared)}\n`
    : `perConnection = {${perConnection.map(list).join(",\n")}}\n`;
  const dir = mkdtempSync(join(tmpdir(), "cabas-wrk-"));
  try {
    const script = join(dir, "load.lua");
    writeFileSync(script, `${data}${LUA_RUNNER}`);
    const threads = shared ? 1 : connections;
    const args = ["-t", String(threads), "-c", String(connections), "-d", `${seconds}s`, "--timeout", "30s", "-s", script, url];
    const output = await new Promise((resolve, reject) => {
      const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "inherit"] });
      let out = "";
      child.stdout.on("data", (chunk) => (out += chunk));
      child.on("error", reject);
      child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`wrk exited with ${code}: ${out}`))));
    });
    const line = output.split("\n").find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no figures: ${output}`);
    const figures = JSON.parse(line);
    // wrk counts microseconds; the tables print milliseconds, with one decimal below 100.
    const ms = (us) => (us >= 100_000 ? Math.round(us / 1000) : Math.round(us / 100) / 10);
    return {
      rps: figures.requests / (figures.duration / 1e6),
      p50: ms(figures.p50),
      p90: ms(figures.p90),
      p97_5: ms(figures.p97_5),
      p99: ms(figures.p99),
      max: ms(figures.max),
      total: figures.requests,
      errors: figures.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
