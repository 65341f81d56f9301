// `npm start`: builds the storefront when needed, starts the web-service (embedded PGlite unless
// DATABASE_URL is set; migrated and seeded on first start) and the storefront, then prints the address.
import { ROOT, apiServerArgs, NEXT_BIN, WEB_DIR, baseEnv, buildWebIfNeeded, startProcess, waitFor, webServerArgs } from "./lib.mjs";

const dev = process.argv.includes("--dev");
const webPort = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "3001";
const env = {
  ...baseEnv(),
  API_PORT: apiPort,
  // Requests are logged as JSON at "info"; the console stays readable unless asked for more.
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  CABAS_API_URL: process.env.CABAS_API_URL ?? `http://127.0.0.1:${apiPort}`,
  CABAS_PUBLIC_ORIGINS: process.env.CABAS_PUBLIC_ORIGINS ?? `http://localhost:${webPort},http://127.0.0.1:${webPort}`,
  // The address written into canonical links, sitemaps and e-mails when the database is first seeded: the shop's own
  // port when started on another one than 3000.
  CABAS_PUBLIC_URL: process.env.CABAS_PUBLIC_URL ?? `http://localhost:${webPort}`,
};

if (!dev) await buildWebIfNeeded(env);

const api = startProcess("api", process.execPath, apiServerArgs, { cwd: ROOT, env });
const children = [api];
const stopAll = () => children.forEach((c) => c.stop());
process.on("SIGINT", () => { stopAll(); process.exit(0); });
process.on("SIGTERM", () => { stopAll(); process.exit(0); });
api.on("exit", () => { stopAll(); process.exit(1); });

await waitFor(`http://127.0.0.1:${apiPort}/health`, { child: api, timeoutMs: 600_000 });
const web = startProcess("web", process.execPath, dev ? [NEXT_BIN, "dev", "-p", webPort] : webServerArgs(webPort), { cwd: WEB_DIR, env });
children.push(web);
web.on("exit", () => { stopAll(); process.exit(1); });
await waitFor(`http://127.0.0.1:${webPort}/`, { child: web, timeoutMs: 300_000 });
console.log(`\nCabas est prêt : http://localhost:${webPort}  (web-service : http://127.0.0.1:${apiPort})\n`);
