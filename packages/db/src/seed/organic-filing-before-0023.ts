// For tests: a seeded database put back the way the seed filed organic products before migration 0023 (ADR 0049),
// so the refiling of older databases (ADR 0053) has something real to work on. The old filing is derived here from
// the data's own structure (products-bio.ts still lists its products in the shelves the old seed had, in order),
// not from the refiling's table, so a mistake in that table shows.
import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../client.ts";
import { BIO } from "./data/products-bio.ts";
import { GENERATED_EAN_PREFIX } from "./generate-products.ts";

/** The Bio aisle's shelves before ADR 0049, in the order of the shelves of products-bio.ts. */
const BIO_SHELVES_BEFORE_0049 = ["fruits-et-legumes-bio", "cremerie-bio", "epicerie-bio", "boissons-bio"] as const;

/** Old Bio shelf → the hand-written products the seed filed on it, as products-bio.ts groups them. */
export function organicFilingFromData(): Record<string, string[]> {
  if (BIO.length !== BIO_SHELVES_BEFORE_0049.length)
    throw new Error(
      `products-bio.ts has ${BIO.length} shelves, the old Bio aisle had ${BIO_SHELVES_BEFORE_0049.length}`,
    );
  return Object.fromEntries(
    BIO_SHELVES_BEFORE_0049.map((shelf, index) => [shelf, BIO[index]!.items.map((item) => item.name)]),
  );
}

/**
 * Files the seed's organic products and their generated variants on the old Bio shelves and makes no category a
 * selection: the state of a database seeded before migration 0023, once that migration added the (empty) column.
 */
export async function fileOrganicProductsAsBefore0023(handle: DatabaseHandle): Promise<void> {
  await handle.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await db.execute(sql`UPDATE categories SET bio_selection_of = NULL`);
    for (const [shelf, names] of Object.entries(organicFilingFromData())) {
      // A generated product is named « <template's name>, <variant> » and filed with its template (old generator).
      await db.execute(sql`UPDATE products SET category_id = (SELECT id FROM categories WHERE slug = ${shelf})
        WHERE name = ANY(${sql.param(names)}::text[])
           OR (ean13 LIKE ${`${GENERATED_EAN_PREFIX}%`} AND regexp_replace(name, ', [^,]*$', '') = ANY(${sql.param(names)}::text[]))`);
    }
  });
}
