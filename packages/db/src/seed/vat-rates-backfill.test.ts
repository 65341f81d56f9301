// Migration 0030 gives the products of a database seeded before it the rates the seed gives them now (ADR 0068): its
// aisle rule, then its corrections by shelf and by name, replayed here on a seeded catalogue with generated variants.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../client.ts";
import { openTestDatabase } from "../test-database.ts";
import { rowsOf } from "./batch.ts";
import { seedDatabase } from "./index.ts";

const PRODUCTS = 3000;
const MIGRATION = readFileSync(
  new URL("../../migrations/0030_vat_rates_and_invoice_numbers.sql", import.meta.url),
  "utf8",
);
/** The statements that set products' rates, in the migration's order. */
const productRateSteps = MIGRATION.split("--> statement-breakpoint").filter((step) => /UPDATE "products"/.test(step));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase(process.env.DATABASE_URL, {
    key: `vat-rates-backfill-${PRODUCTS}`,
    prepare: (h) =>
      seedDatabase(h, { products: PRODUCTS, now: new Date("2026-11-25T00:00:00Z") }).then(() => undefined),
  });
});
afterAll(() => handle.close());

const rates = async () =>
  new Map(
    rowsOf<{ id: number; vat_rate_bp: number }>(
      await handle.db.execute(sql`SELECT id, vat_rate_bp FROM products ORDER BY id`),
    ).map((r) => [r.id, r.vat_rate_bp]),
  );

describe("migration 0030's backfill", () => {
  it("sets every product, hand-written or generated, to the rate the seed gives it", async () => {
    const seeded = await rates();
    expect(productRateSteps).toHaveLength(4);
    // The products as an older database holds them: no rate of their own (any value the steps must overwrite).
    await handle.db.execute(sql`UPDATE products SET vat_rate_bp = 1000`);
    for (const step of productRateSteps) await handle.db.execute(sql.raw(step));
    const backfilled = await rates();
    const differing = [...seeded].filter(([id, rate]) => backfilled.get(id) !== rate).map(([id]) => id);
    expect(differing).toEqual([]);
    expect(new Set(backfilled.values())).toEqual(new Set([550, 2000]));
  });
});
