// The catalogue's seed command on its own, without the demo accounts: npm run seed goes through
// apps/api/src/cli/seed.ts, which adds them (README: demo accounts). Options: seed-command.ts.
import { runSeedCommand } from "./seed-command.ts";

runSeedCommand().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
