// Starts the web-service: opens (and on first start migrates and seeds) the database, then listens.
import { defaultDataDir, migrateDatabase, openDatabase } from "@cabas/db";
import { isSeeded, seedDatabase } from "@cabas/db/seed";
import { buildApp } from "./app.ts";
import { originsFrom, readEnv } from "./env.ts";
import { loggerOptions } from "./http/logging.ts";

const env = readEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.CABAS_DATA_DIR ?? defaultDataDir() });
await migrateDatabase(database);
if (!(await isSeeded(database))) {
  const started = Date.now();
  console.log("Premier démarrage : chargement du catalogue de démonstration…");
  await seedDatabase(database);
  console.log(`Catalogue chargé en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
const app = await buildApp({ database, logger: loggerOptions(env.LOG_LEVEL), allowedOrigins: originsFrom(env) });

const shutdown = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());

await app.listen({ port: env.API_PORT, host: env.API_HOST });
