// npm run seed -- [--products N] [--reset] [--now ISO-DATE] [--refresh-content]: the catalogue's seed command
// (packages/db/src/seed/seed-command.ts), then, on a new or reset database, the demo accounts (seed-demo.ts).
import { runSeedCommand } from "@cabas/db/seed/command";
import { readEnv } from "../env.ts";
import { loggableErrorMessage } from "../http/error-log.ts";
import { demoAccountsAfterSeed } from "./seed-demo.ts";

runSeedCommand({ afterSeed: demoAccountsAfterSeed(readEnv()) }).catch((error: unknown) => {
  console.error(loggableErrorMessage(error));
  process.exitCode = 1;
});
