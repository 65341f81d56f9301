// Starts the API for a benchmark (or uses BENCH_API_URL) and waits until it answers /health.
import { spawn } from "node:child_process";
import { apiServerArgs } from "../scripts/lib.mjs";

/**
 * `{ base, stop, pid }`: the API's root URL, how to stop the process started here (a no-op for BENCH_API_URL), and its
 * process id (BENCH_API_PID for an API already running, else none) to read its processor time.
 */
export async function startBenchApi({ defaultPort, env = {} }) {
  if (process.env.BENCH_API_URL) {
    return { base: process.env.BENCH_API_URL, stop: () => {}, pid: Number(process.env.BENCH_API_PID) || undefined };
  }
  const port = process.env.BENCH_API_PORT ?? defaultPort;
  const server = spawn(process.execPath, apiServerArgs, {
    env: { ...process.env, API_PORT: port, LOG_LEVEL: "warn", NODE_ENV: "production", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return { base, stop: () => server.kill("SIGTERM"), pid: server.pid };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill("SIGTERM");
  throw new Error("the API did not start");
}
