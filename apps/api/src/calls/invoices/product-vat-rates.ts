// Products' VAT rates read by date (ADR 0140): the rate `products.vat_rate_bp` holds, overridden from its date by a
// change of the law scheduled ahead (vatRateAt). Every reader of a product's rate goes through here — the invoice a
// delivery issues, the gift it lists, the rectifying rule's rate of today, the invoices screen — so none reads the
// rate in force before midnight after it.
import { asc, inArray } from "drizzle-orm";
import { schema, type Database } from "@cabas/db";
import { vatRateAt, type DatedVatChange } from "../../domain/vat-rate-change.ts";

export type ScheduledChangeRow = typeof schema.vatRateChanges.$inferSelect;

/** Each product's recorded changes, oldest first. */
export async function vatChangesOf(db: Database, productIds: readonly number[]): Promise<Map<number, ScheduledChangeRow[]>> {
  const byProduct = new Map<number, ScheduledChangeRow[]>();
  if (productIds.length === 0) return byProduct;
  const c = schema.vatRateChanges;
  const rows = await db.select().from(c).where(inArray(c.productId, [...productIds])).orderBy(asc(c.changedAt), asc(c.id));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

/** The rate of each product at an instant (a delivery's, or now); a product that does not exist is left out. */
export async function productVatRatesAt(db: Database, productIds: readonly number[], at: Date): Promise<Map<number, number>> {
  const rates = new Map<number, number>();
  if (productIds.length === 0) return rates;
  const [products, changes] = await Promise.all([
    db.select({ id: schema.products.id, rateBp: schema.products.vatRateBp }).from(schema.products).where(inArray(schema.products.id, [...productIds])),
    vatChangesOf(db, productIds),
  ]);
  for (const p of products) rates.set(p.id, vatRateAt(p.rateBp, (changes.get(p.id) ?? []) satisfies DatedVatChange[], at));
  return rates;
}
