// What every operator command does around its own work (npm run orders, reviews, zones): arguments parsed or a
// usage error (exit 2), the database the API uses opened (DATABASE_URL or the embedded folder; on PGlite the API
// must be stopped first), a refusal printed in French (exit 1), the database closed.
import { defaultDataDir, openDatabase, type Database } from "@cabas/db";
import { readEnv, type Env } from "../env.ts";
import { AppError } from "../http/app-error.ts";
import { loggableError } from "../http/error-log.ts";

/** What a command's work gets: the open database and the environment. */
export type OperatorDeps = { db: Database; env: Env };

export async function runOperatorCommand<A>(
  parse: (argv: readonly string[]) => A | { error: string },
  work: (args: A, deps: OperatorDeps) => Promise<void>,
): Promise<void> {
  const args = parse(process.argv.slice(2));
  if (typeof args === "object" && args !== null && "error" in args) {
    console.error(args.error);
    process.exit(2);
  }
  const env = readEnv();
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.CABAS_DATA_DIR ?? defaultDataDir() });
  try {
    await work(args, { db: database.db, env });
  } catch (error) {
    console.error(error instanceof AppError ? error.message : loggableError(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}
