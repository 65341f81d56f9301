// Entry point: runs bench/basket-view.ts with tsx (it imports the API's TypeScript).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/cabas_basket_bench node bench/basket-view.mjs
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const script = fileURLToPath(new URL("./basket-view.ts", import.meta.url));
const result = spawnSync(process.execPath, ["--import", "tsx", script], { stdio: "inherit", env: process.env });
process.exit(result.status ?? 1);
