// The basket view's CPU cost in the API process: composing it from what was read (updatePanier's set_quantity does
// this on every change, ADR 0019) and serialising the answer (ADR 0024). Prints microseconds per view; asserts nothing.
// Reads one 8-line basket left by the basket benchmark (run that first, on the same database).
import { and, desc, eq, sql } from "drizzle-orm";
import { openDatabase, schema } from "@cabas/db";
import { composeBasketView, loadViewInputs } from "../apps/api/src/calls/basket/basket-store.ts";
import { basketAnswerJson } from "../apps/api/src/calls/basket/basket-answer-json.ts";

const url = process.env.DATABASE_URL;
if (!url) throw new Error("Set DATABASE_URL (the basket benchmark's database).");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50_000);
const handle = await openDatabase({ url });
const { baskets, basketItems } = schema;
const [basket] = await handle.db
  .select()
  .from(baskets)
  .where(and(eq(baskets.status, "active"), sql`(select count(*) from ${basketItems} where ${basketItems.basketId} = ${baskets.id}) = 8`))
  .orderBy(desc(baskets.id))
  .limit(1);
if (!basket) throw new Error("No 8-line basket: run bench/basket-bench.mjs on this database first.");
const now = new Date();
const inputs = await loadViewInputs(handle.db, basket, now);
await handle.close();

const time = (work: () => unknown) => {
  for (let i = 0; i < ROUNDS / 10; i++) work();
  const start = performance.now();
  for (let i = 0; i < ROUNDS; i++) work();
  return ((performance.now() - start) / ROUNDS) * 1000;
};
const view = composeBasketView(inputs, now).view;
const answer = { success: true, message: "Panier mis à jour.", panier: view };
console.log(`basket view (${inputs.lines.length} lines), ${ROUNDS} rounds, ${new Date().toISOString()}`);
console.log(`compose: ${time(() => composeBasketView(inputs, now)).toFixed(1)} µs per view`);
console.log(`serialise the answer (${JSON.stringify(answer).length} bytes), as sent (basketAnswerJson): ${time(() => basketAnswerJson(answer)).toFixed(1)} µs`);
console.log(`serialise the answer with JSON.stringify, for comparison: ${time(() => JSON.stringify(answer)).toFixed(1)} µs`);
