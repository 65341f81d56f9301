// Entry point: runs bench/personal-data-export.ts with tsx (it imports the API's TypeScript).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/personal-data-export.mjs
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("./personal-data-export.ts", import.meta.url));
const result = spawnSync(process.execPath, ["--import", "tsx", script], { stdio: "inherit", env: process.env });
process.exit(result.status ?? 1);
