// Builds the storefront unless its build is current (the same check as `npm start` and the journeys). CI starts it
// beside the type check and the linter, which leave part of the two cores idle (ADR 0105).
import { baseEnv, buildWebIfNeeded } from "./lib.mjs";

await buildWebIfNeeded(baseEnv());
