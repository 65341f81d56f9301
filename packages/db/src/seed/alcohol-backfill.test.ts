// Migration 0031 gives the products of a database seeded before it the strength the seed gives them now, and takes
// cider out of the craft-beer offer (ADR 0070), replayed here on a seeded catalogue with generated variants.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../client.ts";
import { openTestDatabase } from "../test-database.ts";
import { rowsOf } from "./batch.ts";
import { seedDatabase } from "./index.ts";

const PRODUCTS = 3000;
const MIGRATION = readFileSync(new URL("../../migrations/0031_product_alcohol_by_volume.sql", import.meta.url), "utf8");
const steps = MIGRATION.split("--> statement-breakpoint");
const backfill = steps.filter((step) => /UPDATE "products"/.test(step));
const offerFix = steps.filter((step) => /DELETE FROM "mix_match_products"/.test(step));

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase(process.env.DATABASE_URL, {
    key: `alcohol-backfill-${PRODUCTS}`,
    prepare: (h) =>
      seedDatabase(h, { products: PRODUCTS, now: new Date("2026-11-25T00:00:00Z") }).then(() => undefined),
  });
});
afterAll(() => handle.close());

const strengths = async () =>
  new Map(
    rowsOf<{ id: number; alcohol_per_mille: number | null }>(
      await handle.db.execute(sql`SELECT id, alcohol_per_mille FROM products ORDER BY id`),
    ).map((r) => [r.id, r.alcohol_per_mille]),
  );

const beerOffer = async () =>
  rowsOf<{ name: string }>(
    await handle.db.execute(sql`SELECT p.name FROM mix_match_products m JOIN mix_match_groups g ON g.id = m.group_id
      JOIN products p ON p.id = m.product_id WHERE g.slug = 'bieres-artisanales-2e-a-moitie-prix' ORDER BY p.name`),
  ).map((r) => r.name);

describe("migration 0031", () => {
  it("gives every drink of an older database, hand-written or generated, the strength the seed gives it", async () => {
    const seeded = await strengths();
    expect([...seeded.values()].filter((v) => v !== null).length).toBeGreaterThan(32);
    expect(backfill).toHaveLength(1);
    await handle.db.execute(sql`UPDATE products SET alcohol_per_mille = NULL`);
    for (const step of backfill) await handle.db.execute(sql.raw(step));
    const backfilled = await strengths();
    const differing = [...seeded].filter(([id, value]) => backfilled.get(id) !== value).map(([id]) => id);
    expect(differing).toEqual([]);
  });

  it("leaves the craft-beer offer with beers only, on a database that had cider in it", async () => {
    expect(await beerOffer()).not.toContain("Cidre brut de Normandie IGP");
    await handle.db.execute(sql`INSERT INTO mix_match_products (group_id, product_id)
      SELECT g.id, p.id FROM mix_match_groups g, products p
      WHERE g.slug = 'bieres-artisanales-2e-a-moitie-prix' AND p.slug = 'cidre-brut-de-normandie-igp-75cl'`);
    expect(await beerOffer()).toContain("Cidre brut de Normandie IGP");
    for (const step of offerFix) await handle.db.execute(sql.raw(step));
    expect(new Set(await beerOffer())).toEqual(
      new Set(["Bière blanche artisanale 33 cl", "Bière ambrée artisanale 33 cl", "Bière IPA artisanale 33 cl"]),
    );
  });
});
